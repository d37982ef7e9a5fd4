/** Reading creators from D1: the user with their profile, and their payout row. */
import { and, eq, or } from "drizzle-orm";
import { performerPayoutSettings, performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import type { PerformerRow, ProfileRow } from "./present";

/** A creator (user + profile) by id or username (case-insensitive); null when there is none. */
async function findPerformer(deps: Pick<Deps, "db" | "clock">, ref: string): Promise<PerformerRow | null> {
  const value = ref.trim();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.role, "performer"), or(eq(users.id, value), eq(users.username, value.toLowerCase()))))
    .limit(1);
  if (!user) return null;
  return { user, profile: await ensureProfile(deps, user.id) };
}

/** The creator's profile row, created with defaults when a creator account has none yet. */
export async function ensureProfile(deps: Pick<Deps, "db" | "clock">, userId: string): Promise<ProfileRow> {
  const [found] = await deps.db.select().from(performerProfiles).where(eq(performerProfiles.userId, userId));
  if (found) return found;
  const now = deps.clock.now();
  await deps.db
    .insert(performerProfiles)
    .values({ userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [created] = await deps.db
    .select()
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, userId));
  return created;
}

/** The creator by id or username; 404 performer_not_found when there is none. */
export async function requirePerformerRow(deps: Deps, ref: string): Promise<PerformerRow> {
  const row = await findPerformer(deps, ref);
  if (!row) throw new AppError("performer_not_found");
  return row;
}

/** The creator's payout row (banking and gateway details), null until first saved. */
export async function readPayoutRow(deps: Pick<Deps, "db">, performerId: string) {
  const [row] = await deps.db
    .select()
    .from(performerPayoutSettings)
    .where(eq(performerPayoutSettings.performerId, performerId));
  return row ?? null;
}
