/**
 * Mass messages in the browser (issue 21, section 3): a creator sends a paid mass message to a
 * custom list from Studio → Mass messages (live recipient count, preview as a fan sees it), and a
 * fan in another browser context finds it locked in their conversation and unlocks it.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  api,
  apiLogin,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  uiLogin,
} from "./harness";

let browser: Browser;
let creator: { id: string; token: string; username: string };
let fan: { id: string; token: string; username: string };
let adminToken: string;

before(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  creator = await registerViaApi("performers", "Mass Creator", "masscreator");
  const approved = await api(`/performers/${creator.id}`, {
    method: "PUT",
    token: adminToken,
    body: { verificationStatus: "approved" },
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  fan = await registerViaApi("users", "Mass Fan", "massfan");
  const followed = await api(`/follows/${creator.id}`, { token: fan.token, body: {} });
  assert.ok(followed.status < 300, JSON.stringify(followed.json));
  const funded = await api(`/admin/wallets/${fan.id}/adjust`, {
    token: adminToken,
    body: { amount: 20, reason: "e2e funds" },
  });
  assert.equal(funded.status, 201, JSON.stringify(funded.json));
  const list = await api("/lists", { token: creator.token, body: { name: "Close friends" } });
  assert.equal(list.status, 201, JSON.stringify(list.json));
  const added = await api(`/lists/${list.json.data._id}/members`, {
    token: creator.token,
    body: { userIds: [fan.id] },
  });
  assert.equal(added.status, 200, JSON.stringify(added.json));
});
after(async () => {
  await browser?.close();
});

async function inDark(page: Page, name: string) {
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await screenshot(page, name);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

describe("mass messages", () => {
  test("a creator sends a paid mass message to a list, and a fan on another browser unlocks it", async () => {
    const studio = await newPage(browser);
    await uiLogin(studio, creator.username, "Secret123!");
    await studio.goto("/studio/mass");
    await studio.getByRole("heading", { name: "Mass messages" }).first().waitFor();
    // Sent empty: both things it lacks are said at once; each goes once its field changes.
    await studio.getByRole("button", { name: "Send", exact: true }).click();
    const composer = studio.getByRole("form", { name: "New mass message" });
    await composer.getByText("Choose at least one list or audience.").waitFor();
    await composer.getByText("Write a message or attach a file.").waitFor();
    await studio.getByLabel("Close friends (1)").check();
    await composer.getByText("Choose at least one list or audience.").waitFor({ state: "detached" });
    await composer.getByText("Write a message or attach a file.").waitFor();
    await studio.getByTestId("mass-count").getByText("Reaches 1 fan").waitFor();
    await studio.getByRole("textbox", { name: "Message" }).fill("A set just for my close friends");
    await composer.getByText("Write a message or attach a file.").waitFor({ state: "detached" });
    assert.equal(await composer.getByText("Please check the highlighted fields.").count(), 0);
    await studio.getByLabel("Price (optional)").fill("4");
    await studio.getByTestId("mass-preview").getByText("Unlock for ◎4.00").waitFor();
    await screenshot(studio, "mass-composer");
    await inDark(studio, "mass-composer-dark");
    await studio.getByRole("button", { name: "Send", exact: true }).click();
    await studio.getByText("Sending to 1 fan").first().waitFor();
    const sent = studio.getByTestId("mass-sent").first();
    await sent.getByTestId("mass-delivered").getByText("1").waitFor({ timeout: 30_000 });

    const fanPage = await newPage(browser);
    await uiLogin(fanPage, fan.username, "Secret123!");
    const conversations = await api("/conversations", { token: fan.token });
    const conversation = (conversations.json.data.data as { _id: string; recipient: { _id: string } }[]).find(
      (c) => c.recipient?._id === creator.id,
    );
    assert.ok(conversation, "the fan has a conversation with the creator");
    await fanPage.goto(`/messages/${conversation._id}`);
    await fanPage.getByRole("button", { name: "Unlock for ◎4.00" }).click();
    const dialog = fanPage.getByRole("dialog", { name: "Unlock" });
    await dialog.getByRole("button", { name: "Pay ◎4.00" }).click();
    await fanPage.getByTestId("thread").getByText("A set just for my close friends").waitFor();

    await studio.reload();
    await studio.getByTestId("mass-sent").first().getByTestId("mass-purchases").getByText("1").waitFor();
    assert.equal(
      await studio.getByTestId("mass-sent").first().getByTestId("mass-revenue").textContent(),
      "◎4.00",
    );
    // Named as Statistics names what fans paid before the commission (its net is "Net earned").
    await studio
      .getByTestId("mass-sent")
      .first()
      .getByTestId("mass-figures")
      .getByText("Fans paid")
      .waitFor();
    await screenshot(studio, "mass-history");
    await inDark(studio, "mass-history-dark");
  });

  test("a session that ends while the composer is open: the live count sends the creator to login and back", async () => {
    const studio = await newPage(browser);
    await uiLogin(studio, creator.username, "Secret123!");
    await studio.goto("/studio/mass");
    await studio.getByRole("heading", { name: "Mass messages" }).first().waitFor();
    // Signed out elsewhere: the browser's next call to the API answers 401.
    await studio.context().clearCookies({ name: "token" });
    await studio.getByLabel("Close friends (1)").check();
    await studio.waitForURL((url) => url.pathname === "/auth/login");
    assert.equal(new URL(studio.url()).searchParams.get("redirectTo"), "/studio/mass");
    await studio.context().close();
  });
});
