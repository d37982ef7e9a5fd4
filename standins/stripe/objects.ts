/**
 * The objects the stand-in returns, as the fields of the official SDK's types (stripe 23.1.0, API
 * version 2026-10-28.endive) that it fills. Typing them with `Pick` keeps every field the stand-in
 * sends exactly as Stripe shapes it; a field left out of a list here is one the stand-in never
 * sends. Ids that Stripe can expand stay strings here; `expand[]` replaces them on the way out.
 */
import type Stripe from "stripe";

/** The API version the stand-in answers as: the one the pinned SDK sends. */
export const API_VERSION = "2026-10-28.endive";

type Ids<T, K extends keyof T> = Omit<T, K> & { [P in K]: Extract<T[P], string | null> };

export type Customer = Ids<
  Pick<
    Stripe.Customer,
    | "id"
    | "object"
    | "address"
    | "balance"
    | "created"
    | "currency"
    | "default_source"
    | "delinquent"
    | "description"
    | "email"
    | "invoice_prefix"
    | "invoice_settings"
    | "livemode"
    | "metadata"
    | "name"
    | "next_invoice_sequence"
    | "phone"
    | "preferred_locales"
    | "shipping"
    | "tax_exempt"
    | "test_clock"
  >,
  never
> & { invoice_settings: { default_payment_method: string | null } };

export type PaymentMethod = Ids<
  Pick<
    Stripe.PaymentMethod,
    | "id"
    | "object"
    | "allow_redisplay"
    | "billing_details"
    | "card"
    | "created"
    | "customer"
    | "customer_account"
    | "livemode"
    | "metadata"
    | "type"
  >,
  "customer"
>;

export type PaymentIntent = Ids<
  Pick<
    Stripe.PaymentIntent,
    | "id"
    | "object"
    | "amount"
    | "amount_capturable"
    | "amount_received"
    | "application"
    | "application_fee_amount"
    | "automatic_payment_methods"
    | "canceled_at"
    | "cancellation_reason"
    | "capture_method"
    | "client_secret"
    | "confirmation_method"
    | "created"
    | "currency"
    | "customer"
    | "description"
    | "last_payment_error"
    | "latest_charge"
    | "livemode"
    | "metadata"
    | "next_action"
    | "on_behalf_of"
    | "payment_method"
    | "payment_method_types"
    | "processing"
    | "receipt_email"
    | "setup_future_usage"
    | "statement_descriptor"
    | "statement_descriptor_suffix"
    | "status"
    | "transfer_data"
    | "transfer_group"
  >,
  "customer" | "latest_charge" | "payment_method" | "on_behalf_of" | "application"
>;

export type SetupIntent = Ids<
  Pick<
    Stripe.SetupIntent,
    | "id"
    | "object"
    | "application"
    | "automatic_payment_methods"
    | "cancellation_reason"
    | "client_secret"
    | "created"
    | "customer"
    | "description"
    | "last_setup_error"
    | "latest_attempt"
    | "livemode"
    | "mandate"
    | "metadata"
    | "next_action"
    | "on_behalf_of"
    | "payment_method"
    | "payment_method_types"
    | "single_use_mandate"
    | "status"
    | "usage"
  >,
  | "customer"
  | "payment_method"
  | "application"
  | "latest_attempt"
  | "mandate"
  | "on_behalf_of"
  | "single_use_mandate"
>;

export type Charge = Ids<
  Pick<
    Stripe.Charge,
    | "id"
    | "object"
    | "amount"
    | "amount_captured"
    | "amount_refunded"
    | "application_fee_amount"
    | "balance_transaction"
    | "billing_details"
    | "calculated_statement_descriptor"
    | "captured"
    | "created"
    | "currency"
    | "customer"
    | "description"
    | "disputed"
    | "failure_code"
    | "failure_message"
    | "livemode"
    | "metadata"
    | "outcome"
    | "paid"
    | "payment_intent"
    | "payment_method"
    | "payment_method_details"
    | "receipt_email"
    | "receipt_url"
    | "refunded"
    | "status"
    | "transfer_group"
  >,
  "customer" | "payment_intent" | "balance_transaction"
>;

export type Refund = Ids<
  Pick<
    Stripe.Refund,
    | "id"
    | "object"
    | "amount"
    | "balance_transaction"
    | "charge"
    | "created"
    | "currency"
    | "customer"
    | "customer_account"
    | "metadata"
    | "payment_intent"
    | "payment_method"
    | "reason"
    | "receipt_number"
    | "source_transfer_reversal"
    | "status"
    | "transfer_reversal"
  >,
  | "charge"
  | "payment_intent"
  | "customer"
  | "payment_method"
  | "balance_transaction"
  | "source_transfer_reversal"
  | "transfer_reversal"
>;

/** `unit_amount_decimal` is a decimal string on the wire (the SDK turns it into a Decimal). */
export type Price = Ids<
  Pick<
    Stripe.Price,
    | "id"
    | "object"
    | "active"
    | "billing_scheme"
    | "created"
    | "currency"
    | "custom_unit_amount"
    | "livemode"
    | "lookup_key"
    | "metadata"
    | "nickname"
    | "product"
    | "recurring"
    | "tax_behavior"
    | "tiers_mode"
    | "transform_quantity"
    | "type"
    | "unit_amount"
  >,
  "product"
> & { unit_amount_decimal: string | null };

export type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | "id"
  | "object"
  | "billing_thresholds"
  | "created"
  | "current_period_end"
  | "current_period_start"
  | "discounts"
  | "metadata"
  | "quantity"
  | "subscription"
  | "tax_rates"
> & { price: Price };

