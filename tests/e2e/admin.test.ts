/**
 * The admin console and creator verification end to end: an admin approves a creator's documents
 * and the new creator goes from unverified to listed in search; a creator verifies with Persona
 * (the stand-in's hosted flow and signed webhook); the console refuses fans; the contact form and
 * the developer outbox.
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

/** A small valid PNG (1x1): an ID "photo" the upload's content check accepts. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const phone = { viewport: { width: 390, height: 844 } };
const dark = async (page: Page) =>
  page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);

async function searchFinds(username: string): Promise<boolean> {
  const res = await api<{ data: { data: { username: string }[] } }>(`/performers/user/search?q=${username}`);
  return res.json.data.data.some((c) => c.username === username);
}

test("an admin approves a new creator's documents, and the creator goes from unverified to listed in search", async () => {
  const creator = await newPage(browser);
  const username = uniqueName("newcreator");
  await creator.goto("/auth/register-creator");
  await creator.getByLabel("Display name").fill("Nova Creator");
  await creator.getByText("Your page will be at /your-username.").waitFor();
  // Once React runs the page (the theme switch drops its no-JavaScript field then).
  await creator
    .locator('form[action="/resources/theme"] input[name="redirectTo"]')
    .waitFor({ state: "detached" });
  await creator.getByLabel("Username").fill(username);
  // The page's address as it will be, while it is typed.
  await creator.getByText(`Your page will be at /${username}.`).waitFor();
  await creator.getByLabel("Email").fill(`${username}@example.com`);
  await creator.getByLabel("Password").fill("Secret123!");
  await creator.getByLabel("Photo ID").setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
  await creator
    .getByLabel("Selfie holding your ID")
    .setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: PNG });
  await creator.getByRole("button", { name: "Create creator account" }).click();
  // A new creator lands on the studio's checklist, which says the documents are being reviewed.
  await creator.waitForURL((url) => url.pathname === "/studio");
  // Until verified, search does not list the creator. Their own empty profile invites a first
  // post (not "Follow this creator").
  await creator.goto(`/${username}`);
  await creator.getByRole("link", { name: "Write your first post" }).waitFor();
  await creator.goto("/studio");
  await creator.getByText("Your ID documents are being reviewed.").waitFor();
  // The ID check shows the two photos sent with the form, not three empty steps.
  await creator.goto("/studio/verification");
  const sent = creator.getByTestId("signup-documents");
  await sent.getByRole("img", { name: "Photo ID" }).waitFor();
  await sent.getByRole("img", { name: "Selfie holding your ID" }).waitFor();
  await creator.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="signup-documents"] img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  assert.equal(await creator.getByText("No photo yet").count(), 0);
  await screenshot(creator, "studio-verification-signup-documents-light");
  // Selling is not offered before it would be refused, and the form says why.
  await creator.goto("/studio/compose");
  await creator
    .getByText("Selling opens once your ID is approved: your documents are being reviewed.")
    .waitFor();
  assert.equal(await creator.getByLabel("Sell this post (fans pay once to unlock it)").isDisabled(), true);
  await screenshot(creator, "studio-compose-unverified-light");
  assert.equal(await searchFinds(username), false);

  const admin = await newPage(browser);
  await uiLogin(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto("/admin");
  await admin.getByRole("heading", { name: "Dashboard" }).waitFor();
  await screenshot(admin, "admin-dashboard-light");
  await admin.getByRole("link", { name: /Pending verifications/ }).click();
  await admin.waitForURL("**/admin/verifications");
  const card = admin.locator("li", { has: admin.getByRole("link", { name: "Nova Creator" }) });
  await card.waitFor();
  const images = card.getByRole("img", { name: /ID document/ });
  assert.equal(await images.count(), 2);
  // The documents load through signed URLs the admin was handed.
  await admin.waitForFunction(
    (name) =>
      [...document.querySelectorAll<HTMLImageElement>(`img[alt^="${name}"]`)].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    "ID document",
  );
  assert.match((await images.first().getAttribute("src")) ?? "", /^\/media\/[0-9a-f]+\?exp=\d+&sig=/);
  await admin.getByTestId("page-loading-overlay").waitFor({ state: "detached" });
  await screenshot(admin, "admin-verifications-light");
  // A rejection without a reason: the reason's box says what is missing, under it, and is marked.
  await card.getByRole("button", { name: "Reject…" }).click();
  await card.getByRole("button", { name: "Reject", exact: true }).click();
  await admin
    .getByRole("alertdialog", { name: "Reject Nova Creator's verification?" })
    .getByRole("button", { name: "Reject" })
    .click();
  const toasts = admin.getByRole("region", { name: "Notifications" });
  await toasts.getByRole("alert").filter({ hasText: "Please check the highlighted fields." }).waitFor();
  const reason = card.getByLabel("Why is Nova Creator not verified?");
  await card.getByText("Tell the creator why, so they know what to send instead.").waitFor();
  assert.equal(await reason.getAttribute("aria-invalid"), "true");
  await screenshot(admin, "admin-verification-reason-error-light");
  await card.getByRole("button", { name: "Cancel" }).click();
  // The approval's answer replaces the error's toast.
  // Approving asks first; Cancel leaves the creator waiting.
  const approve = admin.getByRole("alertdialog", { name: "Verify Nova Creator?" });
  await card.getByRole("button", { name: "Approve" }).click();
  await approve.getByRole("button", { name: "Cancel" }).click();
  await approve.waitFor({ state: "hidden" });
  assert.equal(await searchFinds(username), false);
  await card.getByRole("button", { name: "Approve" }).click();
  await approve.getByRole("button", { name: "Approve" }).click();
  await toasts.getByRole("status").filter({ hasText: "Creator verified" }).waitFor();
  assert.equal(await toasts.getByRole("alert").count(), 0);
  await card.waitFor({ state: "detached" });

  // Verified: listed in search and told so on the studio.
  assert.equal(await searchFinds(username), true);
  await creator.goto(`/search?q=${username}`);
  await creator
    .getByRole("link", { name: /Nova Creator/ })
    .first()
    .waitFor();
  await creator.goto("/studio");
  await creator.getByRole("heading", { name: /^Welcome/ }).waitFor();
  assert.equal(await creator.getByText("Your ID documents are being reviewed.").count(), 0);
  await creator.goto("/studio/compose");
  await creator.getByLabel("Sell this post (fans pay once to unlock it)").check();
  await creator.getByLabel("Price (tokens)").waitFor();

  // The decision is in the audit log, found by the creator's username and said in words.
  await admin.goto(`/admin/audit?q=${username}`);
  await admin.getByText("Approved the creator's ID").first().waitFor();
  await creator.context().close();
  await admin.context().close();
});

