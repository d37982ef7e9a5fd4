/**
 * What a creator is told about verification: why a call was refused and how to get verified. Kept
 * apart from ./policy.ts (which reads D1) so the pages can show the same words without it.
 */

/** What only verified creators may do. */
export type VerifiedActivity = "sell" | "go_live" | "request_payout";

/** Why a call was refused, and what to do about it, for the 403 `performer_not_verified`. */
const WHAT_TO_DO = "Send your ID documents from Studio → ID verification to get verified.";

export const REFUSALS: ReadonlyMap<VerifiedActivity, string> = new Map([
  ["sell", `Your creator account must be verified before you can sell content. ${WHAT_TO_DO}`],
  ["go_live", `Your creator account must be verified before you can go live. ${WHAT_TO_DO}`],
  ["request_payout", `Your creator account must be verified before you can request a payout. ${WHAT_TO_DO}`],
]);

/** What a creator does to get verified, for the screens that explain a refusal. */
export const HOW_TO_GET_VERIFIED =
  "Send photos of your ID (front and back) and a selfie holding it from Studio → ID verification (or verify with Persona where offered); an admin reviews them, usually within a day.";

/** What a form's "sell this" option says while the creator may not sell yet. */
export function sellingWaitsFor(status: string | null): string {
  return status === "pending"
    ? "Selling opens once your ID is approved: your documents are being reviewed."
    : "Selling opens once your ID is verified.";
}
