import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { createRealtime } from "#functions/messaging/realtime/notify";
import { ConversationRoom, StreamRoom } from "#functions/rooms";
import {
  BAD_FRAME_REPLIES,
  CLIENT_FLOOD_ALLOWANCE,
  CLIENT_FRAME_BURST,
  CLIENT_FRAMES_PER_SECOND,
  CLOSE_FLOODING,
  CLOSE_FRAME_TOO_LARGE,
  MAX_CLIENT_FRAME_BYTES,
  TYPING_FRAME_INTERVAL_MS,
} from "../../party/protocol";
import { call, createUser, type TestUser } from "../helpers/api";
import { subscribe } from "../helpers/assets";
import { charge, fund } from "../helpers/money";
import {
  closesWith,
  expectNothingPending,
  openRoom,
  type Probe,
  probe,
  stopClock,
  upgrade,
} from "../helpers/sockets";

const COUNTS = ["stream/viewers"];

async function conversationOf(fan: TestUser, creator: TestUser) {
  await subscribe(fan, creator.id);
  const res = await call("/api/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: creator.id },
  });
  return res.json.data._id as string;
}

const send = (user: TestUser, conversationId: string, body: Record<string, unknown>) =>
  call(`/api/messages/conversations/${conversationId}`, { token: user.token, body });

