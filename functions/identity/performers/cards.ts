import { eq, inArray } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { fileUrls } from "../../media/upload";
import { getSetting } from "../../site/settings/service";
import { CARD_FIELDS, toPerformerCard } from "./present";
import type { PerformerCardData } from "./schemas";

export type PerformerCard = PerformerCardData;

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
          .select(CARD_FIELDS)
          .from(users)
          .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
          .where(inArray(users.id, part)),
      ),
    )
  ).flat();
  const [urls, freeEnabled] = await Promise.all([
    fileUrls(
      deps,
      rows.flatMap((r) => [r.user.avatarFileId, r.user.coverFileId]),
    ),
    getSetting(deps, "freeSubscriptionEnabled"),
  ]);
  const now = deps.clock.now();
  return new Map(rows.map((row) => [row.user.id, toPerformerCard(row, urls, freeEnabled, now)]));
}
