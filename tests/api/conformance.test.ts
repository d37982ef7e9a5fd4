/**
 * The API document is the contract. For every operation of /api/openapi.json:
 * well-formed requests built from its own schemas, as anonymous, fan, creator and admin, and
 * malformed ones (unreadable JSON, values of the wrong kind, values past a bound, required fields
 * missing, an over-long path id). Every answer must be below 500, have a status the operation lists,
 * and a JSON body the schema listed for that status accepts (Ajv, JSON Schema 2020-12). A login the
 * document requires must be required, and one it does not must not be; a malformed request is
 * refused (4xx), a well-formed one never as malformed (400).
 *
 * Path ids come from records made before the run (`fixtures`); each operation gets fresh sessions,
 * and DELETE operations run last, so no operation's run takes another's records or logins away.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomToken, sha256Hex } from "#functions/lib/ids";
import worker from "#functions/worker";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { sessions } from "../../drizzle/schema/users";
import { BASE, call, createUser, db, type TestUser, unique } from "../helpers/api";
import {
  createGalleryVia,
  createProductVia,
  subscribe,
  uploadPhotoVia,
  uploadVideoVia,
} from "../helpers/assets";
import { freshIp } from "../helpers/auth";
import { createFeed, uploadFeedFile } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";
import { fund } from "../helpers/money";
import {
  type OpenApiDoc,
  type Operation,
  type Parameter,
  Sampler,
  type Schema,
} from "../helpers/openapi-sample";

const doc = (await call("/api/openapi.json")).json as OpenApiDoc;

type Role = "anonymous" | "fan" | "creator" | "admin";
const ROLES: Role[] = ["anonymous", "fan", "creator", "admin"];
/** The setting the settings calls write, set to its own default so no other test sees a change. */
const SETTING = { key: "siteName", value: "Fanverse" };
/** A country no other test uses, for the country-block calls. */
const COUNTRY = "AQ";

interface Fixtures {
  fan: TestUser;
  fan2: TestUser;
  creator: TestUser;
  creator2: TestUser;
  admin: TestUser;
  ids: Record<string, string>;
}
let fx: Fixtures;

const ok = (res: { status: number; text: string }, what: string) => {
  if (res.status >= 300) throw new Error(`fixture ${what}: ${res.status} ${res.text}`);
};

