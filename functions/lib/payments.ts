/**
 * The card payment provider as services see it (Deps.payments), in the product's words. Stripe
 * implements it (functions/money/stripe/gateway.ts), against real Stripe or the local stand-in
 * (STRIPE_API_BASE). Amounts are integer cents (USD). A call that reaches no provider throws
 * AppError("payments_unavailable"); a declined card is an answer, not an error.
 */
import type Stripe from "stripe";

export interface HostedPage {
  /** The provider's id of the page's session (Checkout Session). */
  id: string;
  /** Where to send the payer. */
  url: string;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardPaymentResult =
  | { status: "succeeded"; paymentIntentId: string }
  | { status: "requires_action"; paymentIntentId: string; redirectUrl: string }
  | { status: "failed"; paymentIntentId: string | null; message: string };

export interface ConnectAccountStatus {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A verified webhook event: its signature was checked against the endpoint's secret. */
export type PaymentEvent = Stripe.Event;

export interface Payments {
  /** False when no provider is configured (no STRIPE_SECRET_KEY); every call then throws. */
  readonly enabled: boolean;
  createCustomer(input: { userId: string; email: string | null; name: string }): Promise<string>;
  /** A hosted Checkout page for a one-off payment (a top-up). */
  startPaymentCheckout(input: {
    customerId: string;
    amount: number;
    productName: string;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<HostedPage>;
  /**
   * Expires an open Checkout page so it can no longer be paid, and answers the session's status
   * after: `expired`, or `complete` when it was paid first (Stripe refuses to expire a paid one).
   */
  expireCheckout(sessionId: string): Promise<"open" | "complete" | "expired">;
  /** Charges a saved card now; 3-D Secure answers requires_action with the page to send the payer to. */
  chargeSavedCard(input: {
    customerId: string;
    cardId: string;
    amount: number;
    description: string;
    metadata: Record<string, string>;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<CardPaymentResult>;
  /** A hosted Checkout page that starts a recurring card subscription (with an optional free trial). */
  startSubscriptionCheckout(input: {
    customerId: string;
    amount: number;
    interval: "month" | "year";
    productName: string;
    trialDays: number | null;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<HostedPage>;
  /** Stops renewal at the end of the period that is paid for. */
  cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes that while the period lasts: the subscription renews again. */
  resumeSubscriptionRenewal(subscriptionId: string): Promise<void>;
  /** The metadata a PaymentIntent was made with (which payment of ours it is). */
  paymentIntentMetadata(paymentIntentId: string): Promise<Record<string, string>>;
  /** The PaymentIntent that paid an invoice, if any (for refunds of card subscriptions). */
  invoicePaymentIntent(invoiceId: string): Promise<string | null>;
  /** A hosted page where the payer saves a card. */
  startCardSetup(input: { customerId: string; successUrl: string; cancelUrl: string }): Promise<HostedPage>;
  listCards(customerId: string): Promise<SavedCard[]>;
  attachCard(customerId: string, cardId: string): Promise<SavedCard>;
  detachCard(cardId: string): Promise<void>;
  createConnectAccount(input: { email: string | null; performerId: string }): Promise<string>;
  connectOnboardingUrl(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  connectAccountStatus(accountId: string): Promise<ConnectAccountStatus>;
  /** Sends money to a creator's connected account; answers the transfer's id. */
  transfer(input: {
    accountId: string;
    amount: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<string>;
  /** Throws AppError("invalid_signature") unless the payload is signed with the webhook secret. */
  verifyWebhook(payload: string, signature: string | null): Promise<PaymentEvent>;
}