test("the audit log says each action in words, about whom, and finds it by the person's username", async () => {
  const token = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const username = uniqueName("audited");
  const signup = await api<{ data: { user: { _id: string } } }>(
    "/auth/performers/register-without-document",
    {
      body: { name: "Audited Creator", username, email: `${username}@example.com`, password: "Secret123!" },
    },
  );
  assert.equal(signup.status, 201, JSON.stringify(signup.json));
  const found = await api<{ data: { data: { _id: string }[] } }>(`/admin/users?q=${username}`, { token });
  const id = found.json.data.data[0]._id;
  const adjusted = await api(`/admin/wallets/${id}/adjust`, {
    token,
    body: { amount: 20, reason: "Welcome credit" },
  });
  assert.equal(adjusted.status, 201, JSON.stringify(adjusted.json));
  const commission = await api(`/admin/performers/${id}/commission`, {
    method: "PUT",
    token,
    body: { commission: 0.25 },
  });
  assert.equal(commission.status, 200, JSON.stringify(commission.json));

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto(`/admin/audit?q=${username}`);
  const log = page.getByRole("list", { name: "Admin actions" });
  await log.getByText("Adjusted the wallet").waitFor();
  await log.getByText("Amount: ◎20.00").waitFor();
  await log.getByText("Reason: Welcome credit").waitFor();
  await log.getByText("From the site's rate to 25%").waitFor();
  assert.equal(await log.getByText('"amount"').count(), 0);
  const person = log.getByRole("link", { name: `Audited Creator (@${username})` }).first();
  assert.equal(await person.getAttribute("href"), `/admin/users/${id}`);
  await screenshot(page, "admin-audit-light");
  await dark(page);
  await page.reload();
  await log.getByText("Adjusted the wallet").waitFor();
  await screenshot(page, "admin-audit-dark");

  // A search that matches nothing says so, not that nothing was ever done.
  await page.goto("/admin/audit?q=nothing-matches-this");
  await page.getByText("No admin actions match “nothing-matches-this”.").waitFor();
  assert.equal(await page.getByText("No admin actions yet").count(), 0);

  // The person's page lists the actions about them.
  await page.goto(`/admin/users/${id}`);
  await page.getByRole("heading", { name: "Admin actions about this person" }).waitFor();
  await page.getByText("Changed the creator's commission").waitFor();
  await page.context().close();
});