async function makeFixtures(): Promise<Fixtures> {
  const [fan, fan2, creator, creator2, admin] = await Promise.all([
    createUser("fan"),
    createUser("fan"),
    createUser("performer"),
    createUser("performer"),
    createUser("admin"),
  ]);
  const ids: Record<string, string> = {};
  const as = (user: TestUser | null, path: string, body?: unknown, method?: string) =>
    call(`/api${path}`, { token: user?.token, body, method, headers: { "cf-connecting-ip": freshIp() } });
  await subscribe(fan, creator.id);
  await fund(fan.id, 500);
  ids.feed = (await createFeed(creator.token, { type: "text", text: "<p>Hello fans</p>" }))._id;
  const poll = await as(creator, "/performer/feeds/polls", { question: "Which?", options: ["One", "Two"] });
  ok(poll, "poll");
  ids.pollOption = poll.json.data.options[0]._id;
  ids.pollFeed = (
    await createFeed(creator.token, { type: "poll", text: "Vote", pollId: poll.json.data._id })
  )._id;
  const goal = await as(creator, "/performer/feeds/crowdfunding", {
    goal: 100,
    deadline: "2030-01-01T00:00:00Z",
  });
  ok(goal, "goal");
  ids.goalFeed = (
    await createFeed(creator.token, {
      type: "crowdfunding",
      text: "Help",
      crowdfundingId: goal.json.data._id,
    })
  )._id;
  ids.saleFeed = (
    await createFeed(creator.token, { type: "text", text: "For sale", isSale: true, price: 2 })
  )._id;
  ids.file = (await uploadFeedFile(creator.token, "photo"))._id;
  ids.gallery = (await createGalleryVia(creator.token, { isSale: true, price: 3 }))._id;
  ids.photo = (await uploadPhotoVia(creator.token, ids.gallery))._id;
  ids.video = (await uploadVideoVia(creator.token, { isSale: "true", price: "2" }))._id;
  ids.product = (await createProductVia(creator.token, { stock: "50" }))._id;
  const comment = await as(fan, "/comments", { objectType: "feed", objectId: ids.feed, content: "Nice" });
  ok(comment, "comment");
  ids.comment = comment.json.data._id;
  const conversation = await as(fan, "/conversations", { source: "performer", sourceId: creator.id });
  ok(conversation, "conversation");
  ids.conversation = conversation.json.data._id;
  const message = await as(fan, `/messages/conversations/${ids.conversation}`, { text: "Hi" });
  ok(message, "message");
  ids.message = message.json.data._id;
  const live = await as(creator, "/streaming/live", { title: "Conformance night" });
  ok(live, "stream");
  ids.stream = live.json.data._id;
  // Ended by PUT /streaming/live/{id}, so that the calls on the first stream find it live.
  const otherLive = await as(creator2, "/streaming/live", { title: "Another night" });
  ok(otherLive, "second stream");
  ids.otherStream = otherLive.json.data._id;
  ids.pendingCreator = (await createUser("performer", { verified: false })).id;
  ids.publicChat = live.json.data.conversationId;
  const address = await as(fan, "/addresses/create", {
    name: "Fan",
    country: "US",
    city: "Austin",
    streetAddress: "1 Main St",
  });
  ok(address, "address");
  ids.address = address.json.data._id;
  const bought = await as(fan, `/wallet/charges/product/${ids.product}`, { deliveryAddressId: ids.address });
  ok(bought, "order");
  ids.charge = bought.json.data._id;
  ids.order = bought.json.data.orderId;
  const coupon = await as(admin, "/admin/coupons", {
    code: unique("C").toUpperCase(),
    type: "fixed",
    value: 1,
  });
  ok(coupon, "coupon");
  ids.coupon = coupon.json.data._id;
  ids.couponCode = coupon.json.data.code;
  const tokenPackage = await as(admin, "/admin/token-packages", { name: "Pack", price: 10, tokens: 10 });
  ok(tokenPackage, "token package");
  ids.package = tokenPackage.json.data._id;
  const report = await as(fan, "/reports", { target: "feed", targetId: ids.saleFeed, description: "Spam" });
  ok(report, "report");
  ids.report = report.json.data._id;
  const page = await as(admin, "/admin/posts", { title: `Page ${unique()}` });
  ok(page, "site page");
  ids.page = page.json.data._id;
  const banner = await as(admin, "/admin/site-promo", { title: "Banner", imageUrl: "/logo.svg" });
  ok(banner, "banner");
  ids.banner = banner.json.data._id;
  const contact = await as(null, "/contact", {
    name: "Visitor",
    email: "visitor@example.com",
    message: "Hello",
  });
  ok(contact, "contact message");
  ids.contact = contact.json.data._id;
  const card = await as(fan, "/stripe/cards", { cardId: "pm_card_visa" });
  ok(card, "card");
  ids.card = card.json.data.card._id;
  const transactions = await as(fan, "/payment/transactions/user/search");
  ids.transaction = transactions.json.data.data[0]?._id ?? "000000000000000000000000";
  await subscribe(fan2, creator.id);
  const [subscription] = await db()
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, fan2.id));
  ids.subscription = subscription.id;
  ids.payout = "000000000000000000000000";
  return { fan, fan2, creator, creator2, admin, ids };
}

/** A new session for `user`, so an operation that ends sessions cannot end another's. */
async function sessionFor(user: TestUser): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db()
    .insert(sessions)
    .values({
      id: crypto.randomUUID(),
      tokenHash: await sha256Hex(token),
      userId: user.id,
      expiresAt: now + 3_600_000,
      createdAt: now,
    });
  return token;
}

/* ---- Values for path parameters and named fields ---- */

