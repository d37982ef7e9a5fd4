/**
 * The Stripe stand-in: a local server that answers the Stripe API calls the platform makes (the
 * official `stripe` SDK works against it unchanged), serves the hosted pages in place of Stripe's
 * and sends signed webhook events. Offline runs and tests use it instead of Stripe.
 *
 *   const stripe = await startStripeStandin({ port: 12111, webhookUrl, webhookSecret });
 *   new Stripe("sk_test_x", { host: "127.0.0.1", port: 12111, protocol: "http" });
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Ctx } from "./context";
import { control } from "./controls";
import { API_VERSION } from "./objects";
import { hostedPage } from "./pages";
import { type FormObject, Params, parseForm, randomToken, StripeError } from "./protocol";
import { ROUTES, type Route } from "./routes";
import { Store } from "./state";
import { AUTOMATIC, newWebhookSecret, Webhooks } from "./webhooks";

export interface StripeStandinOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Where events are POSTed; without it events are only stored (and listed, and signable). */
  webhookUrl?: string;
  /** Signs deliveries to `webhookUrl` and `/_standin/events/:id/signed`; generated when not given. */
  webhookSecret?: string;
  /** Waits before each retry of a failed delivery (default 0.2, 0.5, 1, 2 and 4 s: five retries). */
  retryDelaysMs?: number[];
}

export interface StripeStandin {
  /** The base URL, e.g. `http://127.0.0.1:12111` (what `STRIPE_API_BASE` holds). */
  url: string;
  port: number;
  webhookSecret: string;
  /** Resolves once every webhook delivery so far has finished (or given up). */
  deliveriesSettled(): Promise<void>;
  close(): Promise<void>;
}

const HOST = "127.0.0.1";
const MAX_BODY = 1024 * 1024;

interface Saved {
  fingerprint: string;
  status: number;
  body: string;
}