export interface List<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export type Subscription = Ids<
  Pick<
    Stripe.Subscription,
    | "id"
    | "object"
    | "application"
    | "application_fee_percent"
    | "billing_cycle_anchor"
    | "cancel_at"
    | "cancel_at_period_end"
    | "canceled_at"
    | "cancellation_details"
    | "collection_method"
    | "created"
    | "currency"
    | "customer"
    | "days_until_due"
    | "default_payment_method"
    | "description"
    | "discounts"
    | "ended_at"
    | "latest_invoice"
    | "livemode"
    | "metadata"
    | "pause_collection"
    | "pending_setup_intent"
    | "schedule"
    | "start_date"
    | "status"
    | "test_clock"
    | "trial_end"
    | "trial_start"
  >,
  | "customer"
  | "default_payment_method"
  | "latest_invoice"
  | "application"
  | "pending_setup_intent"
  | "schedule"
  | "test_clock"
> & { items: List<SubscriptionItem> };

export type InvoiceLineItem = Pick<
  Stripe.InvoiceLineItem,
  | "id"
  | "object"
  | "amount"
  | "currency"
  | "description"
  | "discount_amounts"
  | "discountable"
  | "discounts"
  | "invoice"
  | "livemode"
  | "metadata"
  | "parent"
  | "period"
  | "pretax_credit_amounts"
  | "quantity"
  | "subtotal"
  | "taxes"
> & {
  subscription: string | null;
  pricing: {
    type: "price_details";
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
};

export type InvoicePayment = Ids<
  Pick<
    Stripe.InvoicePayment,
    | "id"
    | "object"
    | "amount_paid"
    | "amount_requested"
    | "created"
    | "currency"
    | "invoice"
    | "is_default"
    | "livemode"
    | "status"
    | "status_transitions"
  >,
  "invoice"
> & { payment: { type: "payment_intent"; payment_intent: string } };

export type Invoice = Ids<
  Pick<
    Stripe.Invoice,
    | "id"
    | "object"
    | "account_country"
    | "account_name"
    | "amount_due"
    | "amount_overpaid"
    | "amount_paid"
    | "amount_remaining"
    | "amount_shipping"
    | "attempt_count"
    | "attempted"
    | "auto_advance"
    | "billing_reason"
    | "collection_method"
    | "created"
    | "currency"
    | "customer"
    | "customer_email"
    | "customer_name"
    | "default_payment_method"
    | "description"
    | "discounts"
    | "due_date"
    | "effective_at"
    | "ending_balance"
    | "hosted_invoice_url"
    | "invoice_pdf"
    | "last_finalization_error"
    | "livemode"
    | "metadata"
    | "next_payment_attempt"
    | "number"
    | "period_end"
    | "period_start"
    | "starting_balance"
    | "status"
    | "status_transitions"
    | "subtotal"
    | "subtotal_excluding_tax"
    | "total"
    | "total_excluding_tax"
    | "webhooks_delivered_at"
  >,
  "customer" | "default_payment_method"
> & {
  lines: List<InvoiceLineItem>;
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> | null };
  };
};

export type CheckoutSession = Ids<
  Pick<
    Stripe.Checkout.Session,
    | "id"
    | "object"
    | "allow_promotion_codes"
    | "amount_subtotal"
    | "amount_total"
    | "billing_address_collection"
    | "cancel_url"
    | "client_reference_id"
    | "client_secret"
    | "created"
    | "currency"
    | "customer"
    | "customer_creation"
    | "customer_details"
    | "customer_email"
    | "expires_at"
    | "invoice"
    | "livemode"
    | "locale"
    | "metadata"
    | "mode"
    | "payment_intent"
    | "payment_link"
    | "payment_method_collection"
    | "payment_method_types"
    | "payment_status"
    | "recovered_from"
    | "setup_intent"
    | "status"
    | "submit_type"
    | "subscription"
    | "success_url"
    | "total_details"
    | "ui_mode"
    | "url"
  >,
  "customer" | "invoice" | "payment_intent" | "payment_link" | "setup_intent" | "subscription"
>;

export type CheckoutLineItem = Pick<
  Stripe.LineItem,
  | "id"
  | "object"
  | "amount_discount"
  | "amount_subtotal"
  | "amount_tax"
  | "amount_total"
  | "currency"
  | "description"
> & { price: Price; quantity: number };

export type Account = Pick<
  Stripe.Account,
  | "id"
  | "object"
  | "business_profile"
  | "business_type"
  | "capabilities"
  | "charges_enabled"
  | "controller"
  | "country"
  | "created"
  | "default_currency"
  | "details_submitted"
  | "email"
  | "metadata"
  | "payouts_enabled"
  | "requirements"
  | "type"
>;

export type AccountLink = Stripe.AccountLink;

export type Transfer = Ids<
  Pick<
    Stripe.Transfer,
    | "id"
    | "object"
    | "amount"
    | "amount_reversed"
    | "balance_transaction"
    | "created"
    | "currency"
    | "description"
    | "destination"
    | "destination_payment"
    | "livemode"
    | "metadata"
    | "reversed"
    | "source_transaction"
    | "source_type"
    | "transfer_group"
  >,
  "balance_transaction" | "destination" | "destination_payment" | "source_transaction"
>;

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** Every object the store keeps, told apart by `object`. */
export type StoredObject =
  | Customer
  | PaymentMethod
  | PaymentIntent
  | SetupIntent
  | Charge
  | Refund
  | Subscription
  | Invoice
  | InvoicePayment
  | CheckoutSession
  | Account
  | Transfer
  | StripeEvent;

export type ObjectName = StoredObject["object"];
export type ObjectOf<N extends ObjectName> = Extract<StoredObject, { object: N }>;
