/**
 * The hosted pages a payer (or a creator) sees instead of Stripe's: Checkout, the 3-D Secure
 * challenge and Connect onboarding. Plain server-rendered HTML without scripts, light and dark,
 * usable on a phone.
 */
import { cardByNumber, TEST_CARDS } from "./cards";
import { completeCheckoutAfterIntent, expireIfDue, payCheckoutSession, successUrl } from "./checkout";
import { completeOnboarding, openOnboardingLink } from "./connect";
import type { Ctx } from "./context";
import type { CheckoutLineItem, CheckoutSession, Price } from "./objects";
import { declineMessage, finishAuthentication, formatAmount } from "./payments";
import type { FormObject } from "./protocol";

/** What the Decline button pays with: Stripe's generic decline test card. */
const DECLINED_CARD = "4000000000000002";

export type PageResult = { status: number; html: string } | { redirect: string };

export interface PageRequest {
  method: string;
  path: string[];
  query: URLSearchParams;
  form: FormObject;
}

const field = (form: FormObject, key: string) => {
  const value = Object.hasOwn(form, key) ? form[key] : undefined;
  return typeof value === "string" ? value : "";
};

/** The merchant the pages name. */
const BUSINESS = "Fanverse";

export function hostedPage(ctx: Ctx, req: PageRequest): PageResult {
  const [first, second, third, fourth] = req.path;
  const post = req.method === "POST";
  if (first === "checkout" && second && !third) return checkout(ctx, second, req, post);
  if (first === "authenticate" && second && !third) return authenticate(ctx, second, req, post);
  if (first === "connect" && second === "onboarding" && third && !fourth) return onboarding(ctx, third, post);
  return notFound();
}

// ---------------------------------------------------------------------------------------------
// Checkout

function checkout(ctx: Ctx, id: string, req: PageRequest, post: boolean): PageResult {
  const session = ctx.store.find("checkout.session", id);
  if (!session) return notFound();
  expireIfDue(ctx, session);
  if (session.status === "complete") {
    return page(
      200,
      "Payment complete",
      message("Payment complete", "This Checkout Session is already complete.", {
        href: successUrl(session),
        label: "Continue",
      }),
    );
  }
  if (session.status === "expired") {
    return page(
      410,
      "Session expired",
      message(
        "This Checkout Session has expired",
        "Go back and start again.",
        session.cancel_url ? { href: session.cancel_url, label: "Back" } : null,
      ),
    );
  }
  if (!post) return page(200, `Pay ${BUSINESS}`, checkoutBody(ctx, session, req.query));

  const action = field(req.form, "action");
  if (action !== "pay" && action !== "decline") return { redirect: `/checkout/${session.id}` };
  const typed = field(req.form, "card_number").trim();
  const email = field(req.form, "email").trim() || null;
  const card =
    action === "decline"
      ? cardByNumber(DECLINED_CARD)
      : cardByNumber(typed || field(req.form, "card") || TEST_CARDS[0].number);
  if (!card) return { redirect: `/checkout/${session.id}?declined=incorrect_number` };
  const result = payCheckoutSession(ctx, session, card, email);
  if ("redirect" in result) return { redirect: result.redirect };
  return { redirect: `/checkout/${session.id}?declined=${encodeURIComponent(result.declined)}` };
}

function recurringText(price: Price): string {
  if (!price.recurring) return "";
  return ` per ${price.recurring.interval}`;
}

