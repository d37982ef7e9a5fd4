import { eq, inArray } from "drizzle-orm";
import { performerProfiles } from "../../drizzle/schema/performers";
import { users } from "../../drizzle/schema/users";
import type { Deps } from "../lib/deps";
import { fileUrls } from "../media/upload";
import { toPerformerCard } from "../performers/present";
import type { PerformerCardData } from "../performers/schemas";
import type { PublicUser } from "../users/schemas";
import { toPublicUser } from "../users/service";

export { PerformerCardSchema } from "../performers/schemas";
export { PublicUserSchema as UserCardSchema } from "../users/schemas";
export type UserCard = PublicUser;
export type PerformerCard = PerformerCardData;

/** D1 binds at most 100 parameters per statement; id lists are read in slices below that. */
const SLICE = 90;

export function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Public cards (users/service toPublicUser) of the given users, by id, for follows, comments,
 * blocks and reports. Unknown ids are left out.
 */
export async function userCards(deps: Deps, ids: readonly string[]): Promise<Map<string, UserCard>> {
  const unique = [...new Set(ids)];
  const rows = (
    await Promise.all(
      slices(unique).map((part) => deps.db.select().from(users).where(inArray(users.id, part))),
    )
  ).flat();
  const urls = await fileUrls(
    deps,
    rows.map((r) => r.avatarFileId),
  );
  return new Map(
    rows.map((row) => [row.id, toPublicUser(row, row.avatarFileId && urls.get(row.avatarFileId))]),
  );
}

/** Creator cards (performers/present toPerformerCard) by id; ids without a creator profile are left out. */
export async function performerCards(
  deps: Deps,
  ids: readonly string[],
): Promise<Map<string, PerformerCard>> {
  const unique = [...new Set(ids)];
  const rows = (
    await Promise.all(
      slices(unique).map((part) =>
        deps.db
          .select({ user: users, profile: performerProfiles })
          .from(users)
          .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
          .where(inArray(users.id, part)),
      ),
    )
  ).flat();
  const urls = await fileUrls(
    deps,
    rows.flatMap((r) => [r.user.avatarFileId, r.user.coverFileId]),
  );
  return new Map(rows.map((row) => [row.user.id, toPerformerCard(row, urls)]));
}
