/**
 * Events and their delivery, as Stripe does them: every state change is stored as an event (listed
 * at GET /v1/events) and POSTed as JSON to each enabled webhook endpoint, signed with
 * `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. A non-2xx answer or a
 * network error is retried with backoff, independently of later events, so a receiver sees the same
 * reordering and duplicates it would see from Stripe.
 */
import { createHmac } from "node:crypto";
import { API_VERSION, type StripeEvent, type WebhookEndpoint } from "./objects";
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
  endpoint: string;
  url: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: number;
}

export interface DeliveryOptions {
  /** Waits before each retry of a failed delivery; its length is the number of retries. */
  retryDelaysMs: number[];
  timeoutMs: number;
}

export function signPayload(payload: string, secret: string, timestamp = unixNow()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export const newWebhookSecret = () => `whsec_${randomToken(32)}`;

export class Webhooks {
  /** `drop`: events are stored but not sent (a test relays them itself, or asks for them in order). */
  mode: "deliver" | "drop" = "deliver";
  readonly deliveries: Delivery[] = [];
  private readonly queues = new Map<string, Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  /** Bumped by close/reset, so deliveries queued before it are abandoned. */
  private generation = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly store: Store,
    private readonly options: DeliveryOptions,
    /** Signs events for `/_standin/events/:id/signed` when no endpoint is named. */
    readonly defaultSecret: string,
  ) {}

  /** Stores an event with a snapshot of `object` and hands it to every enabled endpoint. */
  emit(type: string, object: unknown, request: RequestInfo, previous?: Record<string, unknown>): StripeEvent {
    const targets = this.endpointsFor(type);
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: unixNow(),
      data: previous
        ? { object: snapshot(object), previous_attributes: snapshot(previous) }
        : { object: snapshot(object) },
      livemode: false,
      pending_webhooks: targets.length,
      request: { ...request },
      type,
    };
    this.store.insert(event);
    if (this.mode === "deliver") for (const endpoint of targets) this.enqueue(event, endpoint);
    return event;
  }

  endpointsFor(type: string): WebhookEndpoint[] {
    return this.store
      .all("webhook_endpoint")
      .reverse()
      .filter(
        (e) => e.status === "enabled" && (e.enabled_events.includes("*") || e.enabled_events.includes(type)),
      );
  }

  secretOf(endpointId: string): string | undefined {
    return this.store.webhookSecrets.get(endpointId);
  }

  /** The exact body and `Stripe-Signature` header a delivery of `event` would carry now. */
  signed(event: StripeEvent, secret: string): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: signPayload(payload, secret) };
  }

  /** Sends `event` to the endpoints that take it (again, for a resend), whatever the mode. */
  redeliver(event: StripeEvent): Promise<void> {
    return Promise.all(this.endpointsFor(event.type).map((e) => this.enqueue(event, e))).then(
      () => undefined,
    );
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
    this.queues.clear();
  }

  /**
   * First attempts go out one endpoint at a time in the order the events happened; a retry waits on
   * its own timer, so later events are not held back by an endpoint that keeps failing.
   */
  private enqueue(event: StripeEvent, endpoint: WebhookEndpoint): Promise<void> {
    this.inFlight++;
    const previous = this.queues.get(endpoint.id) ?? Promise.resolve();
    const generation = this.generation;
    const next = previous.then(() => this.attempt(event, endpoint, 1, generation));
    this.queues.set(endpoint.id, next);
    return next;
  }

  private async attempt(
    event: StripeEvent,
    endpoint: WebhookEndpoint,
    attempt: number,
    generation: number,
  ): Promise<void> {
    if (generation !== this.generation) return;
    const secret = this.store.webhookSecrets.get(endpoint.id);
    if (!secret) return this.finish();
    const { payload, signature } = this.signed(event, secret);
    const record: Delivery = {
      event: event.id,
      type: event.type,
      endpoint: endpoint.id,
      url: endpoint.url,
      attempt,
      status: null,
      error: null,
      at: Date.now(),
    };
    this.deliveries.push(record);
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      record.status = response.status;
      await response.body?.cancel();
      if (generation !== this.generation) return;
      if (response.status >= 200 && response.status < 300) {
        event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
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
      void this.attempt(event, endpoint, attempt + 1, generation);
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

export function createWebhookEndpoint(
  store: Store,
  input: {
    url: string;
    enabledEvents: string[];
    secret?: string;
    description?: string | null;
    metadata?: Record<string, string>;
    apiVersion?: string | null;
  },
): WebhookEndpoint {
  const secret = input.secret ?? newWebhookSecret();
  const endpoint: WebhookEndpoint = {
    id: newId("we"),
    object: "webhook_endpoint",
    api_version: input.apiVersion ?? null,
    application: null,
    created: unixNow(),
    description: input.description ?? null,
    enabled_events: input.enabledEvents,
    livemode: false,
    metadata: input.metadata ?? Object.create(null),
    status: "enabled",
    url: input.url,
  };
  store.insert(endpoint);
  store.webhookSecrets.set(endpoint.id, secret);
  return endpoint;
}
