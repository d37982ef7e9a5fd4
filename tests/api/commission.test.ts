/**
 * The commission rule (docs/money.md, "Commission"): commission = gross × rate rounded half-up to
 * the cent; the creator's net = gross − commission. Checked on the one function every sale uses,
 * and through the API on real tips at random amounts and rates.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitGross } from "#functions/money/ledger/commission";
import { call, type TestUser } from "../helpers/api";
import { accountBalance, admin, charge, fund, ledgerViolations, longUser } from "../helpers/money";

/** round(gross × bp / 10000) half-up, in BigInt so the expectation shares no arithmetic with the code. */
const expectedCommission = (gross: number, bp: number) =>
  Number((BigInt(gross) * BigInt(bp) * 2n + 10_000n) / 20_000n);

const setRate = async (creator: TestUser, bp: number) => {
  const res = await call(`/api/admin/performers/${creator.id}/commission`, {
    method: "PUT",
    token: (await admin()).token,
    body: { commission: bp / 10_000 },
  });
  expect(res.status, res.text).toBe(200);
};

/** The creator's newest earning as the API shows it (tokens). */
const newestEarning = async (creator: TestUser) => {
  const res = await call("/api/performer/earning/search?limit=1", { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.data[0] as { gross: number; commission: number; net: number };
};

describe("commission: gross × rate rounded half-up to the cent; the creator gets the rest", () => {
  it("a 10.01-token tip at 20% pays the creator 8.01 and the platform 2.00", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await setRate(creator, 2000);
    await fund(fan.id, 10.01);
    const commissionBefore = await accountBalance("platform:commission");
    const tip = await charge(fan.token, "tip", creator.id, { amount: 10.01 });
    expect(tip.status, tip.text).toBe(201);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(801);
    expect((await accountBalance("platform:commission")) - commissionBefore).toBe(200);
    expect(await newestEarning(creator)).toMatchObject({ commission: 2, net: 8.01 });
    expect(await ledgerViolations()).toEqual([]);
  });

  it("splitGross: net + commission = gross and commission = round(gross × rate), for any amount and rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, bp) => {
          const { net, commission } = splitGross(gross, bp);
          expect(Number.isInteger(net) && Number.isInteger(commission)).toBe(true);
          expect(net + commission).toBe(gross);
          expect(commission).toBe(expectedCommission(gross, bp));
          expect(net).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 5000 },
    );
    // The half cent goes to the platform (half-up), a hair under it to the creator.
    expect(splitGross(1001, 2000)).toEqual({ net: 801, commission: 200 });
    expect(splitGross(1, 5000)).toEqual({ net: 0, commission: 1 });
    expect(splitGross(3, 5000)).toEqual({ net: 1, commission: 2 });
    expect(splitGross(1049, 1)).toEqual({ net: 1049, commission: 0 });
    expect(splitGross(5000, 1)).toEqual({ net: 4999, commission: 1 });
  });

  it("every tip through the API splits by the rule, at random amounts and creator rates", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await fc.assert(
      fc.asyncProperty(
        // Tips are 10 to 10,000 tokens (the site's bounds), in cents; rates in basis points.
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        async (gross, bp) => {
          await setRate(creator, bp);
          await fund(fan.id, gross / 100);
          const earningsBefore = await accountBalance(`earnings:${creator.id}`);
          const commissionBefore = await accountBalance("platform:commission");
          const tip = await charge(fan.token, "tip", creator.id, { amount: gross / 100 });
          expect(tip.status, tip.text).toBe(201);
          const commission = expectedCommission(gross, bp);
          expect((await accountBalance("platform:commission")) - commissionBefore).toBe(commission);
          expect((await accountBalance(`earnings:${creator.id}`)) - earningsBefore).toBe(gross - commission);
          const earning = await newestEarning(creator);
          expect(Math.round(earning.commission * 100)).toBe(commission);
        },
      ),
      { numRuns: 25 },
    );
    expect(await ledgerViolations()).toEqual([]);
  });
});
