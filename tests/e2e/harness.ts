/**
 * Shared pieces of the browser tests: the running app (started by tests/e2e/run.mjs), Chromium
 * through playwright-core, demo logins, the local D1 (for test data), and small API helpers.
 */
import { mkdirSync } from "node:fs";
import { afterEach } from "node:test";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { DEMO_ADMIN, DEMO_CREATORS, DEMO_FANS } from "../../scripts/demo-accounts";
import { execSqlFile, queryRows } from "../../scripts/lib/local-d1";

export { DEMO_ADMIN, DEMO_CREATORS, DEMO_FANS };

export const baseUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8788";
/** The Stripe stand-in the Worker pays through (hosted Checkout, `/_standin` test controls). */
export const stripeUrl = process.env.E2E_STRIPE_URL ?? "http://127.0.0.1:12111";
const persistTo = process.env.E2E_PERSIST_DIR;
const outputDir = "tests/e2e/output";

import { freshFetch } from "../helpers/fresh-fetch";

export { freshFetch };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
}

/**
 * Content-Security-Policy violations reported by any page of the running test. Every test file
 * imports this harness, so the hook below fails any test during which a page broke the policy:
 * the pages must work with it on.
 */
const cspViolations: string[] = [];

afterEach(() => {
  const seen = takeCspViolations();
  if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join("\n")}`);
});

/** The violations seen so far, cleared (for a test that provokes one on purpose). */
export const takeCspViolations = () => cspViolations.splice(0);

/**
 * A client address of its own, as Cloudflare's edge sets `CF-Connecting-IP` for each visitor: the
 * app's per-address limits (30 sign-ups an hour) then count each test's visitor, not the whole run
 * as one client ("local").
 */
let clients = 0;
const visitorAddress = () => {
  clients += 1;
  return `198.18.${(process.pid + Math.floor(clients / 250)) % 250}.${(clients % 250) + 1}`;
};

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    ...options,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(), ...options.extraHTTPHeaders },
  });
  // The document's own report of each violation, as a console error the listener below collects
  // (Chromium also logs "Refused to ..." errors itself).
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /Content Security Policy|CSP violation/i.test(text)) {
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${text}`);
    }
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Saves a screenshot under tests/e2e/output (kept by CI logs; git-ignored). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: `${outputDir}/${name}.png`, fullPage: true });
}

/**
 * A picture of the whole page with the window stretched to the page's height first: a fixed bar
 * (the phone's tab bar) is then drawn at the page's foot, where a person scrolling sees it, not
 * across the middle as a full-page capture of a short window leaves it.
 */
export async function wholePageShot(page: Page, path: string) {
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (size && height > size.height) await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path, fullPage: true });
  if (size && height > size.height) await page.setViewportSize(size);
}

/** Rows of a query against the app's local D1 (test data set-up and checks). */
export const sql = <T = Record<string, unknown>>(query: string) => queryRows<T>(query, persistTo);
/** Runs statements against the app's local D1. */
export const execSql = (statements: string) => execSqlFile(statements, persistTo);

export async function api<T = any>(
  path: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { "CF-Connecting-IP": visitorAddress(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await freshFetch(`${baseUrl}/api${path}`, {
    method: options.method ?? (options.body !== undefined ? "POST" : "GET"),
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

/** Logs in through the API and returns the session token. */
export async function apiLogin(username: string, password: string): Promise<string> {
  const res = await api<{ data: { token: string } }>("/auth/login", { body: { username, password } });
  if (res.status !== 200)
    throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.token;
}

/** Logs in through the login page and waits for the redirect away from it. */
export async function uiLogin(page: Page, username: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole("button", { name: /log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
}

let seq = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A new account made through the API (password "Secret123!"): its id, session token and username. */
export async function registerViaApi(kind: "users" | "performers", name: string, prefix: string) {
  const username = uniqueName(prefix);
  const password = "Secret123!";
  const path = kind === "users" ? "/auth/users/register" : "/auth/performers/register-without-document";
  const res = await api(path, { body: { name, username, email: `${username}@example.com`, password } });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.json)}`);
  const token = await apiLogin(username, password);
  const me = await api<{ data: { _id: string } }>("/users/me", { token });
  return { id: me.json.data._id, token, username };
}

/** A token amount as every page shows it (the token symbol, two decimals): `◎1,250.00`. */
export const shownTokens = (amount: number) =>
  `${amount < 0 ? "−" : ""}◎${Math.abs(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The number a shown token amount stands for: `◎1,250.00` is 1250. */
export const readTokens = (text: string | null) =>
  Number((text ?? "").replace(/[◎,\s]/g, "").replace("−", "-"));
