// The token format's own parser (agora-token), to read back what the API issued.
import { AccessToken2, ServiceRtc } from "agora-token/src/AccessToken2.js";
import { describe, expect, it } from "vitest";
import { agoraConfig } from "#functions/messaging/streaming/agora";
import { AGORA_SANDBOX } from "../../scripts/lib/agora-sandbox.mjs";
import { call, createUser, type TestUser } from "../helpers/api";
import { blockCountry, blockUser, subscribe } from "../helpers/assets";
import { file, PNG_BYTES } from "../helpers/auth";
import { charge, fund } from "../helpers/money";

async function goLive(creator: TestUser, body: Record<string, unknown> = { title: "Evening chat" }) {
  const res = await call("/api/streaming/live", { token: creator.token, body });
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  return res.json.data as { _id: string; conversationId: string; price: number };
}

const join = (user: TestUser, streamId: string, headers: Record<string, string> = {}) =>
  call(`/api/streaming/join/${streamId}`, { token: user.token, headers });

const token = (user: TestUser, streamId: string) =>
  call("/api/streaming/agora/token", { token: user.token, body: { streamId } });

/** Reads an issued token back: its app, expiry and the RTC privileges it grants. */
function decode(raw: string) {
  const parsed = new AccessToken2();
  expect(parsed.from_string(raw)).toBe(true);
  expect(parsed.verifySignature(AGORA_SANDBOX.AGORA_APP_CERTIFICATE)).toBe(true);
  const [rtc] = parsed.getServices(new ServiceRtc("", "").service_type()) as {
    __privileges: Record<number, number>;
    __channel_name: string;
    __uid: string;
  }[];
  return {
    appId: String(parsed.appId),
    issueTs: parsed.issueTs as number,
    expire: parsed.expire as number,
    channel: String(rtc.__channel_name),
    account: String(rtc.__uid),
    privileges: Object.fromEntries(
      Object.entries(rtc.__privileges).map(([k, v]) => [Number(k), v]),
    ) as Record<number, number>,
  };
}

