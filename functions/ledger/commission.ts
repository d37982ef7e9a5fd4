import { eq } from "drizzle-orm";
import { performerProfiles } from "../../drizzle/schema/performers";
import type { Deps } from "../lib/deps";
import { getSetting } from "../settings/service";

const BASIS = 10_000;

/**
 * The platform's commission on a creator's sales, in basis points: the creator's own rate when set
 * (0 means 0, not "use the setting"), else `performerCommission` (the setting's value is passed in
 * by callers that read it with others).
 */
export async function commissionBasisPoints(
  deps: Deps,
  performerId: string,
  setting?: number,
): Promise<number> {
  const [[profile], fallback] = await Promise.all([
    deps.db
      .select({ commission: performerProfiles.commission })
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, performerId))
      .limit(1),
    setting ?? getSetting(deps, "performerCommission"),
  ]);
  const rate = profile?.commission ?? fallback;
  return Math.min(BASIS, Math.max(0, Math.round(rate * BASIS)));
}

/**
 * Splits a gross amount (cents): the creator's share is rounded down to the cent, the platform
 * takes the remainder. Integer arithmetic only.
 */
export function splitGross(gross: number, basisPoints: number): { net: number; commission: number } {
  const net = Math.floor((gross * (BASIS - basisPoints)) / BASIS);
  return { net, commission: gross - net };
}
