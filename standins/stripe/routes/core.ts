/** Customers, events and webhook endpoints. */
import { listOf, type Route, readListQuery, route } from "../api";
import { type Ctx, emit } from "../context";
import { createCustomer } from "../customers";
import type { Customer } from "../objects";
import { attachPaymentMethod, resolvePaymentMethod } from "../payments";
import { invalidRequest, mergeMetadata, type Params } from "../protocol";
import { createWebhookEndpoint } from "../webhooks";
import { email, newMetadata, url } from "./read";

const customer = (ctx: Ctx, id: string): Customer => ctx.store.get("customer", id);

/** A default payment method must already belong to the customer, as Stripe requires. */
function defaultPaymentMethod(ctx: Ctx, p: Params, customerId: string | null): string | null | undefined {
  const settings = p.obj("invoice_settings");
  const id = settings?.nullable("default_payment_method");
  if (!id) return id;
  const pm = ctx.store.get("payment_method", id, "invoice_settings[default_payment_method]");
  if (pm.customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      { param: "invoice_settings[default_payment_method]", code: "resource_missing" },
    );
  }
  return id;
}

const readCustomer = (p: Params) => ({
  email: email(p),
  name: p.nullable("name", { maxLength: 256 }),
  phone: p.nullable("phone", { maxLength: 20 }),
  description: p.nullable("description", { maxLength: 350 }),
});

