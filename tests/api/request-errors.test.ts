/**
 * One conversion of a bad request into the catalogue's error. 400 for a
 * malformed request (wrong type, unknown value or field, bad JSON, a body that is not JSON), 422
 * for a well-formed one that breaks a rule, and every detail says what a person should fix: no raw
 * validator text ("Invalid input: expected string, received undefined") in any answer. Walked
 * over the OpenAPI document, so new calls are covered as they are declared.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ERRORS, type ErrorCode } from "#functions/errors";
import { call, createUser, type TestUser } from "../helpers/api";
import { createProductVia, uploadVideoVia } from "../helpers/assets";

/** What zod says when nobody worded a message; none of it may reach a client. */
const RAW =
  /Invalid input|expected [a-z]+, received|Too (small|big)|Invalid (option|string|format|key|element|union|value)|Unrecognized key|^Required$|Invalid$/;

const SAMPLE_ID = "000000000000000000000000";

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
};
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
let admin: TestUser;

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(doc.components.schemas[schema.$ref.split("/").at(-1)!]) : schema;

/** The types a schema accepts (nullable and unions flattened). */
function typesOf(schema: Schema): Set<string> {
  const s = resolve(schema);
  const out = new Set<string>();
  for (const t of [s.type].flat()) if (t) out.add(t);
  for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
    for (const t of typesOf(sub)) out.add(t);
  }
  return out;
}

/** A value of a type the field does not accept, or undefined when it accepts anything. */
function wrongValue(schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.size === 0) return undefined;
  if (!types.has("object") && !types.has("array")) return { not: "this" };
  if (!types.has("string")) return "not this";
  if (!types.has("number") && !types.has("integer")) return 12345;
  return undefined;
}

const fill = (path: string) => path.replace(/\{[^}]+\}/g, SAMPLE_ID);

function expectHumanDetails(label: string, details: Record<string, string> | undefined) {
  for (const [field, message] of Object.entries(details ?? {})) {
    expect(message, `${label}: ${field}`).not.toMatch(RAW);
    expect(message.length, `${label}: ${field}`).toBeGreaterThan(3);
  }
}

function jsonOperations() {
  const out: { method: string; path: string; schema: Schema }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const json = op.requestBody?.content["application/json"];
      if (json) out.push({ method, path, schema: resolve(json.schema) });
    }
  }
  return out;
}

beforeAll(async () => {
  doc = (await call("/api/openapi.json")).json;
  admin = await createUser("admin");
});

