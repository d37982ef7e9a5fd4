/**
 * The forgotten-password path end to end: the request form, the mailed link, the new-password
 * form (a mismatch refused, then saved) and a login with the new password.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { api, launchBrowser, newPage, registerViaApi, sql } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

test("a fan asks for a reset link, sets a new password from the mail and logs in with it", async () => {
  const { username } = await registerViaApi("users", "Reset Fan", "reset");
  const email = `${username}@example.com`;
  const page = await newPage(browser);
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("a reset link is on its way").waitFor();

  const [mail] = sql<{ text: string }>(
    `SELECT text FROM email_outbox WHERE "to" = '${email}' AND template = 'password-reset'`,
  );
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)?.[0];
  assert.ok(link, mail?.text);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("Another123!");
  await page.getByLabel("Confirm new password").fill("Different123!");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("Passwords do not match").waitFor();
  assert.equal(pathOf(page), "/auth/reset-password");

  await page.getByLabel("New password", { exact: true }).fill("Another123!");
  await page.getByLabel("Confirm new password").fill("Another123!");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL((url) => url.pathname === "/auth/login");
  assert.equal((await api("/auth/login", { body: { username, password: "Another123!" } })).status, 200);
  await page.context().close();
});

test("the resend form on a failed verification link sends a new confirmation link", async () => {
  const page = await newPage(browser);
  await page.goto("/auth/verify-email?token=not-a-real-token");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await page.getByText("a new link is on its way").waitFor();
  await page.context().close();
});
