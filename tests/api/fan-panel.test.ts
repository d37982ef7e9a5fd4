/**
 * The creator's fan panel of a conversation (GET /api/conversations/{id}/fan) and the private note
 * they keep about the fan (PUT /api/conversations/{id}/fan/note): what it says, and who may see it.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { follow, subscribe } from "../helpers/assets";
import { charge, fund } from "../helpers/money";

async function open(from: TestUser, to: TestUser, source: "performer" | "user") {
  const res = await call("/api/conversations", { token: from.token, body: { source, sourceId: to.id } });
  expect(res.status, res.text).toBeLessThan(300);
  return res.json.data._id as string;
}

const panel = (user: TestUser, id: string) => call(`/api/conversations/${id}/fan`, { token: user.token });
const saveNote = (user: TestUser, id: string, note: unknown) =>
  call(`/api/conversations/${id}/fan/note`, { method: "PUT", token: user.token, body: { note } });

describe("the creator's fan panel", () => {
  it("says since when the fan subscribes, what they spent with the creator and the lists they are in", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const id = await open(fan, creator, "performer");
    const before = await panel(creator, id);
    expect(before.status, before.text).toBe(200);
    expect(before.json.data).toMatchObject({
      fan: { _id: fan.id },
      subscription: { status: "active", cancelled: false },
      totalSpent: 0,
      lists: [{ _id: "subscribers", kind: "builtin", name: "Subscribers" }],
      note: { text: "", updatedAt: null },
    });
    expect(Date.parse(before.json.data.subscription.since)).toBeGreaterThan(Date.now() - 60_000);

    // A tip counts in the total and puts the fan in "Tipped you"; a custom list shows by name.
    await fund(fan.id, 30);
    expect((await charge(fan.token, "tip", creator.id, { amount: 12.5 })).status).toBe(201);
    const list = await call("/api/lists", { token: creator.token, body: { name: "Regulars" } });
    expect(list.status, list.text).toBe(201);
    const added = await call(`/api/lists/${list.json.data._id}/members`, {
      token: creator.token,
      body: { userIds: [fan.id] },
    });
    expect(added.status, added.text).toBeLessThan(300);
    const after = (await panel(creator, id)).json.data;
    expect(after.totalSpent).toBe(12.5);
    expect(after.lists.map((l: { name: string }) => l.name)).toEqual([
      "Subscribers",
      "Top spenders · 30 days",
      "Tipped you",
      "Regulars",
    ]);
    // Another creator's spending and lists are not this creator's.
    const other = await createUser("performer");
    await follow(fan, other.id);
    const otherId = await open(other, fan, "user");
    expect((await panel(other, otherId)).json.data).toMatchObject({
      subscription: { status: "none", since: null, expiresAt: null },
      totalSpent: 0,
      lists: [{ _id: "followers" }],
    });
  });

  it("a creator keeps a private note about the fan: saved, replaced, removed when empty, at most 1000 characters", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const id = await open(fan, creator, "performer");
    const saved = await saveNote(creator, id, "  Likes <b>cats</b>; birthday in May  ");
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.text).toBe("Likes <b>cats</b>; birthday in May");
    expect((await panel(creator, id)).json.data.note).toEqual(saved.json.data);
    expect((await saveNote(creator, id, "Prefers videos")).json.data.text).toBe("Prefers videos");
    expect((await panel(creator, id)).json.data.note.text).toBe("Prefers videos");

    const tooLong = await saveNote(creator, id, "x".repeat(1001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.code).toBe("validation_failed");
    expect(tooLong.json.details.note).toMatch(/1000/);
    const notText = await saveNote(creator, id, 42);
    expect(notText.status, notText.text).toBe(400);
    expect((await panel(creator, id)).json.data.note.text).toBe("Prefers videos");

    const cleared = await saveNote(creator, id, "   ");
    expect(cleared.json.data).toEqual({ text: "", updatedAt: null });
    expect((await panel(creator, id)).json.data.note).toEqual({ text: "", updatedAt: null });
  });

  it("only the creator in the conversation: the fan gets 403, outsiders and admins 404, visitors 401", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const outsider = await createUser("performer");
    const admin = await createUser("admin");
    await subscribe(fan, creator.id);
    const id = await open(fan, creator, "performer");
    await saveNote(creator, id, "Secret note");
    for (const res of [await panel(fan, id), await saveNote(fan, id, "mine now")]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("forbidden");
    }
    for (const who of [outsider, admin]) {
      for (const res of [await panel(who, id), await saveNote(who, id, "x")]) {
        expect(res.status).toBe(404);
        expect(res.json.code).toBe("conversation_not_found");
      }
    }
    expect((await call(`/api/conversations/${id}/fan`)).status).toBe(401);
    // Nothing any of them sent changed the note, and the fan's own answers never carry it.
    expect((await panel(creator, id)).json.data.note.text).toBe("Secret note");
    const fanView = JSON.stringify((await call(`/api/conversations/${id}`, { token: fan.token })).json);
    expect(fanView).not.toContain("Secret note");
  });
});
