import { fieldError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { formatTokens, toCents, toTokens } from "../../lib/money";
import { getSettings } from "../../site/settings/service";
import { findActivePackage } from "./packages";

/** What a top-up buys and costs before any coupon (cents): an amount within the bounds, or a package. */
export async function topUpTerms(
  deps: Deps,
  input: { amount?: number; packageId?: string },
): Promise<{ tokens: number; price: number; packageId: string | null; name: string }> {
  if ((input.amount === undefined) === (input.packageId === undefined)) {
    throw fieldError({ amount: "Enter an amount or choose a package." });
  }
  if (input.packageId !== undefined) {
    const pack = await findActivePackage(deps, input.packageId);
    return { tokens: pack.tokens, price: pack.price, packageId: pack.id, name: pack.name };
  }
  const { minimumWalletPrice: min, maximumWalletPrice: max } = await getSettings(deps, [
    "minimumWalletPrice",
    "maximumWalletPrice",
  ]);
  const cents = toCents(input.amount ?? 0);
  if (cents < toCents(min) || cents > toCents(max)) {
    throw fieldError({
      amount: `Enter an amount between ${formatTokens(toTokens(toCents(min)))} and ${formatTokens(toTokens(toCents(max)))} tokens.`,
    });
  }
  return { tokens: cents, price: cents, packageId: null, name: `${toTokens(cents)} tokens` };
}
