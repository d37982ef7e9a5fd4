/**
 * Everything the stand-in remembers, in memory: the public objects (one map by id, listed newest
 * first as Stripe lists them) and the private facts Stripe keeps to itself (which test card a
 * payment method is, what a 3-D Secure page returns to, one-time onboarding links).
 */
import type { TestCard } from "./cards";
import type { CheckoutLineItem, ObjectName, ObjectOf, StoredObject } from "./objects";
import { noSuch } from "./protocol";

/** What happens once a PaymentIntent or SetupIntent that waited for 3-D Secure is settled. */
export type AfterAuthentication =
  | { kind: "checkout"; sessionId: string }
  | { kind: "return_url"; url: string }
  | { kind: "none" };

export interface CardFacts {
  card: TestCard;
  /** A test control's override: the card starts declining (or succeeding) from now on. */
  override?: "succeed" | "decline";
}

export interface OnboardingLink {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  used: boolean;
}

/** What a Checkout Session was created with that its object does not show. */
export interface CheckoutOptions {
  paymentIntentData: { metadata: Record<string, string>; description: string | null };
  subscriptionData: { metadata: Record<string, string>; trialDays?: number };
}

const LABELS = new Map<ObjectName, string>([
  ["customer", "customer"],
  ["payment_method", "PaymentMethod"],
  ["payment_intent", "payment_intent"],
  ["setup_intent", "setupintent"],
  ["charge", "charge"],
  ["refund", "refund"],
  ["subscription", "subscription"],
  ["invoice", "invoice"],
  ["invoice_payment", "invoice payment"],
  ["checkout.session", "checkout.session"],
  ["account", "account"],
  ["transfer", "transfer"],
  ["event", "event"],
]);

export class Store {
  private readonly objects = new Map<string, { seq: number; value: StoredObject }>();
  private seq = 0;

  /** Private facts, keyed by the id of the object they belong to. */
  readonly cards = new Map<string, CardFacts>();
  readonly lineItems = new Map<string, CheckoutLineItem[]>();
  readonly checkoutOptions = new Map<string, CheckoutOptions>();
  readonly afterAuthentication = new Map<string, AfterAuthentication>();
  readonly onboardingLinks = new Map<string, OnboardingLink>();
  /** Products exist only as the name `price_data[product_data][name]` gave them. */
  readonly productNames = new Map<string, string>();
  /** How many periods each subscription has advanced past its first. */
  readonly subscriptionPeriods = new Map<string, number>();

  insert<T extends StoredObject>(value: T): T {
    this.objects.set(value.id, { seq: ++this.seq, value });
    return value;
  }

  find<N extends ObjectName>(name: N, id: string): ObjectOf<N> | undefined {
    const value = this.objects.get(id)?.value;
    return value && value.object === name ? (value as ObjectOf<N>) : undefined;
  }

  /** The object, or Stripe's "No such ..." (404 for a path, 400 naming `param` for a parameter). */
  get<N extends ObjectName>(name: N, id: string, param?: string): ObjectOf<N> {
    const value = this.find(name, id);
    if (!value) throw noSuch(LABELS.get(name) ?? name, id, param);
    return value;
  }

  /** Objects of one type, newest first. */
  all<N extends ObjectName>(name: N): ObjectOf<N>[] {
    const out: { seq: number; value: ObjectOf<N> }[] = [];
    for (const entry of this.objects.values()) {
      if (entry.value.object === name) out.push(entry as { seq: number; value: ObjectOf<N> });
    }
    return out.sort((a, b) => b.seq - a.seq).map((e) => e.value);
  }

  clear(): void {
    this.objects.clear();
    this.cards.clear();
    this.lineItems.clear();
    this.checkoutOptions.clear();
    this.afterAuthentication.clear();
    this.onboardingLinks.clear();
    this.productNames.clear();
    this.subscriptionPeriods.clear();
  }
}
