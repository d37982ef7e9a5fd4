import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { blockUser, follow, subscribe } from "../helpers/assets";
import { file, PNG_BYTES } from "../helpers/auth";
import { charge, fund } from "../helpers/money";

/** A fan subscribed to a creator, and the conversation the fan opened with them. */
async function pair() {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  await subscribe(fan, creator.id);
  const res = await call("/api/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: creator.id },
  });
  expect(res.status).toBe(201);
  return { creator, fan, conversationId: res.json.data._id as string };
}

const send = (user: TestUser, conversationId: string, body: Record<string, unknown>) =>
  call(`/api/messages/conversations/${conversationId}`, { token: user.token, body });

const page = (user: TestUser, conversationId: string, query = "") =>
  call(`/api/messages/conversations/${conversationId}${query}`, { token: user.token });

const unread = async (user: TestUser) =>
  (await call("/api/messages/counting-not-read-messages", { token: user.token })).json.data.total as number;

describe("who may message whom", () => {
  it("a fan writes to a creator they subscribe to; not to one they only follow", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan, creator.id);
    const body = { source: "performer", sourceId: creator.id };
    const refused = await call("/api/conversations", { token: fan.token, body });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("messaging_not_allowed");
    await subscribe(fan, creator.id);
    const opened = await call("/api/conversations", { token: fan.token, body });
    expect(opened.status).toBe(201);
    expect(opened.json.data).toMatchObject({
      type: "private",
      totalNotSeenMessages: 0,
      recipient: { _id: creator.id, isPerformer: true, isOnline: false },
    });
  });

  it("opening the same conversation again returns it (same _id), from either side, never a 409", async () => {
    const { creator, fan, conversationId } = await pair();
    const again = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(conversationId);
    const fromCreator = await call("/api/conversations", {
      token: creator.token,
      body: { source: "user", sourceId: fan.id },
    });
    expect(fromCreator.status).toBe(200);
    expect(fromCreator.json.data._id).toBe(conversationId);
    const list = await call("/api/conversations", { token: fan.token });
    expect(list.json.data.data.map((c: { _id: string }) => c._id)).toEqual([conversationId]);
  });

  it("two first opens at the same moment make one conversation", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const body = { source: "performer", sourceId: creator.id };
    const results = await Promise.all(
      [1, 2, 3].map(() => call("/api/conversations", { token: fan.token, body })),
    );
    expect(new Set(results.map((r) => r.json.data._id)).size).toBe(1);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
  });

  it("a creator writes to followers and subscribers, not to strangers", async () => {
    const creator = await createUser("performer");
    const follower = await createUser("fan");
    const stranger = await createUser("fan");
    await follow(follower, creator.id);
    const ok = await call("/api/conversations", {
      token: creator.token,
      body: { source: "user", sourceId: follower.id },
    });
    expect(ok.status).toBe(201);
    // The follower may answer in it, although they could not have started it.
    expect((await send(follower, ok.json.data._id, { text: "Hi back" })).status).toBe(201);
    const refused = await call("/api/conversations", {
      token: creator.token,
      body: { source: "user", sourceId: stranger.id },
    });
    expect(refused.json.code).toBe("messaging_not_allowed");
  });

  it("refuses a blocked fan, oneself, a wrong source and unknown people, creating nothing", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    await blockUser(creator.id, fan);
    const blocked = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
    const self = await call("/api/conversations", {
      token: fan.token,
      body: { source: "user", sourceId: fan.id },
    });
    expect(self.status).toBe(422);
    expect(self.json.details.sourceId).toBeTruthy();
    const wrongSource = await call("/api/conversations", {
      token: creator.token,
      body: { source: "performer", sourceId: fan.id },
    });
    expect(wrongSource.status).toBe(422);
    expect(wrongSource.json.details.source).toMatch(/not a creator/);
    const unknown = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: "0".repeat(24) },
    });
    expect(unknown.status).toBe(404);
    const badSource = await call("/api/conversations", {
      token: fan.token,
      body: { source: "admin", sourceId: creator.id },
    });
    // A source outside the enum is a malformed request.
    expect(badSource.status).toBe(400);
    expect((await call("/api/conversations", { token: fan.token })).json.data.total).toBe(0);
    expect((await call("/api/conversations", { body: { source: "user", sourceId: fan.id } })).status).toBe(
      401,
    );
  });

  it("a block stops both sides on every send; the fan's list drops the creator, the creator's marks it", async () => {
    const { creator, fan, conversationId } = await pair();
    expect((await send(fan, conversationId, { text: "before" })).status).toBe(201);
    const blocked = await call("/api/block/users", {
      token: creator.token,
      body: { targetId: fan.id },
    });
    expect(blocked.status).toBeLessThan(300);
    const fanSend = await send(fan, conversationId, { text: "after" });
    expect(fanSend.status).toBe(403);
    expect(fanSend.json.code).toBe("user_blocked");
    const creatorSend = await send(creator, conversationId, { text: "after" });
    expect(creatorSend.status).toBe(403);
    expect((await page(fan, conversationId)).status).toBe(403);
    expect((await call("/api/conversations", { token: fan.token })).json.data.total).toBe(0);
    const theirs = await call("/api/conversations", { token: creator.token });
    expect(theirs.json.data.data[0]).toMatchObject({ _id: conversationId, isBlocked: true });
    expect(
      (await call(`/api/block/users/${fan.id}`, { method: "DELETE", token: creator.token })).status,
    ).toBe(200);
    expect((await send(fan, conversationId, { text: "again" })).status).toBe(201);
  });

  it("outsiders get 404 for a conversation and its messages", async () => {
    const { conversationId } = await pair();
    const outsider = await createUser("fan");
    expect((await call(`/api/conversations/${conversationId}`, { token: outsider.token })).status).toBe(404);
    expect((await page(outsider, conversationId)).status).toBe(404);
    expect((await send(outsider, conversationId, { text: "hi" })).status).toBe(404);
    expect(
      (
        await call(`/api/conversations/${conversationId}/update`, {
          method: "PUT",
          token: outsider.token,
          body: { name: "mine" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("messages: paging, read counts, text", () => {
  it("the first page is the newest 25 (newest first); offsets page back without overlap", async () => {
    const { creator, fan, conversationId } = await pair();
    for (let i = 1; i <= 30; i++) {
      const author = i % 2 ? fan : creator;
      expect((await send(author, conversationId, { text: `message ${i}` })).status).toBe(201);
    }
    const first = await page(fan, conversationId);
    expect(first.status).toBe(200);
    expect(first.json.data.total).toBe(30);
    const texts = first.json.data.data.map((m: { text: string }) => m.text);
    expect(texts).toHaveLength(25);
    expect(texts[0]).toBe("message 30");
    expect(texts[24]).toBe("message 6");
    const older = await page(fan, conversationId, "?offset=25&limit=25");
    expect(older.json.data.data.map((m: { text: string }) => m.text)).toEqual([
      "message 5",
      "message 4",
      "message 3",
      "message 2",
      "message 1",
    ]);
    expect((await page(fan, conversationId, "?limit=101")).status).toBe(422);
    expect(
      (await page(fan, conversationId, "?sortBy=constructor&sort=sideways")).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it("unseen counts rise with each message and return to 0 when the conversation is opened", async () => {
    const { creator, fan, conversationId } = await pair();
    for (const text of ["one", "two", "three"]) await send(fan, conversationId, { text });
    expect(await unread(creator)).toBe(3);
    expect(await unread(fan)).toBe(0);
    const list = await call("/api/conversations", { token: creator.token });
    expect(list.json.data.data[0]).toMatchObject({
      _id: conversationId,
      totalNotSeenMessages: 3,
      lastMessage: "three",
      lastSenderId: fan.id,
    });
    const opened = await call(`/api/conversations/${conversationId}`, { token: creator.token });
    expect(opened.json.data.totalNotSeenMessages).toBe(0);
    expect(await unread(creator)).toBe(0);
    await send(fan, conversationId, { text: "four" });
    expect(await unread(creator)).toBe(1);
    const readAll = await call(`/api/messages/read-all/${conversationId}`, {
      method: "POST",
      token: creator.token,
    });
    expect(readAll.status).toBe(200);
    expect(readAll.json.data.totalNotSeenMessages).toBe(0);
    expect(await unread(creator)).toBe(0);
  });

  it("read receipts: the sender sees when the other side read the conversation (seenAt), in every answer", async () => {
    const { creator, fan, conversationId } = await pair();
    const sent = await send(fan, conversationId, { text: "Did you see this?" });
    const before = await page(fan, conversationId);
    expect(before.json.data.seenAt).toBeNull();
    const unopened = await call(`/api/conversations/${conversationId}`, { token: fan.token });
    expect(unopened.json.data.seenAt).toBeNull();

    // The creator reads the newest page: every message up to now was seen.
    await page(creator, conversationId);
    const after = await page(fan, conversationId);
    const seenAt = after.json.data.seenAt as string;
    expect(Date.parse(seenAt)).toBeGreaterThanOrEqual(Date.parse(sent.json.data.createdAt));
    const listed = await call("/api/conversations", { token: fan.token });
    expect(listed.json.data.data[0]).toMatchObject({ _id: conversationId, seenAt });
    const opened = await call(`/api/conversations/${conversationId}`, { token: fan.token });
    expect(opened.json.data.seenAt).toBe(seenAt);

    // A later message is not covered until the creator reads again; an older page does not read.
    const later = await send(fan, conversationId, { text: "And this?" });
    expect(Date.parse(later.json.data.createdAt)).toBeGreaterThanOrEqual(Date.parse(seenAt));
    await page(creator, conversationId, "?offset=1");
    expect((await page(fan, conversationId)).json.data.seenAt).toBe(seenAt);
    await call(`/api/messages/read-all/${conversationId}`, { method: "POST", token: creator.token });
    const again = (await page(fan, conversationId)).json.data.seenAt as string;
    expect(Date.parse(again)).toBeGreaterThanOrEqual(Date.parse(later.json.data.createdAt));
    // The fan's own reading is not a receipt for the fan's messages: the creator sees the fan's.
    expect((await page(creator, conversationId)).json.data.seenAt).not.toBeNull();
  });

  it("text is sanitised: tags and scripts go, the rest is stored escaped; empty messages are refused", async () => {
    const { fan, conversationId } = await pair();
    const res = await send(fan, conversationId, {
      text: '<script>alert("x")</script>Hi <b>there</b> & <img src=x onerror=alert(1)>you',
    });
    expect(res.status).toBe(201);
    expect(res.json.data.text).toBe("Hi there &amp; you");
    const empty = await send(fan, conversationId, { text: "<script>only</script>  " });
    expect(empty.status).toBe(422);
    expect(empty.json.details.text).toBe("Write a message.");
    const long = await send(fan, conversationId, { text: "x".repeat(2001) });
    expect(long.status).toBe(422);
    expect((await send(fan, conversationId, { text: 42 })).status).toBe(400);
  });

  it("search finds conversations by the other person's name; a title can be set", async () => {
    const { fan, conversationId } = await pair();
    const creator2 = await createUser("performer", { name: "Zelda Unique" });
    await subscribe(fan, creator2.id);
    await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator2.id },
    });
    const found = await call("/api/conversations/search?q=zelda", { token: fan.token });
    expect(found.json.data.total).toBe(1);
    expect(found.json.data.data[0].recipient.name).toBe("Zelda Unique");
    const wildcard = await call("/api/conversations/search?q=%25", { token: fan.token });
    expect(wildcard.json.data.total).toBe(0);
    const renamed = await call(`/api/conversations/${conversationId}/update`, {
      method: "PUT",
      token: fan.token,
      body: { name: "  Our chat " },
    });
    expect(renamed.json.data.name).toBe("Our chat");
  });
});

describe("deleting messages in a private conversation", () => {
  it("the sender removes their message: gone from both lists and the unread count; others may not", async () => {
    const { creator, fan, conversationId } = await pair();
    await send(fan, conversationId, { text: "keep" });
    const oops = (await send(fan, conversationId, { text: "oops" })).json.data._id;
    expect(await unread(creator)).toBe(2);
    const notTheirs = await call(`/api/messages/${oops}`, { method: "DELETE", token: creator.token });
    expect(notTheirs.status).toBe(403);
    const removed = await call(`/api/messages/${oops}`, { method: "DELETE", token: fan.token });
    expect(removed.json.data).toEqual({ _id: oops, removed: true, text: "" });
    expect(await unread(creator)).toBe(1);
    const texts = (await page(creator, conversationId)).json.data.data.map((m: { text: string }) => m.text);
    expect(texts).toEqual(["keep"]);
    const list = await call("/api/conversations", { token: fan.token });
    expect(list.json.data.data[0].lastMessage).toBe("keep");
    expect((await call(`/api/messages/${oops}`, { method: "DELETE", token: fan.token })).status).toBe(404);
  });

  it("remove-all in a private conversation removes only the viewer's own messages", async () => {
    const { creator, fan, conversationId } = await pair();
    await send(fan, conversationId, { text: "fan 1" });
    await send(creator, conversationId, { text: "creator 1" });
    await send(fan, conversationId, { text: "fan 2" });
    const res = await call(`/api/messages/${conversationId}/remove-all-message`, {
      method: "DELETE",
      token: fan.token,
    });
    expect(res.json.data).toEqual({ conversationId, removed: 2 });
    const texts = (await page(creator, conversationId)).json.data.data.map((m: { text: string }) => m.text);
    expect(texts).toEqual(["creator 1"]);
    expect(await unread(creator)).toBe(0);
  });
});

describe("pay-per-view messages", () => {
  it("a creator's priced message is locked for the fan until bought; the creator always sees it", async () => {
    const { creator, fan, conversationId } = await pair();
    const priced = await send(creator, conversationId, { text: "A secret", price: 4.5 });
    expect(priced.status).toBe(201);
    expect(priced.json.data).toMatchObject({ text: "A secret", isSale: true, price: 4.5, locked: false });
    const id = priced.json.data._id;
    const locked = (await page(fan, conversationId)).json.data.data[0];
    expect(locked).toMatchObject({
      _id: id,
      text: null,
      isSale: true,
      price: 4.5,
      locked: true,
      isBought: false,
    });
    const list = await call("/api/conversations", { token: fan.token });
    expect(list.json.data.data[0].lastMessage).toBe("Locked message");

    await fund(fan.id, 10);
    const bought = await charge(fan.token, "message", id);
    expect(bought.status, bought.text).toBe(201);
    expect(bought.json.data).toMatchObject({ type: "message", targetId: id, amount: 4.5 });
    const unlocked = (await page(fan, conversationId)).json.data.data[0];
    expect(unlocked).toMatchObject({ text: "A secret", locked: false, isBought: true });
    const again = await charge(fan.token, "message", id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_purchased");
  });

  it("a priced photo hides its file until bought", async () => {
    const { creator, fan, conversationId } = await pair();
    const form = new FormData();
    form.set("conversationId", conversationId);
    form.set("price", "3");
    form.set("file", file(PNG_BYTES, "pic.png", "image/png"));
    const sent = await call("/api/messages/private/file", { token: creator.token, form });
    expect(sent.status).toBe(201);
    expect(sent.json.data.type).toBe("photo");
    expect(sent.json.data.file.url).toMatch(/^\/media\//);
    const seen = (await page(fan, conversationId)).json.data.data[0];
    expect(seen.locked).toBe(true);
    expect(seen.file).toMatchObject({ kind: "photo", url: null });
    await fund(fan.id, 10);
    expect((await charge(fan.token, "message", sent.json.data._id)).status).toBe(201);
    const bought = (await page(fan, conversationId)).json.data.data[0];
    expect(bought.file.url).toMatch(/^\/media\//);
  });

  it("the list's preview follows the thread's rule: locked until bought, then the caption, or 'Photo' without one", async () => {
    const { creator, fan, conversationId } = await pair();
    const pricedPhoto = async (caption?: string) => {
      const form = new FormData();
      form.set("conversationId", conversationId);
      form.set("price", "3");
      if (caption) form.set("text", caption);
      form.set("file", file(PNG_BYTES, "pic.png", "image/png"));
      const sent = await call("/api/messages/private/file", { token: creator.token, form });
      expect(sent.status, sent.text).toBe(201);
      return sent.json.data._id as string;
    };
    const preview = async (user: TestUser) => {
      const list = await call("/api/conversations", { token: user.token });
      const [c] = list.json.data.data;
      return { lastMessage: c.lastMessage, lastMessagePreview: c.lastMessagePreview };
    };
    const captioned = await pricedPhoto("Sunset at the <b>beach</b>");
    expect(await preview(fan)).toEqual({
      lastMessage: "Locked message",
      lastMessagePreview: { type: "photo", text: "", price: 3, locked: true },
    });
    // Its sender sees what it holds, as in the thread.
    expect(await preview(creator)).toMatchObject({ lastMessage: "Sunset at the beach" });

    await fund(fan.id, 10);
    expect((await charge(fan.token, "message", captioned)).status).toBe(201);
    expect(await preview(fan)).toEqual({
      lastMessage: "Sunset at the beach",
      lastMessagePreview: { type: "photo", text: "Sunset at the beach", price: 3, locked: false },
    });

    const bare = await pricedPhoto();
    expect((await preview(fan)).lastMessage).toBe("Locked message");
    expect((await charge(fan.token, "message", bare)).status).toBe(201);
    expect((await preview(fan)).lastMessage).toBe("Photo");
    // Opening the conversation answers with the same preview.
    const opened = await call(`/api/conversations/${conversationId}`, { token: fan.token });
    expect(opened.json.data).toMatchObject({ lastMessage: "Photo", lastMessagePreview: { locked: false } });
  });

  it("fans cannot set a price, and a creator must be verified to", async () => {
    const { fan, conversationId } = await pair();
    const res = await send(fan, conversationId, { text: "pay me", price: 5 });
    expect(res.status).toBe(422);
    expect(res.json.details.price).toMatch(/Only creators/);
    const unverified = await createUser("performer", { verified: false });
    const follower = await createUser("fan");
    await follow(follower, unverified.id);
    const conv = await call("/api/conversations", {
      token: unverified.token,
      body: { source: "user", sourceId: follower.id },
    });
    const priced = await send(unverified, conv.json.data._id, { text: "pay me", price: 5 });
    expect(priced.status).toBe(403);
    expect(priced.json.code).toBe("performer_not_verified");
  });
});

describe("file messages", () => {
  it("a photo goes into the conversation; a non-image is refused and nothing is left", async () => {
    const { fan, conversationId } = await pair();
    const form = new FormData();
    form.set("conversationId", conversationId);
    form.set("text", "look");
    form.set("file", file(PNG_BYTES, "pic.png", "image/png"));
    const sent = await call("/api/messages/private/file", { token: fan.token, form });
    expect(sent.status).toBe(201);
    expect(sent.json.data).toMatchObject({ type: "photo", text: "look", file: { kind: "photo" } });
    const bad = new FormData();
    bad.set("conversationId", conversationId);
    bad.set("file", file(new TextEncoder().encode("not a picture"), "x.png", "image/png"));
    expect((await call("/api/messages/private/file", { token: fan.token, form: bad })).status).toBe(415);
    const missing = new FormData();
    missing.set("conversationId", conversationId);
    expect((await call("/api/messages/private/file", { token: fan.token, form: missing })).status).toBe(422);
    expect((await page(fan, conversationId)).json.data.total).toBe(1);
  });
});
