/**
 * The one rule on unverified creators: until their identity is verified
 * (ID documents approved by an admin, or an approved Persona inquiry), a creator cannot appear in
 * search and discovery, sell, go live or request payouts. Every such call asks here.
 */
import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import { keptCounts } from "../../../drizzle/schema/kept-counts";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import type { Db } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { REFUSALS, type VerifiedActivity } from "./verified-messages";

export type { VerifiedActivity };

/** Where a creator's verification stands (null: they never sent documents). */
export async function verificationStatusOf(db: Db, performerId: string) {
  const [row] = await db
    .select({ status: performerProfiles.verificationStatus })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId))
    .limit(1);
  return row?.status ?? null;
}

export async function isVerifiedCreator(db: Db, performerId: string): Promise<boolean> {
  return (await verificationStatusOf(db, performerId)) === "approved";
}

/** Throws 403 performer_not_verified (saying what is refused) unless the creator is verified. */
export async function assertVerifiedCreator(
  deps: Pick<Deps, "db">,
  performerId: string,
  activity: VerifiedActivity,
): Promise<void> {
  if (await isVerifiedCreator(deps.db, performerId)) return;
  throw new AppError("performer_not_verified", { message: REFUSALS.get(activity) });
}

/**
 * The selling rule for every sellable kind (posts, galleries, videos, products; photos are sold
 * through their gallery): a create or an edit that leaves the item for sale needs a verified
 * creator, so one whose verification was withdrawn cannot keep selling by editing either.
 */
export async function assertMaySell(deps: Pick<Deps, "db">, performerId: string, forSale: boolean) {
  if (forSale) await assertVerifiedCreator(deps, performerId, "sell");
}

/**
 * For lists across creators (search, discovery, timelines of several creators): true for rows
 * whose creator (`performerIdColumn`) is an active, verified creator.
 */
export function listedCreatorSql(performerIdColumn: AnyColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM users u JOIN performer_profiles pp ON pp.user_id = u.id
      WHERE u.id = ${performerIdColumn} AND u.status = 'active' AND u.role = 'performer'
      AND pp.verification_status = 'approved')`;
}

/**
 * The same rule for queries whose rows are the creators themselves (`users` joined with
 * `performer_profiles`: search and discovery): plain conditions on the row. listedCreatorSql's
 * EXISTS looks every row up again by id and leaves SQLite no index to start from, so these lists
 * walked every user, fans included. `likely()` tells SQLite (which has no statistics: the app
 * never runs ANALYZE) that a creator's row is nearly always an active performer, so it starts
 * from the verification indexes of performer_profiles, which also give each list its order,
 * instead of every active user.
 */
export function listedCreatorRow(): SQL {
  return sql`(likely(${users.role} = 'performer') AND likely(${users.status} = 'active')
      AND ${performerProfiles.verificationStatus} = 'approved')`;
}

/*
 * The number of listed creators (listedCreatorRow true), kept in `kept_counts` so that creator
 * search answers its total without counting every creator. The rule: every batch that can change
 * whether a creator is listed (a user's role or status, a profile's verification status) ends with
 * `recountListedCreators`, so the kept number is exact after every write. Those writes are rare
 * (an admin's or a reviewer's decision) and the recount walks the verification index once.
 */
const LISTED_CREATORS = "listed_creators";

const countListedSql = sql`(SELECT count(*) FROM ${users} JOIN ${performerProfiles}
      ON ${performerProfiles.userId} = ${users.id} WHERE ${listedCreatorRow()})`;

/** The statement that rewrites the kept count; put it last in the batch of the write. */
export function recountListedCreators(db: Db) {
  return db
    .insert(keptCounts)
    .values({ key: LISTED_CREATORS, value: countListedSql })
    .onConflictDoUpdate({ target: keptCounts.key, set: { value: countListedSql } });
}

/**
 * The kept number of listed creators as SQL (counted live only on a database where nothing has
 * written it yet).
 */
export function listedCreatorsCount(): SQL<number> {
  return sql<number>`coalesce((SELECT ${keptCounts.value} FROM ${keptCounts} WHERE ${keptCounts.key} = ${LISTED_CREATORS}), ${countListedSql})`;
}
