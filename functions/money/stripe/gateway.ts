/**
 * Payments (functions/lib/payments.ts) over the official `stripe` SDK: fetch as its HTTP client and
 * SubtleCrypto for webhook signatures, so it runs in workerd. `STRIPE_API_BASE` points the same
 * code at the local stand-in (standins/stripe/); unset, it talks to api.stripe.com.
 *
 * The SDK is large (its module takes tens of milliseconds to evaluate), so it is imported on the
 * first payment call, not when an isolate starts: requests that move no card money never pay for it.
 */
import type Stripe from "stripe";
import { AppError } from "../../errors";
import type { CardPaymentResult, Payments, SavedCard } from "../../lib/payments";

const CURRENCY = "usd";

/** Host, port and protocol for the SDK from STRIPE_API_BASE (`http://127.0.0.1:12111`). */
function apiBaseOptions(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base?.trim()) return {};
  const url = new URL(base.trim());
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** How far a webhook's signed time may be from now, either way (Stripe's default tolerance). */
const WEBHOOK_TOLERANCE_S = 300;

/**
 * Whether a Stripe-Signature's time (`t=`) lies more than the tolerance ahead. The SDK refuses only
 * signatures older than the tolerance; one made for later is refused here, so a signed request
 * cannot be kept and replayed for hours.
 */
function signedInTheFuture(signature: string): boolean {
  const times = signature
    .split(",")
    .map((part) => /^\s*t=(\d{1,12})\s*$/.exec(part)?.[1])
    .filter((t) => t !== undefined);
  return times.some((t) => Number(t) > Date.now() / 1000 + WEBHOOK_TOLERANCE_S);
}

const unavailable = (): never => {
  throw new AppError("payments_unavailable");
};

/** What services get when no STRIPE_SECRET_KEY is set: every call answers 503. */
const disabled: Payments = {
  enabled: false,
  createCustomer: unavailable,
  startPaymentCheckout: unavailable,
  expireCheckout: unavailable,
  chargeSavedCard: unavailable,
  startSubscriptionCheckout: unavailable,
  cancelSubscriptionAtPeriodEnd: unavailable,
  resumeSubscriptionRenewal: unavailable,
  invoicePaymentIntent: unavailable,
  paymentIntentMetadata: unavailable,
  startCardSetup: unavailable,
  listCards: unavailable,
  attachCard: unavailable,
  detachCard: unavailable,
  createConnectAccount: unavailable,
  connectOnboardingUrl: unavailable,
  connectAccountStatus: unavailable,
  transfer: unavailable,
  verifyWebhook: unavailable,
};

type StripeModule = typeof Stripe;
let sdk: Promise<StripeModule> | null = null;
const loadSdk = () => (sdk ??= import("stripe").then((m) => m.default));

/**
 * Stripe's errors in the catalogue's words: a declined card is the payer's to fix (402), a missing
 * object ours to report (404), anything about reaching Stripe a 503 the client may retry.
 */
async function fromStripe(err: unknown): Promise<unknown> {
  const { errors } = await loadSdk();
  if (!(err instanceof errors.StripeError)) return err;
  if (err instanceof errors.StripeCardError) return new AppError("card_declined", { message: err.message });
  if (err instanceof errors.StripeInvalidRequestError && err.code === "resource_missing") {
    return new AppError("not_found");
  }
  console.error("Stripe call failed", err.type, err.code, err.message);
  return new AppError("payments_unavailable");
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw await fromStripe(err);
  }
}

function toCard(pm: Stripe.PaymentMethod): SavedCard {
  return {
    id: pm.id,
    brand: pm.card?.brand ?? "card",
    last4: pm.card?.last4 ?? "",
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
  };
}

function intentResult(pi: Stripe.PaymentIntent): CardPaymentResult {
  if (pi.status === "succeeded" || pi.status === "processing")
    return { status: "succeeded", paymentIntentId: pi.id };
  const redirect = pi.next_action?.redirect_to_url?.url;
  if (pi.status === "requires_action" && redirect) {
    return { status: "requires_action", paymentIntentId: pi.id, redirectUrl: redirect };
  }
  return {
    status: "failed",
    paymentIntentId: pi.id,
    message: pi.last_payment_error?.message ?? "Your card was declined.",
  };
}

/** A Checkout Session's status; one this code does not know counts as still open. */
const sessionStatus = (s: Stripe.Checkout.Session): "open" | "complete" | "expired" =>
  s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open";