describe("a field of the wrong type is a malformed request", () => {
  it("every JSON call answers 400 malformed_request with what to fix per field", async () => {
    let checked = 0;
    for (const { method, path, schema } of jsonOperations()) {
      const body: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        const wrong = wrongValue(field);
        if (wrong !== undefined) body[name] = wrong;
      }
      if (Object.keys(body).length === 0) continue;
      const label = `${method.toUpperCase()} ${path}`;
      const res = await call(`/api${fill(path)}`, { method: method.toUpperCase(), token: admin.token, body });
      expect(res.status, `${label}: ${res.text}`).toBe(400);
      expect(res.json.code, label).toBe("malformed_request");
      expect(Object.keys(res.json.details ?? {}).length, label).toBeGreaterThan(0);
      expectHumanDetails(label, res.json.details);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe("a missing required field breaks a rule", () => {
  it("every JSON call with required fields answers 422 naming each, in plain words", async () => {
    let checked = 0;
    for (const { method, path, schema } of jsonOperations()) {
      if (!schema.required?.length) continue;
      const label = `${method.toUpperCase()} ${path}`;
      const res = await call(`/api${fill(path)}`, {
        method: method.toUpperCase(),
        token: admin.token,
        body: {},
      });
      expect(res.status, `${label}: ${res.text}`).toBe(422);
      expect(res.json.code, label).toBe("validation_failed");
      for (const field of schema.required) expect(res.json.details, label).toHaveProperty(field);
      expectHumanDetails(label, res.json.details);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("says it the way a person reads it", async () => {
    const login = await call("/api/auth/login", { body: {} });
    expect(login.status).toBe(422);
    expect(login.json.details).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    const tooLong = await call("/api/auth/login", { body: { username: "a".repeat(300), password: "x" } });
    expect(tooLong.status).toBe(422);
    expectHumanDetails("login", tooLong.json.details);
  });
});

describe("lists refuse malformed paging", () => {
  it("every list: sort outside asc/desc and a non-numeric limit are 400, limit over 100 is 422", async () => {
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const op = ops.get;
      const names = new Set(op?.parameters?.filter((p) => p.in === "query").map((p) => p.name));
      if (!names.has("sort") || !names.has("limit")) continue;
      // Lists that need a parameter of their own get it; the paging check runs all the same.
      const base = `/api${fill(path)}?galleryId=${SAMPLE_ID}&objectType=feed&objectId=${SAMPLE_ID}&q=a`;
      const cases: [string, number, string][] = [
        ["sort=sideways", 400, "sort"],
        ["limit=many", 400, "limit"],
        ["limit=1000", 422, "limit"],
      ];
      if (names.has("sortBy")) cases.push(["sortBy=constructor", 400, "sortBy"]);
      for (const [query, status, field] of cases) {
        const res = await call(`${base}&${query}`, { token: admin.token });
        expect(res.status, `GET ${path}?${query}: ${res.text}`).toBe(status);
        expect(res.json.details, `GET ${path}?${query}`).toHaveProperty(field);
        expectHumanDetails(`GET ${path}?${query}`, res.json.details);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
    const limit = await call("/api/performers/user/search?limit=1000");
    expect(limit.json.details).toEqual({ limit: "Limit must be at most 100" });
  });
});

describe("a body that cannot be read", () => {
  const catalogueShape = (json: Record<string, unknown>) =>
    expect(Object.keys(json).sort()).toEqual(["code", "error", "message", "statusCode"]);

  it("bad JSON and a body that is not JSON are 400 in the catalogue's shape", async () => {
    const fan = await createUser("fan");
    const bad = await call("/api/users", { method: "PUT", token: fan.token, body: "{oops" });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("malformed_json");
    catalogueShape(bad.json);
    for (const [path, method] of [
      ["/api/users", "PUT"],
      ["/api/auth/login", "POST"],
      ["/api/reports", "POST"],
    ]) {
      const res = await call(path, {
        method,
        token: fan.token,
        body: "name=x",
        headers: { "content-type": "text/plain" },
      });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(400);
      expect(["json_required", "malformed_json"]).toContain(res.json.code);
      catalogueShape(res.json);
    }
  });
});

describe("multipart calls given JSON", () => {
  it("every multipart create and edit answers 415 multipart_required and changes nothing", async () => {
    const creator = await createUser("performer");
    const video = await uploadVideoVia(creator.token, { title: "Before" });
    const product = await createProductVia(creator.token, { name: "Before" });
    const ids = new Map([
      ["videos", video._id],
      ["products", product._id],
      ["users", creator.id],
      ["performers", creator.id],
    ]);
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.requestBody?.content["multipart/form-data"]) continue;
        const kind = [...ids.keys()].find((k) => path.includes(`/${k}/`));
        const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          // A parameter with a fixed set of values (the ID check's step) takes one of them.
          const values = op.parameters?.find((p) => p.in === "path" && p.name === name)?.schema?.enum;
          if (values?.length) return String(values[0]);
          expect(kind, `${path} needs an item of a known kind`).toBeDefined();
          return ids.get(kind!)!;
        });
        const res = await call(`/api${filled}`, {
          method: method.toUpperCase(),
          token: creator.token,
          body: { title: "After", name: "After", price: 9 },
        });
        expect(res.status, `${method.toUpperCase()} ${path}: ${res.text}`).toBe(415);
        expect(res.json).toMatchObject({ statusCode: 415, code: "multipart_required" });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    const after = await call(`/api/performer/performer-assets/videos/${video._id}/view`, {
      token: creator.token,
    });
    expect(after.json.data.title).toBe("Before");
    const own = await call("/api/performer/performer-assets/products/search", { token: creator.token });
    expect(own.json.data.data.find((p: { _id: string }) => p._id === product._id).name).toBe("Before");
  });
});

describe("one catalogue code per distinct error", () => {
  it("no two codes share a status and a message (but 'Please login!' for no session and an ended one)", () => {
    const seen = new Map<string, string>();
    for (const [code, entry] of Object.entries(ERRORS)) {
      const key = `${entry.status} ${entry.message}`;
      if (seen.has(key))
        expect([seen.get(key), code].sort(), key).toEqual(["session_expired", "unauthorized"]);
      seen.set(key, code);
    }
  });

  it("each kind of missing item answers its own code, as the OpenAPI document declares", async () => {
    const creator = await createUser("performer");
    const cases: [string, string, string][] = [
      ["GET", `/performer/performer-assets/videos/${SAMPLE_ID}/view`, "video_not_found"],
      ["GET", `/performer/performer-assets/galleries/${SAMPLE_ID}/view`, "gallery_not_found"],
      ["GET", `/performer/performer-assets/products/${SAMPLE_ID}/view`, "product_not_found"],
      ["DELETE", `/performer/performer-assets/photos/${SAMPLE_ID}`, "photo_not_found"],
      ["GET", `/performer-assets/videos/${SAMPLE_ID}`, "video_not_found"],
      ["GET", `/posts/${SAMPLE_ID}`, "page_not_found"],
    ];
    for (const [method, path, code] of cases) {
      const res = await call(`/api${path}`, { method, token: creator.token });
      expect(res.status, path).toBe(404);
      expect(res.json.code, path).toBe(code);
      const documented = Object.entries(doc.paths).find(([p]) => fill(p) === path)?.[1][
        method.toLowerCase()
      ] as { responses: Record<string, { description: string }> } | undefined;
      expect(documented?.responses["404"].description, path).toContain(ERRORS[code as ErrorCode].message);
    }
  });
});

describe("the forms use the same words", () => {
  it("a form sent empty shows what to fix per field, never raw validator text", async () => {
    const pages: [string, string | undefined, Record<string, string>][] = [
      ["/auth/register", undefined, {}],
      ["/auth/login", undefined, {}],
      ["/auth/forgot-password", undefined, {}],
      ["/contact", undefined, {}],
    ];
    for (const [page, token, fields] of pages) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const res = await call(page, {
        method: "POST",
        form,
        headers: {
          origin: "https://app.test",
          host: "app.test",
          ...(token ? { cookie: `token=${token}` } : {}),
        },
      });
      expect(res.status, `${page}: ${res.text.slice(0, 200)}`).toBe(422);
      expect(res.text, page).not.toMatch(RAW);
    }
  });
});