describe("conversation room: who may connect", () => {
  it("its two participants; nobody else, and nobody without a session", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const outsider = await createUser("fan");
    const id = await conversationOf(fan, creator);
    (await openRoom(`conversation/${id}`, fan.token, fan.id)).ws.close();
    (await openRoom(`conversation/${id}`, creator.token, creator.id)).ws.close();
    expect((await upgrade(`/parties/conversation/${id}?token=${outsider.token}`)).status).toBe(403);
    expect((await upgrade(`/parties/conversation/${id}`)).status).toBe(401);
    expect((await upgrade(`/parties/conversation/${"0".repeat(24)}?token=${fan.token}`)).status).toBe(403);
    expect((await upgrade(`/parties/nosuchroom/${id}?token=${fan.token}`)).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("a browser's cookie upgrade must come from our own origin (cross-site WebSocket hijacking)", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const cookie = { cookie: `token=${fan.token}` };
    expect((await upgrade(`/parties/conversation/${id}`, cookie)).status).toBe(403);
    expect(
      (await upgrade(`/parties/conversation/${id}`, { ...cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    expect(
      (await upgrade(`/parties/user/${fan.id}`, { ...cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    const ours = await upgrade(`/parties/conversation/${id}`, { ...cookie, origin: "https://app.test" });
    expect(ours.status).toBe(101);
    const socket = probe(ours.webSocket!);
    expect((await socket.next()).event).toBe("auth/success");
    socket.ws.close();
    // A client with its token in the URL proves itself without ambient credentials: no Origin needed.
    (await openRoom(`conversation/${id}`, fan.token, fan.id)).ws.close();
  });

  it("answers plain HTTP with 404", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    for (const path of [`/parties/conversation/${id}`, `/parties/stream/${id}`]) {
      const res = await call(path, { method: "POST", token: fan.token, body: { event: "message/created" } });
      expect(res.status).toBe(404);
    }
  });
});

describe("conversation room: fan-out", () => {
  it("a message written through the API reaches every socket of both participants, and nobody else", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanPhone = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const fanLaptop = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorTab = await openRoom(`conversation/${id}`, creator.token, creator.id);
    // A socket of another conversation hears nothing of this one.
    const other = await createUser("fan");
    const otherId = await conversationOf(other, creator);
    const elsewhere = await openRoom(`conversation/${otherId}`, other.token, other.id);

    const sent = await send(fan, id, { text: "Hello!" });
    for (const socket of [fanPhone, fanLaptop, creatorTab]) {
      const frame = await socket.nextOf("message/created");
      expect(frame.data.message).toMatchObject({ _id: sent.json.data._id, text: "Hello!", senderId: fan.id });
    }
    await expectNothingPending(elsewhere);

    // Read receipts and deletes follow the same way.
    await call(`/api/conversations/${id}`, { token: creator.token });
    expect((await fanPhone.nextOf("conversation/read")).data).toEqual({
      conversationId: id,
      userId: creator.id,
      readAt: expect.any(String),
    });
    await call(`/api/messages/${sent.json.data._id}`, { method: "DELETE", token: fan.token });
    expect((await creatorTab.nextOf("message/deleted")).data).toEqual({
      _id: sent.json.data._id,
      conversationId: id,
      removed: true,
      text: "",
    });
    for (const s of [fanPhone, fanLaptop, creatorTab, elsewhere]) s.ws.close();
  });

  it("typing reaches the other participant only; invalid frames are refused and change nothing", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanSocket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    fanSocket.send({ event: "typing", data: { typing: true } });
    expect(await creatorSocket.next()).toEqual({
      event: "typing",
      data: { conversationId: id, userId: fan.id, typing: true },
    });
    await expectNothingPending(fanSocket);
    for (const bad of [
      "nope",
      JSON.stringify({ event: "typing", data: { typing: "yes" } }),
      JSON.stringify({ event: "message/created", data: { message: { text: "forged" } } }),
      JSON.stringify({ event: "auth/login", data: { token: 42 } }),
    ]) {
      fanSocket.send(bad);
      expect(await fanSocket.next()).toMatchObject({ event: "error", data: { code: "bad_frame" } });
    }
    await expectNothingPending(creatorSocket);
    fanSocket.ws.close();
    creatorSocket.ws.close();
  });

  it("read receipts arrive live: the sender's socket hears conversation/read with readAt when the other side reads", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanSocket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const sent = await send(fan, id, { text: "Seen?" });
    await fanSocket.nextOf("message/created");
    await call(`/api/messages/conversations/${id}`, { token: creator.token });
    const read = await fanSocket.nextOf("conversation/read");
    expect(read.data).toMatchObject({ conversationId: id, userId: creator.id });
    expect(Date.parse(read.data.readAt)).toBeGreaterThanOrEqual(Date.parse(sent.json.data.createdAt));
    // The same time the API answers as the fan's seenAt.
    const page = await call(`/api/messages/conversations/${id}`, { token: fan.token });
    expect(page.json.data.seenAt).toBe(read.data.readAt);
    fanSocket.ws.close();
  });

  it("typing is rate limited per socket: of a burst, one frame reaches the other side; changes only, a few per interval", async () => {
    const clock = stopClock();
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanSocket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    /** Sends frames from the fan and waits until the room has read them all (its pong comes after). */
    const fromFan = async (...typing: boolean[]) => {
      for (const t of typing) fanSocket.send({ event: "typing", data: { typing: t } });
      await expectNothingPending(fanSocket);
    };
    const heard = async () => {
      const frames: boolean[] = [];
      creatorSocket.send({ event: "ping", data: {} });
      for (;;) {
        const frame = await creatorSocket.next();
        if (frame.event === "pong") return frames;
        expect(frame.event).toBe("typing");
        frames.push(frame.data.typing);
      }
    };

    await fromFan(true, true, true, true, true, true, true, true);
    expect(await heard()).toEqual([true]);
    // A stop ends what was forwarded and typing again at once is seen (a message sent, the next
    // begun); flipping on and off as fast as it can reaches the others only
    // TYPING_FRAMES_PER_INTERVAL times per interval.
    await fromFan(false, true, false, true, false, true, false);
    expect(await heard()).toEqual([false, true, false]);
    clock.advance(TYPING_FRAME_INTERVAL_MS - 1);
    await fromFan(true);
    expect(await heard()).toEqual([]);
    clock.advance(1);
    await fromFan(true, true, true);
    expect(await heard()).toEqual([true]);
    // Another socket, even the same user's, has its own allowance.
    const fanTab = await openRoom(`conversation/${id}`, fan.token, fan.id);
    fanTab.send({ event: "typing", data: { typing: true } });
    await expectNothingPending(fanTab);
    expect(await heard()).toEqual([true]);
    for (const s of [fanSocket, fanTab, creatorSocket]) s.ws.close();
  });

  it("a pay-per-view message reaches its sender whole and the fan locked, until the fan buys it", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanSocket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    const sent = await send(creator, id, { text: "Secret", price: 3 });
    expect((await creatorSocket.nextOf("message/created")).data.message).toMatchObject({
      text: "Secret",
      locked: false,
    });
    expect((await fanSocket.nextOf("message/created")).data.message).toMatchObject({
      text: null,
      locked: true,
    });

    await fund(fan.id, 10);
    expect((await charge(fan.token, "message", sent.json.data._id)).status).toBe(201);
    expect(await fanSocket.next()).toEqual({
      event: "message/unlocked",
      data: { _id: sent.json.data._id, conversationId: id },
    });
    await expectNothingPending(creatorSocket);
    fanSocket.ws.close();
    creatorSocket.ws.close();
  });

  it("a dead socket in the broadcast does not stop the others", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const dead = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const alive = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const theirs = await openRoom(`conversation/${id}`, creator.token, creator.id);
    dead.ws.close(1001, "gone");
    await dead.closed;
    await send(creator, id, { text: "still there?" });
    expect((await alive.nextOf("message/created")).data.message.text).toBe("still there?");
    expect((await theirs.nextOf("message/created")).data.message.text).toBe("still there?");
    // And straight through the room: one delivery to a closed socket among open ones.
    const frame = { event: "messages/cleared" as const, data: { conversationId: id } };
    await createRealtime(env).toConversation(id, [{ frame }]);
    expect(await alive.next()).toEqual(frame);
    alive.ws.close();
    theirs.ws.close();
  });

  it("after a reconnect the client says auth/login again and hears what comes next; the API has what it missed", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const first = await openRoom(`conversation/${id}`, fan.token, fan.id);
    first.ws.close(1000, "bye");
    await first.closed;
    await send(creator, id, { text: "while you were away" });
    const again = await openRoom(`conversation/${id}`, fan.token, fan.id);
    again.send({ event: "auth/login", data: { token: fan.token } });
    expect(await again.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    const missed = await call(`/api/messages/conversations/${id}`, { token: fan.token });
    expect(missed.json.data.data[0].text).toBe("while you were away");
    await send(creator, id, { text: "welcome back" });
    expect((await again.nextOf("message/created")).data.message.text).toBe("welcome back");
    again.send({ event: "auth/login", data: { token: creator.token } });
    expect(await again.next()).toMatchObject({ event: "error", data: { code: "unauthorized" } });
    await closesWith(again, 4001);
  });

  it("when the creator blocks the fan, the fan's sockets close and nothing more reaches them", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanSocket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    await call("/api/block/users", { token: creator.token, body: { targetId: fan.id } });
    expect(await fanSocket.next()).toMatchObject({ event: "error", data: { code: "user_blocked" } });
    await closesWith(fanSocket, 4003);
    expect((await upgrade(`/parties/conversation/${id}?token=${fan.token}`)).status).toBe(403);
    // Even a delivery meant for everyone skips them (the room keeps the block).
    const frame = { event: "messages/cleared" as const, data: { conversationId: id } };
    await createRealtime(env).toConversation(id, [{ frame }]);
    expect(await creatorSocket.next()).toEqual(frame);
    creatorSocket.ws.close();
  });

  it("survives hibernation: a fresh instance over the same sockets still knows who is who", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const fanSocket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    await createRealtime(env).setBlocked({ conversationId: id }, { userId: "someone-else", blocked: true });
    const stub = await getServerByName(env.Conversation, id);
    // What the runtime does on waking a hibernated room: a new object, the sockets and storage kept.
    const sent = await runInDurableObject(stub, async (_old, state) => {
      const woken = new ConversationRoom(state, env);
      const frame = {
        event: "conversation/read" as const,
        data: { conversationId: id, userId: fan.id, readAt: new Date().toISOString() },
      };
      return woken.deliver([{ frame, only: [creator.id] }]);
    });
    expect(sent).toBe(1);
    expect((await creatorSocket.next()).event).toBe("conversation/read");
    await expectNothingPending(fanSocket);
    fanSocket.send({ event: "typing", data: { typing: true } });
    expect((await creatorSocket.next()).data).toMatchObject({ userId: fan.id, typing: true });
    fanSocket.ws.close();
    creatorSocket.ws.close();
  });
});

/** Reads a socket's viewer counts until one says `count`. */
async function hearsViewers(socket: Probe, count: number) {
  for (let i = 0; i < 10; i++) if ((await socket.nextOf("stream/viewers")).data.count === count) return;
  throw new Error(`no viewer count of ${count}`);
}

/** A creator live, with two subscribed fans. */
async function live() {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  const other = await createUser("fan");
  await subscribe(fan, creator.id);
  await subscribe(other, creator.id);
  const res = await call("/api/streaming/live", { token: creator.token, body: { title: "Live" } });
  const stream = res.json.data as { _id: string; conversationId: string };
  return { creator, fan, other, stream };
}

describe("stream room", () => {
  it("lets in who may join the stream; not strangers, not the blocked, not after it ended", async () => {
    const { creator, fan, stream } = await live();
    const stranger = await createUser("fan");
    const socket = await openRoom(`stream/${stream._id}`, fan.token, fan.id);
    expect((await upgrade(`/parties/stream/${stream._id}?token=${stranger.token}`)).status).toBe(403);
    await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    expect((await socket.nextOf("stream/ended")).data).toEqual({ streamId: stream._id });
    await closesWith(socket, 4004);
    expect((await upgrade(`/parties/stream/${stream._id}?token=${fan.token}`)).status).toBe(403);
  });

  it("public chat, deletes and tips reach every viewer; the viewer count counts people, not tabs", async () => {
    const { creator, fan, other, stream } = await live();
    const owner = await openRoom(`stream/${stream._id}`, creator.token, creator.id);
    const tab1 = await openRoom(`stream/${stream._id}`, fan.token, fan.id);
    const tab2 = await openRoom(`stream/${stream._id}`, fan.token, fan.id);
    const otherSocket = await openRoom(`stream/${stream._id}`, other.token, other.id);
    // A socket counts from its greeting on: two viewers (the creator is not one).
    expect(await createRealtime(env).streamViewerCount(stream._id)).toBe(2);
    expect(
      (await call(`/api/streaming/join/${stream._id}`, { token: fan.token })).json.data.viewerCount,
    ).toBe(2);

    const said = await call(`/api/messages/stream/public/conversations/${stream.conversationId}`, {
      token: other.token,
      body: { text: "hi all" },
    });
    for (const socket of [owner, tab1, tab2, otherSocket]) {
      expect((await socket.nextOf("message/created")).data.message).toMatchObject({ text: "hi all" });
    }
    await call(`/api/messages/${said.json.data._id}`, { method: "DELETE", token: creator.token });
    for (const socket of [owner, tab1, tab2, otherSocket]) {
      expect((await socket.nextOf("message/deleted")).data).toEqual({
        _id: said.json.data._id,
        conversationId: stream.conversationId,
        removed: false,
        text: "Message deleted",
      });
    }
    await fund(fan.id, 50);
    expect((await charge(fan.token, "tip", creator.id, { amount: 20 })).status).toBe(201);
    for (const socket of [owner, tab1, otherSocket]) {
      expect((await socket.nextOf("message/created")).data.message).toMatchObject({ type: "tip", price: 20 });
    }

    // A room closes its side of a socket after its onClose ran (partyserver's webSocketClose), so
    // once the client sees the close, the count is what it becomes.
    tab2.ws.close(1000, "bye");
    await tab2.closed;
    expect(await createRealtime(env).streamViewerCount(stream._id)).toBe(2);
    otherSocket.ws.close(1000, "bye");
    await otherSocket.closed;
    await expect.poll(() => createRealtime(env).streamViewerCount(stream._id)).toBe(1);
    // And the viewers hear it (counts go out at most once a second).
    await hearsViewers(owner, 1);
    owner.ws.close();
    tab1.ws.close();
  });

  it("private show requests reach the creator's own sockets only", async () => {
    const { creator, fan, stream } = await live();
    const owner = await openRoom(`stream/${stream._id}`, creator.token, creator.id);
    const viewer = await openRoom(`stream/${stream._id}`, fan.token, fan.id);
    const conversationId = (
      await call("/api/conversations", {
        token: fan.token,
        body: { source: "performer", sourceId: creator.id },
      })
    ).json.data._id;
    await call("/api/streaming/private-requests", { token: fan.token, body: { conversationId } });
    expect((await owner.nextOf("stream/private-request")).data).toMatchObject({
      conversationId,
      user: { _id: fan.id },
    });
    await call(`/api/streaming/private-requests/${conversationId}/accept`, {
      token: creator.token,
      body: {},
    });
    expect((await owner.nextOf("stream/private-request-removed")).data).toEqual({ conversationId });
    await expectNothingPending(viewer, COUNTS);
    owner.ws.close();
    viewer.ws.close();
  });

  it("a viewer the creator blocks is shut out at once; clients cannot post frames into the chat", async () => {
    const { creator, fan, other, stream } = await live();
    const blocked = await openRoom(`stream/${stream._id}`, fan.token, fan.id);
    const watcher = await openRoom(`stream/${stream._id}`, other.token, other.id);
    watcher.send({ event: "message/created", data: { message: { text: "forged" } } });
    expect(await watcher.nextOf("error")).toMatchObject({ data: { code: "bad_frame" } });
    watcher.send({ event: "typing", data: { typing: true } });
    expect(await watcher.nextOf("error")).toMatchObject({ data: { code: "bad_frame" } });
    await call("/api/block/users", { token: creator.token, body: { targetId: fan.id } });
    await closesWith(blocked, 4003);
    await call(`/api/messages/stream/public/conversations/${stream.conversationId}`, {
      token: other.token,
      body: { text: "after the block" },
    });
    expect((await watcher.nextOf("message/created")).data.message.text).toBe("after the block");
    watcher.ws.close();
  });

  it("survives hibernation: a fresh instance counts the same viewers and reaches them", async () => {
    const { fan, other, stream } = await live();
    const a = await openRoom(`stream/${stream._id}`, fan.token, fan.id);
    const b = await openRoom(`stream/${stream._id}`, other.token, other.id);
    const stub = await getServerByName(env.Stream, stream._id);
    const count = await runInDurableObject(stub, async (_old, state) => {
      const woken = new StreamRoom(state, env);
      await woken.deliver([
        { frame: { event: "stream/ended", data: { streamId: stream._id } }, only: [other.id] },
      ]);
      return woken.viewerCount();
    });
    expect(count).toBe(2);
    expect((await b.nextOf("stream/ended")).data.streamId).toBe(stream._id);
    await expectNothingPending(a, COUNTS);
    a.ws.close();
    b.ws.close();
  });
});

describe("presence", () => {
  it("a user is online while any of their sockets is open (tabs count once) and offline once the last closes", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const isOnline = async () =>
      (await call(`/api/users/view/${creator.id}`, { token: fan.token })).json.data.isOnline as boolean;
    expect(await isOnline()).toBe(false);
    const tab1 = await openRoom(`user/${creator.id}`, creator.token, creator.id);
    const tab2 = await openRoom(`user/${creator.id}`, creator.token, creator.id);
    expect(await isOnline()).toBe(true);
    const card = await call(`/api/performers/${creator.username}`, { token: fan.token });
    expect(card.json.data.isOnline).toBe(true);
    // The room closes its side after its onClose ran: once the client sees it, presence is recorded.
    tab1.ws.close(1000, "bye");
    await tab1.closed;
    expect(await isOnline()).toBe(true);
    // The refresh alarm keeps it online while a socket stays open.
    const stub = await getServerByName(env.User, creator.id);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await isOnline()).toBe(true);
    tab2.ws.close(1000, "bye");
    await tab2.closed;
    await expect.poll(isOnline).toBe(false);
  });
});

