// A fuzz-like mix of API requests built from the app's own OpenAPI document, the way an outside
// fuzzer (Schemathesis) drives it: every operation, anonymous and logged in as a fan, a creator and
// the admin, with bodies that follow the schema, empty bodies and bodies that are not JSON.
// Deterministic (a seeded generator), so two runs send the same requests.

/** Operations left out: they end the caller's own session or change the site for everyone. */
const SKIP = [
  ["POST", "/auth/logout"],
  ["PUT", "/admin/settings"],
  ["PUT", "/admin/settings/{key}"],
  ["POST", "/admin/site-blocks/countries"],
];

/** A small seeded PRNG (mulberry32): the same seed gives the same mix. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value that fits `schema` (first enum, example, bounds), following $ref into components. */
function sample(doc, schema, depth = 0) {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return sample(doc, doc.components.schemas[schema.$ref.split("/").pop()], depth + 1);
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    if (schema[key]) {
      const parts = schema[key].map((s) => sample(doc, s, depth + 1)).filter((v) => v !== null);
      if (key === "allOf" && parts.every((p) => typeof p === "object")) return Object.assign({}, ...parts);
      return parts[0] ?? null;
    }
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "email") return "fuzz@bench.local";
      if (schema.format === "date-time") return new Date().toISOString();
      if (schema.format === "uri") return "https://example.com/";
      return "x".repeat(Math.max(1, schema.minLength ?? 4));
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case "boolean":
      return true;
    case "array":
      return schema.minItems ? [sample(doc, schema.items, depth + 1)] : [];
    case "object":
    case undefined: {
      const out = {};
      for (const [name, prop] of Object.entries(schema.properties ?? {}))
        out[name] = sample(doc, prop, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

/**
 * `count` requests over the document's operations (in a seeded order). `who` is the callers:
 * `[{ token: null }, { token, userId }, ...]` (null token: anonymous), taken in turn. `ids` are
 * real ids for path parameters (a creator's, a user's), used for half of them; the other half
 * get an id that does not exist. Each request carries `op` ("METHOD /path") and `caller` (index).
 */
export function apiMix(doc, { count, who, ids, seed = 18 }) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const m = method.toUpperCase();
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(m)) continue;
      if (SKIP.some(([sm, sp]) => sm === m && sp === path)) continue;
      operations.push({ method: m, path, op });
    }
  }
  const requests = [];
  for (let i = 0; i < count; i++) {
    const { method, path, op } = pick(operations);
    const callerIndex = i % who.length;
    const caller = who[callerIndex];
    const query = new URLSearchParams();
    let url = path;
    const headers = {};
    for (const p of op.parameters ?? []) {
      if (p.in === "path") {
        const id =
          random() < 0.5
            ? pick(ids)
            : Math.floor(random() * 2 ** 48)
                .toString(16)
                .padStart(24, "0");
        url = url.replace(`{${p.name}}`, encodeURIComponent(id));
      } else if (p.in === "query" && (p.required || random() < 0.3)) {
        query.set(p.name, String(sample(doc, p.schema)));
      } else if (p.in === "header" && p.name === "idempotency-key") {
        headers["idempotency-key"] = `mix-${seed}-${i}`;
      }
    }
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    let body;
    if (op.requestBody) {
      const content = op.requestBody.content ?? {};
      const shape = random();
      // As a fuzzer does: mostly what the schema describes, sometimes an empty or a broken body
      // (JSON even where the operation takes a multipart form); no body where it takes none.
      const schema = content["application/json"]?.schema ?? content["multipart/form-data"]?.schema;
      headers["content-type"] = "application/json";
      if (shape < 0.6) body = JSON.stringify(sample(doc, schema) ?? {});
      else if (shape < 0.8) body = "{}";
      else body = "{not json";
    }
    const qs = query.toString();
    requests.push({
      method,
      path: `/api${url}${qs ? `?${qs}` : ""}`,
      headers,
      body,
      op: `${method} ${path}`,
      caller: callerIndex,
    });
  }
  return requests;
}
