/**
 * Events and their delivery, as Stripe does them: every state change is stored as an event (listed
 * at GET /v1/events) and POSTed as JSON to the webhook URL the stand-in was started with, signed
 * with `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. A non-2xx answer
 * or a network error is retried with backoff, independently of later events, so a receiver sees
 * the same reordering and duplicates it would see from Stripe.
 */
import { createHmac } from "node:crypto";
import { API_VERSION, type StripeEvent } from "./objects";
import { newId, randomToken, unixNow } from "./protocol";
import type { Store } from "./state";

export interface RequestInfo {
  id: string | null;
  idempotency_key: string | null;
}

/** Events caused by the hosted pages or the test controls, not by an API request. */
export const AUTOMATIC: RequestInfo = { id: null, idempotency_key: null };

export interface Delivery {
  event: string;
  type: string;
  url: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: number;
}

export interface DeliveryOptions {
  /** Where events are POSTed; without it they are only stored (and listed, and signable). */
  url: string | null;
  secret: string;
  /** Waits before each retry of a failed delivery; its length is the number of retries. */
  retryDelaysMs: number[];
}

const TIMEOUT_MS = 10_000;

function signPayload(payload: string, secret: string, timestamp = unixNow()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export const newWebhookSecret = () => `whsec_${randomToken(32)}`;

export class Webhooks {
  /** `drop`: events are stored but not sent (a test relays them itself, or asks for them in order). */
  mode: "deliver" | "drop" = "deliver";
  readonly deliveries: Delivery[] = [];
  /** First attempts go out one at a time, in the order the events happened. */
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  /** Bumped by close/reset, so deliveries queued before it are abandoned. */
  private generation = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly store: Store,
    readonly options: DeliveryOptions,
  ) {}

  /** Stores an event with a snapshot of `object` and sends it. */
  emit(type: string, object: unknown, request: RequestInfo, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: unixNow(),
      data: previous
        ? { object: snapshot(object), previous_attributes: snapshot(previous) }
        : { object: snapshot(object) },
      livemode: false,
      pending_webhooks: this.options.url ? 1 : 0,
      request: { ...request },
      type,
    };
    this.store.insert(event);
    if (this.mode === "deliver") void this.enqueue(event);
    return event;
  }

  /** The exact body and `Stripe-Signature` header a delivery of `event` would carry now. */
  signed(event: StripeEvent): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: signPayload(payload, this.options.secret) };
  }

  /** Sends `event` (again, for a resend), whatever the mode; resolves after its first attempt. */
  redeliver(event: StripeEvent): Promise<void> {
    return this.enqueue(event);
  }

  /** Resolves once nothing is being sent or waiting for a retry. */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.generation++;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.inFlight = 0;
    this.settleIdle();
  }

  reset(): void {
    this.close();
    this.mode = "deliver";
    this.deliveries.length = 0;
    this.queue = Promise.resolve();
  }

  /**
   * A retry waits on its own timer, so later events are not held back by a receiver that keeps
   * failing one.
   */
  private enqueue(event: StripeEvent): Promise<void> {
    const url = this.options.url;
    if (!url) return Promise.resolve();
    this.inFlight++;
    const generation = this.generation;
    this.queue = this.queue.then(() => this.attempt(event, url, 1, generation));
    return this.queue;
  }

  private async attempt(event: StripeEvent, url: string, attempt: number, generation: number): Promise<void> {
    if (generation !== this.generation) return;
    const { payload, signature } = this.signed(event);
    const record: Delivery = {
      event: event.id,
      type: event.type,
      url,
      attempt,
      status: null,
      error: null,
      at: Date.now(),
    };
    this.deliveries.push(record);
    try {
      const response = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      record.status = response.status;
      await response.body?.cancel();
      if (generation !== this.generation) return;
      if (response.status >= 200 && response.status < 300) {
        event.pending_webhooks = 0;
        return this.finish();
      }
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
    }
    if (generation !== this.generation) return;
    const delay = this.options.retryDelaysMs[attempt - 1];
    if (delay === undefined) return this.finish();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, url, attempt + 1, generation);
    }, delay);
    this.timers.add(timer);
  }

  private finish(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight === 0) this.settleIdle();
  }

  private settleIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** A deep copy, so an event keeps the object as it was when the event happened. */
function snapshot<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
