/**
 * Property-based test of the ledger (fast-check): random sequences of card top-ups (paid on the
 * Stripe stand-in's Checkout, credited by the signed webhook), admin credits, tips, purchases,
 * admin refunds, card refunds (partial and full, after the tokens were spent), payout requests and
 * their decisions. After every step the balances must equal a simple model's, and after every
 * sequence every invariant of docs/money.md must hold on the whole database.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { performerPayoutSettings } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  accountBalance,
  admin,
  balanceOf,
  charge,
  customerOf,
  deliverEvents,
  fund,
  ledgerViolations,
  payCheckout,
  saleFeed,
  stripeApi,
  transaction,
} from "../helpers/money";

type Op =
  | { kind: "topUp"; fan: number; tokens: number }
  | { kind: "credit"; fan: number; tokens: number }
  | { kind: "tip"; fan: number; creator: number; tokens: number }
  | { kind: "buy"; fan: number; creator: number }
  | { kind: "refundCharge"; pick: number }
  | { kind: "cardRefund"; pick: number; full: boolean }
  | { kind: "payout"; creator: number; tokens: number }
  | { kind: "decide"; creator: number; paid: boolean };

const fanIx = fc.integer({ min: 0, max: 1 });
const creatorIx = fc.integer({ min: 0, max: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("topUp" as const), fan: fanIx, tokens: fc.integer({ min: 5, max: 80 }) }),
  fc.record({ kind: fc.constant("credit" as const), fan: fanIx, tokens: fc.integer({ min: 1, max: 60 }) }),
  fc.record({
    kind: fc.constant("tip" as const),
    fan: fanIx,
    creator: creatorIx,
    tokens: fc.integer({ min: 10, max: 70 }),
  }),
  fc.record({ kind: fc.constant("buy" as const), fan: fanIx, creator: creatorIx }),
  fc.record({ kind: fc.constant("refundCharge" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("cardRefund" as const), pick: fc.nat(), full: fc.boolean() }),
  fc.record({
    kind: fc.constant("payout" as const),
    creator: creatorIx,
    tokens: fc.integer({ min: 50, max: 120 }),
  }),
  fc.record({ kind: fc.constant("decide" as const), creator: creatorIx, paid: fc.boolean() }),
);

/** What the books should say, in cents. */
interface Model {
  wallet: number[];
  fanOwes: number[];
  available: number[];
  reserved: number[];
  creatorOwes: number[];
  charges: { id: string; fan: number; creator: number; gross: number; net: number; refunded: boolean }[];
  topUps: { id: string; fan: number; amount: number; refundedAmount: number; refundedTokens: number }[];
  pending: (string | null)[];
}

/** The creator's share at 20% (docs/money.md: the commission rounded half-up, the creator the rest). */
const net = (gross: number) => gross - Math.floor((gross * 2000 + 5000) / 10000);

async function world() {
  const fans = [await createUser("fan"), await createUser("fan")];
  const creators = [await createUser("performer"), await createUser("performer")];
  const now = Date.now();
  for (const c of creators) {
    await db()
      .insert(performerPayoutSettings)
      .values({ performerId: c.id, paypalEmail: "p@example.com", createdAt: now, updatedAt: now });
  }
  const feeds = await Promise.all(creators.map((c) => saleFeed(c, 12.34)));
  return { fans, creators, feeds };
}

