/**
 * The console's money screens end to end: an admin approves a creator's payout request and marks
 * it paid with a reference; an admin credits a fan's wallet with a reason, and a debit larger than
 * the balance is refused with the balance in the message; the list-and-form pages (coupons, banners).
 * Screens in light, dark and on a phone.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
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

const PASSWORD = "Secret123!";
const dark = async (page: Page) =>
  page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);

/** A new account through the API: its id, session token and username. */
const register = (kind: "users" | "performers", name: string) =>
  registerViaApi(kind, name, kind === "users" ? "fan" : "earner");

/** The admin's audit entries about a target, newest first. */
async function auditActions(adminToken: string, targetId: string) {
  const res = await api<{ data: { data: { action: string; targetId: string }[] } }>(
    `/admin/audit-log?targetId=${targetId}&limit=20`,
    { token: adminToken },
  );
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data.data.map((a) => a.action);
}

test("an admin approves a creator's payout request and marks it paid with a reference", async () => {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  // A verified creator who earned 80 tokens (a tip of 100 less 20% commission) and saved PayPal.
  const creatorName = `Payout Creator ${Date.now().toString(36)}`;
  const creator = await register("performers", creatorName);
  const verified = await api(`/admin/performers/${creator.id}/verification`, {
    token: adminToken,
    body: { decision: "approved" },
  });
  assert.equal(verified.status, 200, JSON.stringify(verified.json));
  const fan = await register("users", "Tipping Fan");
  await api(`/admin/wallets/${fan.id}/adjust`, {
    token: adminToken,
    body: { amount: 100, reason: "e2e funds" },
  });
  const tip = await api(`/wallet/charges/tip/${creator.id}`, { token: fan.token, body: { amount: 100 } });
  assert.equal(tip.status, 201, JSON.stringify(tip.json));
  const gateway = await api(`/performers/${creator.id}/payment-gateway-settings`, {
    method: "PUT",
    token: creator.token,
    body: { key: "paypal", value: { email: "earner@example.com" }, currentPassword: PASSWORD },
  });
  assert.equal(gateway.status, 200, JSON.stringify(gateway.json));
  const requested = await api<{ data: { _id: string } }>("/payout-requests", {
    token: creator.token,
    body: { amount: 60, paymentMethod: "paypal", requestNote: "Rent money" },
  });
  assert.equal(requested.status, 201, JSON.stringify(requested.json));
  const payoutId = requested.json.data._id;

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("link", { name: /Pending payouts/ }).click();
  await page.waitForURL("**/admin/payouts");
  const card = page.locator("li", { has: page.getByRole("link", { name: creatorName }) });
  await card.getByText("◎60.00", { exact: true }).waitFor();
  await card.getByText("PayPal: earner@example.com").waitFor();
  await page.waitForLoadState("networkidle");
  await screenshot(page, "admin-payouts-light");

  // Approving and rejecting ask first and say what they do; Cancel changes nothing.
  const status = async () =>
    (await api(`/payout-requests/${payoutId}/view`, { token: creator.token })).json.data.status;
  await card.getByLabel("Note to the creator (optional)").fill("Enjoy");
  await card.getByRole("button", { name: "Approve" }).click();
  const approve = page.getByRole("alertdialog", {
    name: `Approve this payout of ◎60.00 to @${creator.username}?`,
  });
  await approve.getByText("The creator will be paid.").waitFor();
  await screenshot(page, "admin-payout-approve-confirm-light");
  await approve.getByRole("button", { name: "Cancel" }).click();
  await card.getByLabel("Reason").fill("Wrong account");
  await card.getByRole("button", { name: "Reject" }).click();
  const reject = page.getByRole("alertdialog", {
    name: `Reject this payout of ◎60.00 to @${creator.username}?`,
  });
  await reject.getByRole("button", { name: "Cancel" }).click();
  await reject.waitFor({ state: "hidden" });
  assert.equal(await status(), "pending");
  await card.getByRole("button", { name: "Approve" }).click();
  await approve.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("status").filter({ hasText: "Payout approved" }).first().waitFor();
  assert.equal(await status(), "approved");
  // Marking paid needs a reference for PayPal.

  await page.getByRole("link", { name: "Approved", exact: true }).click();
  const approved = page.locator("li", { has: page.getByRole("link", { name: creatorName }) });
  // Without a reference it is refused; the next answer (paid) replaces that error's toast.
  const toasts = page.getByRole("region", { name: "Notifications" });
  const markPaid = page.getByRole("alertdialog", {
    name: `Mark this payout of ◎60.00 to @${creator.username} as paid?`,
  });
  await approved.getByRole("button", { name: "Mark paid" }).click();
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await toasts.getByRole("alert").filter({ hasText: "Enter the transfer's reference." }).waitFor();
  await approved.getByLabel("Reference").fill("PP-7731");
  await approved.getByRole("button", { name: "Mark paid" }).click();
  await markPaid
    .getByText("Record that you sent the money, under the reference you entered. This cannot be undone.")
    .waitFor();
  await screenshot(page, "admin-payout-paid-confirm");
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await toasts.getByRole("status").filter({ hasText: "Payout marked as paid" }).waitFor();
  assert.equal(await toasts.getByRole("alert").count(), 0);
  await page.getByRole("link", { name: "Paid", exact: true }).click();
  const paid = page.locator("li", { has: page.getByRole("link", { name: creatorName }) });
  await paid.getByText("PP-7731").waitFor();

  const view = await api(`/payout-requests/${payoutId}/view`, { token: creator.token });
  assert.equal(view.json.data.status, "done");
  assert.equal(view.json.data.reference, "PP-7731");
  const calc = await api("/payout-requests/calculate", { method: "POST", token: creator.token });
  assert.equal(calc.json.data.paid, 60);
  assert.equal(calc.json.data.available, 20);
  const actions = await auditActions(adminToken, payoutId);
  assert.deepEqual(actions.sort(), ["payout.approve", "payout.paid"]);
  await page.context().close();

  // The creator's own list shows the reference the money went out under, and the page says what a
  // token is worth and when earnings become available.
  const own = await newPage(browser);
  await uiLogin(own, creator.username, "Secret123!");
  await own.goto("/creator/payouts");
  await own.getByTestId("payout-requests").getByText("Reference PP-7731", { exact: false }).waitFor();
  assert.match(
    (await own.getByTestId("payout-terms").textContent()) ?? "",
    /^1 token = 1 USD: a payout of ◎100\.00 is \$100\.00\. What you earn is (in holding for \d+ days? after the sale, then available to pay out|available to pay out at once)\.$/,
  );
  await own.context().close();

  const night = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await dark(night);
  await uiLogin(night, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await night.goto("/admin/payouts?status=done");
  await night.getByText("PP-7731").waitFor();
  await screenshot(night, "admin-payouts-dark-phone");
  await night.goto("/admin");
  await night.getByRole("table", { name: "Revenue (tokens)" }).waitFor({ state: "attached" });
  await screenshot(night, "admin-dashboard-money-dark-phone");
  await night.context().close();
});

test("an admin credits a wallet with a reason; a debit past the balance is refused", async () => {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const fan = await register("users", "Adjusted Fan");
  const page = await newPage(browser);
  await dark(page);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto(`/admin/users/${fan.id}`);
  const wallet = page.getByRole("form", { name: "Adjust wallet" });
  await page.getByText("Balance: ◎0.00.").waitFor();

  await wallet.getByLabel("Amount (tokens)").fill("25.5");
  await wallet.getByLabel("Reason for the adjustment").fill("Goodwill after a failed stream");
  // It asks first, saying what will happen; Cancel changes nothing.
  const credit = page.getByRole("alertdialog", { name: `Credit ◎25.50 to @${fan.username}'s wallet?` });
  await wallet.getByRole("button", { name: "Adjust wallet" }).click();
  await credit.getByRole("button", { name: "Cancel" }).click();
  await credit.waitFor({ state: "hidden" });
  assert.equal((await api("/users/me", { token: fan.token })).json.data.balance, 0);
  await wallet.getByRole("button", { name: "Adjust wallet" }).click();
  await credit.getByRole("button", { name: "Adjust wallet" }).click();
  await page.getByRole("status").filter({ hasText: "Credited: the wallet holds ◎25.50" }).first().waitFor();
  await page.getByText("Balance: ◎25.50.").waitFor();
  assert.equal((await api("/users/me", { token: fan.token })).json.data.balance, 25.5);

  await wallet.getByLabel("Amount (tokens)").fill("-40");
  await wallet.getByLabel("Reason for the adjustment").fill("Chargeback");
  await wallet.getByRole("button", { name: "Adjust wallet" }).click();
  await page
    .getByRole("alertdialog", { name: `Debit ◎40.00 from @${fan.username}'s wallet?` })
    .getByRole("button", { name: "Adjust wallet" })
    .click();
  await wallet.getByText("The wallet holds only 25.50 tokens.").waitFor();
  assert.equal((await api("/users/me", { token: fan.token })).json.data.balance, 25.5);
  await screenshot(page, "admin-wallet-adjust-dark");

  // The account's history on the page and the audit log both show the one credit.
  await page.getByRole("list", { name: "Admin actions" }).getByText("Adjusted the wallet").waitFor();
  assert.deepEqual(await auditActions(adminToken, fan.id), ["wallet.adjust"]);
  await page.context().close();
});

test("the console's orders, coupons and token packages screens: a coupon made from the form", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin/coupons");
  const code = uniqueName("SPRING").toUpperCase();
  await page.getByLabel("Code").fill(code);
  await page.getByLabel("Discount").selectOption("percentage");
  await page.getByLabel("Value").fill("15");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await page.getByRole("status").filter({ hasText: "Coupon created" }).first().waitFor();
  await page.getByRole("list", { name: "Coupons" }).getByRole("link", { name: code }).waitFor();
  await page.getByText("15% off").first().waitFor();
  // The form is empty again for the next coupon.
  assert.equal(await page.getByLabel("Code").inputValue(), "");
  await screenshot(page, "admin-coupons-light");
  // A status tab keeps the search and starts at the first page; the current tab is marked.
  await page.goto("/admin/orders?q=poster&offset=10");
  await page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "Refunded" }).click();
  await page.waitForURL((url) => url.searchParams.get("status") === "refunded");
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("q"), "poster");
  assert.equal(url.searchParams.get("offset"), "0");
  await page
    .getByRole("navigation", { name: "Status" })
    .locator('a[aria-current="true"]', { hasText: "Refunded" })
    .waitFor();
  await page.goto("/admin/token-packages");
  await page.getByRole("heading", { name: "Token packages" }).waitFor();
  await screenshot(page, "admin-token-packages-light");
  await page.context().close();

  const night = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await dark(night);
  await uiLogin(night, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await night.goto("/admin/orders");
  await night.getByRole("heading", { name: "Orders and refunds" }).waitFor();
  await screenshot(night, "admin-orders-dark-phone");
  await night.goto("/admin/coupons");
  await night.getByRole("link", { name: code }).waitFor();
  await screenshot(night, "admin-coupons-dark-phone");
  await night.context().close();
});

