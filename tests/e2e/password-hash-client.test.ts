/**
 * HASH_PW_CLIENT on: the browser sends a SHA-256 digest of the typed password, 64 characters
 * whatever was typed, so the server's length rules (8 to 100) always pass. The browser holds a new
 * password to them before hashing it (sign-up, reset, password change) and says the server's words
 * under the field; nothing is sent. A valid new password is still sent (hashed), and the login
 * form's current password is not held to them.
 *
 * The run's Worker has the flag off (wrangler.toml), so this file serves the same bundle once more
 * (`.wrangler/dist`, written by tests/e2e/run.mjs) with HASH_PW_CLIENT=true, on a migrated state of
 * its own, as bench/mass.mjs serves its own Worker.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "../../functions/identity/users/password-rules";
import { clientPasswordDigest } from "../../functions/lib/client-hash";
import { applyMigrations } from "../../scripts/lib/local-d1";
import { startWorker } from "../../scripts/lib/worker-server.mjs";
import { freshFetch, launchBrowser, newPage, uiLogin, uniqueName } from "./harness";

// The server's own words for these fields (PasswordField), asserted as text too so that a change of
// the shared module cannot make the test agree with itself only.
assert.equal(PASSWORD_TOO_SHORT, "Password must be at least 8 characters.");
assert.equal(PASSWORD_TOO_LONG, "Password must be at most 100 characters.");

let browser: Browser;
let hashing: { url: string; stop: () => Promise<void> };

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

before(async () => {
  browser = await launchBrowser();
  const persistTo = mkdtempSync(join(tmpdir(), "e2e-hash-pw-"));
  applyMigrations(persistTo);
  const { mf, url } = await startWorker({
    script: resolve(".wrangler/dist/worker.js"),
    persistTo,
    port: await freePort(),
    vars: { HASH_PW_CLIENT: "true" },
  });
  hashing = {
    url,
    stop: async () => {
      await mf.dispose();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
});
after(async () => {
  await browser?.close();
  await hashing?.stop();
});

let visitors = 0;
/** A page of the hashing Worker, as a visitor with an address of their own. */
const hashingPage = () => newPage(browser, { baseURL: hashing.url });

async function api(path: string, body?: unknown) {
  visitors += 1;
  const res = await freshFetch(`${hashing.url}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": `198.19.0.${visitors}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Signs in as a browser with hashing on would: the digest of the typed password. */
const loginStatus = async (username: string, typed: string) =>
  (await api("/auth/login", { username, password: await clientPasswordDigest(typed) })).status;

const pathOf = (page: Page) => new URL(page.url()).pathname;

test("the Worker of this file hashes on the client", async () => {
  const res = await api("/settings/public");
  assert.equal(res.status, 200);
  assert.equal(res.json.data.hashPwClient, true);
});

test("sign-up: a password too short or too long is refused in the browser with the server's message", async () => {
  const page = await hashingPage();
  const username = uniqueName("hashpw");
  await page.goto("/auth/register");
  const form = page.locator("main form").filter({ has: page.getByLabel("Username") });
  await form.getByLabel("Display name").fill("Hash Fan");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill(`${username}@example.com`);
  const password = form.getByLabel("Password", { exact: true });
  const submit = form.getByRole("button", { name: /^Create/ });

  await password.fill("x");
  await submit.click();
  await form.getByText(PASSWORD_TOO_SHORT).waitFor();
  assert.equal(await password.getAttribute("aria-invalid"), "true");
  assert.equal(pathOf(page), "/auth/register");
  assert.equal(await page.getByText("Almost there").count(), 0);

  await password.fill("y".repeat(101));
  await submit.click();
  await form.getByText(PASSWORD_TOO_LONG).waitFor();
  assert.equal(await form.getByText(PASSWORD_TOO_SHORT).count(), 0);

  // Nothing was sent: no account with either password.
  assert.equal(await loginStatus(username, "x"), 401);
  assert.equal(await loginStatus(username, "y".repeat(101)), 401);

  // Exactly 100 characters is allowed, as on the server; it is sent hashed and the account made.
  const longest = "z".repeat(100);
  await password.fill(longest);
  await submit.click();
  await page.waitForURL((url) => url.pathname !== "/auth/register");
  assert.equal(await loginStatus(username, longest), 200);
  await page.context().close();
});

test("password change: a new password too short is refused in the browser; the old one stays", async () => {
  const username = uniqueName("hashchg");
  const password = "Secret123!";
  const reg = await api("/auth/users/register", {
    name: "Hash Changer",
    username,
    email: `${username}@example.com`,
    password: await clientPasswordDigest(password),
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  const page = await hashingPage();
  // The login form's current password is not held to the length rule: a short one is sent and refused by the server.
  await page.goto("/auth/login");
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password/i).fill("short");
  await page.getByRole("button", { name: /log in/i }).click();
  await page.getByRole("alert").first().waitFor();
  assert.equal(await page.getByText(PASSWORD_TOO_SHORT).count(), 0);
  await uiLogin(page, username, password);

  await page.goto("/user/account");
  const card = page.locator("form").filter({ has: page.getByRole("button", { name: "Update password" }) });
  const fresh = card.getByLabel("New password", { exact: true });
  await card.getByLabel("Current password").fill(password);
  await fresh.fill("1234567");
  await card.getByLabel("Confirm new password").fill("1234567");
  await card.getByRole("button", { name: "Update password" }).click();
  await card.getByText(PASSWORD_TOO_SHORT).waitFor();
  assert.equal(await fresh.getAttribute("aria-invalid"), "true");
  assert.equal(await card.getByText("Changes saved").count(), 0);
  assert.equal(await loginStatus(username, "1234567"), 401);
  assert.equal(await loginStatus(username, password), 200);

  // Eight characters are enough: sent hashed, saved, and the message goes.
  await fresh.fill("12345678");
  await card.getByLabel("Confirm new password").fill("12345678");
  await card.getByRole("button", { name: "Update password" }).click();
  await card.getByRole("status").filter({ hasText: "Changes saved" }).first().waitFor();
  assert.equal(await card.getByText(PASSWORD_TOO_SHORT).count(), 0);
  assert.equal(await loginStatus(username, "12345678"), 200);
  await page.context().close();
});

test("reset: a new password too short is refused in the browser before the link is even checked", async () => {
  const page = await hashingPage();
  await page.goto("/auth/reset-password?token=not-a-real-token");
  const fresh = page.getByLabel("New password", { exact: true });
  await fresh.fill("x");
  await page.getByLabel("Confirm new password").fill("x");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText(PASSWORD_TOO_SHORT).waitFor();
  assert.equal(await fresh.getAttribute("aria-invalid"), "true");
  assert.equal(await page.getByText("Ask for a new link").count(), 0);

  // A valid one is sent, and the server answers about the link.
  await fresh.fill("Another123!");
  await page.getByLabel("Confirm new password").fill("Another123!");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("Ask for a new link").waitFor();
  assert.equal(await page.getByText(PASSWORD_TOO_SHORT).count(), 0);
  await page.context().close();
});
