/**
 * The page chrome's unread counts (the header's messages badge and the notification bell) are read
 * by the page's session lookup itself (PAGE_CHROME_COUNTS, functions/messaging/messages/
 * conversations.ts): the same numbers as the API's counts, by the same rules, with no round trip
 * of their own.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { blockUser, subscribe } from "../helpers/assets";
import { counted } from "../helpers/d1-count";

const apiUnreadMessages = async (user: TestUser) =>
  (await call("/api/messages/counting-not-read-messages", { token: user.token })).json.data.total as number;
const apiUnreadNotifications = async (user: TestUser) =>
  (await call("/api/notifications?limit=1", { token: user.token })).json.data.unread as number;

/** The header's messages badge and the bell's unread count on a page, as rendered for `user`. */
async function chromeCounts(user: TestUser, path = "/notifications") {
  const page = await counted(path, user.token);
  expect(page.status).toBe(200);
  const badge =
    /data-testid="unread-badge"><span class="sr-only">, <!-- -->unread<!-- -->: <\/span>(\d+)</.exec(
      page.body,
    );
  const bell = /aria-label="Notifications, (\d+) unread"/.exec(page.body);
  return {
    messages: badge ? Number(badge[1]) : 0,
    notifications: bell ? Number(bell[1]) : 0,
    statements: page.statements,
  };
}

describe("the page chrome's unread counts", () => {
  it("come with the session lookup, equal to the API's, and follow the block rule", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    // A follow through the API notifies the creator (after the answer).
    expect((await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token })).status).toBe(200);
    const opened = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    expect(opened.status).toBe(201);
    const conversation = opened.json.data._id as string;
    for (const text of ["one", "two"]) {
      const sent = await call(`/api/messages/conversations/${conversation}`, {
        token: creator.token,
        body: { text },
      });
      expect(sent.status).toBe(201);
    }

    const fanChrome = await chromeCounts(fan);
    expect(fanChrome.messages).toBe(2);
    expect(fanChrome.messages).toBe(await apiUnreadMessages(fan));
    // The session lookup's statement carries both counts: no statement of its own reads them.
    expect(fanChrome.statements[0].sql).toMatch(/"sessions"."token_hash" = \?/);
    expect(fanChrome.statements[0].sql).toMatch(/as "unreadMessages"/);
    expect(fanChrome.statements.filter((s) => /"conversation_members"/.test(s.sql))).toHaveLength(1);

    // The creator was notified of the follow.
    await expect.poll(() => apiUnreadNotifications(creator)).toBe(1);
    const creatorChrome = await chromeCounts(creator, "/messages");
    expect(creatorChrome.notifications).toBe(1);
    expect(creatorChrome.notifications).toBe(await apiUnreadNotifications(creator));

    // A creator who blocks the fan hides their conversation from the fan's count, on the page as
    // in the API.
    await blockUser(creator.id, fan);
    expect(await apiUnreadMessages(fan)).toBe(0);
    expect((await chromeCounts(fan)).messages).toBe(0);
  });

  it("a page's action is answered with the counts as the action left them, not as the session found them", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    expect((await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token })).status).toBe(200);
    await expect.poll(() => apiUnreadNotifications(creator)).toBe(1);
    expect((await chromeCounts(creator)).notifications).toBe(1);
    // "Mark all read" without JavaScript: the action, then the page's loaders, in one request.
    const form = new FormData();
    form.set("intent", "read-all");
    const page = await call("/notifications", { method: "POST", token: creator.token, form });
    expect(page.status).toBe(200);
    expect(page.text).toContain('aria-label="Notifications"');
    expect(page.text).not.toMatch(/aria-label="Notifications, \d+ unread"/);
    expect(await apiUnreadNotifications(creator)).toBe(0);
  });

  it("are read for a data request only when it loads the root (whose chrome shows them)", async () => {
    const fan = await createUser("fan");
    const carries = async (path: string) => {
      const sent = await counted(path, fan.token);
      expect(sent.status).toBe(200);
      const session = sent.statements.find((s) => /"sessions"."token_hash" = \?/.test(s.sql));
      expect(session).toBeDefined();
      return /as "unreadMessages"/.test(session!.sql);
    };
    // A document, and single-fetch data requests that load every route or name the root.
    expect(await carries("/notifications")).toBe(true);
    expect(await carries("/notifications.data")).toBe(true);
    expect(await carries("/notifications.data?_routes=root,routes/notifications")).toBe(true);
    // A fetcher's or a navigation's request for other routes only: the session alone.
    expect(await carries("/notifications.data?_routes=routes/notifications")).toBe(false);
  });
});