test("an admin list-and-form page (banners): create, a field error, edit from the list, delete after confirming", async () => {
  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin/banners");
  const title = uniqueName("Spring banner");
  const list = page.getByRole("list", { name: "Banners" });

  // A bad image address is the form's field message; nothing is made.
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Image").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create banner" }).click();
  await page.locator('[name="imageUrl"][aria-invalid="true"]').waitFor();
  assert.equal(await list.getByRole("link", { name: title }).count(), 0);

  await page.getByLabel("Image").fill("/images/spring.png");
  await page.getByRole("button", { name: "Create banner" }).click();
  await page.getByRole("status").filter({ hasText: "Banner created" }).first().waitFor();
  await list.getByRole("link", { name: title }).waitFor();
  // The form is empty again for the next banner.
  assert.equal(await page.getByLabel("Title").inputValue(), "");

  // A row's link opens it in the form; saving changes the row.
  await list.getByRole("link", { name: title }).click();
  await page.getByRole("heading", { name: `Edit "${title}"` }).waitFor();
  assert.equal(await page.getByLabel("Image").inputValue(), "/images/spring.png");
  await page.getByLabel("Title").fill(`${title} 2`);
  await page.getByRole("button", { name: "Save banner" }).click();
  await page.getByRole("status").filter({ hasText: "Banner saved" }).first().waitFor();
  await list.getByRole("link", { name: `${title} 2` }).waitFor();

  // Delete asks first; confirmed, the row is gone.
  const row = list.getByRole("listitem").filter({ hasText: `${title} 2` });
  await row.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete "${title} 2"?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("status").filter({ hasText: "Banner deleted" }).first().waitFor();
  await list.getByRole("link", { name: `${title} 2` }).waitFor({ state: "detached" });
  await page.context().close();
});

