/**
 * /wallet: the fan's balance, buying tokens (an amount within the site's bounds or a package, an
 * optional coupon previewed before paying) through Stripe Checkout or on a saved card (3-D Secure
 * when the bank asks), the payment's status on coming back (pending until Stripe's webhook credits
 * the wallet; the user's socket reloads the page when it does), saved cards (add on Stripe's hosted
 * page, remove), and what the fan spent and paid.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { fieldError } from "#functions/errors";
import { userCards } from "#functions/identity/users/cards";
import { addCard, deleteCard, listCards } from "#functions/money/payments/cards";
import { applyCoupon } from "#functions/money/payments/coupons";
import { searchPackages } from "#functions/money/payments/packages";
import {
  ApplyCouponBody,
  PackageQuery,
  TopUpBody,
  TransactionQuery,
} from "#functions/money/payments/schemas";
import { cancelCheckoutPayment, startTopUp } from "#functions/money/payments/top-up";
import { notCompleted, searchTransactions, viewTransaction } from "#functions/money/payments/transactions";
import { ChargeQuery } from "#functions/money/wallet/schemas";
import { listWalletAdjustments, searchCharges } from "#functions/money/wallet/service";
import { getSettings } from "#functions/site/settings/service";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { MoneyRow } from "~/components/money/money-row";
import { TokenField } from "~/components/money/token-field";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { ConfirmForm } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { ListCard } from "~/components/ui/list-card";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { formErrors } from "~/lib/form";
import { useUserEvents } from "~/lib/live-events";
import { dollarAmount, TOKEN_RATE, tokenAmount, tokenChange } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { safeRedirect } from "~/lib/redirect.server";
import { useOptionalUser, useRootData } from "~/lib/root-data";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Wallet" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const url = new URL(args.request.url);
  const transactionId = url.searchParams.get("transactionId");
  const outcome = url.searchParams.get("payment");
  // Back from Checkout by its cancel link: /payment/cancelled closed that payment on the way here.
  const [payment, packages, cards, charges, payments, bounds, adjustments] = await Promise.all([
    transactionId ? viewTransaction(deps, viewer, transactionId).catch(() => null) : null,
    searchPackages(deps, PackageQuery.parse({ limit: "20", sort: "asc" })),
    listCards(deps, viewer).catch(() => ({ data: [], total: 0 })),
    searchCharges(deps, viewer, ChargeQuery.parse({ limit: "10" })),
    searchTransactions(deps, viewer, TransactionQuery.parse({ limit: "10" })),
    getSettings(deps, ["minimumWalletPrice", "maximumWalletPrice"]),
    listWalletAdjustments(deps, viewer),
  ]);
  // A card subscription's payment is named by the creator it paid.
  const creators = await userCards(
    deps,
    payments.data.flatMap((p) => (p.type === "subscription" && p.performerId ? [p.performerId] : [])),
  );
  const now = deps.clock.now();
  const withState = <T extends Parameters<typeof notCompleted>[0] & { performerId: string | null }>(
    p: T,
  ) => ({
    ...p,
    notCompleted: notCompleted(p, now),
    creatorName: p.performerId ? (creators.get(p.performerId)?.name ?? null) : null,
  });
  return {
    payment: payment ? withState(payment) : null,
    outcome,
    cardOutcome: url.searchParams.get("card"),
    returnTo: safeRedirect(url.searchParams.get("returnTo"), args.request),
    packages: packages.data,
    cards: cards.data,
    charges,
    payments: { ...payments, data: payments.data.map(withState) },
    adjustments,
    min: bounds.minimumWalletPrice,
    max: bounds.maximumWalletPrice,
    // One Idempotency-Key per attempt: each render of the form is a new attempt.
    attemptKey: crypto.randomUUID(),
  };
});

/** A form's trimmed text field, or undefined when empty. */
const textOf = (form: FormData) => (name: string) => {
  const v = form.get(name);
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

/** What is being bought: a package, or else an amount (as the API takes them). */
function purchaseOf(text: (name: string) => string | undefined) {
  const packageId = text("packageId");
  const amount = text("amount");
  return {
    packageId,
    amount: packageId ? undefined : amount === undefined ? undefined : Number(amount),
  };
}

/** "checkout" (a new card on Stripe's page) or a saved card's id. */
const CHECKOUT = "checkout";

export const action = formAction(
  byIntent({
    topUp: async (form, args) => {
      const viewer = requirePage(args, handle);
      const text = textOf(form);
      const returnTo = safeRedirect(text("returnTo"), args.request);
      const payWith = text("payWith");
      const returnPath = returnTo ? `/wallet?returnTo=${encodeURIComponent(returnTo)}` : "/wallet";
      const input = TopUpBody.parse({
        ...purchaseOf(text),
        couponCode: text("couponCode"),
        cardId: payWith && payWith !== CHECKOUT ? payWith : undefined,
        returnPath,
      });
      const payment = await startTopUp(args.context.rc.deps, viewer, input, {
        url: args.request.url,
        idempotencyKey: text("attemptKey") ?? null,
      });
      // Checkout, or the bank's 3-D Secure page for a saved card; both come back to the return page.
      if (payment.redirectUrl) throw redirect(payment.redirectUrl);
      // A saved card charged at once: the return page shows it pending until the webhook credits it.
      const back = new URL(returnPath, "http://site");
      back.searchParams.set("payment", "success");
      back.searchParams.set("transactionId", payment._id);
      throw redirect(back.pathname + back.search);
    },
    applyCoupon: async (form, args) => {
      const viewer = requirePage(args, handle);
      const text = textOf(form);
      const code = text("couponCode");
      if (!code) throw fieldError({ couponCode: "Enter a coupon code." });
      const quote = await applyCoupon(
        args.context.rc.deps,
        viewer,
        code,
        ApplyCouponBody.parse(purchaseOf(text)),
      );
      return { ok: true as const, quote };
    },
    addCard: async (_form, args) => {
      const viewer = requirePage(args, handle);
      const started = await addCard(
        args.context.rc.deps,
        viewer,
        { returnPath: "/wallet" },
        args.request.url,
      );
      if (started.redirectUrl) throw redirect(started.redirectUrl);
      return { ok: true as const, message: "Card saved." };
    },
    cancelPayment: async (form, args) => {
      const viewer = requirePage(args, handle);
      const id = String(form.get("transactionId") ?? "").slice(0, 64);
      if (await cancelCheckoutPayment(args.context.rc.deps, viewer, id))
        return { ok: true as const, message: "Payment cancelled; nothing was charged." };
      // Paid meanwhile (Stripe refuses to close a paid page), already closed, or Stripe unreachable.
      return {
        ok: false as const,
        cancelError: "This payment could not be cancelled: it may have just been paid. Its line below says.",
      };
    },
    removeCard: async (form, args) => {
      const viewer = requirePage(args, handle);
      await deleteCard(args.context.rc.deps, viewer, String(form.get("cardId") ?? ""));
      return { ok: true as const, message: "Card removed." };
    },
  }),
);

const STATUS_TEXT: Record<string, string> = {
  created: "Waiting for your payment",
  processing: "Payment received, adding your tokens…",
  require_authentication: "Your bank asks you to confirm the payment",
  success: "Tokens added to your wallet",
  fail: "The payment failed",
  canceled: "Not completed",
  refunded: "Refunded",
};

type PaymentState = { type: string; status: string; failureReason: string | null; notCompleted: boolean };

/**
 * A payment's state in a fan's words. Cancelled on Checkout, expired there, or still open after its
 * Checkout page expired: "Not completed"; a decline on Checkout (its reason is kept) says so.
 */
function paymentState(p: PaymentState) {
  if (p.notCompleted) return STATUS_TEXT.canceled;
  if (p.status === "canceled" && p.failureReason) return "Card declined";
  // Declined on Checkout, whose page stays open for another card until it expires.
  if (p.status === "created" && p.failureReason) return "Card declined, not paid";
  // A card subscription's payment pays the period; no tokens are left in the wallet.
  if (p.status === "success" && p.type === "subscription") return "Paid";
  return Object.hasOwn(STATUS_TEXT, p.status) ? STATUS_TEXT[p.status] : p.status;
}

/** The headline on coming back from paying: what happened, from the payment's own record. */
function paymentHeadline(p: PaymentState & { tokens: number }, outcome: string | null) {
  if (p.status === "success") return `${tokenAmount(p.tokens)} were added to your wallet.`;
  if (p.status === "canceled" || p.notCompleted) {
    if (p.failureReason) return "Your card was declined; nothing was charged.";
    return outcome === "cancelled"
      ? "You cancelled the payment; nothing was charged."
      : "This payment was not completed; nothing was charged.";
  }
  if (p.status === "fail") return p.failureReason ?? "The payment failed.";
  if (p.status === "refunded") return "This payment was refunded.";
  return "Thanks! We are waiting for the card network to confirm your payment. This page updates by itself.";
}

function PaymentResult() {
  const { payment, outcome, returnTo } = useLoaderData<typeof loader>();
  const settled = payment?.status === "success";
  const failed =
    payment?.status === "fail" || payment?.status === "canceled" || Boolean(payment?.notCompleted);
  const waiting = Boolean(payment) && !settled && !failed && payment?.status !== "refunded";
  const { revalidate } = useRevalidator();
  // The user's socket says when the webhook lands; a webhook that landed before the socket opened
  // (right after coming back from Checkout) is caught by looking again every few seconds for a while.
  useUserEvents((frame) => {
    if (waiting && frame.event === "payment/status" && frame.data.transactionId === payment?._id)
      revalidate();
  });
  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 60) clearInterval(timer);
      else revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidate]);
  if (!payment) return null;
  return (
    <div data-testid="payment-status" data-status={payment.status}>
      <Alert tone={failed ? "error" : settled ? "success" : "info"}>
        <p className="font-semibold">{paymentHeadline(payment, outcome)}</p>
        {/* Once paid, the headline says what was added: this line only says what it cost. */}
        <p className="mt-1">
          {settled
            ? `Paid ${dollarAmount(payment.amount)} by card.`
            : `${tokenAmount(payment.tokens)} for ${dollarAmount(payment.amount)} · ${paymentState(payment)}`}
        </p>
        {settled && returnTo ? (
          <Link to={returnTo} className="mt-2 inline-block font-semibold underline">
            Back to where you were
          </Link>
        ) : null}
      </Alert>
    </div>
  );
}