describe("going live", () => {
  it("verified creators go live with a title and a price; going live again returns the same session", async () => {
    const creator = await createUser("performer");
    const res = await call("/api/streaming/live", {
      token: creator.token,
      body: { title: "  Q&A night ", price: 2.5 },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      title: "Q&A night",
      price: 2.5,
      isFree: false,
      status: "live",
      type: "public",
      performer: { _id: creator.id },
    });
    const again = await call("/api/streaming/live", { token: creator.token, body: { title: "Other" } });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(res.json.data._id);
  });

  it("fans and unverified creators cannot; bad titles and prices get field errors", async () => {
    const fan = await createUser("fan");
    expect((await call("/api/streaming/live", { token: fan.token, body: { title: "x" } })).json.code).toBe(
      "performer_only",
    );
    const unverified = await createUser("performer", { verified: false });
    const res = await call("/api/streaming/live", { token: unverified.token, body: { title: "x" } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("performer_not_verified");
    const creator = await createUser("performer");
    const bad = await call("/api/streaming/live", {
      token: creator.token,
      body: { title: " ", price: 1.234 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.details).sort()).toEqual(["price", "title"]);
    expect(
      (await call("/api/streaming/user/search")).json.data.data.some((s: { performerId: string }) =>
        [creator.id, unverified.id].includes(s.performerId),
      ),
    ).toBe(false);
  });

  it("the creator changes the title and price, records the duration and ends the session", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const stream = await goLive(creator);
    const updated = await call("/api/streaming/update", {
      method: "PUT",
      token: creator.token,
      body: { streamId: stream._id, title: "New title", price: 1 },
    });
    expect(updated.json.data).toMatchObject({ title: "New title", price: 1 });
    const notTheirs = await call("/api/streaming/update", {
      method: "PUT",
      token: other.token,
      body: { streamId: stream._id, title: "Mine" },
    });
    expect(notTheirs.status).toBe(404);
    for (const duration of [120, 60]) {
      await call("/api/streaming/set-duration", {
        method: "PUT",
        token: creator.token,
        body: { streamId: stream._id, duration },
      });
    }
    const ended = await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    expect(ended.json.data).toMatchObject({ status: "ended", duration: 120 });
    expect(ended.json.data.endedAt).toBeTruthy();
    // A new session may start afterwards.
    expect((await goLive(creator))._id).not.toBe(stream._id);
  });
});

describe("who may join", () => {
  it("subscribers join; others are told why; an ended session is gone", async () => {
    const creator = await createUser("performer");
    const subscriber = await createUser("fan");
    const stranger = await createUser("fan");
    const blocked = await createUser("fan");
    await subscribe(subscriber, creator.id);
    await subscribe(blocked, creator.id);
    await blockUser(creator.id, blocked);
    await blockCountry(creator.id, "KP");
    const stream = await goLive(creator);

    const ok = await join(subscriber, stream._id);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ isOwner: false, canWatch: true, isBought: false, viewerCount: 0 });
    expect((await join(creator, stream._id)).json.data).toMatchObject({ isOwner: true, canWatch: true });
    expect((await join(stranger, stream._id)).json.code).toBe("subscription_required");
    expect((await join(blocked, stream._id)).json.code).toBe("user_blocked");
    expect((await join(subscriber, stream._id, { "cf-ipcountry": "KP" })).json.code).toBe("country_blocked");
    expect((await call(`/api/streaming/join/${stream._id}`)).status).toBe(401);
    expect((await join(subscriber, "0".repeat(24))).status).toBe(404);

    await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    const ended = await join(subscriber, stream._id);
    expect(ended.status).toBe(404);
    expect(ended.json.code).toBe("stream_ended");
  });

  it("a paid session: subscribers join but watch only once they bought this session", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const stream = await goLive(creator, { title: "Paid", price: 7 });
    expect((await join(fan, stream._id)).json.data).toMatchObject({ canWatch: false, isBought: false });
    const refused = await token(fan, stream._id);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("purchase_required");

    await fund(fan.id, 20);
    const bought = await charge(fan.token, "stream", stream._id);
    expect(bought.status, bought.text).toBe(201);
    expect(bought.json.data).toMatchObject({ type: "stream", targetId: stream._id, amount: 7 });
    expect((await join(fan, stream._id)).json.data).toMatchObject({ canWatch: true, isBought: true });
    expect((await token(fan, stream._id)).status).toBe(200);
    // The purchase is for this session only.
    await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    const next = await goLive(creator, { title: "Paid again", price: 7 });
    expect((await join(fan, next._id)).json.data.canWatch).toBe(false);
  });

  it("lists who is live now, without ended sessions or creators hidden from the viewer", async () => {
    const creator = await createUser("performer", { name: "Live Searchable" });
    const hiddenFrom = await createUser("fan");
    await blockUser(creator.id, hiddenFrom);
    const stream = await goLive(creator, { title: "Unique sunrise yoga" });
    const found = await call("/api/streaming/user/search?q=sunrise");
    expect(found.json.data.data.map((s: { _id: string }) => s._id)).toEqual([stream._id]);
    expect(found.json.data.data[0].performer).toMatchObject({ _id: creator.id, isOnline: false });
    const byName = await call("/api/streaming/user/search?q=live%20searchable");
    expect(byName.json.data.total).toBe(1);
    const blocked = await call("/api/streaming/user/search?q=sunrise", { token: hiddenFrom.token });
    expect(blocked.json.data.total).toBe(0);
    await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    expect((await call("/api/streaming/user/search?q=sunrise")).json.data.total).toBe(0);
  });
});

describe("Agora tokens", () => {
  it("the creator gets a publisher token and a viewer a subscriber token, for one hour, on the stream's channel", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const stream = await goLive(creator);

    const own = await token(creator, stream._id);
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({
      appId: AGORA_SANDBOX.AGORA_APP_ID,
      channel: stream._id,
      account: creator.id,
      role: "publisher",
    });
    const publisher = decode(own.json.data.token);
    expect(publisher).toMatchObject({
      appId: AGORA_SANDBOX.AGORA_APP_ID,
      channel: stream._id,
      account: creator.id,
    });
    expect(publisher.expire).toBe(3600);
    expect(Object.keys(publisher.privileges).map(Number).sort()).toEqual([
      ServiceRtc.kPrivilegeJoinChannel,
      ServiceRtc.kPrivilegePublishAudioStream,
      ServiceRtc.kPrivilegePublishVideoStream,
      ServiceRtc.kPrivilegePublishDataStream,
    ]);
    expect(Object.values(publisher.privileges).every((v) => v === 3600)).toBe(true);
    expect(Math.abs(publisher.issueTs - Date.now() / 1000)).toBeLessThan(60);
    const expiresAt = Date.parse(own.json.data.expiresAt);
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(60_000);

    const viewer = await token(fan, stream._id);
    expect(viewer.json.data).toMatchObject({ role: "subscriber", account: fan.id });
    const subscriber = decode(viewer.json.data.token);
    expect(Object.keys(subscriber.privileges).map(Number)).toEqual([ServiceRtc.kPrivilegeJoinChannel]);
    expect(subscriber.expire).toBe(3600);

    const stranger = await createUser("fan");
    expect((await token(stranger, stream._id)).json.code).toBe("subscription_required");
    expect((await call("/api/streaming/agora/token", { token: fan.token, body: {} })).status).toBe(422);
  });

  it("without an App ID and certificate the site says live video is not set up", () => {
    expect(() => agoraConfig({})).toThrow(expect.objectContaining({ code: "streaming_not_configured" }));
    expect(() => agoraConfig({ AGORA_APP_ID: "abc", AGORA_APP_CERTIFICATE: "def" })).toThrow(
      expect.objectContaining({ code: "streaming_not_configured", status: 503 }),
    );
  });
});

