/**
 * The web shell end to end: sign-up, login landing rules, account editing, avatar upload with
 * progress and cancel, theme switching, logout, stale sessions and the geoBlock page.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  DEMO_FANS,
  launchBrowser,
  newPage,
  screenshot,
  sql,
  uiLogin,
  uniqueName,
} from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The form on the page that has this submit button (the account pages have several cards). */
const formWith = (page: Page, button: string) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: button }) });

/** A small valid PNG (1x1), enough for the avatar upload's content check. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a visitor registers as a fan and lands on /home", async () => {
  const page = await newPage(browser);
  const username = uniqueName("fan");
  await page.goto("/auth/register");
  await page.getByLabel("Display name").fill("New Fan");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/home");
  await page.getByRole("heading", { name: /Hi New/ }).waitFor();
  await page.context().close();
});

test("a visitor sent to log in from a creator's page signs up instead and comes back to it", async () => {
  const page = await newPage(browser);
  const creator = DEMO_CREATORS[1];
  await page.goto(`/${creator.username}`);
  await page.getByRole("link", { name: "Log in to follow" }).click();
  await page.waitForURL((url) => url.pathname === "/auth/login");
  const back = `redirectTo=${encodeURIComponent(`/${creator.username}`)}`;
  assert.equal(
    await page.getByRole("link", { name: "become a creator" }).getAttribute("href"),
    `/auth/register-creator?${back}`,
  );
  await page.getByRole("link", { name: "Create a fan account" }).click();
  await page.waitForURL((url) => url.pathname === "/auth/register");
  assert.equal(new URL(page.url()).search, `?${back}`);
  assert.equal(await page.getByRole("link", { name: "Log in" }).getAttribute("href"), `/auth/login?${back}`);
  assert.equal(
    await page.getByRole("link", { name: "Sign up as a creator" }).getAttribute("href"),
    `/auth/register-creator?${back}`,
  );
  const username = uniqueName("back");
  await page.getByLabel("Display name").fill("Back Fan");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === `/${creator.username}`);
  await page.getByRole("heading", { name: creator.name, exact: true }).waitFor();
  await page.context().close();

  // Another site is never a place to come back to: the new account lands on /home.
  const other = await newPage(browser);
  const second = uniqueName("away");
  await other.goto(`/auth/register?redirectTo=${encodeURIComponent("//evil.example/home")}`);
  await other.getByLabel("Display name").fill("Away Fan");
  await other.getByLabel("Username").fill(second);
  await other.getByLabel("Email").fill(`${second}@example.com`);
  await other.getByLabel("Password").fill("Secret123!");
  await other.getByRole("button", { name: "Create account" }).click();
  await other.waitForURL((url) => url.origin === baseUrl && url.pathname === "/home");
  await other.context().close();
});

test("sign-up shows the server's field errors under the fields, once (short password, duplicate username)", async () => {
  const page = await newPage(browser);
  await page.goto("/auth/register");
  await page.getByLabel("Display name").fill("Copy Cat");
  await page.getByLabel("Username").fill(DEMO_FANS[0].username);
  await page.getByLabel("Email").fill(`${uniqueName("copy")}@example.com`);
  // Every message a sentence, as the server's others are.
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText("Password must be at least 8 characters.", { exact: true }).waitFor();
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create account" }).click();
  // Said under the field only: no banner repeating it.
  await page.getByText("This username is already taken.", { exact: true }).waitFor();
  assert.equal(await page.getByLabel("Username").getAttribute("aria-invalid"), "true");
  assert.equal(
    await page
      .getByRole("alert")
      .filter({ hasText: /already taken/ })
      .count(),
    0,
  );
  assert.equal(pathOf(page), "/auth/register");
  await page.context().close();
});

test("on a phone, a sign-up with a taken username and email marks both and brings the first into view", async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto("/auth/register");
  await page.getByLabel("Display name").fill("Copy Cat");
  await page.getByLabel("Username").fill(DEMO_FANS[0].username);
  await page.getByLabel("Email").fill(DEMO_FANS[0].email);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create account" }).click();
  const username = page.getByLabel("Username");
  await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "username");
  assert.equal(await username.getAttribute("aria-invalid"), "true");
  assert.equal(await page.getByLabel("Email").getAttribute("aria-invalid"), "true");
  // Each said once, under its field: no banner repeating one of them.
  await page.getByText("This username is already taken.").waitFor();
  await page.getByText("This email address is already registered.").waitFor();
  assert.equal(await username.isVisible(), true);
  const box = await username.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the username field is in view (${box?.y})`);
  await screenshot(page, "signup-taken-phone");
  await page.context().close();
});

test("a wrong password shows 'Incorrect credentials!'", async () => {
  const page = await newPage(browser);
  await page.goto("/auth/login");
  await page.getByLabel(/username or email/i).fill(DEMO_FANS[0].username);
  await page.getByLabel(/^password/i).fill("not-the-password");
  await page.getByRole("button", { name: /log in/i }).click();
  await page.getByRole("alert").filter({ hasText: "Incorrect credentials!" }).waitFor();
  await page.context().close();
});

test("a fan logs in and lands on /home; a creator lands on their profile", async () => {
  const fan = await newPage(browser);
  await uiLogin(fan, DEMO_FANS[0].username, DEMO_FANS[0].password);
  assert.equal(pathOf(fan), "/home");
  await fan.getByRole("heading", { name: "Discover creators" }).waitFor();
  await fan.context().close();

  const creator = await newPage(browser);
  const luna = DEMO_CREATORS[0];
  await uiLogin(creator, luna.email, luna.password);
  assert.equal(pathOf(creator), `/${luna.username}`);
  await creator.getByRole("heading", { name: luna.name, exact: true }).waitFor();
  await creator.getByRole("link", { name: "Edit profile" }).waitFor();
  await creator.context().close();
});

test("pages that need a login send visitors to /auth/login; a stale cookie is cleared", async () => {
  const page = await newPage(browser);
  await page.goto("/home");
  assert.equal(pathOf(page), "/auth/login");
  assert.equal(new URL(page.url()).searchParams.get("redirectTo"), "/home");

  await page.context().addCookies([{ name: "token", value: "no-such-session", url: baseUrl }]);
  await page.goto("/user/account");
  assert.equal(pathOf(page), "/auth/login");
  const cookies = await page.context().cookies();
  assert.equal(cookies.find((c) => c.name === "token")?.value ?? "", "");
  await page.context().close();
});

test("a fan on the creator's account page is told it is for creators, not sent to login", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_FANS[1].username, DEMO_FANS[1].password);
  const res = await page.goto("/creator/account");
  assert.equal(res?.status(), 403);
  assert.equal(pathOf(page), "/creator/account");
  await page.getByRole("heading", { name: "This page is for creators" }).waitFor();
  await page.getByRole("button", { name: "Become a creator" }).waitFor();
  await page.context().close();
});

test("a fan edits their account and sees 'Changes saved'", async () => {
  const page = await newPage(browser);
  const username = uniqueName("edit");
  const password = "Secret123!";
  const reg = await api("/auth/users/register", {
    body: { name: "Edit Me", username, email: `${username}@example.com`, password },
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  await uiLogin(page, username, password);
  await page.goto("/user/account");
  await page.getByLabel("Display name").fill("Edited Name");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByRole("status").filter({ hasText: "Changes saved" }).first().waitFor();
  // Said once, by the form (not also in a toast over the page).
  await page.waitForTimeout(300);
  assert.equal(await page.getByText("Changes saved").count(), 1);
  await page.reload();
  assert.equal(await page.getByLabel("Display name").inputValue(), "Edited Name");

  // The password card: a wrong current password shows the server's message by the field, a right one saves.
  const card = formWith(page, "Update password");
  await card.getByLabel("Current password").fill("wrong-password");
  await card.getByLabel("New password", { exact: true }).fill("Another123!");
  await card.getByLabel("Confirm new password").fill("Another123!");
  await card.getByRole("button", { name: "Update password" }).click();
  // An error of a field is said under that field only, not in a banner as well.
  await card.getByText("The current password is not correct.").waitFor();
  assert.equal(await card.getByText(/current password is not correct/i).count(), 1);
  assert.equal(await card.getByRole("alert").count(), 0);
  assert.equal(await card.getByLabel("Current password").getAttribute("aria-invalid"), "true");
  await card.getByLabel("Current password").fill(password);
  await card.getByRole("button", { name: "Update password" }).click();
  await card.getByRole("status").filter({ hasText: "Changes saved" }).first().waitFor();
  assert.equal((await api("/auth/login", { body: { username, password: "Another123!" } })).status, 200);
  await page.context().close();
});

test("a new email needs the current password and is used once the link sent to it is opened", async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const username = uniqueName("mover");
  const password = "Secret123!";
  const oldEmail = `${username}@example.com`;
  const newEmail = `${username}.new@example.com`;
  const reg = await api("/auth/users/register", {
    body: { name: "Mover", username, email: oldEmail, password },
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  await uiLogin(page, username, password);
  await page.goto("/user/account");

  const card = formWith(page, "Change email");
  await card.getByLabel("Email").fill(newEmail);
  await card.getByRole("button", { name: "Change email" }).click();
  await card.getByText("Enter your current password").waitFor();
  await card.getByLabel("Current password").fill("not-my-password");
  await card.getByRole("button", { name: "Change email" }).click();
  // An error of a field is said under that field only, not in a banner as well.
  await card.getByText("The current password is not correct.").waitFor();
  assert.equal(await card.getByText(/current password is not correct/i).count(), 1);
  assert.equal(await card.getByRole("alert").count(), 0);
  assert.equal(await card.getByLabel("Current password").getAttribute("aria-invalid"), "true");

  await card.getByLabel("Current password").fill(password);
  await card.getByRole("button", { name: "Change email" }).click();
  await card
    .getByRole("status")
    .filter({ hasText: `Check your inbox at ${newEmail}` })
    .first()
    .waitFor();
  await page.reload();
  await page.getByText(`open the link we sent to ${newEmail}`).waitFor();
  assert.equal(await formWith(page, "Change email").getByLabel("Email").inputValue(), oldEmail);
  await screenshot(page, "account-email-pending-phone");

  const [mail] = sql<{ text: string }>(
    `SELECT text FROM email_outbox WHERE "to" = '${newEmail}' AND template = 'email-change'`,
  );
  const link = mail.text.match(/https?:\/\/\S+\/auth\/verify-email\?token=\S+/)?.[0];
  assert.ok(link, mail.text);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByText(`Your account's email address is now ${newEmail}.`).waitFor();
  await page.goto("/user/account");
  assert.equal(await formWith(page, "Change email").getByLabel("Email").inputValue(), newEmail);
  assert.equal((await api("/auth/login", { body: { username: newEmail, password } })).status, 200);
  await page.context().close();
});

test("a creator edits their profile and prices and sees 'Changes saved'", async () => {
  const page = await newPage(browser);
  const username = uniqueName("creator");
  const password = "Secret123!";
  const reg = await api("/auth/performers/register-without-document", {
    body: { name: "Edit Creator", username, email: `${username}@example.com`, password },
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  await uiLogin(page, username, password);
  assert.equal(pathOf(page), `/${username}`);
  await page.goto("/creator/account");
  // The prices say what the creator keeps of a sale, before any money arrives.
  assert.equal(
    await page.getByTestId("creator-share").textContent(),
    "You keep 80% of what fans pay, on every sale (the site keeps 20%). 1 token = 1 USD.",
  );
  // ID verification decisions are always mailed: the notifications table says so, not "–".
  const verificationRow = page.getByRole("row", { name: /ID verification decisions/ });
  assert.equal((await verificationRow.getByRole("cell").last().textContent())?.trim(), "Always");
  await page.getByLabel("Bio").fill("Singer-songwriter. New demos every Friday.");
  await page.getByLabel("Hair colour").selectOption("black");
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByRole("status").filter({ hasText: "Changes saved" }).first().waitFor();

  await page.getByLabel("Monthly price").fill("1");
  await page.getByRole("button", { name: "Save prices" }).click();
  await page.getByText("Enter a price between 2.95 and 300 tokens.").first().waitFor();

  // The bio and details are on the About tab (the profile opens on Posts).
  await page.goto(`/${username}/about`);
  await page.getByText("New demos every Friday.").waitFor();
  await page.getByText("Black", { exact: true }).waitFor();
  await page.context().close();
});

test("avatar upload shows progress, can be cancelled, and saves", async () => {
  const page = await newPage(browser);
  const username = uniqueName("pic");
  const password = "Secret123!";
  await api("/auth/users/register", {
    body: { name: "Pic Fan", username, email: `${username}@example.com`, password },
  });
  await uiLogin(page, username, password);
  await page.goto("/user/account");

  // Slow the upload down so there is time to see the progress bar and press Cancel.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 50 * 1024,
  });
  const big = Buffer.concat([PNG_1X1, Buffer.alloc(600 * 1024)]);
  await page
    .getByLabel("Upload a new avatar")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: big });
  await page.getByRole("progressbar", { name: "Avatar upload progress" }).waitFor();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByText("Upload cancelled.").waitFor();

  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page
    .getByLabel("Upload a new avatar")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
  await page.getByText("Changes saved").first().waitFor();
  // Said once, by the upload (not also in a toast over the page).
  await page.waitForTimeout(300);
  assert.equal(await page.getByText("Changes saved").count(), 1);
  const me = await api("/users/me", { token: await apiLogin(username, password) });
  assert.match(me.json.data.avatar, /^\/media\//);
  await page.context().close();
});

test("the theme switch is remembered across reloads and defaults to light", async () => {
  const page = await newPage(browser, { colorScheme: "dark" });
  await page.goto("/auth/login");
  // The system preference (dark here) is not followed.
  assert.equal(await page.locator("html").getAttribute("class"), null);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.locator("html.dark").waitFor();
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.locator("html.dark").waitFor();
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.locator("html:not(.dark)").waitFor();
  await page.waitForLoadState("networkidle");
  await page.reload();
  assert.equal(await page.locator("html").getAttribute("class"), null);
  await page.context().close();
});

test("logging out ends the session and goes to /auth/login", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_FANS[2].username, DEMO_FANS[2].password);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL("**/auth/login");
  await page.goto("/home");
  assert.equal(pathOf(page), "/auth/login");
  await page.context().close();
});