describe("frame limits: each socket on its own, in every room", () => {
  const ping = { event: "ping", data: {} };
  const pong = { event: "pong", data: {} };
  /** Frames a socket may have had answered beyond its burst in this many ms. */
  const earnedIn = (ms: number) => Math.ceil((ms / 1000) * CLIENT_FRAMES_PER_SECOND);

  it("a socket that keeps flooding is closed with 1008 after its burst; the others in the room still hear, speak and get answers", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const flood = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const calm = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    const started = Date.now();
    for (let i = 0; i < 100; i++) flood.send(ping);
    await closesWith(flood, CLOSE_FLOODING);
    const answers = flood.drain();
    // The burst is answered; past it nothing is, not even with an error frame.
    expect(answers.length).toBeGreaterThanOrEqual(CLIENT_FRAME_BURST);
    expect(answers.length).toBeLessThanOrEqual(CLIENT_FRAME_BURST + earnedIn(Date.now() - started));
    expect(answers.filter((f) => f.event !== "pong")).toEqual([]);

    // The same fan's other socket and the creator's are untouched.
    await send(creator, id, { text: "still here" });
    expect((await calm.nextOf("message/created")).data.message.text).toBe("still here");
    expect((await creatorSocket.nextOf("message/created")).data.message.text).toBe("still here");
    calm.send({ event: "typing", data: { typing: true } });
    expect(await creatorSocket.next()).toEqual({
      event: "typing",
      data: { conversationId: id, userId: fan.id, typing: true },
    });
    await expectNothingPending(calm);
    await expectNothingPending(creatorSocket);
    calm.ws.close();
    creatorSocket.ws.close();
  });

  it("53 frames a second (the outside run's pace) end in a 1008 close, not ten seconds of answers", async () => {
    const fan = await createUser("fan");
    const socket = await openRoom(`user/${fan.id}`, fan.token, fan.id);
    let code: number | null = null;
    void socket.closed.then((c) => {
      code = c;
    });
    // The room's clock moves 1/53 s before each frame: ten seconds of them at most.
    const clock = stopClock();
    const started = Date.now();
    let sent = 0;
    while (code === null && sent < 10 * 53) {
      clock.advance(1000 / 53);
      socket.send(ping);
      sent++;
      // Lets the room take the frame (no answer past the budget to wait for).
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(code).toBe(CLOSE_FLOODING);
    const answers = socket.drain();
    expect(answers.length).toBeLessThanOrEqual(CLIENT_FRAME_BURST + earnedIn(Date.now() - started));
    expect(answers.length).toBeLessThan(sent);
  });

  it("a client within its budget is always answered: a full burst, then the published rate", async () => {
    const fan = await createUser("fan");
    const socket = await openRoom(`user/${fan.id}`, fan.token, fan.id);
    const clock = stopClock();
    for (let i = 0; i < CLIENT_FRAME_BURST; i++) socket.send(ping);
    for (let i = 0; i < CLIENT_FRAME_BURST; i++) expect(await socket.next()).toEqual(pong);
    for (let i = 0; i < 2 * CLIENT_FRAMES_PER_SECOND; i++) {
      clock.advance(1000 / CLIENT_FRAMES_PER_SECOND);
      socket.send(ping);
      expect(await socket.next()).toEqual(pong);
    }
    socket.ws.close();
  });

  it("a frame over MAX_CLIENT_FRAME_BYTES closes its socket with 1009 before any answer, in every room; one of exactly the limit is read", async () => {
    const { creator, fan, stream } = await live();
    const pal = await createUser("fan");
    const id = await conversationOf(pal, creator);
    const padded = (pad: string) => JSON.stringify({ event: "ping", data: { pad } });
    const atLimit = padded("x".repeat(MAX_CLIENT_FRAME_BYTES - padded("").length));
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(MAX_CLIENT_FRAME_BYTES);
    const tooLarge: [string, string | Uint8Array][] = [
      ["2 MB of text", "x".repeat(2_000_000)],
      ["one byte over", `${atLimit} `],
      // Fewer characters than the limit, more bytes (three per €).
      ["multi-byte text", padded("€".repeat(Math.ceil(MAX_CLIENT_FRAME_BYTES / 3)))],
      ["binary", new Uint8Array(MAX_CLIENT_FRAME_BYTES + 1)],
    ];
    for (const { room, user } of [
      { room: `user/${fan.id}`, user: fan },
      { room: `conversation/${id}`, user: pal },
      { room: `stream/${stream._id}`, user: fan },
    ]) {
      const bystander = await openRoom(room, user.token, user.id);
      for (const [what, frame] of tooLarge) {
        const socket = await openRoom(room, user.token, user.id);
        socket.send(atLimit);
        expect(await socket.nextOf("pong"), `${room}: at the limit`).toEqual(pong);
        socket.ws.send(frame);
        await closesWith(socket, CLOSE_FRAME_TOO_LARGE);
        expect(
          socket.drain().filter((f) => !COUNTS.includes(f.event)),
          `${room}: ${what}`,
        ).toEqual([]);
      }
      await expectNothingPending(bystander, COUNTS);
      bystander.ws.close();
    }
  });

  it(`after ${BAD_FRAME_REPLIES} refused frames a socket gets no more error frames, and stays open`, async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const socket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const other = await openRoom(`conversation/${id}`, creator.token, creator.id);
    for (let i = 0; i < BAD_FRAME_REPLIES + 5; i++) socket.send(i % 2 ? "nope" : { event: "nope", data: {} });
    for (let i = 0; i < BAD_FRAME_REPLIES; i++) {
      expect(await socket.next()).toMatchObject({ event: "error", data: { code: "bad_frame" } });
    }
    // The next frame answers this ping: the other five went unanswered.
    await expectNothingPending(socket);
    // Good frames still work.
    socket.send({ event: "auth/login", data: { token: fan.token } });
    expect(await socket.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    socket.send({ event: "typing", data: { typing: true } });
    expect((await other.next()).event).toBe("typing");
    // Another socket keeps its own count.
    other.send("nope");
    expect(await other.next()).toMatchObject({ event: "error", data: { code: "bad_frame" } });
    socket.ws.close();
    other.ws.close();
  });

  it("the budget is kept with the socket: a room woken from hibernation does not start it afresh", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const id = await conversationOf(fan, creator);
    const socket = await openRoom(`conversation/${id}`, fan.token, fan.id);
    const started = Date.now();
    for (let i = 0; i < CLIENT_FRAME_BURST; i++) socket.send(ping);
    for (let i = 0; i < CLIENT_FRAME_BURST; i++) expect(await socket.next()).toEqual(pong);
    const stub = await getServerByName(env.Conversation, id);
    // What the runtime does on waking a hibernated room: a new object gets the sockets' frames.
    await runInDurableObject(stub, async (_old, state) => {
      const woken = new ConversationRoom(state, env);
      const [ws] = state.getWebSockets(`user:${fan.id}`);
      for (let i = 0; i < 2 * CLIENT_FLOOD_ALLOWANCE + 2; i++) {
        await woken.webSocketMessage(ws, JSON.stringify(ping));
      }
    });
    await closesWith(socket, CLOSE_FLOODING);
    expect(socket.drain().length).toBeLessThanOrEqual(earnedIn(Date.now() - started));
  });
});
