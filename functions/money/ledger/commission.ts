import { eq } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import type { Deps } from "../../lib/deps";
import { getSetting } from "../../site/settings/service";

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
 * Splits a gross amount (cents) between the platform and the creator, the one rule every share of
 * a sale follows (docs/money.md, "Commission"): the commission is gross × rate rounded half-up to
 * the cent, the creator's net is the rest, so the two always add up to the gross. Integer
 * arithmetic on cents and basis points: `gross × bp` is exact below 2^53 (any gross under
 * 9 × 10^11 cents); adding half the divisor and dropping the remainder rounds half-up, with no
 * floating-point division.
 */
export function splitGross(gross: number, basisPoints: number): { net: number; commission: number } {
  if (!Number.isSafeInteger(gross * BASIS) || gross < 0 || !Number.isInteger(basisPoints)) {
    throw new Error(`splitGross: ${gross} cents at ${basisPoints} basis points is out of range`);
  }
  const bp = Math.min(BASIS, Math.max(0, basisPoints));
  const scaled = gross * bp + BASIS / 2;
  const commission = (scaled - (scaled % BASIS)) / BASIS;
  return { net: gross - commission, commission };
}
