import { and, desc, eq } from "drizzle-orm";
import { performerCountryBlocks, userBlocks } from "../../../drizzle/schema/blocks";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import { type UserCard, userCards } from "../../identity/users/cards";
import { runBatch } from "../../lib/batch";
import { toIso } from "../../lib/clock";
import { containsText, selectPage, slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { listCountries } from "../../site/lookup/countries";
import { unfollowStatements } from "../follows/service";
import { applyBlockToRooms } from "./rooms";

interface BlockedUser {
  _id: string;
  user: UserCard;
  reason: string | null;
  createdAt: string;
}

/**
 * A creator blocks a user: the access service then refuses them the creator's profile, content,
 * messages and streams. Their follow goes in the same batch (with the follower count). Blocking
 * again only updates the reason.
 */
export async function blockUser(deps: Deps, performer: Viewer, input: { targetId: string; reason?: string }) {
  if (input.targetId === performer.id) throw fieldError({ targetId: "You cannot block yourself." });
  const [target] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.targetId));
  if (!target) throw new AppError("user_not_found");
  const reason = input.reason || null;
  const now = deps.clock.now();
  await runBatch(deps, [
    deps.db
      .insert(userBlocks)
      .values({ performerId: performer.id, userId: input.targetId, reason, createdAt: now })
      .onConflictDoUpdate({ target: [userBlocks.performerId, userBlocks.userId], set: { reason } }),
    ...unfollowStatements(deps, input.targetId, performer.id),
  ]);
  // Their open chat and stream sockets close now; every later send is refused by the API anyway.
  await applyBlockToRooms(deps, performer.id, input.targetId, true);
  const [row] = await deps.db
    .select()
    .from(userBlocks)
    .where(and(eq(userBlocks.performerId, performer.id), eq(userBlocks.userId, input.targetId)));
  const cards = await userCards(deps, [input.targetId]);
  return {
    _id: input.targetId,
    user: cards.get(input.targetId)!,
    reason: row.reason,
    createdAt: toIso(row.createdAt)!,
  } satisfies BlockedUser;
}

/** Lifts a block; 404 when the user was not blocked. */
export async function unblockUser(deps: Deps, performer: Viewer, userId: string) {
  const removed = await deps.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.performerId, performer.id), eq(userBlocks.userId, userId)))
    .returning({ userId: userBlocks.userId });
  if (removed.length === 0) throw new AppError("user_not_blocked");
  await applyBlockToRooms(deps, performer.id, userId, false);
  return { _id: userId, blocked: false as const };
}

/** The users a creator blocked, newest first; q filters by name or username. */
export async function listBlockedUsers(deps: Deps, performer: Viewer, paging: Paging) {
  const where = and(
    eq(userBlocks.performerId, performer.id),
    paging.q ? containsText([users.name, users.username], paging.q) : undefined,
  );
  const order = paging.sort === "asc" ? userBlocks.createdAt : desc(userBlocks.createdAt);
  const { rows, total } = await selectPage<{ userId: string; reason: string | null; createdAt: number }>(
    deps.db,
    {
      fields: { userId: userBlocks.userId, reason: userBlocks.reason, createdAt: userBlocks.createdAt },
      from: userBlocks,
      join: (q) => q.innerJoin(users, eq(users.id, userBlocks.userId)),
      where,
      orderBy: [order],
      paging,
    },
  );
  const cards = await userCards(
    deps,
    rows.map((r) => r.userId),
  );
  const data: BlockedUser[] = rows.flatMap((r) => {
    const user = cards.get(r.userId);
    return user ? [{ _id: r.userId, user, reason: r.reason, createdAt: toIso(r.createdAt)! }] : [];
  });
  return { data, total };
}

function describeCountries(codes: string[]) {
  const names = new Map(listCountries().map((c) => [c.code, c.name]));
  const sorted = [...codes].sort();
  return {
    countryCodes: sorted,
    countries: sorted.map((code) => ({ code, name: names.get(code) ?? code })),
  };
}

/** The countries a creator blocked. */
export async function getBlockedCountries(deps: Deps, performer: Viewer) {
  const rows = await deps.db
    .select({ code: performerCountryBlocks.countryCode })
    .from(performerCountryBlocks)
    .where(eq(performerCountryBlocks.performerId, performer.id));
  return describeCountries(rows.map((r) => r.code));
}

/** Replaces a creator's blocked country list in one batch (codes already validated, upper case). */
export async function setBlockedCountries(deps: Deps, performer: Viewer, countryCodes: string[]) {
  const codes = [...new Set(countryCodes)];
  const now = deps.clock.now();
  await runBatch(deps, [
    deps.db.delete(performerCountryBlocks).where(eq(performerCountryBlocks.performerId, performer.id)),
    ...slices(codes, 30).map((part) =>
      deps.db
        .insert(performerCountryBlocks)
        .values(part.map((countryCode) => ({ performerId: performer.id, countryCode, createdAt: now }))),
    ),
  ]);
  return describeCountries(codes);
}
