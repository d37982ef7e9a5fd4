import { describe, expect, it } from "vitest";
import { userBlocks } from "../../drizzle/schema/blocks";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { openRoom } from "../helpers/sockets";

/** The viewer's notifications (`type` filter optional). */
async function inbox(user: TestUser, query = "") {
  const res = await call(`/api/notifications${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.json.data as {
    data: {
      _id: string;
      type: string;
      actor: { _id: string; name: string } | null;
      object: { type: string; id: string } | null;
      link: string | null;
      text: string;
      createdAt: string;
      readAt: string | null;
    }[];
    total: number;
    unread: number;
  };
}

const follow = (fan: TestUser, creator: TestUser) =>
  call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });

describe("notifications: following", () => {
  it("tells a creator about a new follower once, with the follower's card, live in their room", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan", { name: "Fan Follower" });
    const room = await openRoom(`user/${creator.id}`, creator.token, creator.id);
    expect((await follow(fan, creator)).status).toBe(200);
    const pushed = await room.nextOf("notifications/unread");
    expect(pushed.data.total).toBe(1);
    // Following again is no new follower.
    expect((await follow(fan, creator)).status).toBe(200);
    const list = await inbox(creator);
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    const [n] = list.data;
    expect(n).toMatchObject({
      type: "follow",
      actor: { _id: fan.id, name: "Fan Follower" },
      object: null,
      text: "started following you.",
      readAt: null,
    });
    expect(Date.parse(n.createdAt)).toBeGreaterThan(0);
    room.ws.close();
  });
});

describe("notifications: privacy, blocks and reading", () => {
  it("lists only the viewer's own, answers another's id with 404 and marks read one or all", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const fans = await Promise.all([createUser("fan"), createUser("fan"), createUser("fan")]);
    for (const fan of fans) await follow(fan, creator);
    await follow(fans[0], other);
    const mine = await inbox(creator);
    expect(mine.total).toBe(3);
    expect(mine.unread).toBe(3);
    const theirs = await inbox(other);
    expect(theirs.total).toBe(1);
    expect(theirs.data.every((n) => !mine.data.some((m) => m._id === n._id))).toBe(true);

    const foreign = await call(`/api/notifications/${theirs.data[0]._id}/read`, {
      method: "POST",
      token: creator.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("not_found");
    expect((await inbox(other)).unread).toBe(1);

    const one = await call(`/api/notifications/${mine.data[0]._id}/read`, {
      method: "POST",
      token: creator.token,
    });
    expect(one.status).toBe(200);
    expect(one.json.data.readAt).not.toBeNull();
    expect(one.json.data.unread).toBe(2);
    expect((await inbox(creator)).unread).toBe(2);

    const all = await call("/api/notifications/read-all", { method: "POST", token: creator.token });
    expect(all.status).toBe(200);
    expect(all.json.data).toEqual({ updated: 2, unread: 0 });
    const after = await inbox(creator);
    expect(after.unread).toBe(0);
    expect(after.data.every((n) => n.readAt !== null)).toBe(true);
    expect((await call("/api/notifications")).status).toBe(401);
  });

  it("does not tell a creator about a user they blocked", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    // The block (a fan who already follows can still act where a block does not refuse them).
    await follow(fan, creator);
    await db().insert(userBlocks).values({ performerId: creator.id, userId: fan.id, createdAt: Date.now() });
    await call(`/api/follows/${creator.id}`, { method: "DELETE", token: fan.token });
    await follow(fan, creator);
    expect((await inbox(creator)).total).toBe(1);
  });
});
