/** Finding creators: search with filters, random and top lists, cards by id. */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { performerProfiles } from "../../drizzle/schema/performers";
import { users } from "../../drizzle/schema/users";
import { listedCreator, performerNotHidden } from "../access/service";
import type { Viewer } from "../identity/viewer";
import { likeEscaped, selectPage } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { fileUrls } from "../media/upload";
import { getSetting } from "../settings/service";
import { type PerformerSearchRow, toPerformerCard } from "./present";
import type { PerformerCardData, PerformerSearchInput, TopPerformersInput } from "./schemas";

const withProfile = (select: SQLiteSelect) =>
  select.innerJoin(performerProfiles, eq(performerProfiles.userId, users.id));

/**
 * Conditions every discovery list shares: active, verified creators, minus those who blocked the
 * viewer or the viewer's country (access/service.ts; admins see every verified creator).
 */
function discoverable(viewer: Viewer | null, country: string | null): SQL[] {
  return [listedCreator(users.id), performerNotHidden(viewer, country, users.id)];
}

async function cardsOf(deps: Deps, rows: PerformerSearchRow[]): Promise<PerformerCardData[]> {
  const [urls, freeEnabled] = await Promise.all([
    fileUrls(
      deps,
      rows.flatMap((r) => [r.user.avatarFileId, r.user.coverFileId]),
    ),
    getSetting(deps, "freeSubscriptionEnabled"),
  ]);
  const now = deps.clock.now();
  return rows.map((r) => toPerformerCard(r, urls, freeEnabled, now));
}

const OPTION_FILTERS = [
  "gender",
  "bodyType",
  "ageRange",
  "ethnicity",
  "hair",
  "eyes",
  "sexualOrientation",
  "height",
  "weight",
  "size",
] as const;

/**
 * `GET /performers/user/search`: verified, active creators matching the filters, hiding those who
 * blocked the viewer or the viewer's country. sortBy popular (followers), latest, subscribers.
 */
export async function searchPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: PerformerSearchInput,
) {
  const conditions = discoverable(viewer, country);
  if (query.q) {
    conditions.push(likeEscaped([users.name, users.username], query.q));
  }
  for (const field of OPTION_FILTERS) {
    const value = query[field];
    if (value !== undefined) conditions.push(eq(performerProfiles[field], value));
  }
  if (query.country) conditions.push(eq(performerProfiles.country, query.country));
  if (query.isFreeSubscription !== undefined) {
    // While free subscriptions are off on the site, no creator offers one.
    const freeOffered = await getSetting(deps, "freeSubscriptionEnabled");
    if (freeOffered) conditions.push(eq(performerProfiles.isFreeSubscription, query.isFreeSubscription));
    else if (query.isFreeSubscription) conditions.push(sql`0 = 1`);
  }
  const where = and(...conditions);
  const column =
    query.sortBy === "latest"
      ? users.createdAt
      : query.sortBy === "subscribers"
        ? performerProfiles.totalSubscribers
        : performerProfiles.totalFollowers;
  const order = query.sort === "asc" ? asc(column) : desc(column);
  const { rows, total } = await selectPage<PerformerSearchRow>(deps.db, {
    fields: { user: users, profile: performerProfiles },
    from: users,
    join: withProfile,
    where,
    orderBy: [order, desc(users.createdAt), asc(users.id)],
    paging: query,
  });
  return { data: await cardsOf(deps, rows), total };
}

/** `GET /performers/search/random`: a random handful of discoverable creators. */
export async function randomPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  limit: number,
) {
  const where = and(...discoverable(viewer, country));
  const rows = await deps.db
    .select({ user: users, profile: performerProfiles })
    .from(users)
    .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
    .where(where)
    .orderBy(sql`random()`)
    .limit(limit);
  const data = await cardsOf(deps, rows);
  return { data, total: data.length };
}

/** `GET /performers/top`: discoverable creators with the most followers (or subscribers). */
export async function topPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: TopPerformersInput,
) {
  const where = and(...discoverable(viewer, country));
  const primary =
    query.sortBy === "subscribers" ? performerProfiles.totalSubscribers : performerProfiles.totalFollowers;
  const secondary =
    query.sortBy === "subscribers" ? performerProfiles.totalFollowers : performerProfiles.totalSubscribers;
  const { rows, total } = await selectPage<PerformerSearchRow>(deps.db, {
    fields: { user: users, profile: performerProfiles },
    from: users,
    join: withProfile,
    where,
    orderBy: [desc(primary), desc(secondary), asc(users.id)],
    paging: query,
  });
  return { data: await cardsOf(deps, rows), total };
}