function checkoutBody(ctx: Ctx, session: CheckoutSession, query: URLSearchParams): string {
  const lines = ctx.store.lineItems.get(session.id) ?? [];
  const total = session.amount_total ?? 0;
  const recurring = lines.find((l) => l.price.type === "recurring");
  const trialDays = ctx.store.checkoutOptions.get(session.id)?.subscriptionData.trialDays;
  const customer = session.customer ? ctx.store.find("customer", session.customer) : undefined;
  const email = customer?.email ?? "";
  const declined = query.get("declined");
  const heading =
    session.mode === "setup"
      ? `Save a card with ${BUSINESS}`
      : session.mode === "subscription"
        ? `Subscribe with ${BUSINESS}`
        : `Pay ${BUSINESS}`;
  const payLabel =
    session.mode === "setup"
      ? "Save card"
      : session.mode === "subscription"
        ? total === 0
          ? "Start trial"
          : "Subscribe"
        : `Pay ${formatAmount(total)}`;
  const summary =
    session.mode === "setup"
      ? `<p class="lead">${esc(BUSINESS)} will keep this card to charge it later.</p>`
      : `<p class="amount">${esc(formatAmount(recurring && !trialDays ? (recurring.amount_total ?? 0) : total))}<small>${recurring ? esc(recurringText(recurring.price)) : ""}</small></p>
      ${trialDays ? `<p class="muted">${trialDays} days free, then ${esc(formatAmount(recurring?.amount_total ?? 0))}${esc(recurringText(recurring!.price))}</p>` : ""}
      <ul class="lines">${lines.map((l) => lineHtml(l)).join("")}</ul>
      <p class="row total"><span>Total due today</span><span>${esc(formatAmount(total))}</span></p>`;
  const error = declined
    ? `<div class="error" role="alert"><strong>${esc(declineMessage(declined))}</strong>
        <span>Try again with another card${session.cancel_url ? `, or <a href="${esc(session.cancel_url)}">return to ${esc(BUSINESS)}</a>` : ""}.</span></div>`
    : "";
  const cards = TEST_CARDS.map(
    (
      c,
      i,
    ) => `<label class="card-option"><input type="radio" name="card" value="${c.number}"${i === 0 ? " checked" : ""}>
      <span><span class="number">${esc(c.number.replace(/(\d{4})(?=\d)/g, "$1 "))}</span><span class="muted">${esc(c.label)}</span></span></label>`,
  ).join("");
  return `
  <header class="bar">
    ${session.cancel_url ? `<a class="back" href="${esc(session.cancel_url)}">← Back</a>` : "<span></span>"}
    <span class="merchant">${esc(BUSINESS)}</span><span class="badge">Test mode</span>
  </header>
  <main class="checkout">
    <section class="summary" aria-label="Order summary">
      <h1>${esc(heading)}</h1>
      ${summary}
    </section>
    <section class="pay">
      ${error}
      <form method="post" action="/checkout/${esc(session.id)}">
        <label class="field">Email
          <input type="email" name="email" value="${esc(email)}" autocomplete="email"${email ? " readonly" : ""}>
        </label>
        <fieldset>
          <legend>Test card</legend>
          ${cards}
          <label class="field">Or type a card number
            <input name="card_number" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242">
          </label>
        </fieldset>
        <div class="actions">
          <button class="primary" name="action" value="pay">${esc(payLabel)}</button>
          <button class="secondary" name="action" value="decline">Decline</button>
        </div>
      </form>
      <p class="muted small">Stripe stand-in: no money moves. Decline pays with the declined test card.</p>
    </section>
  </main>`;
}

function lineHtml(line: CheckoutLineItem): string {
  return `<li class="row"><span>${esc(line.description ?? "Item")}${line.quantity > 1 ? ` <span class="muted">× ${line.quantity}</span>` : ""}${line.price.recurring ? `<span class="muted small">Billed${esc(recurringText(line.price))}</span>` : ""}</span>
    <span>${esc(formatAmount(line.amount_total))}</span></li>`;
}

// ---------------------------------------------------------------------------------------------
// 3-D Secure