/** Which record a path parameter names, by the operation's path (first match wins). */
const PATH_VALUES: [RegExp, (f: Fixtures) => string][] = [
  [/^\/admin\/settings\/\{key\}/, () => SETTING.key],
  [/\/site-blocks\/countries\/\{code\}/, () => COUNTRY],
  [/^\/admin\/performers\/\{id\}\/verification/, (f) => f.ids.pendingCreator],
  [/^\/admin\/(users|performers)\/\{id\}/, (f) => f.creator2.id],
  [/^\/streaming\/live\/\{id\}/, (f) => f.ids.otherStream],
  [/^\/admin\/wallets\/\{userId\}/, (f) => f.fan.id],
  [/^\/admin\/wallet\/charges\/\{id\}/, (f) => f.ids.charge],
  [/^\/admin\/orders\/\{id\}/, (f) => f.ids.order],
  [/payout-requests\/\{id\}/, (f) => f.ids.payout],
  [/reports\/\{id\}/, (f) => f.ids.report],
  [/posts\/\{id\}/, (f) => f.ids.page],
  [/site-promo\/\{id\}/, (f) => f.ids.banner],
  [/contact-messages\/\{id\}/, (f) => f.ids.contact],
  [/token-packages\/\{id\}/, (f) => f.ids.package],
  [/^\/admin\/coupons\/\{id\}/, (f) => f.ids.coupon],
  [/^\/coupons\/\{code\}/, (f) => f.ids.couponCode],
  [/^\/files\/\{id\}/, (f) => f.ids.file],
  [/^\/users\/\{id\}\/avatar/, (f) => f.fan.id],
  [/^\/users\/view\/\{id\}/, (f) => f.creator.id],
  [/^\/performers\/\{id\}/, (f) => f.creator.id],
  [/^\/follows\/\{performerId\}/, (f) => f.creator2.id],
  [/^\/performer-assets\/photos\/\{performerId\}/, (f) => f.creator.id],
  [/^\/block\/users\/\{id\}/, (f) => f.fan2.id],
  [/^\/wallet\/charges\/tip\/\{id\}/, (f) => f.creator.id],
  [/^\/wallet\/charges\/feed\/\{id\}/, (f) => f.ids.saleFeed],
  [/^\/wallet\/charges\/crowdfunding\/\{id\}/, (f) => f.ids.goalFeed],
  [/^\/wallet\/charges\/message\/\{id\}/, (f) => f.ids.message],
  [/^\/wallet\/charges\/stream\/\{id\}/, (f) => f.ids.stream],
  [/^\/user\/feeds\/vote\/\{id\}/, (f) => f.ids.pollFeed],
  [/feeds\/\{id\}/, (f) => f.ids.feed],
  [/galleries\/\{id\}/, (f) => f.ids.gallery],
  [/gallery\/\{id\}/, (f) => f.ids.gallery],
  [/photos\/(set-cover\/)?\{id\}/, (f) => f.ids.photo],
  [/videos\//, (f) => f.ids.video],
  [/video\/\{id\}/, (f) => f.ids.video],
  [/products?\/\{id\}/, (f) => f.ids.product],
  [/^\/comments\/\{id\}/, (f) => f.ids.comment],
  [/stream\/public\/\{id\}|^\/streaming\/(live|join)\/\{id\}|stream\/\{id\}/, (f) => f.ids.stream],
  [/public\/(conversations\/)?\{id\}/, (f) => f.ids.publicChat],
  [/^\/messages\/\{id\}$/, (f) => f.ids.message],
  [
    /conversations\/\{id\}|read-all\/\{id\}|^\/messages\/\{id\}\/remove-all|\{conversationId\}/,
    (f) => f.ids.conversation,
  ],
  [/^\/addresses\/\{id\}/, (f) => f.ids.address],
  [/^\/payment\/transactions\/\{id\}/, (f) => f.ids.transaction],
  [/^\/payment-cards\/\{id\}/, (f) => f.ids.card],
  [/(cancel|resume)-subscription\/\{id\}/, (f) => f.ids.subscription],
  [/^\/orders\/\{id\}/, (f) => f.ids.order],
];

function pathValue(path: string, param: Parameter, sampler: Sampler): string {
  if (param.name === "country") return "US";
  if (param.name === "state") return "CA";
  if (param.name === "type" && path.startsWith("/reactions/")) return "feeds";
  if (param.name === "provider") return "wallet";
  if (param.schema.enum) return String(param.schema.enum[0]);
  const found = PATH_VALUES.find(([pattern]) => pattern.test(path));
  return found ? found[1](fx) : String(sampler.valid(param.schema, param.name));
}

/** A value for a field the schema alone cannot choose well; undefined: let the schema choose. */
/** Optional fields worth sending: without them the call has nothing to do, or cannot succeed. */
const OPTIONAL_HINTS = new Set(["value", "imageUrl", "deliveryAddressId", "text"]);

function hintFor(name: string, path: string, optional = false): unknown {
  const ids = fx.ids;
  if (optional && !OPTIONAL_HINTS.has(name) && !(name === "performerId" && path.includes("/search")))
    return undefined;
  switch (name) {
    case "username":
      return path === "/auth/login" ? fx.fan.username : unique("user");
    case "email":
      return /forgot|email-verification/.test(path) ? fx.fan.email : `${unique("mail")}@example.com`;
    case "password":
    case "currentPassword":
      return "Secret123!";
    case "performerId":
      return path === "/payment/subscribe/performers" ? fx.creator2.id : fx.creator.id;
    case "source":
      return "performer";
    case "sourceId":
      return fx.creator.id;
    case "objectId":
      return ids.feed;
    case "objectType":
      return "feed";
    case "target":
      return "feed";
    case "targetId":
      return path === "/block/users" ? fx.fan2.id : ids.feed;
    case "galleryId":
      return ids.gallery;
    case "conversationId":
      return path.includes("public") ? ids.publicChat : ids.conversation;
    case "streamId":
      return ids.stream;
    case "optionId":
      return ids.pollOption;
    case "deliveryAddressId":
      return ids.address;
    case "packageId":
      return ids.package;
    case "cardId":
      return path === "/stripe/cards" ? "pm_card_visa" : ids.card;
    case "code":
      return path === "/admin/coupons" ? unique("C").toUpperCase() : undefined;
    case "countryCodes":
      return [COUNTRY];
    case "keys":
      return [SETTING.key];
    case "values":
      return { [SETTING.key]: SETTING.value };
    case "value":
      return path.startsWith("/admin/settings") ? SETTING.value : undefined;
    case "action":
      return path.includes("/resolve") ? "dismiss" : undefined;
    case "decision":
      return "approved";
    case "keyword":
      return "beach";
    case "returnPath":
    case "returnTo":
      return "/wallet";
    case "redirectUri":
      return `${BASE}/auth/google/callback`;
    case "imageUrl":
      return "/logo.svg";
    case "text":
      return "Hello";
    default:
      return undefined;
  }
}

/* ---- Requests ---- */

interface Case {
  label: string;
  role: Role;
  /** Expected kind of answer beyond the document: a malformed request is refused. */
  malformed: boolean;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { json?: unknown; raw?: string; type?: string; form?: FormData };
}

/** A multipart form for the body schema, each file field a real sample file. */
function multipartForm(
  schema: Schema,
  sampler: Sampler,
  path: string,
  fields?: Record<string, unknown>,
): FormData {
  const { properties, required } = sampler.objectShape(schema);
  const out = new FormData();
  const values = fields ?? Object.fromEntries(required.map((name) => [name, undefined]));
  for (const [name, given] of Object.entries(values)) {
    const prop = sampler.resolve(properties[name] ?? {});
    const isFile = prop.format === "binary" || prop.items?.format === "binary";
    if (isFile && given === undefined) {
      const video = /video/.test(path) && name === "file";
      out.append(name, video ? sampleFile("mp4") : sampleFile("png"));
      continue;
    }
    const value = given !== undefined ? given : (hintFor(name, path) ?? multipartValue(name, prop, sampler));
    out.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return out;
}

/** Multipart fields documented as plain types: words where the type alone says too little. */
function multipartValue(name: string, prop: Schema, sampler: Sampler): unknown {
  if (name === "type") return "physical";
  if (name === "price") return "5";
  return sampler.valid(prop, name);
}

function buildRequests(path: string, op: Operation, sampler: Sampler): Case[] {
  const params = op.parameters ?? [];
  const basePath = (override?: (p: Parameter) => string | undefined) =>
    path.replace(/\{([^}]+)\}/g, (_, name) => {
      const param = params.find((p) => p.in === "path" && p.name === name)!;
      return encodeURIComponent(override?.(param) ?? pathValue(path, param, sampler));
    });
  const query = (pick: (p: Parameter) => unknown) => {
    const out: Record<string, string> = {};
    for (const p of params.filter((x) => x.in === "query")) {
      const value = pick(p);
      if (value !== undefined) out[p.name] = typeof value === "string" ? value : JSON.stringify(value);
    }
    return out;
  };
  const headers = () => {
    const out: Record<string, string> = { "cf-connecting-ip": freshIp() };
    for (const p of params.filter((x) => x.in === "header" && x.required)) {
      out[p.name] = String(sampler.valid(p.schema, p.name));
    }
    if (params.some((p) => p.in === "header" && p.name === "idempotency-key"))
      out["idempotency-key"] = unique("key");
    return out;
  };
  const validQuery = () =>
    query((p) => (p.required ? sampler.valid(p.schema, p.name) : hintFor(p.name, path, true)));
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content["application/json"]?.schema;
  const formSchema = content["multipart/form-data"]?.schema;
  const validBody = (): Case["body"] => {
    if (jsonSchema) return { json: sampler.valid(jsonSchema) };
    if (formSchema) return { form: multipartForm(formSchema, sampler, path) };
    return undefined;
  };
  const natural: Role = path.startsWith("/admin") ? "admin" : "creator";
  const out: Case[] = [];
  const malformed = (label: string, parts: Partial<Case>) =>
    out.push({
      label,
      role: natural,
      malformed: true,
      path: basePath(),
      query: validQuery(),
      headers: headers(),
      body: validBody(),
      ...parts,
    });

  // Malformed first: they must change nothing.
  for (const p of params.filter((x) => x.in === "path" && x.schema.maxLength)) {
    malformed(`over-long path ${p.name}`, {
      path: basePath((q) => (q === p ? "a".repeat(p.schema.maxLength + 1) : undefined)),
    });
  }
  const queryParams = params.filter((x) => x.in === "query");
  const wrongQuery = query((p) => {
    const types = sampler.types(p.schema);
    if (p.schema.enum) return "not-one-of-these";
    if (types.includes("integer") || types.includes("number")) return "not-a-number";
    if (types.includes("boolean")) return "maybe";
    return undefined;
  });
  if (Object.keys(wrongQuery).length) malformed("query values of the wrong kind", { query: wrongQuery });
  const farQuery = query((p) => sampler.outOfRange(p.schema));
  if (Object.keys(farQuery).length)
    malformed("query values past a bound", { query: { ...validQuery(), ...farQuery } });
  if (queryParams.some((p) => p.required)) malformed("required query missing", { query: {} });
  if (jsonSchema) {
    const { properties, required } = sampler.objectShape(jsonSchema);
    malformed("unreadable JSON", { body: { raw: '{"unclosed": ', type: "application/json" } });
    malformed("not JSON", { body: { raw: "hello", type: "text/plain" } });
    const valid = sampler.valid(jsonSchema) as Record<string, unknown>;
    const wrong: Record<string, unknown> = {};
    const far: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(properties)) {
      const w = sampler.wrongKind(schema);
      if (w !== undefined) wrong[name] = w;
      const f = sampler.outOfRange(schema);
      if (f !== undefined) far[name] = f;
    }
    if (Object.keys(wrong).length)
      malformed("body values of the wrong kind", { body: { json: { ...valid, ...wrong } } });
    if (Object.keys(far).length)
      malformed("body values past a bound", { body: { json: { ...valid, ...far } } });
    if (required.length) malformed("required body fields missing", { body: { json: {} } });
    if (op.requestBody?.required) malformed("body of the wrong kind", { body: { json: [] } });
  }
  if (formSchema) {
    const { properties, required } = sampler.objectShape(formSchema);
    malformed("JSON instead of multipart", { body: { json: {} } });
    if (required.length) malformed("required form fields missing", { body: { form: new FormData() } });
    const far: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(properties)) {
      const f = sampler.outOfRange(schema);
      if (f !== undefined && sampler.resolve(schema).format !== "binary") far[name] = f;
    }
    if (Object.keys(far).length) {
      const fields = { ...Object.fromEntries(required.map((n) => [n, undefined])), ...far };
      malformed("form values past a bound", {
        body: { form: multipartForm(formSchema, sampler, path, fields) },
      });
    }
  }
  for (const role of ROLES) {
    out.push({
      label: "well-formed",
      role,
      malformed: false,
      path: basePath(),
      query: validQuery(),
      headers: headers(),
      body: validBody(),
    });
  }
  return out;
}

