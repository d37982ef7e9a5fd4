/**
 * The last step of the OpenAPI document, over the JSON @hono/zod-openapi generates from the route
 * declarations: what holds for every operation is written here once, so each route declares only
 * what is its own and a new operation is documented correctly by construction.
 *
 * - Nullable references: the generator renders `Schema.nullable()` on a named schema as
 *   `allOf: [$ref, { type: ["object", "null"] }]`, which `null` can never satisfy (the `$ref` part
 *   refuses it); they become `anyOf: [$ref, { type: "null" }]`.
 * - The statuses every operation of a kind can answer (see `sharedErrors`): 400 for a malformed
 *   request, 422 for a broken rule, 401 without a session, 403 for admins only, a blocked country
 *   or a cross-site cookie request.
 * - Parameters are text, never `null` (parametersNeverNull).
 * - An `operationId` for each operation that has none (`getPerformerFeedsById`), for generated clients.
 * - OpenAPI links from the operations that create something to those that take its id (FLOWS).
 */

import { ERRORS, type ErrorCode } from "../../errors";
import { GEO_OPEN_PATHS } from "../edge/middleware";

/** A JSON document walked generically. */
type Json = any;

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

const ERROR_SCHEMA = { $ref: "#/components/schemas/Error" };

/* ---- Nullable references ---- */

/** Keys that describe a schema rather than constrain it: they stay on the outer schema. */
const ANNOTATIONS = new Set(["description", "title", "example", "examples", "default", "deprecated"]);

function nullableRef(node: Json): Json | null {
  if (Array.isArray(node.oneOf) && node.oneOf.length === 2 && node.oneOf[1]?.type === "null") {
    const { oneOf, ...rest } = node;
    return { ...rest, anyOf: oneOf };
  }
  if (!Array.isArray(node.allOf) || node.allOf.length !== 2 || !node.allOf[0]?.$ref) return null;
  const [ref, extra] = node.allOf;
  if (!Array.isArray(extra?.type) || !extra.type.includes("null")) return null;
  const outer: Json = {};
  const inner: Json = {};
  for (const [key, value] of Object.entries(extra)) {
    if (key === "type") continue;
    (ANNOTATIONS.has(key) ? outer : inner)[key] = value;
  }
  const types = extra.type.filter((t: string) => t !== "null");
  // A type the referenced schema already has adds nothing; constraints beside it stay with it.
  const constrained = Object.keys(inner).length > 0;
  const withRef = constrained
    ? { allOf: [ref, { ...(types.length ? { type: types } : {}), ...inner }] }
    : ref;
  const { allOf: _, ...rest } = node;
  return { ...rest, ...outer, anyOf: [withRef, { type: "null" }] };
}

function fixNullableRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(fixNullableRefs);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = fixNullableRefs(value);
  return nullableRef(out) ?? out;
}

/* ---- Parameters ---- */

/**
 * A query, path or header value is text: it cannot be JSON `null`. The generator marks a coerced
 * number as nullable when `null` would coerce to a valid value (`offset`: Number(null) is 0), which
 * tells a generated client it may send null.
 */
function parametersNeverNull(op: Json) {
  for (const param of op.parameters ?? []) {
    const type = param.schema?.type;
    if (Array.isArray(type) && type.includes("null")) {
      const rest = type.filter((t: string) => t !== "null");
      param.schema.type = rest.length === 1 ? rest[0] : rest;
    }
  }
}

/* ---- Statuses every operation of a kind can answer ---- */

/** Paths a visitor from a site-blocked country still reaches, as the document names them. */
const GEO_OPEN = new Set([...GEO_OPEN_PATHS].map((path) => path.replace(/^\/api/, "")));

/** Whether the operation refuses callers without a session (a `{}` entry makes the login optional). */
const needsSession = (op: Json) =>
  Array.isArray(op.security) &&
  op.security.length > 0 &&
  !op.security.some((entry: Json) => Object.keys(entry).length === 0);

/**
 * The error codes an operation can answer besides its own, from what it takes:
 * - input (parameters or a body): 400 `malformed_request` (a value of the wrong kind, outside an
 *   enum, an unknown field) and 422 `validation_failed` (a missing field, a broken bound);
 * - a JSON body: 400 `malformed_json` and `json_required` (another media type);
 * - a multipart body: 400 `upload_interrupted` and 415 `multipart_required`;
 * - a session required: 401 `unauthorized`; under /admin, 403 `admin_only`;
 * - a cookie session on a call that changes something: 403 `origin_mismatch` (functions/edge);
 * - every path but the few a blocked visitor may reach: 403 `country_blocked`.
 */
