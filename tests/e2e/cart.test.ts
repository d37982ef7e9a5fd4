/**
 * The shopping cart (issue 24): a visitor adds a product, logs in and finds it in their cart; they
 * add a second creator's product, reload (the cart is kept in the browser), see both grouped by
 * creator with the total and their balance, a price that changed shown before paying, and check out
 * once: two orders, one wallet payment, one line in the wallet. Screens in light, dark and on a phone.
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
  execSql,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  shownTokens,
  uiLogin,
} from "./harness";

let browser: Browser;
let fan: { id: string; token: string; username: string };

before(async () => {
  browser = await launchBrowser();
  fan = await registerViaApi("users", "Cart Fan", "cartfan");
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const funded = await api(`/admin/wallets/${fan.id}/adjust`, {
    token: admin,
    body: { amount: 200, reason: "e2e funds" },
  });
  assert.equal(funded.status, 201, JSON.stringify(funded.json));
});
after(async () => {
  await browser?.close();
});

const png = Buffer.from(SAMPLES_BASE64.png, "base64");

/** A physical product of a demo creator, made through the creator's API (as the demo seed does). */
async function productOf(creator: { username: string; password: string }, name: string, price: number) {
  const token = await apiLogin(creator.username, creator.password);
  const form = new FormData();
  form.set("image", new Blob([png], { type: "image/png" }), "product.png");
  form.set("name", name);
  form.set("description", "A signed A4 print, shipped worldwide.");
  form.set("type", "physical");
  form.set("price", String(price));
  form.set("stock", "20");
  form.set("status", "active");
  const res = await freshFetch(`${baseUrl}/api/performer/performer-assets/products`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(res.status, 201, await res.clone().text());
  const { data } = (await res.json()) as { data: { _id: string; price: number } };
  return { id: data._id, name, price: Math.round(data.price * 100) };
}

const balance = async () => (await api("/users/me", { token: fan.token })).json.data.balance as number;

async function addToCart(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  const add = page.getByTestId("add-to-cart");
  await add.getByRole("button", { name: "Add to cart" }).click();
}

test("a fan fills a cart from two creators, reloads, and pays once: two orders, one wallet line", async () => {
  const first = await productOf(DEMO_CREATORS[0], "Luna's signed print", 25);
  const second = await productOf(DEMO_CREATORS[1], "Max's sticker pack", 7.5);
  const page = await newPage(browser);

  // A visitor's cart moves into their own when they log in.
  await addToCart(page, first.id);
  await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor();
  await uiLogin(page, fan.username, "Secret123!");
  await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor();

  // The second creator's product, two of them.
  await page.goto(`/products/${second.id}`);
  await page.getByRole("button", { name: "One more" }).click();
  await page.getByTestId("add-to-cart").getByRole("button", { name: "Add to cart" }).click();
  await page.getByTestId("cart-count").filter({ hasText: "3" }).waitFor();

  // Kept across a reload, under the fan's own key.
  await page.goto("/cart");
  await page.reload();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), `cart:${fan.id}`);
  assert.ok(stored?.includes(first.id) && stored.includes(second.id), String(stored));
  assert.equal(await page.evaluate(() => window.localStorage.getItem("cart:visitor")), null);
  await page.getByTestId("cart-group").nth(1).waitFor();
  assert.equal(await page.getByTestId("cart-group").count(), 2);
  const total = (first.price + second.price * 2) / 100;
  await page
    .getByTestId("cart-total")
    .filter({ hasText: `◎${total.toFixed(2)}` })
    .waitFor();
  await page.getByTestId("cart-balance").filter({ hasText: "◎200.00" }).waitFor();

  // The first creator raises the price while it sits in the cart: shown before paying.
  execSql(`UPDATE products SET price = price + 100 WHERE id = '${first.id}';`);
  await page.reload();
  await page.getByTestId("cart-item-changed").waitFor();
  const newTotal = total + 1;
  await page
    .getByTestId("cart-total")
    .filter({ hasText: `◎${newTotal.toFixed(2)}` })
    .waitFor();
  assert.equal(await page.getByTestId("cart-checkout").isDisabled(), true);
  await screenshot(page, "cart-light");
  await page.getByRole("button", { name: "Accept the new prices" }).click();
  await page.getByTestId("cart-item-changed").waitFor({ state: "detached" });

  // A new fan has no address yet: a new one, saved when paying.
  await page.getByLabel("Name", { exact: true }).fill("Cart Fan");
  await page.getByLabel("Street address").fill("1 Main St");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("Postal code").fill("73301");
  await page.getByLabel("Country").selectOption("US");
  const before = await balance();
  // The header's balance at the very moment the thanks appears: already the new one.
  const balanceWithThanks = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="cart-paid"]')) return;
          observer.disconnect();
          resolve(document.querySelector('[data-testid="header-balance"]')?.textContent ?? "");
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByTestId("cart-checkout").click();
  await page.getByTestId("cart-paid").waitFor();
  assert.equal(await balanceWithThanks, shownTokens(before - newTotal));
  assert.equal(await page.getByTestId("cart-order").count(), 2);
  await screenshot(page, "cart-paid");
  assert.equal(Math.round((before - (await balance())) * 100), Math.round(newTotal * 100));
  await page.getByTestId("header-cart").waitFor();
  assert.equal(await page.getByTestId("cart-count").count(), 0);

  // Two orders, one for each creator, in the fan's orders.
  const orders = await api("/orders/users/search", { token: fan.token });
  assert.equal(orders.json.data.total, 2);
  // One line in the wallet for the one payment.
  await page.goto("/wallet");
  const lines = page.getByTestId("spending").locator("li");
  await lines.first().waitFor();
  assert.equal(await lines.count(), 1);
  const line = (await lines.first().textContent()) ?? "";
  assert.match(line, /Cart/);
  assert.match(line, new RegExp(`−◎?${newTotal.toFixed(2)}|${newTotal.toFixed(2)}`));
  await page.context().close();
});