/* ---- Checking answers ---- */

const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false, multipleOfPrecision: 6 });
addFormats(ajv);
ajv.addFormat("binary", true);
ajv.addSchema(doc, "openapi.json");
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
/** The validator of the schema at `ref` in the document, compiled once. */
function validatorFor(ref: string) {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** The codes that say a request is not of the shape the document gives (a well-formed one never gets them). */
const MALFORMED_CODES = new Set([
  "malformed_request",
  "malformed_json",
  "json_required",
  "multipart_required",
]);

const needsSession = (op: Operation) =>
  Array.isArray(op.security) &&
  op.security.length > 0 &&
  !op.security.some((s) => Object.keys(s).length === 0);

interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
  text: string;
}

/**
 * One request through the Worker's fetch handler. Called directly rather than through SELF: in the
 * Workers test pool each SELF.fetch makes the next one of the same test file slower (2 ms at first,
 * 70 ms after 300), and this test makes thousands.
 */
async function send(
  method: string,
  request: Case,
  tokens: Record<Role, string | undefined>,
): Promise<Answer> {
  const search = new URLSearchParams(request.query).toString();
  const headers = new Headers(request.headers);
  const token = tokens[request.role];
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: string | FormData | undefined;
  if (request.body?.form) body = request.body.form;
  else if (request.body?.raw !== undefined) {
    body = request.body.raw;
    headers.set("content-type", request.body.type ?? "application/json");
  } else if (request.body && "json" in request.body) {
    body = JSON.stringify(request.body.json);
    headers.set("content-type", "application/json");
  }
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api${request.path}${search ? `?${search}` : ""}`, {
      method: method.toUpperCase(),
      headers,
      body,
      redirect: "manual",
    }) as Parameters<typeof worker.fetch>[0],
    env,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, headers: res.headers, json, text };
}

/** What is wrong with one answer, in words; empty when it keeps the contract. */
function check(path: string, method: string, op: Operation, request: Case, res: Answer) {
  const found: string[] = [];
  const where = `${request.label} as ${request.role}`;
  const documented = op.responses[String(res.status)];
  if (res.status >= 500) found.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
  else if (!documented)
    found.push(`${where}: status ${res.status} is not documented (${res.text.slice(0, 160)})`);
  if (documented && res.json !== null && res.headers.get("content-type")?.includes("json")) {
    const schema = documented.content?.["application/json"]?.schema;
    if (!schema) found.push(`${where}: ${res.status} has a JSON body the document does not describe`);
    else {
      const ref = `openapi.json#/${pointer("paths", path, method, "responses", String(res.status), "content", "application/json", "schema")}`;
      const validate = validatorFor(ref);
      if (!validate(res.json)) {
        const [first] = validate.errors ?? [];
        found.push(
          `${where}: ${res.status} body does not match its schema at ${first?.instancePath}: ${first?.message}`,
        );
      }
    }
  }
  if (request.malformed && res.status < 400)
    found.push(`${where}: a malformed request was answered ${res.status}`);
  const code = (res.json as { code?: string } | null)?.code ?? "";
  if (!request.malformed && MALFORMED_CODES.has(code) && request.role !== "anonymous") {
    found.push(
      `${where}: a request built from the document was refused as malformed: ${res.text.slice(0, 200)}`,
    );
  }
  if (!request.malformed && request.role === "anonymous") {
    // A call that requires a login refuses anyone without one, before anything else but its input.
    if (needsSession(op) && ![401, 422, 429].includes(res.status)) {
      found.push(`${where}: answered ${res.status} though the document requires a login`);
    }
    if (!op.security?.length && (code === "unauthorized" || code === "session_expired")) {
      found.push(`${where}: asked for a login the document does not require`);
    }
  }
  return found;
}