test("a handled report says what was done, by whom and the note, and no longer links to a removed post", async () => {
  const luna = DEMO_CREATORS[0];
  const creatorToken = await apiLogin(luna.username, luna.password);
  const post = await api<{ data: { _id: string } }>("/performer/feeds", {
    token: creatorToken,
    body: { type: "text", text: "<p>A post to report.</p>" },
  });
  assert.equal(post.status, 201, JSON.stringify(post.json));
  const fanToken = await apiLogin(DEMO_FANS[0].username, DEMO_FANS[0].password);
  const report = await api<{ data: { _id: string } }>("/reports", {
    token: fanToken,
    body: { target: "feed", targetId: post.json.data._id, title: "Removed in e2e", description: "Not OK" },
  });
  assert.equal(report.status, 201, JSON.stringify(report.json));
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const resolved = await api(`/admin/reports/${report.json.data._id}/resolve`, {
    token: adminToken,
    body: { action: "remove_item", note: "Spam link" },
  });
  assert.equal(resolved.status, 200, JSON.stringify(resolved.json));

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin/reports?status=resolved");
  const card = page.getByRole("listitem").filter({ hasText: "Removed in e2e" });
  await card.getByText("Item removed").waitFor();
  await card.getByText(/by Site Admin/).waitFor();
  await card.getByText("Note: Spam link").waitFor();
  await card.getByText("The reported post was removed.").waitFor();
  assert.equal(await card.getByRole("link", { name: /Open the reported/ }).count(), 0);
  await screenshot(page, "admin-reports-resolved-light");
  await page.context().close();
});

test("the console on a phone in dark: the user page with documents, commission and suspension", async () => {
  const token = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const luna = await api<{ data: { data: { _id: string }[] } }>("/admin/users?q=luna&role=performer", {
    token,
  });
  const page = await newPage(browser, phone);
  await dark(page);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto(`/admin/users/${luna.json.data.data[0]._id}`);
  await page.getByRole("heading", { name: "Luna Rivers" }).waitFor();
  await page.getByRole("heading", { name: "Commission" }).waitFor();
  await screenshot(page, "admin-user-dark-phone");
  await page.goto("/admin/settings");
  await page.getByRole("heading", { name: "Prices and payments" }).waitFor();
  await screenshot(page, "admin-settings-dark-phone");
  await page.goto("/admin");
  await screenshot(page, "admin-dashboard-dark-phone");
  await page.context().close();
});

test("settings saved in the console apply at once: the site name in the header, checked values refused", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin/settings");
  await page.getByLabel("Site name").fill("Fanverse Test");
  await page.getByLabel("Minimum tip").fill("500");
  await page.getByLabel("Maximum tip").fill("100");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText("The minimum tip can be at most the maximum, 100 tokens.").waitFor();
  // The toast that asks to check the fields never covers the sticky Save button, wide or on a phone.
  const save = page.getByRole("button", { name: "Save settings" });
  const toast = page.getByRole("region", { name: "Notifications" }).getByRole("alert");
  // Each box is read in one step where the element is (a toast replaced by the next answer's
  // between a wait and a separate read has no box).
  const box = (el: Element) => {
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x, y, width, height };
  };
  const overlap = async () => {
    const [a, b] = [await save.evaluate(box), await toast.last().evaluate(box)];
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  await toast.waitFor();
  assert.equal(await overlap(), false, "the toast is clear of Save settings");
  await page.setViewportSize({ width: 390, height: 844 });
  await save.click();
  await toast.waitFor();
  assert.equal(await overlap(), false, "the toast is clear of Save settings on a phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel("Minimum tip").fill("10");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText("Settings saved").waitFor();
  assert.equal(await page.title(), "Settings · Admin");
  await page.goto("/search");
  await page.getByText(`© ${new Date().getFullYear()} Fanverse Test`).waitFor();
  const token = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  await api("/admin/settings", {
    method: "PUT",
    token,
    body: { values: { siteName: "Fanverse", maximumTipPrice: 10000 } },
  });
  await page.context().close();
});