function sharedErrors(path: string, method: string, op: Json): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const content = op.requestBody?.content ?? {};
  if ((op.parameters?.length ?? 0) > 0 || op.requestBody)
    codes.push("malformed_request", "validation_failed");
  if (content["application/json"]) codes.push("malformed_json", "json_required");
  if (content["multipart/form-data"]) codes.push("upload_interrupted", "multipart_required");
  if (needsSession(op)) codes.push("unauthorized");
  if (path.startsWith("/admin/")) codes.push("admin_only");
  const cookie = op.security?.some((entry: Json) => Object.hasOwn(entry, "cookie"));
  if (cookie && method !== "get" && method !== "head") codes.push("origin_mismatch");
  if (!GEO_OPEN.has(path)) codes.push("country_blocked");
  return codes;
}

function addErrors(op: Json, codes: ErrorCode[]) {
  op.responses ??= {};
  for (const code of codes) {
    const { status, message } = ERRORS[code];
    const entry = op.responses[status];
    if (!entry) {
      op.responses[status] = {
        description: message,
        content: { "application/json": { schema: ERROR_SCHEMA } },
      };
    } else if (!String(entry.description ?? "").includes(message)) {
      entry.description = entry.description ? `${entry.description}; ${message}` : message;
    }
  }
}

/* ---- operationIds ---- */

const words = (segment: string) =>
  segment
    .replace(/^\{(.+)\}$/, "by-$1")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));

/** `GET /performer/feeds/{id}` → `getPerformerFeedsById`: unique because method and path are. */
const operationIdOf = (method: string, path: string) => method + path.split("/").flatMap(words).join("");

/* ---- Links ---- */

interface Flow {
  /** The create operation, `METHOD /path`. */
  from: string;
  /** Where the new record's id is in its success body. */
  value: string;
  /** The operations that take it: `METHOD /path`, or `METHOD /path?query` for a query parameter. */
  to: string[];
}