function authenticate(ctx: Ctx, id: string, req: PageRequest, post: boolean): PageResult {
  const pi = ctx.store.find("payment_intent", id);
  const si = pi ? undefined : ctx.store.find("setup_intent", id);
  const intent = pi ?? si;
  if (!intent) return notFound();
  if (!post) {
    if (intent.status !== "requires_action") {
      return page(
        200,
        "Authentication",
        message("Nothing to authenticate", "This payment is not waiting for authentication."),
      );
    }
    const what = pi ? `a payment of ${formatAmount(pi.amount)}` : "saving this card";
    return page(
      200,
      "3D Secure authentication",
      `<main class="narrow">
        <p class="badge">Test mode</p>
        <h1>3D Secure authentication</h1>
        <p>${esc(BUSINESS)} asks your bank to confirm ${esc(what)}.</p>
        <form method="post" action="/authenticate/${esc(intent.id)}" class="actions">
          <button class="primary" name="result" value="complete">Complete authentication</button>
          <button class="secondary" name="result" value="fail">Fail authentication</button>
        </form>
      </main>`,
    );
  }
  const result = field(req.form, "result");
  const waiting = intent.status === "requires_action";
  if (!waiting || (result !== "complete" && result !== "fail"))
    return { redirect: `/authenticate/${intent.id}` };
  const passed = result === "complete";
  const after = finishAuthentication(ctx, intent.id, passed);
  const settled = pi ?? si!;
  if (after.kind === "checkout") {
    completeCheckoutAfterIntent(ctx, after.sessionId, settled);
    const session = ctx.store.get("checkout.session", after.sessionId);
    if (session.status === "complete") return { redirect: successUrl(session) };
    return { redirect: `/checkout/${session.id}?declined=authentication_failed` };
  }
  if (after.kind === "return_url") {
    const target = new URL(after.url);
    const prefix = pi ? "payment_intent" : "setup_intent";
    target.searchParams.set(prefix, settled.id);
    target.searchParams.set(`${prefix}_client_secret`, settled.client_secret ?? "");
    target.searchParams.set("redirect_status", settled.status === "succeeded" ? "succeeded" : "failed");
    return { redirect: target.toString() };
  }
  return page(
    200,
    "Authentication",
    message(
      passed ? "Authentication complete" : "Authentication failed",
      passed ? "You can close this window." : "The payment was not authenticated. You can close this window.",
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Connect

function onboarding(ctx: Ctx, token: string, post: boolean): PageResult {
  const opened = openOnboardingLink(ctx, token);
  if (!opened) return notFound();
  if ("refreshUrl" in opened) return { redirect: opened.refreshUrl };
  if (post) {
    const returnUrl = completeOnboarding(ctx, token);
    return { redirect: returnUrl ?? opened.returnUrl };
  }
  const { account } = opened;
  return page(
    200,
    "Set up payouts",
    `<main class="narrow">
      <p class="badge">Test mode</p>
      <h1>Set up payouts with ${esc(BUSINESS)}</h1>
      <p>Account <code>${esc(account.id)}</code>${account.email ? ` for ${esc(account.email)}` : ""}.</p>
      <p class="muted">Stripe would ask here for identity, address and bank details. The stand-in fills them in with test data.</p>
      <form method="post" action="/connect/onboarding/${esc(token)}" class="actions">
        <button class="primary">Complete onboarding</button>
        <a class="button secondary" href="${esc(opened.returnUrl)}">Leave for now</a>
      </form>
    </main>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Layout

function notFound(): PageResult {
  return page(404, "Not found", message("Not found", "There is nothing at this address."));
}

function message(title: string, text: string, link: { href: string; label: string } | null = null): string {
  return `<main class="narrow"><h1>${esc(title)}</h1><p>${esc(text)}</p>${
    link ? `<p><a class="button primary" href="${esc(link.href)}">${esc(link.label)}</a></p>` : ""
  }</main>`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f8fa; --panel: #fff; --text: #1a1f36; --muted: #5e6a82; --line: #dfe3eb;
  --accent: #635bff; --accent-text: #fff; --error-bg: #fdecec; --error: #b42318; font: 16px/1.5 system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1320; --panel: #1a2033; --text: #e8ebf4; --muted: #9aa3b8;
  --line: #2d3550; --accent: #8b85ff; --accent-text: #0f1320; --error-bg: #3a1a1d; --error: #ffb4ab; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
a { color: var(--accent); }
h1 { font-size: 1.35rem; margin: 0 0 .75rem; }
code { font-size: .9em; }
.bar { display: flex; align-items: center; gap: .75rem; padding: .9rem 1.25rem; border-bottom: 1px solid var(--line); background: var(--panel); }
.bar .merchant { font-weight: 600; margin-left: auto; }
.back { text-decoration: none; }
.badge { display: inline-block; font-size: .75rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em;
  padding: .1rem .5rem; border-radius: 999px; background: #ffe8b3; color: #6b4500; margin: 0; }
.checkout { display: grid; grid-template-columns: 1fr 1fr; max-width: 960px; margin: 0 auto; gap: 2.5rem; padding: 2rem 1.25rem; }
@media (max-width: 760px) { .checkout { grid-template-columns: 1fr; gap: 1.5rem; padding: 1.25rem 1rem; } }
.summary .amount, .narrow .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0; }
.amount small { font-size: 1rem; font-weight: 400; color: var(--muted); margin-left: .35rem; }
.lines { list-style: none; padding: 0; margin: 1rem 0; border-top: 1px solid var(--line); }
.row { display: flex; justify-content: space-between; gap: 1rem; padding: .6rem 0; border-bottom: 1px solid var(--line); margin: 0; }
.row > span:first-child { display: flex; flex-direction: column; }
.total { font-weight: 700; border-bottom: none; }
.muted { color: var(--muted); }
.small { font-size: .85rem; }
.pay form, .narrow { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 1.25rem; }
.narrow { max-width: 480px; margin: 2.5rem auto; }
@media (max-width: 520px) { .narrow { margin: 1rem; } }
.field { display: flex; flex-direction: column; gap: .3rem; font-weight: 500; margin-bottom: 1rem; }
input[type=email], input[inputmode] { font: inherit; padding: .6rem .7rem; border: 1px solid var(--line); border-radius: 8px;
  background: var(--bg); color: var(--text); }
fieldset { border: 1px solid var(--line); border-radius: 8px; padding: .75rem; margin: 0 0 1rem; }
legend { font-weight: 500; padding: 0 .3rem; }
.card-option { display: flex; gap: .6rem; align-items: flex-start; padding: .35rem 0; }
.card-option > span { display: flex; flex-direction: column; }
.card-option .number { font-family: ui-monospace, monospace; }
.card-option input { margin-top: .35rem; }
fieldset .field { margin: .75rem 0 0; }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; }
button, .button { font: inherit; font-weight: 600; padding: .7rem 1.1rem; border-radius: 8px; border: 1px solid transparent;
  cursor: pointer; text-decoration: none; display: inline-block; text-align: center; }
.primary { background: var(--accent); color: var(--accent-text); flex: 1; }
.secondary { background: transparent; color: var(--text); border-color: var(--line); }
.error { background: var(--error-bg); color: var(--error); border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem;
  display: flex; flex-direction: column; gap: .25rem; }
.error a { color: inherit; }
`;

function page(status: number, title: string, body: string): PageResult {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`,
  };
}
