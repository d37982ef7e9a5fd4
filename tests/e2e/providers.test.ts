/**
 * Outside services through the browser, against the local stand-ins: sign in with X (OAuth 1.0a
 * pages), sign in with Google (consent page and code flow, once a client id is set), and the
 * reCAPTCHA checkbox on sign-up (its script allowed by the page's policy only while it is on).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { api, apiLogin, DEMO_ADMIN, launchBrowser, newPage, screenshot, uniqueName } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Changes settings through the console's API (as the demo admin). */
async function settings(values: Record<string, unknown>) {
  const token = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const res = await api("/admin/settings", { method: "PUT", token, body: { values } });
  assert.equal(res.status, 200, JSON.stringify(res.json));
}

test("sign in with X: the button, X's approval page, a new account logged in, back on the page it came from", async () => {
  const page = await newPage(browser);
  // A visitor on a creator's profile goes to log in; the login page keeps where they were.
  await page.goto("/auth/login?redirectTo=%2Fluna");
  // Google is not configured yet (no client id): its button is hidden.
  assert.equal(await page.getByRole("link", { name: "Continue with Google" }).count(), 0);
  await page.getByRole("link", { name: "Continue with X" }).click();
  await page.getByRole("heading", { name: "Sign in to X" }).waitFor();
  const handle = uniqueName("xfan");
  await page.getByLabel("Username").fill(handle);
  await page.getByLabel("Name", { exact: true }).fill("X Fan");
  await page.getByLabel("Email (optional)").fill(`${handle}@example.com`);
  await page.getByRole("button", { name: "Authorize app" }).click();
  await page.waitForURL((url) => url.pathname === "/luna");
  await page.getByText("Welcome, X Fan!").waitFor();
  // The page to come back to was for this sign-in only: the next one lands on the home page.
  await page.context().clearCookies({ name: "token" });
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Continue with X" }).click();
  await page.getByLabel("Username").fill(handle);
  await page.getByLabel("Name", { exact: true }).fill("X Fan");
  await page.getByRole("button", { name: "Authorize app" }).click();
  await page.waitForURL("**/home");
  await page.context().close();
});

test("sign in with Google once a client id is set: a creator account from the creator sign-up page", async () => {
  await settings({ googleClientId: "local-standin.apps.googleusercontent.com" });
  try {
    const page = await newPage(browser);
    await page.goto("/auth/register-creator");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByRole("heading", { name: "Sign in with Google" }).waitFor();
    const email = `${uniqueName("gcreator")}@gmail.test`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("Gee Creator");
    await page.getByRole("button", { name: "Continue" }).click();
    // A new creator has no username yet: the account page asks for one.
    await page.waitForURL("**/creator/account");
    await page.getByText("Welcome, Gee Creator!").waitFor();
    const token = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const found = await api<{ data: { data: { role: string; emailVerified: boolean }[] } }>(
      `/admin/users?q=${encodeURIComponent(email)}`,
      { token },
    );
    assert.deepEqual(
      found.json.data.data.map((u) => [u.role, u.emailVerified]),
      [["performer", true]],
    );
    await page.context().close();
  } finally {
    await settings({ googleClientId: "" });
  }
});

test("with reCAPTCHA on, sign-up shows the checkbox and needs it ticked", async () => {
  await settings({ recaptchaSiteKey: "local-recaptcha-site-key", recaptchaEnabled: true });
  try {
    const page = await newPage(browser);
    const username = uniqueName("robotcheck");
    await page.goto("/auth/register");
    await page.getByLabel("Display name").fill("Not A Robot");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Password").fill("Secret123!");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText('Tick "I\'m not a robot" and try again.').waitFor();
    await page.getByLabel("Password").fill("Secret123!");
    await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
    await screenshot(page, "register-captcha-light");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/home");
    await page.context().close();
  } finally {
    await settings({ recaptchaEnabled: false });
  }
});
