/**
 * /user/subscriptions' warning that the wallet is short of a renewal (app/lib/renewals.ts
 * `uncoveredRenewals`): wallet renewals are charged in the order they fall due, so each needs its
 * price on top of those due before it; card renewals and ones that will not renew take nothing.
 */
import { describe, expect, it } from "vitest";
import { uncoveredRenewals } from "../../app/lib/renewals";

const sub = (
  id: string,
  day: number,
  price: number,
  more: Partial<{ willRenew: boolean; paymentGateway: string }> = {},
) => ({
  _id: id,
  willRenew: true,
  paymentGateway: "wallet",
  expiresAt: new Date(Date.UTC(2026, 11, day)).toISOString(),
  renewalPrice: price,
  ...more,
});

describe("which wallet renewals the balance does not cover", () => {
  it("counts the renewals due earlier first, each on top of the others", () => {
    // 20 tokens: the 10th's 14.95 fits; the 20th's 9.99 needs 24.94 in all, 4.94 more.
    const short = uncoveredRenewals([sub("late", 20, 9.99), sub("early", 10, 14.95)], 20);
    expect([...short]).toEqual([["late", 4.94]]);
  });

  it("leaves out card renewals and subscriptions that will not renew", () => {
    const short = uncoveredRenewals(
      [
        sub("card", 5, 50, { paymentGateway: "stripe" }),
        sub("cancelled", 6, 50, { willRenew: false }),
        sub("wallet", 7, 10),
      ],
      10,
    );
    expect(short.size).toBe(0);
  });

  it("adds in cents: three renewals of 0.10 against 0.30 are covered", () => {
    expect(uncoveredRenewals([sub("a", 1, 0.1), sub("b", 2, 0.1), sub("c", 3, 0.1)], 0.3).size).toBe(0);
  });
});
