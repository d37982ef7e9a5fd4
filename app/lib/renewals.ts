/**
 * The wallet renewals the balance does not cover: wallet subscriptions that will renew, taken in the
 * order they renew (the cron charges each from the balance in the hour before it expires); each
 * needs the balance to hold its price on top of those renewing before it. A renewal the balance
 * does not cover lapses at expiry (functions/money/subscriptions/renewals.ts), so the fan is told
 * ahead. Answers each such subscription's id with the tokens still missing for it.
 */
export function uncoveredRenewals(
  subscriptions: readonly {
    _id: string;
    willRenew: boolean;
    paymentGateway: string | null;
    expiresAt: string | null;
    renewalPrice: number | null;
  }[],
  balance: number,
): Map<string, number> {
  const due = subscriptions
    .filter((s) => s.willRenew && s.paymentGateway !== "stripe" && s.expiresAt && s.renewalPrice)
    .sort((a, b) => Date.parse(a.expiresAt!) - Date.parse(b.expiresAt!));
  // In cents: the amounts arrive as tokens with two decimals.
  const cents = (tokens: number) => Math.round(tokens * 100);
  const short = new Map<string, number>();
  let needed = 0;
  for (const s of due) {
    needed += cents(s.renewalPrice!);
    if (needed > cents(balance)) short.set(s._id, (needed - cents(balance)) / 100);
  }
  return short;
}
