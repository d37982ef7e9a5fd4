/**
 * Two-factor sign-in and the sessions list in the browser: turning on two-factor sign-in on the account page (the
 * code typed is computed from the key the page shows, as an authenticator app would), logging in
 * with the code as a second step, and the list of devices with "Sign out" and "Sign out everywhere
 * else" (the other device's live socket closes). Screens in light and dark.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, test } from "node:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { api, baseUrl, launchBrowser, newPage, registerViaApi, screenshot, uiLogin } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PASSWORD = "Secret123!";
const pathOf = (page: Page) => new URL(page.url()).pathname;
const dark = (page: Page) => page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
/** What the authenticator app shows `steps` 30-second steps from now. */
const appCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test("a fan turns on two-factor sign-in on the account page, logs out, and logs in with the code as a second step", async () => {
  const fan = await registerViaApi("users", "Careful Fan", "twofa");
  const page = await newPage(browser);
  await uiLogin(page, fan.username, PASSWORD);
  await page.goto("/user/account#two-factor");
  const card = page.locator("#two-factor");
  await card.getByText("Off.").waitFor();
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await card.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  const secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await screenshot(page, "two-factor-setup-light");
  // On a phone the key wraps between its groups of four, never inside one (a group on two lines
  // has two boxes), and it can be copied whole.
  await page.setViewportSize({ width: 390, height: 844 });
  const boxesPerGroup = await card.getByTestId("two-factor-secret").evaluate((code) => {
    const text = code.textContent ?? "";
    const counts: number[] = [];
    for (const match of text.matchAll(/[A-Z2-7]{4}/g)) {
      const range = document.createRange();
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        const index = match.index ?? 0;
        if (index >= seen && index < seen + length) range.setStart(node, index - seen);
        if (index + 4 > seen && index + 4 <= seen + length) range.setEnd(node, index + 4 - seen);
        seen += length;
      }
      counts.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
    }
    return counts;
  });
  assert.equal(boxesPerGroup.length, 8);
  assert.deepEqual(boxesPerGroup, Array(8).fill(1), `each group on one line: ${boxesPerGroup}`);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await card.getByRole("button", { name: "Copy key" }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
  await screenshot(page, "two-factor-setup-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A wrong code is refused by the field; the right one turns it on and shows ten recovery codes.
  await card.getByLabel("Code from the app").fill(appCode(secret, 5));
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn on" }).click();
  await card.getByText("That code is not right").first().waitFor();
  const firstCode = appCode(secret);
  await card.getByLabel("Code from the app").fill(firstCode);
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn on" }).click();
  await card.getByTestId("recovery-codes").waitFor();
  const codes = await card.getByTestId("recovery-codes").locator("li").allInnerTexts();
  assert.equal(codes.length, 10);
  // They can be copied, one per line, or downloaded as a text file.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await card.getByRole("button", { name: "Copy codes" }).click();
  await page.getByText("Recovery codes copied").first().waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), codes.join("\n"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download" }).click(),
  ]);
  assert.equal(download.suggestedFilename(), "recovery-codes.txt");
  const saved = await download.path();
  assert.equal((await readFile(saved, "utf8")).trim(), codes.join("\n"));
  await screenshot(page, "two-factor-recovery-codes-light");
  await card.getByRole("button", { name: "I have saved them" }).click();
  await card.getByText("10 recovery codes left").waitFor();

  await dark(page);
  await page.reload();
  await page.locator("html.dark").waitFor();
  await page.locator("#two-factor").scrollIntoViewIfNeeded();
  await screenshot(page, "two-factor-on-dark");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL("**/auth/login");

  // The password alone is not enough: the next page asks for the code.
  await page.getByLabel(/username or email/i).fill(fan.username);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /log in/i }).click();
  await page.waitForURL("**/auth/two-factor");
  await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await page.getByText("That code is not right").waitFor();
  await screenshot(page, "two-factor-login-step-dark");
  // The code that turned it on works once: signing in again at once with it is refused, and the
  // page says why a right code can be refused (it had said only "not right").
  await page.getByLabel("Authentication code").fill(firstCode);
  const refused = page.waitForResponse(
    (res) => new URL(res.url()).pathname.startsWith("/auth/two-factor") && res.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await refused;
  await page.getByText("or it has been used already. Enter the next code").waitFor();
  assert.match(page.url(), /\/auth\/two-factor/);
  // The step after the one used to turn it on (the app's clock may run a little ahead).
  await page.getByLabel("Authentication code").fill(appCode(secret, 1));
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await page.waitForURL((url) => url.pathname === "/home");
  await page.context().close();

  // A recovery code works in the same place.
  const other = await newPage(browser);
  await other.goto("/auth/login");
  await other.getByLabel(/username or email/i).fill(fan.username);
  await other.getByLabel(/^password/i).fill(PASSWORD);
  await other.getByRole("button", { name: /log in/i }).click();
  await other.waitForURL("**/auth/two-factor");
  await other.getByLabel("Authentication code").fill(codes[0]);
  await other.getByRole("button", { name: "Verify and log in" }).click();
  await other.waitForURL((url) => url.pathname === "/home");
  await other.context().close();
});