type CardRow = { _id: string; brand: string; last4: string; expMonth: number; expYear: number };
const cardName = (c: CardRow) => `${c.brand.toUpperCase()} •••• ${c.last4}`;
const cardExpiry = (c: CardRow) => `expires ${String(c.expMonth).padStart(2, "0")}/${c.expYear}`;

/** The form's two checks: sending it (the page's action) and the coupon's preview (a fetcher). */
type Check = "send" | "coupon";

function TopUpForm() {
  const { packages, cards, min, max, attemptKey, returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "topUp";
  const formRef = useRef<HTMLFormElement>(null);
  const [payWith, setPayWith] = useState<string>(CHECKOUT);
  const chosenCard = cards.find((c) => c._id === payWith);
  const coupon = useFetcher<typeof action>();
  // The coupon's answer until the form changes (it then describes a form that is no longer there).
  const [couponCurrent, setCouponCurrent] = useState(false);
  // Each field shows what the newest check said of it, not an older answer's error beside a newer one.
  const [newest, setNewest] = useState<Check>("send");
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    const stale = (e: Event) => {
      if ((e.target as HTMLInputElement).name !== "payWith") setCouponCurrent(false);
    };
    el.addEventListener("input", stale);
    return () => el.removeEventListener("input", stale);
  }, []);
  const checkCoupon = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "applyCoupon");
    coupon.submit(data, { method: "post" });
    setCouponCurrent(true);
    setNewest("coupon");
  };
  const couponAnswer = couponCurrent && coupon.state === "idle" ? coupon.data : undefined;
  const { formError, fieldErrors } =
    newest === "send" ? formErrors(result) : formErrors(newest === "coupon" ? couponAnswer : undefined);
  return (
    <Card>
      <CardHeader
        title="Top up"
        description={
          chosenCard
            ? "Your saved card is charged now; the tokens arrive when Stripe confirms."
            : "Pay by card on Stripe's secure page; the tokens arrive when it confirms."
        }
      />
      <CardBody>
        <Form method="post" noValidate className="space-y-4" ref={formRef} onSubmit={() => setNewest("send")}>
          <input type="hidden" name="intent" value="topUp" />
          <input type="hidden" name="attemptKey" value={attemptKey} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          {newest === "send" && formError ? <Alert tone="error">{formError}</Alert> : null}
          {packages.length > 0 ? (
            <ChoiceGroup
              legend="A package"
              name="packageId"
              stacked
              className="grid gap-2 sm:grid-cols-3"
              options={packages.map((p) => ({
                value: p._id,
                label: <span className="font-semibold">{p.name}</span>,
                detail: (
                  <span className="text-ink-muted">
                    {tokenAmount(p.tokens)} for {dollarAmount(p.price)}
                  </span>
                ),
              }))}
              error={fieldErrors.packageId}
            />
          ) : null}
          <TokenField
            label={packages.length > 0 ? "Or an amount of tokens" : "Amount of tokens"}
            name="amount"
            hint={`Between ${tokenAmount(min)} and ${tokenAmount(max)}. ${TOKEN_RATE}: you pay the same in dollars.`}
            error={fieldErrors.amount}
          />
          <CouponField
            quote={couponAnswer && "quote" in couponAnswer ? couponAnswer.quote : null}
            pending={coupon.state !== "idle"}
            onApply={checkCoupon}
            // The coupon's own check says what stops it that is not a field's (an unknown code).
            error={fieldErrors.couponCode ?? (newest === "coupon" ? formError : undefined)}
          />
          {cards.length > 0 ? (
            <ChoiceGroup
              legend="Pay with"
              name="payWith"
              value={payWith}
              onChange={setPayWith}
              options={[
                { value: CHECKOUT, label: "A new card on Stripe's page" },
                ...cards.map((c) => ({
                  value: c._id,
                  label: (
                    <span>
                      {cardName(c)} <span className="text-ink-muted">{cardExpiry(c)}</span>
                    </span>
                  ),
                })),
              ]}
              error={fieldErrors.cardId}
            />
          ) : null}
          <Button type="submit" pending={busy}>
            {chosenCard ? `Pay with card ending ${chosenCard.last4}` : "Continue to payment"}
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}

