/**
 * Money through the public surface: wallets funded by the admin adjust call, charges, top-ups paid
 * on the Stripe stand-in's hosted Checkout, webhooks fetched signed from the stand-in and POSTed to
 * the Worker (it has no listening port in the workers pool), and the ledger invariants read from D1.
 */
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import {
  earnings,
  ledger,
  ledgerAccounts,
  ledgerMovements,
  payoutRequests,
} from "../../drizzle/schema/ledger";
import { paymentCustomers, paymentTransactions } from "../../drizzle/schema/payments";
import { sessions, users } from "../../drizzle/schema/users";
import { call, createUser, db, type TestUser } from "./api";

/**
 * A test user whose session outlives the cron runs a test makes months ahead (runCronAt): the
 * cron job prunes sessions that expired by its clock.
 */
export async function longUser(role: "fan" | "performer" | "admin" = "fan"): Promise<TestUser> {
  const user = await createUser(role);
  await db()
    .update(sessions)
    .set({ expiresAt: Date.now() + 10 * 365 * 86_400_000 })
    .where(eq(sessions.userId, user.id));
  return user;
}

let adminUser: Promise<TestUser> | null = null;
/** One admin per test file, for adjustments, refunds and payout decisions. */
export const admin = () => (adminUser ??= longUser("admin"));

/** Credits a wallet through POST /admin/wallets/{id}/adjust (tokens). */
export async function fund(userId: string, tokens: number) {
  const res = await call(`/api/admin/wallets/${userId}/adjust`, {
    token: (await admin()).token,
    body: { amount: tokens, reason: "test funds" },
  });
  if (res.status !== 201) throw new Error(`fund failed: ${res.status} ${res.text}`);
  return res.json.data;
}

/** POST /wallet/charges/{type}/{id}, with an Idempotency-Key when given. */
export function charge(token: string, type: string, id: string, body: unknown = {}, key?: string) {
  return call(`/api/wallet/charges/${type}/${id}`, {
    token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });
}

/** A text post for sale at `price` tokens by this creator. */
export async function saleFeed(creator: TestUser, price = 5) {
  const res = await call("/api/performer/feeds", {
    token: creator.token,
    body: { type: "text", text: "<p>Something special, for sale.</p>", isSale: true, price },
  });
  if (res.status !== 201) throw new Error(`sale feed failed: ${res.status} ${res.text}`);
  return res.json.data as { _id: string };
}

/**
 * A creator's post for sale at 1 token, bought by `n` new fans (each funded with 5 tokens):
 * 26 is one more than a removal refunds in its own request (REFUNDS_IN_REQUEST), so the queue
 * takes it.
 */
export async function soldToMany(creator: TestUser, n: number) {
  const post = await saleFeed(creator, 1);
  const buyers = await Promise.all(Array.from({ length: n }, () => createUser("fan")));
  for (const fan of buyers) {
    await fund(fan.id, 5);
    const bought = await charge(fan.token, "feed", post._id);
    if (bought.status !== 201) throw new Error(`buying the post failed: ${bought.status} ${bought.text}`);
  }
  return { post, buyers };
}

/** The wallet balance in cents, read from D1. */
export async function balanceOf(userId: string): Promise<number> {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row.balance;
}

/** A ledger account's cached balance in cents (0 when it does not exist yet). */
export async function accountBalance(accountId: string): Promise<number> {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0;
}

/* ---- Stripe stand-in ---- */

const STRIPE_BASE = () => env.STRIPE_API_BASE as string;

