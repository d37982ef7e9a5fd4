/**
 * A tip shows in the conversation of the fan and the creator, wherever it was sent from (the chat,
 * the profile): the tip's sale posts it (functions/messaging/messages/service.ts, postTipToConversation).
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { subscribe } from "../helpers/assets";
import { charge, fund } from "../helpers/money";
import { openRoom } from "../helpers/sockets";

const conversations = async (user: TestUser) =>
  (await call("/api/conversations", { token: user.token })).json.data.data as {
    _id: string;
    recipient: { _id: string };
    lastMessage: string;
    lastMessagePreview: { type: string; text: string; price: number; locked: boolean } | null;
    totalNotSeenMessages: number;
  }[];

const messagesOf = async (user: TestUser, id: string) =>
  (await call(`/api/messages/conversations/${id}`, { token: user.token })).json.data.data as {
    type: string;
    price: number;
    text: string;
    senderId: string;
  }[];

describe("tips in the conversation", () => {
  it("a tip from the profile opens the conversation with a tip message: its amount and the fan's text", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 50);
    expect(await conversations(fan)).toEqual([]);
    const tipped = await charge(fan.token, "tip", creator.id, {
      amount: 12.5,
      message: "For the <b>beach</b> set!",
    });
    expect(tipped.status, tipped.text).toBe(201);

    const [mine] = await conversations(fan);
    expect(mine.recipient._id).toBe(creator.id);
    const [theirs] = await conversations(creator);
    expect(theirs).toMatchObject({
      _id: mine._id,
      totalNotSeenMessages: 1,
      // In words for API clients (server texts); the parts for a screen that shows ◎12.50 itself.
      lastMessage: "Tip of 12.50 tokens: For the beach set!",
      lastMessagePreview: { type: "tip", text: "For the beach set!", price: 12.5, locked: false },
    });
    expect(await messagesOf(creator, mine._id)).toMatchObject([
      { type: "tip", price: 12.5, text: "For the beach set!", senderId: fan.id },
    ]);
    // A tip is not a pay-per-view message: nothing to unlock for anyone.
    expect((await messagesOf(fan, mine._id))[0]).toMatchObject({ locked: false, isSale: false });
  });

  it("a tip in an open conversation lands in it, live for both, with 'Sent a tip' when the fan wrote nothing", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const opened = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    const id = opened.json.data._id as string;
    const creatorSocket = await openRoom(`conversation/${id}`, creator.token, creator.id);
    await fund(fan.id, 50);
    expect((await charge(fan.token, "tip", creator.id, { amount: 20 })).status).toBe(201);
    expect((await creatorSocket.nextOf("message/created")).data.message).toMatchObject({
      type: "tip",
      price: 20,
      text: "Sent a tip",
      senderId: fan.id,
    });
    expect((await conversations(fan)).map((c) => c._id)).toEqual([id]);
    expect((await conversations(creator))[0]).toMatchObject({
      lastMessage: "Tip of 20 tokens",
      lastMessagePreview: { type: "tip", text: "Sent a tip", price: 20 },
    });
    // A refused tip (short of tokens) posts nothing.
    expect((await charge(fan.token, "tip", creator.id, { amount: 40 })).status).toBeGreaterThanOrEqual(400);
    expect(await messagesOf(fan, id)).toHaveLength(1);
    creatorSocket.ws.close();
  });
});