/**
 * The coupon and its preview (`applyCoupon`: what it takes off what is chosen above and what the
 * card is charged). A change to the form makes the preview stale, so it is hidden until applied again.
 */
function CouponField({
  quote,
  pending,
  onApply,
  error,
}: {
  quote: Awaited<ReturnType<typeof applyCoupon>> | null;
  pending: boolean;
  onApply: () => void;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <Field
          label="Coupon (optional)"
          name="couponCode"
          autoComplete="off"
          className="min-w-0 flex-1"
          error={error}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              onApply();
            }
          }}
        />
        <Button
          variant="secondary"
          onClick={onApply}
          pending={pending}
          // Level with the input, below its label.
          className="mt-[1.625rem] h-11"
        >
          Apply
        </Button>
      </div>
      {quote ? (
        <div data-testid="coupon-quote">
          <Alert tone="success">
            <p className="font-semibold">
              {quote.code}:{" "}
              {quote.type === "percentage" ? `${quote.value}% off` : `${dollarAmount(quote.value)} off`}
            </p>
            {quote.amountToPay !== null && quote.discount !== null && quote.tokens !== null ? (
              <p className="mt-1">
                {tokenAmount(quote.tokens)} · discount {dollarAmount(-quote.discount)} · you pay{" "}
                <strong data-testid="coupon-to-pay">{dollarAmount(quote.amountToPay)}</strong>
              </p>
            ) : (
              <p className="mt-1">Choose a package or an amount to see what you pay.</p>
            )}
          </Alert>
        </div>
      ) : null}
    </div>
  );
}