/** Create operations and the reads, updates and deletes that take the id they answer. */
const FLOWS: Flow[] = [
  {
    from: "POST /performer/feeds",
    value: "$response.body#/data/_id",
    to: [
      "GET /performer/feeds/{id}",
      "PUT /performer/feeds/{id}",
      "DELETE /performer/feeds/{id}",
      "GET /user/feeds/{id}",
      "POST /user/feeds/vote/{id}",
      "POST /wallet/charges/feed/{id}",
      "POST /wallet/charges/crowdfunding/{id}",
      "GET /comments?objectId",
    ],
  },
  {
    from: "POST /performer/performer-assets/galleries",
    value: "$response.body#/data/_id",
    to: [
      "GET /performer/performer-assets/galleries/{id}/view",
      "PUT /performer/performer-assets/galleries/{id}",
      "DELETE /performer/performer-assets/galleries/{id}",
      "GET /performer-assets/galleries/{id}/view",
      "GET /performer-assets/photos?galleryId",
      "POST /wallet/charges/gallery/{id}",
    ],
  },
  {
    from: "POST /performer/performer-assets/photos/upload",
    value: "$response.body#/data/_id",
    to: [
      "PUT /performer/performer-assets/photos/{id}",
      "DELETE /performer/performer-assets/photos/{id}",
      "POST /performer/performer-assets/photos/set-cover/{id}",
    ],
  },
  {
    from: "POST /performer/performer-assets/products",
    value: "$response.body#/data/_id",
    to: [
      "GET /performer/performer-assets/products/{id}/view",
      "PUT /performer/performer-assets/products/{id}",
      "DELETE /performer/performer-assets/products/{id}",
      "GET /performer-assets/products/{id}",
      "POST /wallet/charges/product/{id}",
      "GET /performer-assets/products/{id}/download-link",
    ],
  },
  {
    from: "POST /performer/performer-assets/videos/upload",
    value: "$response.body#/data/_id",
    to: [
      "GET /performer/performer-assets/videos/{id}/view",
      "PUT /performer/performer-assets/videos/edit/{id}",
      "DELETE /performer/performer-assets/videos/remove-file/{id}",
      "DELETE /performer/performer-assets/videos/{id}",
      "GET /performer-assets/videos/{id}",
      "POST /wallet/charges/video/{id}",
    ],
  },
  {
    from: "POST /conversations",
    value: "$response.body#/data/_id",
    to: [
      "GET /conversations/{id}",
      "PUT /conversations/{id}/update",
      "GET /messages/conversations/{id}",
      "POST /messages/conversations/{id}",
      "POST /messages/read-all/{id}",
      "DELETE /messages/{id}/remove-all-message",
    ],
  },
  {
    from: "POST /messages/conversations/{id}",
    value: "$response.body#/data/_id",
    to: ["DELETE /messages/{id}", "POST /wallet/charges/message/{id}"],
  },
  {
    from: "POST /addresses/create",
    value: "$response.body#/data/_id",
    to: ["PUT /addresses/{id}", "DELETE /addresses/{id}"],
  },
  {
    from: "POST /admin/coupons",
    value: "$response.body#/data/_id",
    to: ["PUT /admin/coupons/{id}", "DELETE /admin/coupons/{id}"],
  },
  {
    from: "POST /admin/coupons",
    value: "$response.body#/data/code",
    to: ["POST /coupons/{code}/apply-coupon"],
  },
  {
    from: "POST /wallet/charges/product/{id}",
    value: "$response.body#/data/orderId",
    to: [
      "GET /orders/{id}",
      "PUT /orders/{id}/update",
      "PUT /orders/{id}/update/delivery-address",
      "POST /admin/orders/{id}/refund",
    ],
  },
  {
    // A cart's checkout answers one order per creator; the link names the first (each order's
    // `_id` goes to the same calls).
    from: "POST /orders/checkout",
    value: "$response.body#/data/orders/0/_id",
    to: [
      "GET /orders/{id}",
      "PUT /orders/{id}/update",
      "PUT /orders/{id}/update/delivery-address",
      "POST /admin/orders/{id}/refund",
    ],
  },
  {
    from: "POST /comments",
    value: "$response.body#/data/_id",
    to: ["PUT /comments/{id}", "DELETE /comments/{id}"],
  },
  {
    from: "POST /streaming/live",
    value: "$response.body#/data/_id",
    to: ["GET /streaming/join/{id}", "PUT /streaming/live/{id}", "POST /wallet/charges/stream/{id}"],
  },
  {
    from: "POST /admin/token-packages",
    value: "$response.body#/data/_id",
    to: ["PUT /admin/token-packages/{id}", "DELETE /admin/token-packages/{id}"],
  },
  {
    from: "POST /admin/posts",
    value: "$response.body#/data/_id",
    to: ["GET /posts/{id}", "PUT /admin/posts/{id}", "DELETE /admin/posts/{id}"],
  },
  {
    from: "POST /admin/site-promo",
    value: "$response.body#/data/_id",
    to: ["PUT /admin/site-promo/{id}", "DELETE /admin/site-promo/{id}"],
  },
  {
    from: "POST /payout-requests",
    value: "$response.body#/data/_id",
    to: [
      "GET /payout-requests/{id}/view",
      "PUT /payout-requests/{id}",
      "POST /admin/payout-requests/{id}/approve",
      "POST /admin/payout-requests/{id}/reject",
      "POST /admin/payout-requests/{id}/paid",
    ],
  },
];

function operation(doc: Json, ref: string): { op: Json; path: string; method: string } {
  const [method, path] = ref.split(" ");
  const op = doc.paths?.[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`OpenAPI link names ${ref}, which the document does not have`);
  return { op, path, method: method.toLowerCase() };
}

function addLinks(doc: Json) {
  for (const flow of FLOWS) {
    const from = operation(doc, flow.from);
    const success = Object.keys(from.op.responses).find((status) => status.startsWith("2"));
    if (!success) throw new Error(`${flow.from} has no success answer to link from`);
    const response = from.op.responses[success];
    for (const target of flow.to) {
      const [ref, query] = target.split("?");
      const to = operation(doc, ref);
      const param = query ?? /\{([^}]+)\}/.exec(to.path)?.[1];
      if (!param) throw new Error(`${target} takes no parameter to link to`);
      response.links ??= {};
      response.links[to.op.operationId] = {
        operationId: to.op.operationId,
        parameters: { [param]: flow.value },
        description: `The ${param} of ${to.method.toUpperCase()} ${to.path} is the one this answers.`,
      };
    }
  }
}

/** The generated document, finished (see the module's comment). */
export function finishDocument(generated: Json): Json {
  const doc = fixNullableRefs(generated);
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= operationIdOf(method, path);
      parametersNeverNull(op);
      addErrors(op, sharedErrors(path, method, op));
      op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  addLinks(doc);
  return doc;
}