export function createPayments(env: Env): Payments {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return disabled;
  let client: Promise<Stripe> | null = null;
  const stripe = () =>
    (client ??= loadSdk().then(
      (StripeSdk) =>
        new StripeSdk(key, {
          httpClient: StripeSdk.createFetchHttpClient(),
          maxNetworkRetries: 1,
          timeout: 20_000,
          ...apiBaseOptions(env.STRIPE_API_BASE),
        }),
    ));

  return {
    enabled: true,

    createCustomer: ({ userId, email, name }) =>
      call(async () => {
        const customer = await (await stripe()).customers.create(
          { email: email ?? undefined, name: name || undefined, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),

    startPaymentCheckout: (input) =>
      call(async () => {
        const session = await (await stripe()).checkout.sessions.create(
          {
            mode: "payment",
            customer: input.customerId,
            line_items: [
              {
                price_data: {
                  currency: CURRENCY,
                  unit_amount: input.amount,
                  product_data: { name: input.productName },
                },
                quantity: 1,
              },
            ],
            client_reference_id: input.metadata.transactionId,
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata, description: input.productName },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new AppError("payments_unavailable");
        return { id: session.id, url: session.url };
      }),

    expireCheckout: (sessionId) =>
      call(async () => {
        const client = await stripe();
        try {
          return sessionStatus(await client.checkout.sessions.expire(sessionId));
        } catch (err) {
          // Only an open session can be expired: a paid (or already expired) one is refused, so
          // read which it is.
          const { errors } = await loadSdk();
          if (!(err instanceof errors.StripeInvalidRequestError) || err.code === "resource_missing")
            throw err;
          return sessionStatus(await client.checkout.sessions.retrieve(sessionId));
        }
      }),

    chargeSavedCard: async (input) => {
      try {
        const pi = await (await stripe()).paymentIntents.create(
          {
            amount: input.amount,
            currency: CURRENCY,
            customer: input.customerId,
            payment_method: input.cardId,
            confirm: true,
            return_url: input.returnUrl,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return intentResult(pi);
      } catch (err) {
        if (err instanceof (await loadSdk()).errors.StripeCardError) {
          return { status: "failed", paymentIntentId: err.payment_intent?.id ?? null, message: err.message };
        }
        throw await fromStripe(err);
      }
    },

    startSubscriptionCheckout: (input) =>
      call(async () => {
        const session = await (await stripe()).checkout.sessions.create(
          {
            mode: "subscription",
            customer: input.customerId,
            line_items: [
              {
                price_data: {
                  currency: CURRENCY,
                  unit_amount: input.amount,
                  product_data: { name: input.productName },
                  recurring: { interval: input.interval },
                },
                quantity: 1,
              },
            ],
            client_reference_id: input.metadata.subscriptionId,
            metadata: input.metadata,
            subscription_data: {
              metadata: input.metadata,
              ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new AppError("payments_unavailable");
        return { id: session.id, url: session.url };
      }),

    cancelSubscriptionAtPeriodEnd: (subscriptionId) =>
      call(async () => {
        await (await stripe()).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      }),

    resumeSubscriptionRenewal: (subscriptionId) =>
      call(async () => {
        await (await stripe()).subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      }),

    paymentIntentMetadata: (paymentIntentId) =>
      call(async () => (await (await stripe()).paymentIntents.retrieve(paymentIntentId)).metadata ?? {}),

    invoicePaymentIntent: (invoiceId) =>
      call(async () => {
        const payments = await (await stripe()).invoicePayments.list({ invoice: invoiceId });
        const found = payments.data.find((p) => p.payment.type === "payment_intent");
        const intent = found?.payment.payment_intent;
        return typeof intent === "string" ? intent : (intent?.id ?? null);
      }),

    startCardSetup: (input) =>
      call(async () => {
        const session = await (await stripe()).checkout.sessions.create({
          mode: "setup",
          customer: input.customerId,
          currency: CURRENCY,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new AppError("payments_unavailable");
        return { id: session.id, url: session.url };
      }),

    listCards: (customerId) =>
      call(async () => {
        const list = await (await stripe()).customers.listPaymentMethods(customerId, { type: "card" });
        return list.data.map(toCard);
      }),

    attachCard: (customerId, cardId) =>
      call(async () =>
        toCard(await (await stripe()).paymentMethods.attach(cardId, { customer: customerId })),
      ),

    detachCard: (cardId) =>
      call(async () => {
        await (await stripe()).paymentMethods.detach(cardId);
      }),

    createConnectAccount: ({ email, performerId }) =>
      call(async () => {
        const account = await (await stripe()).accounts.create(
          {
            type: "express",
            email: email ?? undefined,
            capabilities: { transfers: { requested: true } },
            metadata: { performerId },
          },
          { idempotencyKey: `connect-${performerId}` },
        );
        return account.id;
      }),

    connectOnboardingUrl: ({ accountId, refreshUrl, returnUrl }) =>
      call(async () => {
        const link = await (await stripe()).accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          refresh_url: refreshUrl,
          return_url: returnUrl,
        });
        return link.url;
      }),

    connectAccountStatus: (accountId) =>
      call(async () => {
        const account = await (await stripe()).accounts.retrieve(accountId);
        return {
          chargesEnabled: account.charges_enabled ?? false,
          payoutsEnabled: account.payouts_enabled ?? false,
          detailsSubmitted: account.details_submitted ?? false,
        };
      }),

    transfer: (input) =>
      call(async () => {
        const transfer = await (await stripe()).transfers.create(
          {
            amount: input.amount,
            currency: CURRENCY,
            destination: input.accountId,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return transfer.id;
      }),

    async verifyWebhook(payload, signature) {
      const secret = env.STRIPE_WEBHOOK_SECRET?.trim();
      if (!secret) return unavailable();
      if (!signature || signedInTheFuture(signature)) throw new AppError("invalid_signature");
      const StripeSdk = await loadSdk();
      try {
        return await StripeSdk.webhooks.constructEventAsync(
          payload,
          signature,
          secret,
          WEBHOOK_TOLERANCE_S,
          StripeSdk.createSubtleCryptoProvider(),
        );
      } catch (err) {
        // Signed, but not JSON: the SDK parses the body once the signature holds.
        if (err instanceof SyntaxError) throw new AppError("malformed_json");
        throw new AppError("invalid_signature");
      }
    },
  };
}
