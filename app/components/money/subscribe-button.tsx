/**
 * "Subscribe" on a creator's profile: monthly, yearly or (when the creator offers it) free, paid
 * from the wallet in the pay dialog or, when the site takes cards, by card on Stripe's hosted page
 * (a card subscription: the fan comes back here and it shows as subscribed once Stripe's webhook
 * lands; the card is offered first while the wallet is short of the plan's price); "Subscribed"
 * once the fan is in (a link to where it is managed). Also "Tip": a preset amount or a custom one.
 * The creator's offers come with it: a promotion the fan may claim (the old price struck through on the
 * button, the offer first in the dialog; a trial link's `?promo=` code) and the bundles, each with
 * what it saves. Offers and bundles are paid from the wallet.
 */
import { useLocation, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { SubscriptionOffersDto } from "#functions/money/subscriptions/schemas";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { TextareaField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { useSignupHref } from "~/lib/login-link";
import { priceAmount, TOKEN_SYMBOL, tokenAmount } from "~/lib/money";
import { useOptionalUser, useRootData } from "~/lib/root-data";
import { PayDialog } from "./pay-dialog";
import { TokenField } from "./token-field";

type Plan = "monthly" | "yearly" | "free" | "promo" | `bundle-${number}`;
type Promotion = NonNullable<SubscriptionOffersDto["promotion"]>;

const dateFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" });
const endsText = (iso: string | null) => (iso ? `until ${dateFormat.format(new Date(iso))}` : null);

/** What a promotion gives, in a few words: "33% off your first 2 months", "7 days free". */
export function promotionHeadline(p: Promotion) {
  if (p.kind === "trial") return `${p.trialDays} ${p.trialDays === 1 ? "day" : "days"} free`;
  return `${p.percent}% off your first ${p.months === 1 ? "month" : `${p.months} months`}`;
}

/**
 * The offer on a creator's profile, under their name: what it gives, until when, the creator's
 * message; or, for a link's offer the fan cannot claim, why.
 */
export function OfferBanner({ promotion, name }: { promotion: Promotion; name: string }) {
  if (!promotion.eligible) {
    const why =
      promotion.status === "ended"
        ? "This offer has ended."
        : promotion.status === "used_up"
          ? "This offer has been claimed by as many fans as it allows."
          : "This offer is for other fans (new or former subscribers only), or you have used it.";
    return (
      <div className="mt-4" data-testid="offer-banner">
        <Alert tone="info">{why}</Alert>
      </div>
    );
  }
  const ends = endsText(promotion.endsAt);
  return (
    <div
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink dark:border-brand-500/30 dark:bg-brand-500/10"
      data-testid="offer-banner"
    >
      <p className="font-semibold">
        {name}'s offer: {promotionHeadline(promotion)}
        {promotion.kind === "trial"
          ? `, then ${tokenAmount(promotion.regularPrice)}/month unless you cancel`
          : ""}
        {ends ? <span className="font-normal text-ink-muted"> · {ends}</span> : null}
      </p>
      {promotion.message ? <p className="mt-1 text-ink-muted">{promotion.message}</p> : null}
    </div>
  );
}
type PayFrom = "wallet" | "card";

/** How long the page waits, looking every 2 s, for the card subscription's webhook after Checkout. */
const CONFIRM_TRIES = 60;

/**
 * Coming back from the hosted Checkout (`?payment=success|cancelled&transactionId=…`): "cancelled"
 * says nothing was charged; "success" keeps reloading the page data until the subscription is
 * active, then says so. The query is dropped once told, so a reload does not tell it again.
 */
function useCardReturn(name: string, subscribed: boolean): boolean {
  const [params, setParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const outcome = params.get("transactionId") ? params.get("payment") : null;
  const waiting = outcome === "success" && !subscribed;
  useEffect(() => {
    if (outcome === null || waiting) return;
    toast(
      outcome === "success"
        ? { tone: "success", title: `You are subscribed to ${name}.` }
        : { tone: "info", title: "You cancelled the payment; nothing was charged." },
    );
    setParams(
      (p) => {
        p.delete("payment");
        p.delete("transactionId");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [outcome, waiting, name, toast, setParams]);
  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > CONFIRM_TRIES) {
        clearInterval(timer);
        toast({ tone: "info", title: "Your card payment is still being confirmed. Look again in a minute." });
      } else revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidate, toast]);
  return waiting;
}

export function SubscribeButton({
  performerId,
  name,
  monthlyPrice,
  yearlyPrice,
  freeOffered,
  subscribed,
  offers,
}: {
  performerId: string;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  freeOffered: boolean;
  subscribed: boolean;
  offers?: SubscriptionOffersDto | null;
}) {
  const promotion = offers?.promotion?.eligible ? offers.promotion : null;
  const bundles = offers?.bundles ?? [];
  const [plan, setPlan] = useState<Plan>(promotion ? "promo" : freeOffered ? "free" : "monthly");
  const { settings } = useRootData();
  const user = useOptionalUser();
  const balance = user?.balance ?? 0;
  // What the fan picked under "Pay with"; until they pick, the wallet, or the card when the
  // wallet is short of the chosen plan's price.
  const [picked, setPayFrom] = useState<PayFrom | null>(null);
  // Offers and bundles are paid from the wallet.
  const walletOnly = plan === "promo" || plan.startsWith("bundle-");
  const location = useLocation();
  const confirming = useCardReturn(name, subscribed);
  const signupTo = useSignupHref("subscribe");
  const plans: { value: Plan; label: string; price: number; note?: React.ReactNode }[] = [
    ...(promotion
      ? [
          {
            value: "promo" as const,
            label: promotionHeadline(promotion),
            price: promotion.price,
            note:
              promotion.kind === "trial"
                ? `Then ${tokenAmount(promotion.regularPrice)}/month`
                : (promotion.months ?? 1) > 1
                  ? `${tokenAmount(promotion.price)}/month for ${promotion.months} months, then ${tokenAmount(promotion.regularPrice)}`
                  : `Then ${tokenAmount(promotion.regularPrice)}/month`,
          },
        ]
      : []),
    ...(freeOffered ? [{ value: "free" as const, label: "Free trial", price: 0 }] : []),
    { value: "monthly", label: "Monthly", price: monthlyPrice },
    ...bundles.map((b) => ({
      value: `bundle-${b.months}` as const,
      label: `${b.months} months · ${b.percent}% off`,
      price: b.price,
      note: `Save ${tokenAmount(b.saving)}`,
    })),
    { value: "yearly", label: "Yearly", price: yearlyPrice },
  ];
  const chosen = plans.find((p) => p.value === plan);
  const price = chosen?.price ?? monthlyPrice;
  const payFrom: PayFrom = picked ?? (balance < price ? "card" : "wallet");
  const byCard = settings.cardPayments && payFrom === "card" && !walletOnly;
  const bodyFor = (): Record<string, unknown> => {
    if (plan === "promo" && promotion) {
      return { performerId, type: "monthly", promoCode: promotion.code, paymentGateway: "wallet" };
    }
    if (plan.startsWith("bundle-")) {
      return { performerId, type: "bundle", months: Number(plan.slice(7)), paymentGateway: "wallet" };
    }
    return byCard
      ? { performerId, type: plan, paymentGateway: "stripe", returnPath: location.pathname }
      : { performerId, type: plan, paymentGateway: "wallet" };
  };
  // The button's words, the same for a visitor (a link to sign up) and a signed-in fan.
  const label =
    promotion?.kind === "trial" ? (
      `Start ${promotion.trialDays}-day free trial`
    ) : promotion ? (
      <span>
        {/* Phones: the prices alone, so the button fits beside the avatar. */}
        <span className="max-sm:sr-only">Subscribe </span>
        <span className="sr-only">was </span>
        <s className="font-normal opacity-75">{tokenAmount(monthlyPrice)}</s>{" "}
        <span className="sr-only">now </span>
        {tokenAmount(promotion.price)}/month
      </span>
    ) : freeOffered ? (
      "Subscribe for free"
    ) : (
      `Subscribe ${tokenAmount(monthlyPrice)}/month`
    );
  // A visitor signs up first (or logs in from there), with this creator in view, and comes back here.
  if (!user) {
    return (
      <ButtonLink to={signupTo} data-testid="subscribe">
        {label}
      </ButtonLink>
    );
  }
  return (
    <PayDialog
      // The dialog stays mounted once subscribed, so its success message outlives the page's reload.
      trigger={(open) =>
        subscribed ? (
          // Where a subscription is managed: cancel it, or turn a cancelled one's renewal back on.
          <ButtonLink
            to="/user/subscriptions"
            variant="secondary"
            data-testid="subscribed"
            title="Manage your subscription"
          >
            Subscribed
          </ButtonLink>
        ) : confirming ? (
          <Button variant="secondary" disabled pending data-testid="subscribe-confirming">
            Confirming your payment…
          </Button>
        ) : (
          <Button onClick={open} data-testid="subscribe">
            {label}
          </Button>
        )
      }
      title={`Subscribe to ${name}`}
      description={`See all their posts for subscribers. Renews ${byCard ? "on your card" : "from your wallet"} until you cancel.`}
      price={price}
      byCard={byCard}
      path="/payment/subscribe/performers"
      body={bodyFor}
      confirmLabel={byCard ? "Continue to payment" : price > 0 ? `Pay ${tokenAmount(price)}` : "Subscribe"}
      successMessage={`You are subscribed to ${name}.`}
      resume={subscribed || confirming ? undefined : "subscribe"}
    >
      <ChoiceGroup
        legend="Plan"
        name="plan"
        value={plan}
        onChange={setPlan}
        options={plans.map((p) => ({
          value: p.value,
          label: (
            <>
              <span className="block">{p.label}</span>
              {p.note ? <span className="block text-xs font-normal text-ink-muted">{p.note}</span> : null}
            </>
          ),
          detail: (
            <span className="font-semibold">{p.price > 0 ? priceAmount(p.price, byCard) : "Free"}</span>
          ),
        }))}
      />
      {plan === "promo" && promotion?.message ? (
        <p className="rounded-xl bg-surface-muted/60 px-3 py-2 text-sm text-ink-muted">
          {name}: “{promotion.message}”
        </p>
      ) : null}
      {settings.cardPayments && !walletOnly ? (
        <ChoiceGroup
          legend="Pay with"
          name="payFrom"
          value={payFrom}
          onChange={setPayFrom}
          className="grid grid-cols-2 gap-2"
          options={[
            { value: "wallet", label: `Wallet · ${tokenAmount(balance)}` },
            { value: "card", label: "Card" },
          ]}
        />
      ) : null}
    </PayDialog>
  );
}

/** The amounts a payment may be, in tokens (a tip: the site's `minimumTipPrice`..`maximumTipPrice`). */
export interface AmountRange {
  min: number;
  max: number;
}

/**
 * Checks a tokens amount typed by the fan before anything is sent: a positive number with at most
 * two decimals, within `range` when there is one (the server checks it again).
 */
function readAmount(raw: string, range?: AmountRange): number | string {
  const amount = Number(raw);
  if (!raw.trim() || !Number.isFinite(amount) || amount <= 0) return "Enter an amount of tokens.";
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return "At most two decimals.";
  if (range && (amount < range.min || amount > range.max))
    return `Enter an amount between ${tokenAmount(range.min)} and ${tokenAmount(range.max)}.`;
  return amount;
}

/** The usual tips, offered at one tap. */
const PRESETS = [10, 20, 50, 100];

/**
 * The amounts offered at one tap within `range`: the usual ones the site allows, with its minimum
 * first when that is above the smallest usual one (so none is ever below the minimum), at most four.
 */
export function presetAmounts(range: AmountRange): number[] {
  const allowed = PRESETS.filter((p) => p >= range.min && p <= range.max);
  const withMinimum =
    allowed.length === 0 || (range.min > PRESETS[0]! && allowed[0] !== range.min)
      ? [range.min, ...allowed]
      : allowed;
  return withMinimum.slice(0, 4);
}

const CUSTOM = "custom";

/**
 * A payment of an amount the fan chooses, with an optional message: a tip, a crowdfunding
 * contribution. With a `range` (a tip) the fan taps a preset amount (`presetAmounts`) or "Custom"
 * and types one, the range is said and checked before sending, and the total reads in tokens.
 */
function AmountButton({
  label,
  title,
  path,
  confirmLabel,
  successMessage,
  range,
  variant = "secondary",
  resume,
}: {
  label: string;
  title: string;
  path: string;
  confirmLabel: string;
  successMessage: string;
  range?: AmountRange;
  variant?: "primary" | "secondary";
  /** Opens for a visitor back from signing up (PayDialog's `resume`). */
  resume?: string;
}) {
  const presets = range ? presetAmounts(range) : [];
  const [choice, setChoice] = useState<string>(presets[0] === undefined ? CUSTOM : String(presets[0]));
  const [typed, setTyped] = useState(range ? String(range.min) : "5");
  const [message, setMessage] = useState("");
  const custom = choice === CUSTOM;
  const parsed = readAmount(custom ? typed : choice, range);
  const user = useOptionalUser();
  const signupTo = useSignupHref(resume);
  const size = variant === "primary" ? "sm" : "md";
  // A visitor signs up first (or logs in from there) and comes back here, as Subscribe does: a link.
  if (!user) {
    return (
      <ButtonLink to={signupTo} variant={variant} size={size}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <PayDialog
      trigger={(open) => (
        <Button variant={variant} size={size} onClick={open}>
          {label}
        </Button>
      )}
      title={title}
      price={typeof parsed === "number" ? parsed : null}
      priceLabel={range ? "Total" : "Amount"}
      path={path}
      body={() => {
        if (typeof parsed === "string") return parsed;
        return message.trim() ? { amount: parsed, message: message.trim() } : { amount: parsed };
      }}
      confirmLabel={confirmLabel}
      successMessage={successMessage}
      resume={resume}
    >
      {presets.length > 0 ? (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-ink">Amount</legend>
          <div className="flex flex-wrap gap-2" data-testid="amount-presets">
            {[...presets.map(String), CUSTOM].map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:has-[:checked]:bg-brand-900/20"
              >
                <input
                  type="radio"
                  name="preset"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="sr-only"
                />
                {value === CUSTOM ? "Custom" : tokenAmount(Number(value))}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {custom ? (
        <TokenField
          label={presets.length > 0 ? "Custom amount" : "Amount"}
          name="amount"
          min={range?.min ?? 0.01}
          max={range?.max}
          prefix={TOKEN_SYMBOL}
          hint={range ? `${tokenAmount(range.min)} to ${tokenAmount(range.max)}` : undefined}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      ) : range ? (
        <p className="text-xs text-ink-subtle">
          {tokenAmount(range.min)} to {tokenAmount(range.max)}
        </p>
      ) : null}
      <TextareaField
        label="Message (optional)"
        name="message"
        rows={2}
        maxLength={500}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </PayDialog>
  );
}

export function TipButton({
  performerId,
  name,
  range,
}: {
  performerId: string;
  name: string;
  range: AmountRange;
}) {
  return (
    <AmountButton
      label="Tip"
      range={range}
      title={`Tip ${name}`}
      path={`/wallet/charges/tip/${encodeURIComponent(performerId)}`}
      confirmLabel="Send tip"
      successMessage={`Thanks! ${name} got your tip.`}
      resume="tip"
    />
  );
}

export function ContributeButton({ crowdfundingId, title }: { crowdfundingId: string; title: string }) {
  return (
    <AmountButton
      label="Contribute"
      title={title ? `Contribute to ${title}` : "Contribute"}
      path={`/wallet/charges/crowdfunding/${encodeURIComponent(crowdfundingId)}`}
      confirmLabel="Contribute"
      successMessage="Thank you for backing this!"
      variant="primary"
      resume={`contribute-${crowdfundingId}`}
    />
  );
}