/* ---- The run ---- */

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op: op as Operation })),
);
// DELETE operations last: they take records other operations' requests name.
operations.sort((a, b) => Number(a.method === "delete") - Number(b.method === "delete"));

beforeAll(async () => {
  fx = await makeFixtures();
});

afterAll(async () => {
  await call(`/api/admin/site-blocks/countries/${COUNTRY}`, { method: "DELETE", token: fx?.admin.token });
});

describe("every operation keeps the document's contract", () => {
  it("the document is the one served, with operations to check", () => {
    expect(operations.length).toBeGreaterThan(200);
  });

  it("every link names an operation, one of its parameters and a field of the answer it follows", () => {
    const byId = new Map(operations.map((o) => [o.op.operationId, o]));
    const sampler = new Sampler(doc, () => undefined);
    const broken: string[] = [];
    let links = 0;
    for (const { path, method, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [name, link] of Object.entries<{
          operationId: string;
          parameters: Record<string, string>;
        }>(response.links ?? {})) {
          links++;
          const target = byId.get(link.operationId);
          const from = `${method.toUpperCase()} ${path} ${status} → ${name}`;
          if (!target) broken.push(`${from}: no operation ${link.operationId}`);
          for (const [param, expression] of Object.entries(link.parameters)) {
            if (target && !target.op.parameters?.some((p) => p.name === param)) {
              broken.push(`${from}: ${link.operationId} takes no ${param}`);
            }
            // $response.body#/data/_id: each step a property of the answer's schema (or, for a
            // number, an item of its array: data/orders/0/_id).
            let schema: Schema = response.content?.["application/json"]?.schema;
            for (const step of expression.replace("$response.body#/", "").split("/")) {
              if (schema && /^\d+$/.test(step)) schema = sampler.resolve(schema).items;
              else schema = schema && sampler.objectShape(schema).properties[step];
            }
            if (!schema) broken.push(`${from}: the answer has no ${expression}`);
          }
        }
      }
    }
    expect(links).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });

  for (const { path, method, op } of operations) {
    it(`${method.toUpperCase()} ${path}`, async () => {
      const sampler = new Sampler(doc, (name, optional) => hintFor(name, path, optional));
      const requests = buildRequests(path, op, sampler);
      const tokens: Record<Role, string | undefined> = {
        anonymous: undefined,
        fan: await sessionFor(fx.fan),
        creator: await sessionFor(fx.creator),
        admin: await sessionFor(fx.admin),
      };
      const findings: string[] = [];
      // The malformed requests first and together (they change nothing), then the well-formed ones.
      for (const malformed of [true, false]) {
        const batch = requests.filter((request) => request.malformed === malformed);
        const answers = await Promise.all(batch.map((request) => send(method, request, tokens)));
        answers.forEach((res, i) => {
          findings.push(...check(path, method, op, batch[i], res));
        });
      }
      expect(findings).toEqual([]);
    });
  }
});