test("a creator verifies with Persona: hosted flow, signed webhook, verified", async () => {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const on = await api("/admin/settings", {
    method: "PUT",
    token: adminToken,
    body: { values: { personaTemplateId: "itmpl_e2e", personaEnabled: true } },
  });
  assert.equal(on.status, 200, JSON.stringify(on.json));
  try {
    const username = uniqueName("persona");
    const signup = await api("/auth/performers/register-without-document", {
      body: { name: "Persona Person", username, email: `${username}@example.com`, password: "Secret123!" },
    });
    assert.equal(signup.status, 201);
    const page = await newPage(browser);
    await uiLogin(page, username, "Secret123!");
    await page.goto("/creator/account#verification");
    await page.getByRole("link", { name: "Verify with Persona instead" }).click();
    await page.getByRole("heading", { name: "Verify your identity" }).waitFor();
    await page.getByRole("button", { name: "Submit (approve)" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/creator/account" && url.searchParams.get("persona") === "done",
    );
    await page.getByText("You're verified.").waitFor({ timeout: 30_000 });
    assert.equal(await searchFinds(username), true);
    await page.context().close();
  } finally {
    await api("/admin/settings", {
      method: "PUT",
      token: adminToken,
      body: { values: { personaEnabled: false } },
    });
  }
});

test("fans get 403 on the console, and its API refuses them", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_FANS[0].username, DEMO_FANS[0].password);
  const res = await page.goto("/admin/users");
  assert.equal(res?.status(), 403);
  await page.getByRole("heading", { name: "Not allowed" }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Admin" }).count(), 0);
  const token = await apiLogin(DEMO_FANS[0].username, DEMO_FANS[0].password);
  assert.equal((await api("/admin/dashboard", { token })).status, 403);
  await page.context().close();
});

test("the contact form reaches the operator, whose mail shows on the developer outbox (no provider, local run)", async () => {
  const page = await newPage(browser);
  await page.goto("/");
  await page.getByRole("link", { name: "Contact" }).click();
  await page.waitForURL("**/contact");
  const subject = uniqueName("Question ");
  await page.getByLabel("Your name").fill("Visitor");
  await page.getByLabel("Your email").fill("visitor@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Hello, how do payouts work?");
  await page.getByRole("button", { name: "Send message" }).click();
  await page.getByText("Thanks, your message was sent.").waitFor();
  await page.goto("/dev/outbox");
  await page.getByText(`Contact form: ${subject}`).first().waitFor();
  await screenshot(page, "dev-outbox-light");

  const admin = await newPage(browser);
  await uiLogin(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto("/admin/contact");
  await admin.getByText(subject).waitFor();
  await page.context().close();
  await admin.context().close();
});

test("the admin lands on the console after logging in; a fan still lands on their home timeline", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  assert.equal(new URL(page.url()).pathname, "/admin");
  await page.context().close();
  const fan = await newPage(browser);
  await uiLogin(fan, DEMO_FANS[0].username, DEMO_FANS[0].password);
  assert.equal(new URL(fan.url()).pathname, "/home");
  await fan.context().close();
});

test("the console's settings name each server integration in words, the variable only as a hint", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin/settings");
  await page.getByText(/(The|Add the) reCAPTCHA secret key/).waitFor();
  await page.getByText(/Persona's API key and webhook secret/).waitFor();
  const body = (await page.locator("main").textContent()) ?? "";
  assert.doesNotMatch(body, /Set RECAPTCHA_SECRET|RECAPTCHA_SECRET is set|PERSONA_API_KEY and PERSONA/);
  await screenshot(page, "admin-settings-labels");
  await page.context().close();
});