export async function startStripeStandin(options: StripeStandinOptions = {}): Promise<StripeStandin> {
  const webhookSecret = options.webhookSecret ?? newWebhookSecret();
  const store = new Store();
  const webhooks = new Webhooks(store, {
    url: options.webhookUrl ?? null,
    secret: webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [200, 500, 1000, 2000, 4000],
  });
  const idempotency = new Map<string, Saved>();
  let baseUrl = "";

  const reset = () => {
    webhooks.reset();
    store.clear();
    idempotency.clear();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error("[stripe stand-in]", err);
      if (!res.headersSent) {
        sendJson(res, 500, {
          error: { type: "api_error", message: `The Stripe stand-in failed: ${String(err)}` },
        });
      } else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://standin.invalid");
    const method = req.method ?? "GET";
    const requestId = `req_${randomToken(14)}`;
    res.setHeader("request-id", requestId);
    const ctx: Ctx = { store, webhooks, baseUrl, request: AUTOMATIC };
    try {
      if (url.pathname.startsWith("/v1/")) return await api(req, res, url, method, ctx, requestId);
      const path = url.pathname.split("/").filter(Boolean).map(decodeSegment);
      if (path[0] === "_standin") {
        const body = method === "POST" ? await readControlBody(req) : Object.create(null);
        const answer = await control(
          ctx,
          { method, path: path.slice(1), query: url.searchParams, body },
          { reset },
        );
        return sendJson(res, 200, answer);
      }
      if (method !== "GET" && method !== "POST") return sendHtmlStatus(res, 405, "Method not allowed");
      const form = method === "POST" ? parseForm(await readBody(req)) : Object.create(null);
      const result = hostedPage(ctx, { method, path, query: url.searchParams, form });
      if ("redirect" in result) {
        res.writeHead(303, { location: result.redirect });
        res.end();
        return;
      }
      res.writeHead(result.status, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy":
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
        "cache-control": "no-store",
      });
      res.end(result.html);
    } catch (err) {
      if (err instanceof StripeError) return sendJson(res, err.status, { error: err.body });
      throw err;
    }
  }

  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    method: string,
    baseCtx: Ctx,
    requestId: string,
  ): Promise<void> {
    res.setHeader("stripe-version", headerOf(req, "stripe-version") ?? API_VERSION);
    const key = apiKey(req);
    const match = matchRoute(method, url.pathname);
    if (!match) {
      throw new StripeError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    }
    const raw = method === "POST" ? await readBody(req) : url.search.slice(1);
    const idempotencyKey = method === "POST" ? headerOf(req, "idempotency-key") : undefined;
    if (idempotencyKey !== undefined) {
      res.setHeader("idempotency-key", idempotencyKey);
      if (idempotencyKey.length > 255) {
        throw new StripeError(400, {
          type: "invalid_request_error",
          message: "Idempotency keys can be at most 255 characters long.",
        });
      }
      const saved = idempotency.get(`${key}\n${idempotencyKey}`);
      if (saved) {
        if (saved.fingerprint !== `${method} ${url.pathname}\n${raw}`) {
          throw new StripeError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        res.setHeader("idempotent-replayed", "true");
        res.writeHead(saved.status, { "content-type": "application/json" });
        res.end(saved.body);
        return;
      }
    }
    const ctx: Ctx = { ...baseCtx, request: { id: requestId, idempotency_key: idempotencyKey ?? null } };
    let status = 200;
    let body: string;
    try {
      const p = new Params(parseForm(raw));
      const run = match.route.handle(ctx, p, match.ids);
      p.done();
      body = JSON.stringify(run(), null, 2);
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      status = err.status;
      body = JSON.stringify({ error: err.body }, null, 2);
    }
    // As at Stripe, a request that ran is remembered under its key (a card decline included); one
    // refused before running (a bad parameter) is not, so it can be corrected and sent again.
    if (idempotencyKey !== undefined && (status === 200 || status === 402)) {
      idempotency.set(`${key}\n${idempotencyKey}`, {
        fingerprint: `${method} ${url.pathname}\n${raw}`,
        status,
        body,
      });
    }
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${HOST}:${port}`;

  return {
    url: baseUrl,
    port,
    webhookSecret,
    deliveriesSettled: () => webhooks.idle(),
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function matchRoute(method: string, path: string): { route: Route; ids: string[] } | null {
  const parts = path.split("/").filter(Boolean);
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const ids: string[] = [];
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(":")) {
        ids.push(decodeSegment(parts[i]));
        return parts[i] !== "";
      }
      return segment === parts[i];
    });
    if (matches) return { route, ids };
  }
  return null;
}

/** The secret key of a request: `Bearer sk_test_...` or HTTP Basic with the key as user name. */
function apiKey(req: IncomingMessage): string {
  const header = headerOf(req, "authorization") ?? "";
  let key = "";
  if (/^bearer /i.test(header)) key = header.slice(7).trim();
  else if (/^basic /i.test(header))
    key = Buffer.from(header.slice(6).trim(), "base64").toString().split(":")[0];
  if (!key) {
    throw new StripeError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  if (!/^sk_test_\w+$/.test(key)) {
    throw new StripeError(401, {
      type: "invalid_request_error",
      message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}. The Stripe stand-in takes test keys only (sk_test_...).`,
    });
  }
  return key;
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) {
      throw new StripeError(413, {
        type: "invalid_request_error",
        message: "The request body is too large.",
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Controls take JSON (or a form, like the API). */
async function readControlBody(req: IncomingMessage): Promise<FormObject> {
  const raw = await readBody(req);
  if (!(headerOf(req, "content-type") ?? "").includes("json")) return parseForm(raw);
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
      throw new Error("not an object");
    return parsed as FormObject;
  } catch {
    throw new StripeError(400, { type: "invalid_request_error", message: "The body is not a JSON object." });
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value, null, 2));
}

function sendHtmlStatus(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}