function Cards() {
  const { cards, cardOutcome } = useLoaderData<typeof loader>();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "addCard";
  return (
    <Card>
      <CardHeader title="Saved cards" description="Cards kept at Stripe to pay in one click." />
      <CardBody className="space-y-3">
        {cardOutcome === "saved" ? (
          <Alert tone="success">Card saved. You can pay with it when you top up.</Alert>
        ) : cardOutcome === "cancelled" ? (
          <Alert tone="info">You cancelled; no card was saved.</Alert>
        ) : null}
        {cards.length === 0 ? (
          <p className="text-sm text-ink-muted">No saved cards.</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="saved-cards">
            {cards.map((c) => (
              <li key={c._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="text-ink">
                  {cardName(c)} <span className="text-ink-muted">{cardExpiry(c)}</span>
                </span>
                <ConfirmForm
                  intent="removeCard"
                  fields={{ cardId: c._id }}
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove card ending ${c.last4}`}
                  message={`Remove the card ending ${c.last4}?`}
                  text="It is deleted at Stripe. You can add it again later."
                  confirmLabel="Remove"
                >
                  Remove
                </ConfirmForm>
              </li>
            ))}
          </ul>
        )}
        {settings.cardPayments ? (
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="addCard" />
            <Button type="submit" variant="secondary" size="sm" pending={adding}>
              Add a card
            </Button>
          </Form>
        ) : null}
      </CardBody>
    </Card>
  );
}

type SpendingCharge = ReturnType<typeof useLoaderData<typeof loader>>["charges"]["data"][number];

/** Where a bought post, video or gallery opens: what a fan paid for stays theirs, even once hidden. */
const BOUGHT_ITEM_PATHS = new Map([
  ["feed", "/feeds/"],
  ["video", "/videos/"],
  ["gallery", "/galleries/"],
]);
function BoughtItem({ charge: c }: { charge: SpendingCharge }) {
  const base = c.status === "paid" && !c.checkoutId ? BOUGHT_ITEM_PATHS.get(c.type) : undefined;
  if (!base) return <>{c.description}</>;
  return (
    <Link to={`${base}${c.targetId}`} className="hover:underline">
      {c.description}
    </Link>
  );
}

/**
 * One line per payment: a cart's checkout paid several creators at once (a charge each, sharing its
 * checkoutId), and the fan sees it as the one payment it was, with its total.
 */
function spendingLines(charges: readonly SpendingCharge[]): SpendingCharge[] {
  const lines: SpendingCharge[] = [];
  const carts = new Map<string, { line: SpendingCharge; parts: SpendingCharge[] }>();
  for (const c of charges) {
    if (!c.checkoutId) {
      lines.push(c);
      continue;
    }
    const cart = carts.get(c.checkoutId);
    if (!cart) {
      const line = { ...c, _id: c.checkoutId };
      carts.set(c.checkoutId, { line, parts: [c] });
      lines.push(line);
      continue;
    }
    cart.parts.push(c);
    cart.line.amount = Math.round(cart.parts.reduce((sum, p) => sum + p.amount, 0) * 100) / 100;
    cart.line.description = `Cart: ${cart.parts.map((p) => p.description).join("; ")}`;
    cart.line.status = cart.parts.every((p) => p.status === "refunded") ? "refunded" : "paid";
  }
  return lines;
}

/**
 * A payment still waiting for its payer (left on Stripe's page, or declined there and not retried)
 * can be finished on that page or cancelled here, so it does not sit as "Waiting" until the page
 * expires a day later. A bank's confirmation (3-D Secure) can only be finished.
 */
function OpenPaymentActions({
  payment: p,
}: {
  payment: PaymentState & { _id: string; redirectUrl: string | null };
}) {
  if (p.notCompleted || !p.redirectUrl) return null;
  const finish =
    p.status === "require_authentication"
      ? "Confirm with your bank"
      : p.failureReason
        ? "Try another card"
        : "Finish paying";
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={p.redirectUrl} className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
        {finish}
      </a>
      {p.status === "created" ? (
        <ConfirmForm
          intent="cancelPayment"
          fields={{ transactionId: p._id }}
          variant="ghost"
          size="sm"
          message="Cancel this payment?"
          text="Its Stripe page is closed and nothing is charged."
          confirmLabel="Cancel payment"
          cancelLabel="Keep it"
        >
          Cancel
        </ConfirmForm>
      ) : null}
    </span>
  );
}

function History() {
  const { charges, payments, adjustments } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ListCard
        title="Spending"
        description="Subscriptions, purchases and tips from your tokens; card subscriptions say they were paid by card."
        items={spendingLines(charges.data)}
        empty="Nothing yet."
        testId="spending"
      >
        {(c) => (
          <MoneyRow
            title={<BoughtItem charge={c} />}
            meta={
              <>
                {formatDateTime(c.createdAt)}
                {c.status !== "paid" ? ` · ${c.status}` : ""}
              </>
            }
            // A card subscription passes through the wallet (docs/money.md) but is the card's money:
            // its amount says so ("$9.95 by card").
            amount={c.paidWith === "card" ? `${dollarAmount(c.amount)} by card` : tokenAmount(-c.amount)}
          />
        )}
      </ListCard>
      <ListCard
        title="Payments"
        description="What you paid by card."
        items={payments.data}
        empty="No card payments yet."
        testId="payments"
      >
        {(p) => (
          <MoneyRow
            wrap
            title={
              p.type === "top_up"
                ? tokenAmount(p.tokens)
                : `Subscription to ${p.creatorName ?? "a creator"} · paid by card`
            }
            meta={
              <>
                {formatDateTime(p.createdAt)} · {paymentState(p)}
                <OpenPaymentActions payment={p} />
              </>
            }
            amount={dollarAmount(p.amount)}
          />
        )}
      </ListCard>
      {adjustments.length > 0 ? (
        <ListCard
          title="From the site's team"
          description="Tokens the site's support added to or took from your wallet."
          items={adjustments}
          empty=""
          testId="adjustments"
        >
          {(a) => (
            <MoneyRow
              title={a.amount >= 0 ? "Added by the site's team" : "Taken by the site's team"}
              meta={formatDateTime(a.createdAt)}
              amount={tokenChange(a.amount)}
            />
          )}
        </ListCard>
      ) : null}
    </div>
  );
}

export default function Wallet() {
  const user = useOptionalUser();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Wallet</h1>
        <p className="text-ink-muted">
          Balance{" "}
          <span className="text-2xl font-bold text-ink" data-testid="wallet-balance">
            {tokenAmount(user?.balance ?? 0)}
          </span>
        </p>
      </div>
      <PaymentResult />
      {result?.ok && "message" in result ? <Alert tone="success">{result.message}</Alert> : null}
      {result && "cancelError" in result ? <Alert tone="error">{result.cancelError}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TopUpForm />
        <Cards />
      </div>
      <History />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
