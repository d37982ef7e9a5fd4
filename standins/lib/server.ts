/**
 * What every small stand-in shares: a node:http server on 127.0.0.1 with a route table, body
 * readers for JSON and forms, HTML pages and a `start` that resolves once the port listens.
 * (The Stripe stand-in, much larger, has its own.)
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandinRequest {
  method: string;
  url: URL;
  /** Path segments after matching: `:name` parts of the route. */
  params: Record<string, string>;
  headers: IncomingMessage["headers"];
  /** The raw body (empty for GET). */
  body: string;
}

export interface StandinAnswer {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  html?: string;
  redirect?: string;
}

export type Handler = (req: StandinRequest) => StandinAnswer | Promise<StandinAnswer>;
export type Route = [method: string, pattern: string, handler: Handler];

export interface Standin {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const got = path.split("/").filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

function send(res: ServerResponse, answer: StandinAnswer) {
  const headers: Record<string, string> = { "cache-control": "no-store", ...answer.headers };
  if (answer.redirect) {
    res.writeHead(answer.status ?? 302, { ...headers, location: answer.redirect });
    res.end();
    return;
  }
  let body = "";
  if (answer.json !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(answer.json);
  } else if (answer.html !== undefined) {
    headers["content-type"] ??= "text/html; charset=utf-8";
    body = answer.html;
  } else if (answer.text !== undefined) {
    headers["content-type"] ??= "text/plain; charset=utf-8";
    body = answer.text;
  }
  res.writeHead(answer.status ?? 200, headers);
  res.end(body);
}

/** Starts a stand-in serving `routes` on host:port (0 picks a free port). */
export function startServer(
  name: string,
  routes: Route[],
  options: { port?: number; host?: string } = {},
): Promise<Standin> {
  const host = options.host ?? "127.0.0.1";
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://standin.invalid");
    const method = req.method ?? "GET";
    (async () => {
      for (const [m, pattern, handler] of routes) {
        if (m !== method) continue;
        const params = match(pattern, url.pathname);
        if (!params) continue;
        const body = method === "GET" || method === "HEAD" ? "" : await readBody(req);
        return send(res, await handler({ method, url, params, headers: req.headers, body }));
      }
      send(res, { status: 404, json: { error: `${name} stand-in: no ${method} ${url.pathname}` } });
    })().catch((err: unknown) => {
      console.error(`[${name} stand-in]`, err);
      if (!res.headersSent) send(res, { status: 500, json: { error: String(err) } });
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export const randomId = (bytes = 12) => randomBytes(bytes).toString("hex");

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const parseForm = (body: string) => new URLSearchParams(body);

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body || "null");
  } catch {
    return null;
  }
}

/** A plain page in the stand-ins' look: a title, a note that this is not the real provider, content. */
export function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;background:#f4f4f7;color:#1c1c22;margin:0;padding:2rem 1rem}main{max-width:26rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0002}h1{font-size:1.25rem;margin:0 0 .25rem}.note{color:#666;font-size:.8rem;margin:0 0 1rem}label{display:block;font-size:.85rem;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.55rem .7rem;border:1px solid #ccc;border-radius:.5rem;font:inherit}button{margin-top:1rem;padding:.6rem 1rem;border:0;border-radius:.5rem;background:#6d28d9;color:#fff;font:inherit;font-weight:600;cursor:pointer}button.secondary{background:#e5e5ea;color:#1c1c22;margin-left:.5rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p class="note">Local stand-in: nothing leaves this machine.</p>${content}</main></body></html>`;
}

/** The port from `--port`, an environment variable, or a default. */
export function cliPort(argv: string[], envName: string, fallback: number): number {
  const at = argv.indexOf("--port");
  const raw = at >= 0 ? argv[at + 1] : process.env[envName];
  const port = Number(raw ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number, not ${raw}`);
    process.exit(2);
  }
  return port;
}

/** Closes the stand-in on Ctrl-C. */
export function stopOnSignal(standin: Standin) {
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