test("the account page lists where one is signed in; Sign out and Sign out everywhere else end those sessions and their sockets", async () => {
  const fan = await registerViaApi("users", "Busy Fan", "devices");
  const phoneToken = await api<{ data: { token: string } }>("/auth/login", {
    body: { username: fan.username, password: PASSWORD },
    headers: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    },
  }).then((r) => r.json.data.token);

  // A second browser, signed in too, with its live socket open.
  const laptop = await newPage(browser);
  const laptopSocket = laptop.waitForEvent("websocket", (ws) => ws.url().includes("/parties/user/"));
  await uiLogin(laptop, fan.username, PASSWORD);
  const socket = await laptopSocket;
  await socket.waitForEvent("framereceived", {
    predicate: (f) => String(f.payload).includes("auth/success"),
  });

  const page = await newPage(browser);
  await uiLogin(page, fan.username, PASSWORD);
  await page.goto("/user/account#sessions");
  const card = page.locator("#sessions");
  const rows = card.getByTestId("sessions").locator("li");
  // registerViaApi's own session, the phone, the laptop and this browser.
  assert.equal(await rows.count(), 4);
  await rows.filter({ hasText: "This device" }).waitFor();
  await rows.filter({ hasText: "Safari on iPhone" }).waitFor();
  await screenshot(page, "sessions-light");
  // On a phone the title keeps its width: "Sign out everywhere else" goes under it, not beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  const title = await card.getByRole("heading", { name: "Where you're signed in" }).boundingBox();
  assert.ok(title && title.width > 200, `the title is ${title?.width} px wide`);
  await screenshot(page, "sessions-phone-light");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sign out the laptop (the other Chrome, not this one): its socket closes at once.
  const closed = socket.waitForEvent("close");
  const laptopRow = rows.filter({ hasText: "Chrome" }).filter({ hasNotText: "This device" });
  await laptopRow.getByRole("button", { name: /^Sign out/ }).click();
  await closed;
  await card.getByTestId("sessions").locator("li").nth(3).waitFor({ state: "detached" });
  await laptop.reload();
  assert.equal(pathOf(laptop), "/auth/login");
  await laptop.context().close();

  await card.getByRole("button", { name: "Sign out everywhere else" }).click();
  await card.getByText("Signed out on 2 other devices.").first().waitFor();
  await rows.nth(1).waitFor({ state: "detached" });
  assert.equal(await rows.count(), 1);
  assert.equal((await api("/users/me", { token: phoneToken })).status, 401);
  assert.equal((await api("/users/me", { token: fan.token })).status, 401);

  await dark(page);
  await page.reload();
  await page.locator("html.dark").waitFor();
  await page.locator("#sessions").scrollIntoViewIfNeeded();
  await screenshot(page, "sessions-dark");
  await card.getByText("This device").waitFor();
  await page.context().close();
});

test("a long list of sessions shows this device and the four seen last, and the rest on Show more", async () => {
  const fan = await registerViaApi("users", "Many Devices", "manydev");
  for (let i = 0; i < 6; i++) {
    const made = await api("/auth/login", { body: { username: fan.username, password: PASSWORD } });
    assert.equal(made.status, 200);
  }
  const page = await newPage(browser);
  await uiLogin(page, fan.username, PASSWORD);
  await page.goto("/user/account#sessions");
  const card = page.locator("#sessions");
  const rows = card.getByTestId("sessions").locator("li");
  // registerViaApi's session, six more and this browser: eight, five of them shown.
  await rows.first().filter({ hasText: "This device" }).waitFor();
  assert.equal(await rows.count(), 5);
  await card.getByRole("button", { name: "Show 3 more" }).click();
  await rows.nth(7).waitFor();
  assert.equal(await rows.count(), 8);
  assert.equal(await card.getByRole("button", { name: /^Show \d+ more$/ }).count(), 0);
  await page.context().close();
});