test("items that changed since they were added show why before paying, and block Checkout until removed", async () => {
  const buyer = await registerViaApi("users", "Cart Changes Fan", "cartchanges");
  const removed = await productOf(DEMO_CREATORS[0], "A print taken off sale", 5);
  const soldOut = await productOf(DEMO_CREATORS[1], "A sticker that sold out", 4);
  const blocked = await productOf(DEMO_CREATORS[2], "A mug of a creator who blocked the fan", 6);
  const page = await newPage(browser);
  await uiLogin(page, buyer.username, "Secret123!");
  for (const product of [removed, soldOut, blocked]) await addToCart(page, product.id);
  await page.getByTestId("cart-count").filter({ hasText: "3" }).waitFor();

  // An empty wallet: the cart says how much is missing and leads to a top-up that comes back here.
  await page.goto("/cart");
  await page.getByText("You need ◎15.00 more.").waitFor();
  const topUp = page.getByRole("link", { name: "Top up your wallet" });
  const topUpUrl = new URL((await topUp.getAttribute("href")) ?? "", baseUrl);
  assert.equal(`${topUpUrl.pathname} ${topUpUrl.searchParams.get("returnTo")}`, "/wallet /cart");
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const funded = await api(`/admin/wallets/${buyer.id}/adjust`, {
    token: admin,
    body: { amount: 50, reason: "e2e funds" },
  });
  assert.equal(funded.status, 201, JSON.stringify(funded.json));

  // Then, while they sit in the cart: one is taken off sale, one sells out, a creator blocks the fan.
  execSql(
    `UPDATE products SET status = 'draft' WHERE id = '${removed.id}'; UPDATE products SET stock = 0 WHERE id = '${soldOut.id}';`,
  );
  const creator = await apiLogin(DEMO_CREATORS[2].username, DEMO_CREATORS[2].password);
  const block = await api("/block/users", { token: creator, body: { targetId: buyer.id } });
  assert.equal(block.status, 200, JSON.stringify(block.json));

  await page.goto("/cart");
  const problems = page.getByTestId("cart-item-problem");
  await problems.nth(2).waitFor();
  const item = (name: string) => page.getByTestId("cart-item").filter({ hasText: name });
  assert.match((await item(removed.name).getByTestId("cart-item-problem").textContent()) ?? "", /\S/);
  assert.match((await item(soldOut.name).getByTestId("cart-item-problem").textContent()) ?? "", /Sold out/);
  assert.match((await item(blocked.name).getByTestId("cart-item-problem").textContent()) ?? "", /block/i);
  assert.equal(await page.getByTestId("cart-checkout").isDisabled(), true);
  const before = await api("/users/me", { token: buyer.token });

  // Removing them leaves an empty cart; nothing was charged.
  for (const name of [removed.name, soldOut.name, blocked.name])
    await item(name)
      .getByRole("button", { name: /^Remove/ })
      .click();
  await page.getByText("Your cart is empty").waitFor();
  const after = await api("/users/me", { token: buyer.token });
  assert.equal(after.json.data.balance, before.json.data.balance);
  assert.equal((await api("/orders/users/search", { token: buyer.token })).json.data.total, 0);
  await page.context().close();
});

test("the cart page in dark and on a phone", async () => {
  const product = await productOf(DEMO_CREATORS[2], "A poster with a rather long name to fit on a phone", 12);
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
  // A visitor's header on a phone keeps the cart, the theme and both buttons on screen.
  await page.goto("/cart");
  await page.getByText("Your cart is empty").waitFor();
  const header = await page.evaluate(() =>
    [...document.querySelectorAll("header a, header button")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => e.textContent),
  );
  assert.deepEqual(header, []);
  await screenshot(page, "cart-visitor-phone");
  await uiLogin(page, fan.username, "Secret123!");
  await addToCart(page, product.id);
  // The phone's top bar shows the cart with its count, on screen.
  await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor();
  const cartIcon = await page.getByTestId("header-cart").boundingBox();
  assert.ok(cartIcon && cartIcon.x >= 0 && cartIcon.x + cartIcon.width <= 390, JSON.stringify(cartIcon));
  await page.goto("/cart");
  await page.getByTestId("cart-group").waitFor();
  await page.getByTestId("cart-checkout").filter({ hasText: "Check out" }).waitFor();
  await page.locator("html.dark").waitFor();
  // Nothing wider than the phone's screen.
  await screenshot(page, "cart-dark-phone");
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName}.${e.className}`.slice(0, 80))
      .slice(0, 5),
  );
  assert.deepEqual(wide, [], "nothing on the cart page is wider than the phone's screen");
  // Remove empties the cart.
  await page.getByRole("button", { name: /^Remove/ }).click();
  await page.getByText("Your cart is empty").waitFor();
  await page.context().close();
});