test("removing a reported post that fans bought asks first, then gives the buyers their tokens back", async () => {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const creator = await register("performers", `Removed Creator ${Date.now().toString(36)}`);
  const verified = await api(`/admin/performers/${creator.id}/verification`, {
    token: adminToken,
    body: { decision: "approved" },
  });
  assert.equal(verified.status, 200, JSON.stringify(verified.json));
  const title = `Scam offer ${Date.now().toString(36)}`;
  const post = await api<{ data: { _id: string } }>("/performer/feeds", {
    token: creator.token,
    body: { type: "text", text: `<p>${title}</p>`, isSale: true, price: 7 },
  });
  assert.equal(post.status, 201, JSON.stringify(post.json));
  const buyer = await register("users", "Buying Fan");
  await api(`/admin/wallets/${buyer.id}/adjust`, {
    token: adminToken,
    body: { amount: 20, reason: "e2e funds" },
  });
  const bought = await api(`/wallet/charges/feed/${post.json.data._id}`, { token: buyer.token, body: {} });
  assert.equal(bought.status, 201, JSON.stringify(bought.json));
  const reporter = await register("users", "Reporting Fan");
  const reported = await api("/reports", {
    token: reporter.token,
    body: { target: "feed", targetId: post.json.data._id, description: `Links to a scam: ${title}` },
  });
  assert.equal(reported.status, 201, JSON.stringify(reported.json));

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto("/admin/reports");
  const card = page.locator("li", { hasText: `Links to a scam: ${title}` });
  // The button says what its question and confirm say (it read "Block user", then asked to suspend).
  await card.getByRole("button", { name: "Suspend account" }).click();
  const suspend = page.getByRole("alertdialog", { name: "Suspend this account?" });
  await suspend.getByRole("button", { name: "Suspend" }).waitFor();
  await suspend.getByRole("button", { name: "Cancel" }).click();
  await suspend.waitFor({ state: "detached" });
  await card.getByRole("button", { name: "Remove item" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this post?" });
  await confirm.getByText("Everyone who paid for it gets their tokens back").waitFor();
  await screenshot(page, "admin-report-remove-confirm");
  // Cancel changes nothing.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  assert.equal((await api(`/user/feeds/${post.json.data._id}`, { token: buyer.token })).status, 200);
  await card.getByRole("button", { name: "Remove item" }).click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: "Item removed; 1 payment for it was refunded." })
    .first()
    .waitFor();
  const wallet = await api<{ data: { balance: number } }>("/users/me", { token: buyer.token });
  assert.equal(wallet.json.data.balance, 20);
  const charges = await api<{ data: { data: { status: string }[] } }>("/wallet/charges/search", {
    token: buyer.token,
  });
  assert.deepEqual(
    charges.json.data.data.map((c) => c.status),
    ["refunded"],
  );
  await page.context().close();
});