test("a visitor from a blocked country sees the geoBlock page; others are sent home from it", async () => {
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const block = await api("/admin/site-blocks/countries", { body: { countryCodes: ["AQ"] }, token: admin });
  assert.ok(block.status < 300, JSON.stringify(block.json));
  try {
    const blocked = await newPage(browser, { extraHTTPHeaders: { "CF-IPCountry": "AQ" } });
    await blocked.goto("/");
    assert.equal(pathOf(blocked), "/geoblock");
    await blocked.getByRole("heading", { name: "Not available in your country" }).waitFor();
    await blocked.context().close();

    const other = await newPage(browser, { extraHTTPHeaders: { "CF-IPCountry": "US" } });
    await other.goto("/geoblock");
    assert.equal(pathOf(other), "/");
    await other.context().close();
  } finally {
    await api("/admin/site-blocks/countries/AQ", { method: "DELETE", token: admin });
  }
});

test("while the maintenance flag is on, visitors see the maintenance page", async () => {
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const on = await api("/admin/settings/maintenanceMode", {
    method: "PUT",
    body: { value: true },
    token: admin,
  });
  assert.ok(on.status < 300, JSON.stringify(on.json));
  try {
    const page = await newPage(browser);
    await page.goto("/");
    assert.equal(pathOf(page), "/maintenance");
    await page.getByRole("heading", { name: "We'll be right back" }).waitFor();
    await page.context().close();
  } finally {
    await api("/admin/settings/maintenanceMode", { method: "PUT", body: { value: false }, token: admin });
  }
  const page = await newPage(browser);
  await page.goto("/maintenance");
  assert.equal(pathOf(page), "/");
  await page.context().close();
});