/** A call to the stand-in's API with the test key (form-encoded like the SDK). */
export async function stripeApi(path: string, params?: Record<string, string>) {
  const res = await fetch(`${STRIPE_BASE()}/v1${path}`, {
    method: params ? "POST" : "GET",
    headers: {
      authorization: `Bearer ${env.STRIPE_SECRET_KEY}`,
      ...(params ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: params ? new URLSearchParams(params) : undefined,
  });
  return (await res.json()) as any;
}

/** A test control of the stand-in (`/_standin/...`). */
export async function standinControl(path: string, body?: unknown) {
  const res = await fetch(`${STRIPE_BASE()}/_standin/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as any;
}

/** Pays (or declines) a hosted Checkout page as the payer would, with a test card number. */
export async function payCheckout(url: string, card = "4242424242424242", action: "pay" | "decline" = "pay") {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, card_number: card, email: "payer@example.com" }),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location") };
}

/** Completes (or fails) a 3-D Secure page. */
export async function authenticate(url: string, result: "complete" | "fail" = "complete") {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ result }),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location") };
}

/** POSTs a signed event (as the stand-in would deliver it now) to the Worker's webhook. */
export async function postEvent(eventId: string) {
  const signed = await standinControl(`events/${eventId}/signed`);
  return call("/api/webhooks/stripe", {
    body: signed.payload,
    headers: { "stripe-signature": signed.signature, "content-type": "application/json" },
  });
}

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, any> };
}

/** Events about one customer (or one object), oldest first. */
export async function eventsFor(match: { customer?: string; object?: string }): Promise<StripeEvent[]> {
  const out: StripeEvent[] = [];
  let startingAfter: string | undefined;
  for (let page = 0; page < 50; page++) {
    const list = await stripeApi(
      `/events?limit=100${startingAfter ? `&starting_after=${startingAfter}` : ""}`,
    );
    for (const e of list.data as StripeEvent[]) {
      const o = e.data.object;
      if (
        (match.customer && o.customer === match.customer) ||
        (match.object && (o.id === match.object || o.payment_intent === match.object))
      ) {
        out.push(e);
      }
    }
    if (!list.has_more) break;
    startingAfter = list.data[list.data.length - 1].id;
  }
  return out.reverse();
}

const delivered = new Set<string>();

/** Delivers every event about the customer not delivered yet, in order; answers their statuses. */
export async function deliverEvents(match: { customer?: string; object?: string }) {
  const answers: { id: string; type: string; status: number }[] = [];
  for (const e of await eventsFor(match)) {
    if (delivered.has(e.id)) continue;
    delivered.add(e.id);
    const res = await postEvent(e.id);
    answers.push({ id: e.id, type: e.type, status: res.status });
  }
  return answers;
}

/** The user's Stripe customer id (made by the platform on their first card payment). */
export async function customerOf(userId: string): Promise<string> {
  const [row] = await db().select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row.stripeCustomerId;
}

export async function transaction(id: string) {
  const [row] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

/* ---- Invariants (docs/money.md) ---- */

/**
 * Every ledger invariant, checked on the whole database: answers the broken ones (empty when the
 * books are right). Tests assert `toEqual([])`.
 */
export async function ledgerViolations(): Promise<string[]> {
  const d = db();
  const out: string[] = [];
  // 1. Per account, the rows sum to the cached balance; all balances sum to zero.
  const sums = await d.all<{ account: string; sum: number }>(sql`
    SELECT account, sum(delta) AS sum FROM (
      SELECT to_account AS account, amount AS delta FROM ${ledger}
      UNION ALL SELECT from_account, -amount FROM ${ledger}
    ) GROUP BY account`);
  const bySum = new Map(sums.map((r) => [r.account, r.sum]));
  const accountsRows = await d.select().from(ledgerAccounts);
  const wallets = await d.select({ id: users.id, balance: users.balance }).from(users);
  let total = 0;
  for (const a of accountsRows) {
    total += a.balance;
    if ((bySum.get(a.id) ?? 0) !== a.balance)
      out.push(`${a.id}: ledger ${bySum.get(a.id) ?? 0} != balance ${a.balance}`);
  }
  for (const w of wallets) {
    const id = `wallet:${w.id}`;
    if (!bySum.has(id) && w.balance === 0) continue;
    total += w.balance;
    if ((bySum.get(id) ?? 0) !== w.balance)
      out.push(`${id}: ledger ${bySum.get(id) ?? 0} != balance ${w.balance}`);
  }
  for (const account of bySum.keys()) {
    if (!account.startsWith("wallet:") && !accountsRows.some((a) => a.id === account))
      out.push(`${account}: no account row`);
  }
  if (total !== 0) out.push(`balances sum to ${total}, not 0`);

  // 2. Tokens enter or leave only by paid top-ups, logged admin adjustments, payouts paid and card refunds.
  const outside = await d.all<{ type: string; actor: string | null; note: string | null; key: string }>(sql`
    SELECT l.type, m.actor_id AS actor, m.note, m.key FROM ${ledger} l JOIN ${ledgerMovements} m ON m.id = l.movement_id
    WHERE l.from_account = 'platform:outside' OR l.to_account = 'platform:outside'`);
  for (const row of outside) {
    const allowed = [
      "top_up",
      "top_up_refund",
      "refund_shortfall",
      "payout_paid",
      "admin_credit",
      "admin_debit",
    ];
    if (!allowed.includes(row.type)) out.push(`outside touched by ${row.type} (${row.key})`);
    if ((row.type === "admin_credit" || row.type === "admin_debit") && (!row.actor || !row.note)) {
      out.push(`adjustment without actor or note (${row.key})`);
    }
  }
  const credited = await d.all<{ tx: string; credited: number; tokens: number; status: string }>(sql`
    SELECT t.id AS tx, coalesce(sum(l.amount), 0) AS credited, t.tokens, t.status
    FROM ${paymentTransactions} t
    LEFT JOIN ${ledgerMovements} m ON m.key IN ('payment:' || t.id, 'invoice:' || coalesce(t.stripe_invoice_id, ''))
    LEFT JOIN ${ledger} l ON l.movement_id = m.id AND l.type = 'top_up'
    GROUP BY t.id`);
  for (const t of credited) {
    if (t.credited > 0 && t.credited !== t.tokens)
      out.push(`transaction ${t.tx} credited ${t.credited} of ${t.tokens}`);
    if (t.credited > 0 && t.status !== "success" && t.status !== "refunded")
      out.push(`transaction ${t.tx} credited while ${t.status}`);
  }
  const topUps = await d.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM ${ledger} l JOIN ${ledgerMovements} m ON m.id = l.movement_id
    WHERE l.type = 'top_up' AND NOT EXISTS (
      SELECT 1 FROM ${paymentTransactions} t WHERE m.key IN ('payment:' || t.id, 'invoice:' || coalesce(t.stripe_invoice_id, '')))`);
  if (topUps[0].n > 0) out.push(`${topUps[0].n} top-up rows without a payment`);

  // 3. Commission and creators' holdings balance with the earnings.
  const [commission] = await d.all<{ sum: number }>(
    sql`SELECT coalesce(sum(commission), 0) AS sum FROM ${earnings} WHERE status <> 'refunded'`,
  );
  const commissionBalance = accountsRows.find((a) => a.id === "platform:commission")?.balance ?? 0;
  if (commission.sum !== commissionBalance)
    out.push(`commission ${commissionBalance} != earnings' ${commission.sum}`);
  const creators = await d.all<{ id: string; net: number }>(
    sql`SELECT performer_id AS id, coalesce(sum(net), 0) AS net FROM ${earnings} WHERE status <> 'refunded' GROUP BY performer_id`,
  );
  const paid = await d.all<{ id: string; paid: number }>(
    sql`SELECT performer_id AS id, sum(amount) AS paid FROM ${payoutRequests} WHERE status = 'done' GROUP BY performer_id`,
  );
  const ids = new Set([...creators.map((c) => c.id), ...paid.map((p) => p.id)]);
  for (const id of ids) {
    const bal = (kind: string) => accountsRows.find((a) => a.id === `${kind}:${id}`)?.balance ?? 0;
    const held = bal("earnings") + bal("holding") + bal("reserve");
    const paidOut = paid.find((p) => p.id === id)?.paid ?? 0;
    const net = creators.find((c) => c.id === id)?.net ?? 0;
    const owed = -bal("receivable");
    if (held + paidOut !== net + owed)
      out.push(`creator ${id}: held ${held} + paid ${paidOut} != net ${net} + owed ${owed}`);
  }
  // The reserve is what pending and approved requests ask for.
  const reserved = await d.all<{ id: string; sum: number }>(
    sql`SELECT performer_id AS id, sum(amount) AS sum FROM ${payoutRequests} WHERE status IN ('pending', 'approved') GROUP BY performer_id`,
  );
  for (const a of accountsRows.filter((r) => r.kind === "reserve")) {
    const want = reserved.find((r) => `reserve:${r.id}` === a.id)?.sum ?? 0;
    if (a.balance !== want) out.push(`${a.id}: ${a.balance} reserved, requests ask ${want}`);
  }

  // 4. The earnings' kept figures (money/ledger/earning-figures.ts) are the earnings summed row by row.
  const days = await d.all<{ key: string }>(sql`
    WITH kept AS (SELECT performer_id, day, type, gross, net, n FROM earning_days
        WHERE n <> 0 OR gross <> 0 OR net <> 0),
      counted AS (SELECT performer_id, created_at / 86400000 AS day, type, sum(gross) AS gross,
        sum(net) AS net, count(*) AS n FROM ${earnings} WHERE status <> 'refunded' GROUP BY 1, 2, 3)
    SELECT performer_id || ' ' || day || ' ' || type AS key FROM (
      SELECT * FROM (SELECT * FROM kept EXCEPT SELECT * FROM counted)
      UNION ALL SELECT * FROM (SELECT * FROM counted EXCEPT SELECT * FROM kept))`);
  for (const r of days) out.push(`earning_days ${r.key} != its earnings`);
  const tippers = await d.all<{ key: string }>(sql`
    WITH kept AS (SELECT performer_id, n FROM tipper_counts WHERE n <> 0),
      counted AS (SELECT performer_id, count(DISTINCT user_id) AS n FROM ${earnings}
        WHERE type = 'tip' AND status <> 'refunded' GROUP BY performer_id)
    SELECT performer_id AS key FROM (
      SELECT * FROM (SELECT * FROM kept EXCEPT SELECT * FROM counted)
      UNION ALL SELECT * FROM (SELECT * FROM counted EXCEPT SELECT * FROM kept))`);
  for (const r of tippers) out.push(`tipper_counts of ${r.key} != its tippers`);
  return out;
}

/** A monthly wallet subscription through the API (201 expected): the subscription and its charge. */
export async function subscribeWithWallet(fan: TestUser, performerId: string) {
  const res = await call("/api/payment/subscribe/performers", {
    token: fan.token,
    body: { performerId, type: "monthly", paymentGateway: "wallet" },
  });
  if (res.status !== 201) throw new Error(`subscribing: ${res.status} ${res.text}`);
  return res.json.data as { subscription: { _id: string; expiresAt: string }; charge: { _id: string } };
}

/**
 * Four fans subscribe by wallet: b and c can pay one more period, a and d cannot (the lifecycle
 * tests of the kept subscription figures take them through renewals and lapses from here).
 */
export async function fourWalletSubscribers(performerId: string, [a, b, c, d]: TestUser[]) {
  await fund(a.id, 10);
  await fund(b.id, 30);
  await fund(c.id, 20);
  await fund(d.id, 30);
  const subA = await subscribeWithWallet(a, performerId);
  await subscribeWithWallet(b, performerId);
  await subscribeWithWallet(c, performerId);
  const subD = await subscribeWithWallet(d, performerId);
  return { subA, subD };
}

/** Runs the Worker's cron handler once as if Cloudflare triggered it at `at` (ms). */
export async function runCronAt(at: number) {
  const { createExecutionContext, createScheduledController, waitOnExecutionContext } = await import(
    "cloudflare:test"
  );
  const { default: worker } = await import("#functions/worker");
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A delivery address of the user's (POST /addresses/create). */
export async function addressOf(user: TestUser) {
  const res = await call("/api/addresses/create", {
    token: user.token,
    body: { name: "Sam Fan", country: "US", city: "Austin", streetAddress: "1 Main St", zipCode: "73301" },
  });
  if (res.status !== 201) throw new Error(`address failed: ${res.status} ${res.text}`);
  return res.json.data as { _id: string };
}