describe("a stream's public chat", () => {
  async function chat() {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const other = await createUser("fan");
    await subscribe(fan, creator.id);
    await subscribe(other, creator.id);
    const stream = await goLive(creator);
    const conversation = await call(`/api/conversations/stream/public/${stream._id}`, { token: fan.token });
    expect(conversation.json.data).toMatchObject({
      _id: stream.conversationId,
      type: "stream",
      streamId: stream._id,
    });
    return { creator, fan, other, stream, conversationId: stream.conversationId };
  }

  const say = (user: TestUser, conversationId: string, text: string) =>
    call(`/api/messages/stream/public/conversations/${conversationId}`, {
      token: user.token,
      body: { text },
    });

  const read = (user: TestUser, conversationId: string) =>
    call(`/api/messages/conversations/public/${conversationId}`, { token: user.token });

  it("viewers who may join write and read it; others may not", async () => {
    const { creator, fan, conversationId } = await chat();
    expect((await say(fan, conversationId, "Hello <i>everyone</i>")).json.data.text).toBe("Hello everyone");
    expect((await say(creator, conversationId, "Welcome!")).status).toBe(201);
    const page = await read(fan, conversationId);
    expect(page.json.data.data.map((m: { text: string }) => m.text)).toEqual(["Welcome!", "Hello everyone"]);
    const stranger = await createUser("fan");
    expect((await say(stranger, conversationId, "hi")).json.code).toBe("subscription_required");
    expect((await read(stranger, conversationId)).json.code).toBe("subscription_required");
    const photo = new FormData();
    photo.set("conversationId", conversationId);
    photo.set("file", file(PNG_BYTES, "p.png", "image/png"));
    const sent = await call("/api/messages/public/file/photo", { token: fan.token, form: photo });
    expect(sent.status).toBe(201);
    expect(sent.json.data.file.kind).toBe("photo");
  });

  it("a delete keeps the message, marked deleted with the text 'Message deleted'; the creator moderates", async () => {
    const { creator, fan, other, conversationId } = await chat();
    const spam = (await say(fan, conversationId, "spam")).json.data._id;
    const mine = (await say(other, conversationId, "mine")).json.data._id;
    expect((await call(`/api/messages/${mine}`, { method: "DELETE", token: fan.token })).status).toBe(403);
    const moderated = await call(`/api/messages/${spam}`, { method: "DELETE", token: creator.token });
    expect(moderated.json.data).toEqual({ _id: spam, removed: false, text: "Message deleted" });
    const own = await call(`/api/messages/${mine}`, { method: "DELETE", token: other.token });
    expect(own.json.data.removed).toBe(false);
    const page = (await read(fan, conversationId)).json.data;
    expect(page.total).toBe(2);
    for (const m of page.data)
      expect(m).toMatchObject({ isDeleted: true, text: "Message deleted", file: null });
  });

  it("the creator clears the chat; viewers cannot", async () => {
    const { creator, fan, conversationId } = await chat();
    await say(fan, conversationId, "one");
    await say(fan, conversationId, "two");
    const refused = await call(`/api/messages/${conversationId}/remove-all-message`, {
      method: "DELETE",
      token: fan.token,
    });
    expect(refused.status).toBe(403);
    const cleared = await call(`/api/messages/${conversationId}/remove-all-message`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(cleared.json.data.removed).toBe(2);
    expect((await read(fan, conversationId)).json.data.total).toBe(0);
  });

  it("a viewer the creator blocks cannot write any more; after the stream ends nobody can", async () => {
    const { creator, fan, other, stream, conversationId } = await chat();
    await call("/api/block/users", { token: creator.token, body: { targetId: fan.id } });
    expect((await say(fan, conversationId, "still here")).json.code).toBe("user_blocked");
    await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    expect((await say(other, conversationId, "bye")).json.code).toBe("stream_ended");
  });

  it("a tip sent while the creator is live appears in the chat as a tip message", async () => {
    const { creator, fan, conversationId } = await chat();
    await fund(fan.id, 100);
    const tip = await charge(fan.token, "tip", creator.id, { amount: 15, message: "<b>Love it</b>" });
    expect(tip.status, tip.text).toBe(201);
    const page = (await read(creator, conversationId)).json.data.data;
    expect(page[0]).toMatchObject({
      type: "tip",
      price: 15,
      isSale: false,
      text: "Love it",
      senderId: fan.id,
    });
    // A tip to a creator who is not live goes to no chat.
    const notLive = await createUser("performer");
    expect((await charge(fan.token, "tip", notLive.id, { amount: 10 })).status).toBe(201);
    expect((await read(creator, conversationId)).json.data.data).toHaveLength(page.length);
  });
});

describe("private show requests", () => {
  it("a fan asks in their conversation; the creator accepts: a private show for that fan only, the request gone", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const otherFan = await createUser("fan");
    await subscribe(fan, creator.id);
    await subscribe(otherFan, creator.id);
    const conversationId = (
      await call("/api/conversations", {
        token: fan.token,
        body: { source: "performer", sourceId: creator.id },
      })
    ).json.data._id;

    const asked = await call("/api/streaming/private-requests", {
      token: fan.token,
      body: { conversationId },
    });
    expect(asked.status).toBe(201);
    expect(asked.json.data).toMatchObject({ conversationId, performerId: creator.id, user: { _id: fan.id } });
    expect(
      (await call("/api/streaming/private-requests", { token: fan.token, body: { conversationId } })).status,
    ).toBe(201);
    const pending = await call("/api/streaming/private-requests", { token: creator.token });
    expect(pending.json.data.data.map((r: { conversationId: string }) => r.conversationId)).toEqual([
      conversationId,
    ]);

    const accepted = await call(`/api/streaming/private-requests/${conversationId}/accept`, {
      token: creator.token,
      body: { price: 0 },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.json.data).toMatchObject({ type: "private", status: "live", conversationId });
    const show = accepted.json.data._id;
    expect((await call("/api/streaming/private-requests", { token: creator.token })).json.data.total).toBe(0);

    expect((await join(fan, show)).status).toBe(200);
    expect((await join(otherFan, show)).status).toBe(404);
    expect(
      (await call("/api/streaming/user/search")).json.data.data.some((s: { _id: string }) => s._id === show),
    ).toBe(false);
    const where = await call(`/api/conversations/stream/${show}`, { token: fan.token });
    expect(where.json.data._id).toBe(conversationId);
    const said = await call(`/api/messages/stream/conversations/${conversationId}`, {
      token: fan.token,
      body: { text: "Hi!" },
    });
    expect(said.status).toBe(201);
    await call(`/api/streaming/live/${show}`, { method: "PUT", token: creator.token });
    const late = await call(`/api/messages/stream/conversations/${conversationId}`, {
      token: fan.token,
      body: { text: "Still there?" },
    });
    expect(late.json.code).toBe("stream_not_found");
  });

  it("the creator declines; only the two of them can touch a request; creators cannot ask creators they do not talk to", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const conversationId = (
      await call("/api/conversations", {
        token: fan.token,
        body: { source: "performer", sourceId: creator.id },
      })
    ).json.data._id;
    await call("/api/streaming/private-requests", { token: fan.token, body: { conversationId } });
    const outsider = await createUser("performer");
    expect(
      (
        await call(`/api/streaming/private-requests/${conversationId}`, {
          method: "DELETE",
          token: outsider.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("/api/streaming/private-requests", { token: creator.token, body: { conversationId } }))
        .status,
    ).toBe(403);
    const declined = await call(`/api/streaming/private-requests/${conversationId}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(declined.json.data).toEqual({ conversationId, removed: true });
    expect((await call("/api/streaming/private-requests", { token: creator.token })).json.data.total).toBe(0);
  });
});