export const coreRoutes: Route[] = [
  route(
    "POST",
    "/v1/customers",
    (p) => {
      const fields = readCustomer(p);
      const paymentMethod = p.str("payment_method");
      const settings = p.obj("invoice_settings");
      const defaultPm = settings?.str("default_payment_method");
      return { fields, metadata: newMetadata(p), paymentMethod, defaultPm };
    },
    (ctx, input) => {
      const created = createCustomer(ctx, { ...input.fields, metadata: input.metadata });
      if (input.paymentMethod) {
        attachPaymentMethod(
          ctx,
          resolvePaymentMethod(ctx, input.paymentMethod, "payment_method"),
          created.id,
        );
      }
      if (input.defaultPm) {
        const pm = ctx.store.get(
          "payment_method",
          input.defaultPm,
          "invoice_settings[default_payment_method]",
        );
        if (pm.customer !== created.id) attachPaymentMethod(ctx, pm, created.id);
        created.invoice_settings.default_payment_method = pm.id;
      }
      return created;
    },
  ),
  route(
    "GET",
    "/v1/customers/:id",
    () => null,
    (ctx, _input, [id]) =>
      ctx.store.deletedCustomers.has(id) ? { id, object: "customer", deleted: true } : customer(ctx, id),
  ),
  route(
    "POST",
    "/v1/customers/:id",
    (p, ctx, [id]) => {
      const target = customer(ctx, id);
      return {
        target,
        fields: readCustomer(p),
        metadata: p.metadata(),
        defaultPm: defaultPaymentMethod(ctx, p, id),
      };
    },
    (ctx, { target, fields, metadata, defaultPm }) => {
      const previous: Record<string, unknown> = {};
      const set = <K extends keyof Customer>(key: K, value: Customer[K] | undefined) => {
        if (value === undefined || target[key] === value) return;
        previous[key] = target[key];
        target[key] = value;
      };
      set("email", fields.email);
      set("name", fields.name);
      set("phone", fields.phone);
      set("description", fields.description);
      if (metadata !== undefined) {
        previous.metadata = target.metadata;
        target.metadata = mergeMetadata(target.metadata, metadata);
      }
      if (defaultPm !== undefined && defaultPm !== target.invoice_settings.default_payment_method) {
        previous.invoice_settings = { ...target.invoice_settings };
        target.invoice_settings.default_payment_method = defaultPm;
      }
      if (Object.keys(previous).length) emit(ctx, "customer.updated", target, previous);
      return target;
    },
  ),
  route(
    "DELETE",
    "/v1/customers/:id",
    (_p, ctx, [id]) => customer(ctx, id),
    (ctx, target) => {
      ctx.store.deletedCustomers.add(target.id);
      emit(ctx, "customer.deleted", target);
      ctx.store.remove(target.id);
      return { id: target.id, object: "customer", deleted: true };
    },
  ),
  route(
    "GET",
    "/v1/customers",
    (p) => ({ query: readListQuery(p), email: p.str("email") }),
    (ctx, { query, email: wanted }) =>
      listOf(
        ctx.store.all("customer").filter((c) => wanted === undefined || c.email === wanted),
        query,
        "/v1/customers",
        "customer",
      ),
  ),
  route(
    "GET",
    "/v1/customers/:id/payment_methods",
    (p, ctx, [id]) => ({ target: customer(ctx, id), query: readListQuery(p), type: p.str("type") }),
    (ctx, { target, query, type }) =>
      listOf(
        ctx.store
          .all("payment_method")
          .filter((pm) => pm.customer === target.id && (!type || pm.type === type)),
        query,
        `/v1/customers/${target.id}/payment_methods`,
        "PaymentMethod",
      ),
  ),

  // Events
  route(
    "GET",
    "/v1/events",
    (p) => ({ query: readListQuery(p), type: p.str("type"), types: p.strings("types") }),
    (ctx, { query, type, types }) => {
      const matches = (t: string) =>
        (!type || (type.endsWith(".*") ? t.startsWith(type.slice(0, -1)) : t === type)) &&
        (!types || types.includes(t));
      return listOf(
        ctx.store.all("event").filter((e) => matches(e.type)),
        query,
        "/v1/events",
        "event",
      );
    },
  ),
  route(
    "GET",
    "/v1/events/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("event", id),
  ),

  // Webhook endpoints
  route(
    "POST",
    "/v1/webhook_endpoints",
    (p) => ({
      url: url(p, "url", { required: true }),
      enabledEvents: enabledEvents(p, true)!,
      description: p.str("description"),
      metadata: newMetadata(p),
      apiVersion: p.str("api_version"),
    }),
    (ctx, input) => {
      const endpoint = createWebhookEndpoint(ctx.store, input);
      return { ...endpoint, secret: ctx.store.webhookSecrets.get(endpoint.id) };
    },
  ),
  route(
    "GET",
    "/v1/webhook_endpoints/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("webhook_endpoint", id),
  ),
  route(
    "GET",
    "/v1/webhook_endpoints",
    (p) => readListQuery(p),
    (ctx, query) =>
      listOf(ctx.store.all("webhook_endpoint"), query, "/v1/webhook_endpoints", "webhook endpoint"),
  ),
  route(
    "POST",
    "/v1/webhook_endpoints/:id",
    (p, ctx, [id]) => ({
      endpoint: ctx.store.get("webhook_endpoint", id),
      url: url(p, "url"),
      enabledEvents: enabledEvents(p, false),
      disabled: p.bool("disabled"),
      description: p.nullable("description"),
      metadata: p.metadata(),
    }),
    (_ctx, input) => {
      const { endpoint } = input;
      if (input.url !== undefined) endpoint.url = input.url;
      if (input.enabledEvents) endpoint.enabled_events = input.enabledEvents;
      if (input.disabled !== undefined) endpoint.status = input.disabled ? "disabled" : "enabled";
      if (input.description !== undefined) endpoint.description = input.description;
      endpoint.metadata = mergeMetadata(endpoint.metadata, input.metadata);
      return endpoint;
    },
  ),
  route(
    "DELETE",
    "/v1/webhook_endpoints/:id",
    (_p, ctx, [id]) => ctx.store.get("webhook_endpoint", id),
    (ctx, endpoint) => {
      ctx.store.remove(endpoint.id);
      ctx.store.webhookSecrets.delete(endpoint.id);
      return { id: endpoint.id, object: "webhook_endpoint", deleted: true };
    },
  ),
];

function enabledEvents(p: Params, required: boolean): string[] | undefined {
  const events = p.strings("enabled_events");
  if (!events && required) {
    throw invalidRequest("Missing required param: enabled_events.", {
      param: "enabled_events",
      code: "parameter_missing",
    });
  }
  for (const e of events ?? []) {
    if (e !== "*" && !/^[a-z_]+(\.[a-z_]+)+$/.test(e)) {
      throw invalidRequest(`Invalid enabled_events: ${e} is not a valid event type.`, {
        param: "enabled_events",
      });
    }
  }
  return events;
}
