/**
 * Admin money actions honour Idempotency-Key like every other money call: a
 * repeat with the same key answers the first result (2xx) and moves nothing; another key on an
 * item already done is still a 409; the same key for another action or item is 409
 * `idempotency_key_reused`. The console's pages send a key per attempt.
 */
import { describe, expect, it } from "vitest";
import { performerPayoutSettings } from "../../drizzle/schema/performers";
import { BASE, call, createUser, db, type TestUser } from "../helpers/api";
import { createProductVia } from "../helpers/assets";
import {
  accountBalance,
  addressOf,
  admin,
  balanceOf,
  charge,
  fund,
  ledgerViolations,
  longUser,
  saleFeed,
} from "../helpers/money";

const post = async (path: string, body: unknown, key?: string) =>
  call(path, {
    token: (await admin()).token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

/** A fan's order of a physical product (20 tokens × 2). */
async function anOrder() {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  await fund(fan.id, 100);
  const product = await createProductVia(creator.token, { price: "20", stock: "5" });
  const address = await addressOf(fan);
  const bought = await charge(fan.token, "product", product._id, {
    quantity: 2,
    deliveryAddressId: address._id,
  });
  expect(bought.status, bought.text).toBe(201);
  return { creator, fan, orderId: bought.json.data.orderId as string, chargeId: bought.json.data._id };
}

/** A creator with 160 tokens earned (two 100-token tips) and PayPal details saved. */
async function earner() {
  const creator = await longUser("performer");
  const fan = await longUser("fan");
  await fund(fan.id, 200);
  for (let i = 0; i < 2; i++) await charge(fan.token, "tip", creator.id, { amount: 100 });
  const now = Date.now();
  await db()
    .insert(performerPayoutSettings)
    .values({ performerId: creator.id, paypalEmail: "p@example.com", createdAt: now, updatedAt: now });
  return creator;
}

const requestPayout = async (creator: TestUser, amount: number) => {
  const res = await call("/api/payout-requests", {
    token: creator.token,
    body: { amount, paymentMethod: "paypal" },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data._id as string;
};

const key = () => `admin-${crypto.randomUUID()}`;

describe("admin money actions honour Idempotency-Key", () => {
  it("an order refund repeated with its key answers the first result; another key is still 409", async () => {
    const { fan, orderId } = await anOrder();
    const k = key();
    const first = await post(`/api/admin/orders/${orderId}/refund`, { reason: "Arrived broken" }, k);
    expect(first.status, first.text).toBe(200);
    expect(first.json.data.status).toBe("refunded");
    expect(await balanceOf(fan.id)).toBe(10000);

    const again = await post(`/api/admin/orders/${orderId}/refund`, { reason: "Arrived broken" }, k);
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(await balanceOf(fan.id)).toBe(10000);

    const other = await post(`/api/admin/orders/${orderId}/refund`, { reason: "Arrived broken" }, key());
    expect(other.status).toBe(409);
    expect(other.json.code).toBe("already_refunded");
    expect((await post(`/api/admin/orders/${orderId}/refund`, { reason: "no key" })).status).toBe(409);
    // The key names this refund: on another order it is refused and moves nothing.
    const second = await anOrder();
    const reused = await post(`/api/admin/orders/${second.orderId}/refund`, { reason: "Lost" }, k);
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe("idempotency_key_reused");
    expect(await balanceOf(second.fan.id)).toBe(6000);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a charge refund repeated with its key, even in parallel, refunds once and answers 200 each time", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const feed = await saleFeed(creator, 100);
    const paid = (await charge(fan.token, "feed", feed._id)).json.data;
    const k = key();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post(`/api/admin/wallet/charges/${paid._id}/refund`, { reason: "Not as described" }, k),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.every((a) => a.json.data.status === "refunded")).toBe(true);
    expect(await balanceOf(fan.id)).toBe(10000);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
    const other = await post(`/api/admin/wallet/charges/${paid._id}/refund`, { reason: "again" }, key());
    expect(other.json.code).toBe("already_refunded");
    // One refund in the ledger and in the audit log.
    const audit = await call(`/api/admin/audit-log?targetId=${paid._id}&action=charge.refund`, {
      token: (await admin()).token,
    });
    expect(audit.json.data.data).toHaveLength(1);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("payout approve, paid and reject repeated with their keys answer the first result", async () => {
    const creator = await earner();
    const first = await requestPayout(creator, 60);
    const approveKey = key();
    const approve = () => post(`/api/admin/payout-requests/${first}/approve`, { note: "ok" }, approveKey);
    const approved = await approve();
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data.status).toBe("approved");
    const approvedAgain = await approve();
    expect(approvedAgain.status, approvedAgain.text).toBe(200);
    expect(approvedAgain.json.data.status).toBe("approved");
    expect((await post(`/api/admin/payout-requests/${first}/approve`, { note: "ok" }, key())).json.code).toBe(
      "payout_not_pending",
    );

    const paidKey = key();
    const paid = await Promise.all(
      [1, 2].map(() => post(`/api/admin/payout-requests/${first}/paid`, { reference: "PP-9" }, paidKey)),
    );
    expect(paid.map((p) => p.status)).toEqual([200, 200]);
    expect(paid.every((p) => p.json.data.status === "done")).toBe(true);
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(0);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(10000);
    // The approve's key again, after the request was paid: still the approve's answer, a 2xx.
    expect((await approve()).status).toBe(200);
    // The paid key on the reject call: another action, refused.
    expect(
      (await post(`/api/admin/payout-requests/${first}/reject`, { reason: "late" }, paidKey)).json.code,
    ).toBe("idempotency_key_reused");

    const second = await requestPayout(creator, 50);
    const rejectKey = key();
    const reject = () =>
      post(`/api/admin/payout-requests/${second}/reject`, { reason: "Details do not match" }, rejectKey);
    expect((await reject()).status).toBe(200);
    const rejectedAgain = await reject();
    expect(rejectedAgain.status, rejectedAgain.text).toBe(200);
    expect(rejectedAgain.json.data).toMatchObject({ status: "rejected", adminNote: "Details do not match" });
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(0);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(10000);
    expect(
      (await post(`/api/admin/payout-requests/${second}/reject`, { reason: "again" }, key())).status,
    ).toBe(409);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("the OpenAPI document gives each of them the Idempotency-Key header", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const path of [
      "/admin/orders/{id}/refund",
      "/admin/wallet/charges/{id}/refund",
      "/admin/payout-requests/{id}/approve",
      "/admin/payout-requests/{id}/reject",
      "/admin/payout-requests/{id}/paid",
      "/admin/wallets/{userId}/adjust",
    ]) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeTruthy();
      const header = (op.parameters ?? []).find(
        (p: { in: string; name: string }) => p.in === "header" && p.name.toLowerCase() === "idempotency-key",
      );
      expect(header, `${path} documents Idempotency-Key`).toBeTruthy();
      expect(Object.keys(op.responses)).toContain("409");
    }
  });

  it("the console's pages send a key per attempt: a resubmitted refund or decision is done once, answered twice", async () => {
    const adm = await admin();
    const browser = { cookie: `token=${adm.token}`, origin: BASE, host: new URL(BASE).host };
    const { fan, orderId } = await anOrder();
    const page = await call("/admin/orders", { headers: browser });
    expect(page.status).toBe(200);
    const attempt = /name="key" value="([^"]+)"/.exec(page.text)?.[1];
    expect(attempt, "the refund form carries a key").toBeTruthy();
    const refund = () => {
      const form = new FormData();
      form.set("intent", "refund");
      form.set("id", orderId);
      form.set("reason", "Arrived broken");
      form.set("key", attempt!);
      return call("/admin/orders", { form, headers: browser });
    };
    // The same form sent twice (a double click, a retry after a dropped connection).
    expect((await refund()).status).toBe(200);
    const twice = await refund();
    expect(twice.status).toBe(200);
    expect(twice.text).toContain("Order refunded");
    expect(await balanceOf(fan.id)).toBe(10000);
    // After the answer the page has a fresh key for the next attempt.
    const next = /name="key" value="([^"]+)"/.exec(
      (await call("/admin/orders", { headers: browser })).text,
    )?.[1];
    expect(next).toBeTruthy();
    expect(next).not.toBe(attempt);

    const creator = await earner();
    const payout = await requestPayout(creator, 60);
    const payouts = await call("/admin/payouts", { headers: browser });
    const payoutKey = /name="key" value="([^"]+)"/.exec(payouts.text)?.[1];
    expect(payoutKey, "the decision forms carry a key").toBeTruthy();
    const approve = () => {
      const form = new FormData();
      form.set("intent", "approve");
      form.set("id", payout);
      form.set("key", payoutKey!);
      return call("/admin/payouts", { form, headers: browser });
    };
    expect((await approve()).status).toBe(200);
    const again = await approve();
    expect(again.status).toBe(200);
    expect(again.text).toContain("Payout approved");
    expect(await ledgerViolations()).toEqual([]);
  });
});