test("removing a post that many fans bought takes it off its page and refunds them on the queue first", async () => {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const creator = await register("performers", `Popular Creator ${Date.now().toString(36)}`);
  const verified = await api(`/admin/performers/${creator.id}/verification`, {
    token: adminToken,
    body: { decision: "approved" },
  });
  assert.equal(verified.status, 200, JSON.stringify(verified.json));
  const title = `Leaked set ${Date.now().toString(36)}`;
  const post = await api<{ data: { _id: string } }>("/performer/feeds", {
    token: creator.token,
    body: { type: "text", text: `<p>${title}</p>`, isSale: true, price: 2 },
  });
  assert.equal(post.status, 201, JSON.stringify(post.json));
  // More buyers than the admin's request refunds itself (25).
  const buyers = [];
  for (let i = 0; i < 26; i++) {
    const buyer = await register("users", `Buyer ${i}`);
    await api(`/admin/wallets/${buyer.id}/adjust`, {
      token: adminToken,
      body: { amount: 2, reason: "e2e funds" },
    });
    const bought = await api(`/wallet/charges/feed/${post.json.data._id}`, { token: buyer.token, body: {} });
    assert.equal(bought.status, 201, JSON.stringify(bought.json));
    buyers.push(buyer);
  }
  const reported = await api("/reports", {
    token: buyers[0].token,
    body: { target: "feed", targetId: post.json.data._id, description: `Not theirs: ${title}` },
  });
  assert.equal(reported.status, 201, JSON.stringify(reported.json));

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await dark(page);
  await page.goto("/admin/reports");
  const card = page.locator("li", { hasText: `Not theirs: ${title}` });
  await card.getByRole("button", { name: "Remove item" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove this post?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await page
    .getByRole("status")
    .filter({ hasText: "Removing: it is off its page now. Everyone who paid for it is being refunded" })
    .first()
    .waitFor();
  // The card says so instead of offering the actions again.
  await card.getByText("Being removed.").waitFor();
  assert.equal(await card.getByRole("button", { name: "Remove item" }).count(), 0);
  await screenshot(page, "admin-report-removing");
  assert.equal((await api(`/user/feeds/${post.json.data._id}`, { token: creator.token })).status, 200);
  // The queue refunds every buyer, then deletes the post: the report leaves the open list.
  for (let i = 0; i < 100; i++) {
    const last = await api<{ data: { balance: number } }>("/users/me", { token: buyers[25].token });
    const gone = (await api(`/user/feeds/${post.json.data._id}`, { token: creator.token })).status === 404;
    if (last.json.data.balance === 2 && gone) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  for (const buyer of buyers) {
    const me = await api<{ data: { balance: number } }>("/users/me", { token: buyer.token });
    assert.equal(me.json.data.balance, 2);
  }
  assert.equal((await api(`/user/feeds/${post.json.data._id}`, { token: creator.token })).status, 404);
  for (let i = 0; i < 50 && (await card.count()) > 0; i++) {
    await new Promise((r) => setTimeout(r, 300));
    await page.reload();
  }
  assert.equal(await card.count(), 0);
  await page.context().close();
});

test("an order's refund asks first, naming the amount and the fan; Cancel refunds nothing", async () => {
  // A demo creator's digital product, bought by a new fan.
  const creatorToken = await apiLogin(DEMO_CREATORS[0].username, DEMO_CREATORS[0].password);
  const png = Buffer.from(SAMPLES_BASE64.png, "base64");
  const name = uniqueName("Refund Print");
  const form = new FormData();
  form.set("image", new Blob([png], { type: "image/png" }), "product.png");
  form.set("digitalFile", new Blob([png], { type: "image/png" }), "print.png");
  form.set("name", name);
  form.set("description", "A printable file.");
  form.set("type", "digital");
  form.set("price", "12");
  form.set("status", "active");
  const made = await freshFetch(`${baseUrl}/api/performer/performer-assets/products`, {
    method: "POST",
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  assert.equal(made.status, 201, await made.clone().text());
  const product = ((await made.json()) as { data: { _id: string } }).data;
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const fan = await register("users", "Refunded Fan");
  await api(`/admin/wallets/${fan.id}/adjust`, {
    token: adminToken,
    body: { amount: 20, reason: "e2e funds" },
  });
  const bought = await api(`/wallet/charges/product/${product._id}`, { token: fan.token, body: {} });
  assert.equal(bought.status, 201, JSON.stringify(bought.json));
  const balance = async () => (await api("/users/me", { token: fan.token })).json.data.balance as number;
  assert.equal(await balance(), 8);

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("list", { name: "Orders" }).getByRole("listitem").filter({ hasText: name });
  await card.getByLabel("Reason for the refund").fill("The file was broken");
  await card.getByRole("button", { name: "Refund" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Refund ◎12.00 to @${fan.username}?` });
  await confirm.getByText("The tokens go back to the fan's wallet and the stock to the creator.").waitFor();
  await screenshot(page, "admin-order-refund-confirm-light");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "hidden" });
  assert.equal(await balance(), 8);
  await card.getByRole("button", { name: "Refund" }).click();
  await confirm.getByRole("button", { name: "Refund" }).click();
  await page.getByRole("status").filter({ hasText: "Order refunded" }).first().waitFor();
  assert.equal(await balance(), 20);
  await page.context().close();
});

test("an admin refunds a fan's tip from their page, after confirming; a refunded charge cannot be refunded again", async () => {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const creator = await register("performers", "Tipped Creator");
  await api(`/admin/performers/${creator.id}/verification`, {
    token: adminToken,
    body: { decision: "approved" },
  });
  const fan = await register("users", "Tip Regretter");
  await api(`/admin/wallets/${fan.id}/adjust`, {
    token: adminToken,
    body: { amount: 50, reason: "e2e funds" },
  });
  const tip = await api<{ data: { _id: string } }>(`/wallet/charges/tip/${creator.id}`, {
    token: fan.token,
    body: { amount: 12 },
  });
  assert.equal(tip.status, 201, JSON.stringify(tip.json));
  const balance = async () => (await api("/users/me", { token: fan.token })).json.data.balance as number;
  assert.equal(await balance(), 38);

  const page = await newPage(browser);
  await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto(`/admin/users/${fan.id}`);
  const payments = page.getByRole("list", { name: "Payments" });
  const row = payments.getByRole("listitem").filter({ hasText: "Tip" });
  await row.getByText("◎12.00", { exact: true }).waitFor();
  await row.getByText(`Paid to @${creator.username}`).waitFor();
  await row.getByLabel("Reason for the refund").fill("Tipped the wrong creator");
  await row.getByRole("button", { name: "Refund" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Refund ◎12.00 to @${fan.username}?` });
  await confirm.waitFor();
  await screenshot(page, "admin-user-payments-confirm-light");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "hidden" });
  assert.equal(await balance(), 38);
  await row.getByRole("button", { name: "Refund" }).click();
  await confirm.getByRole("button", { name: "Refund" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: `Refunded ◎12.00 to @${fan.username}` })
    .first()
    .waitFor();
  assert.equal(await balance(), 50);
  await row.getByText("Refunded", { exact: true }).waitFor();
  assert.equal(await row.getByRole("button", { name: "Refund" }).count(), 0);
  await screenshot(page, "admin-user-payments-light");

  // The creator's page lists the same charge, paid by the fan, refunded.
  await dark(page);
  await page.goto(`/admin/users/${creator.id}`);
  const sold = page.getByRole("list", { name: "Payments" }).getByRole("listitem").filter({ hasText: "Tip" });
  await sold.getByText(`Paid by @${fan.username}`).waitFor();
  await sold.getByText("Refunded", { exact: true }).waitFor();
  await screenshot(page, "admin-user-payments-dark");
  await page.context().close();
});
