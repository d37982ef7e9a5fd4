/**
 * The browser's room sockets and the rooms' frame limits (party/protocol.ts): a room closes a
 * socket with 1008 (kept flooding) or 1009 (a frame too large) only when the client misbehaved, so
 * the page does not reconnect into it; any other close that is not final is retried as before.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DEMO_FANS, launchBrowser, newPage, uiLogin } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * A logged-in page whose first notification socket the room (played by the route, in front of the
 * real one) closes with `code` right after the greeting. Returns how many sockets the page opened.
 */
async function closedOnce(code: number): Promise<{ page: Page; opened: () => number }> {
  const page = await newPage(browser);
  let opened = 0;
  await page.routeWebSocket(/\/parties\/user\//, (ws) => {
    opened++;
    const server = ws.connectToServer();
    if (opened > 1) return;
    server.onMessage((message) => {
      ws.send(message);
      if (String(message).includes('"auth/success"')) ws.close({ code, reason: "test" });
    });
  });
  await uiLogin(page, DEMO_FANS[0].username, DEMO_FANS[0].password);
  return { page, opened: () => opened };
}

test("after a room's frame-limit close (1008, 1009) the page opens no new socket; after another close it reconnects", async () => {
  const [flooding, tooLarge, serverError] = await Promise.all([
    closedOnce(1008),
    closedOnce(1009),
    closedOnce(1011),
  ]);
  // partysocket retries a second after a close (then longer): wait for the retry of the 1011 close...
  for (let i = 0; i < 150 && serverError.opened() < 2; i++) await new Promise((r) => setTimeout(r, 100));
  assert.equal(serverError.opened(), 2, "a 1011 close is retried");
  // ...and as long again: the same retry after 1008 or 1009 would have come by now.
  await new Promise((r) => setTimeout(r, 2_000));
  assert.equal(flooding.opened(), 1, "no new socket after 1008");
  assert.equal(tooLarge.opened(), 1, "no new socket after 1009");
  for (const { page } of [flooding, tooLarge, serverError]) await page.context().close();
});