async function step(w: Awaited<ReturnType<typeof world>>, m: Model, o: Op, adm: TestUser): Promise<void> {
  switch (o.kind) {
    case "topUp": {
      const fan = w.fans[o.fan];
      const res = await call("/api/payment/wallet/top-up", { token: fan.token, body: { amount: o.tokens } });
      expect(res.status, res.text).toBe(201);
      await payCheckout(res.json.data.redirectUrl);
      await deliverEvents({ customer: await customerOf(fan.id) });
      m.wallet[o.fan] += o.tokens * 100;
      m.topUps.push({
        id: res.json.data._id,
        fan: o.fan,
        amount: o.tokens * 100,
        refundedAmount: 0,
        refundedTokens: 0,
      });
      return;
    }
    case "credit":
      await fund(w.fans[o.fan].id, o.tokens);
      m.wallet[o.fan] += o.tokens * 100;
      return;
    case "tip":
    case "buy": {
      const gross = o.kind === "tip" ? o.tokens * 100 : 1234;
      const res =
        o.kind === "tip"
          ? await charge(w.fans[o.fan].token, "tip", w.creators[o.creator].id, { amount: o.tokens })
          : await charge(w.fans[o.fan].token, "feed", w.feeds[o.creator]._id);
      const owned =
        o.kind === "buy" &&
        m.charges.some((c) => c.fan === o.fan && c.creator === o.creator && c.gross === 1234 && !c.refunded);
      if (owned) expect(res.status).toBe(409);
      else if (m.wallet[o.fan] < gross) expect(res.status).toBe(402);
      else {
        expect(res.status, res.text).toBe(201);
        m.wallet[o.fan] -= gross;
        m.available[o.creator] += net(gross);
        m.charges.push({
          id: res.json.data._id,
          fan: o.fan,
          creator: o.creator,
          gross,
          net: net(gross),
          refunded: false,
        });
      }
      return;
    }
    case "refundCharge": {
      const open = m.charges.filter((c) => !c.refunded);
      if (open.length === 0) return;
      const c = open[o.pick % open.length];
      const res = await call(`/api/admin/wallet/charges/${c.id}/refund`, {
        token: adm.token,
        body: { reason: "property test" },
      });
      expect(res.status, res.text).toBe(200);
      c.refunded = true;
      m.wallet[c.fan] += c.gross;
      const fromCreator = Math.min(c.net, m.available[c.creator]);
      m.available[c.creator] -= fromCreator;
      m.creatorOwes[c.creator] += c.net - fromCreator;
      return;
    }
    case "cardRefund": {
      const open = m.topUps.filter((t) => t.refundedAmount < t.amount);
      if (open.length === 0) return;
      const t = open[o.pick % open.length];
      const left = t.amount - t.refundedAmount;
      const amount = o.full ? left : Math.max(50, Math.floor(left / 2));
      if (amount > left) return;
      const pi = (await transaction(t.id)).stripePaymentIntentId!;
      const refund = await stripeApi("/refunds", { payment_intent: pi, amount: String(amount) });
      expect(refund.status).toBe("succeeded");
      await deliverEvents({ object: pi });
      t.refundedAmount += amount;
      const tokensAfter =
        t.refundedAmount >= t.amount ? t.amount : Math.floor((t.amount * t.refundedAmount) / t.amount);
      const removed = tokensAfter - t.refundedTokens;
      t.refundedTokens = tokensAfter;
      const fromWallet = Math.min(removed, m.wallet[t.fan]);
      m.wallet[t.fan] -= fromWallet;
      m.fanOwes[t.fan] += removed - fromWallet;
      return;
    }
    case "payout": {
      const c = w.creators[o.creator];
      const res = await call("/api/payout-requests", {
        token: c.token,
        body: { amount: o.tokens, paymentMethod: "paypal" },
      });
      if (m.pending[o.creator]) expect(res.status).toBe(409);
      else if (m.available[o.creator] < o.tokens * 100) expect(res.status).toBe(422);
      else {
        expect(res.status, res.text).toBe(201);
        m.pending[o.creator] = res.json.data._id;
        m.available[o.creator] -= o.tokens * 100;
        m.reserved[o.creator] += o.tokens * 100;
      }
      return;
    }
    case "decide": {
      const id = m.pending[o.creator];
      if (!id) return;
      const res = o.paid
        ? await call(`/api/admin/payout-requests/${id}/paid`, {
            token: adm.token,
            body: { reference: "REF" },
          })
        : await call(`/api/admin/payout-requests/${id}/reject`, {
            token: adm.token,
            body: { reason: "property test" },
          });
      expect(res.status, res.text).toBe(200);
      const amount = Math.round(res.json.data.amount * 100);
      m.reserved[o.creator] -= amount;
      if (!o.paid) m.available[o.creator] += amount;
      m.pending[o.creator] = null;
      return;
    }
  }
}

async function assertModel(w: Awaited<ReturnType<typeof world>>, m: Model) {
  for (const [i, fan] of w.fans.entries()) {
    expect(await balanceOf(fan.id)).toBe(m.wallet[i]);
    expect(0 - (await accountBalance(`receivable:${fan.id}`))).toBe(m.fanOwes[i]);
  }
  for (const [i, c] of w.creators.entries()) {
    expect(await accountBalance(`earnings:${c.id}`)).toBe(m.available[i]);
    expect(await accountBalance(`reserve:${c.id}`)).toBe(m.reserved[i]);
    expect(0 - (await accountBalance(`receivable:${c.id}`))).toBe(m.creatorOwes[i]);
  }
}

describe("ledger invariants (property-based)", () => {
  it("hold over random sequences of top-ups, charges, refunds and payouts", async () => {
    const adm = await admin();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const w = await world();
        const m: Model = {
          wallet: [0, 0],
          fanOwes: [0, 0],
          available: [0, 0],
          reserved: [0, 0],
          creatorOwes: [0, 0],
          charges: [],
          topUps: [],
          pending: [null, null],
        };
        for (const o of ops) {
          await step(w, m, o, adm);
          await assertModel(w, m);
        }
        expect(await ledgerViolations()).toEqual([]);
      }),
      { numRuns: 12 },
    );
    // Twelve whole sequences through the Worker: on a loaded two-core machine this nears a minute.
  }, 180_000);
});
