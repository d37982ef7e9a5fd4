/**
 * The API's one-round-trip reads (`oneTripRead`; identity/accounts/viewer.ts `readRowsAsViewer`):
 * the session lookup is a column of the read's one statement, the read names the viewer by the
 * session's subquery, and the session's rule (not revoked, not expired, account active) decides
 * as before.
 * A viewer of another kind than the read guessed is read again for their kind: never served a
 * page built for someone else.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { counted } from "../helpers/d1-count";
import { createFeed, createPhotoFeed, follow, subscribe } from "../helpers/feeds";

let fan: TestUser;
let creator: TestUser;
let other: TestUser;

type FeedJson = {
  _id: string;
  isLocked: boolean;
  lockReason: string | null;
  isLiked: boolean;
  performerId: string;
};
const pageOf = (body: string) => JSON.parse(body).data as { data: FeedJson[]; total: number };

beforeAll(async () => {
  fan = await createUser("fan");
  creator = await createUser("performer");
  other = await createUser("performer");
  await createPhotoFeed(creator.token);
  await createFeed(creator.token, { type: "text", text: "<p>Hello</p>" });
  await createFeed(other.token, { type: "text", text: "<p>Mine</p>" });
  await follow(fan.id, creator.id);
  await subscribe(fan.id, creator.id);
  await follow(other.id, creator.id);
});

describe("one round trip: the session lookup in the read's own statement", () => {
  it("a fan's timeline is one statement, and shows them what their session entitles them to", async () => {
    const read = await counted("/api/user/feeds?limit=10", fan.token);
    expect(read.status).toBe(200);
    expect(read.roundTrips).toBe(1);
    expect(read.statements).toHaveLength(1);
    const page = pageOf(read.body);
    expect(page.total).toBe(2);
    // Subscribed: the photo post is open to them.
    expect(page.data.every((f) => !f.isLocked)).toBe(true);
  });

  it("the session's row comes back once, not on every row of the page", async () => {
    const read = await counted("/api/user/feeds?limit=10", fan.token);
    const [sent] = read.statements;
    const rows = await env.DB.prepare(sent.sql)
      .bind(...sent.params)
      .raw();
    expect(rows.length).toBe(2);
    expect(rows.filter((row) => row[0] !== null)).toHaveLength(1);
  });

  it("a person's notifications are one statement, and a revoked session gets 401", async () => {
    const read = await counted("/api/notifications?limit=20", fan.token);
    expect(read.status).toBe(200);
    expect(read.statements).toHaveLength(1);
    const gone = await createUser("fan");
    await call("/api/auth/logout", { method: "POST", token: gone.token });
    const refused = await counted("/api/notifications?limit=20", gone.token);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).code).toBe("unauthorized");
  });

  it("a creator's posts for a fan are one round trip too", async () => {
    const read = await counted(`/api/user/feeds?performerId=${creator.id}&limit=10`, fan.token);
    expect(read.status).toBe(200);
    expect(read.roundTrips).toBe(1);
    expect(pageOf(read.body).data.every((f) => !f.isLocked)).toBe(true);
  });

  it("a revoked session is refused the fan's timeline (401), as before", async () => {
    const gone = await createUser("fan");
    await follow(gone.id, creator.id);
    expect((await counted("/api/user/feeds", gone.token)).status).toBe(200);
    expect((await call("/api/auth/logout", { method: "POST", token: gone.token })).status).toBe(200);
    const read = await counted("/api/user/feeds", gone.token);
    expect(read.status).toBe(401);
    expect(JSON.parse(read.body).code).toBe("unauthorized");
    expect(read.body).not.toContain("Hello");
  });

  it("a revoked session reads a creator's posts as a visitor: nothing of the subscription it had", async () => {
    const gone = await createUser("fan");
    await subscribe(gone.id, creator.id);
    const path = `/api/user/feeds?performerId=${creator.id}&limit=10`;
    const before = pageOf((await counted(path, gone.token)).body);
    expect(before.data.every((f) => !f.isLocked)).toBe(true);
    await call("/api/auth/logout", { method: "POST", token: gone.token });
    const read = await counted(path, gone.token);
    expect(read.status).toBe(200);
    const locked = pageOf(read.body).data.filter((f) => f.isLocked);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((f) => f.lockReason === "login_required")).toBe(true);
  });

  it("a suspended account's session reads nothing of its own", async () => {
    const suspended = await createUser("fan");
    await follow(suspended.id, creator.id);
    await env.DB.prepare("update users set status = 'inactive' where id = ?").bind(suspended.id).run();
    const read = await counted("/api/user/feeds", suspended.token);
    expect(read.status).toBe(401);
  });

  it("a creator's home timeline (not the fan's the read guessed) is read again as theirs: their own posts are in it", async () => {
    const read = await counted("/api/user/feeds?limit=10", other.token);
    expect(read.status).toBe(200);
    // The guessed read with the lookup, then the creator's own read.
    expect(read.roundTrips).toBe(2);
    const page = pageOf(read.body);
    expect(page.data.map((f) => f.performerId).sort()).toEqual([creator.id, creator.id, other.id].sort());
    expect(page.total).toBe(3);
  });

  it("a refused query makes no read", async () => {
    const read = await counted("/api/user/feeds?limit=nope", fan.token);
    expect(read.status).toBe(400);
    expect(read.statements.some((s) => /from "feeds"/.test(s.sql))).toBe(false);
  });

  it("a fan's and a creator's creator search are one round trip each (the same read)", async () => {
    // Site settings the cards need are read once per isolate, not per request.
    await counted("/api/performers/user/search?limit=20", fan.token);
    for (const who of [fan, other]) {
      const read = await counted("/api/performers/user/search?limit=20", who.token);
      expect(read.status).toBe(200);
      expect(read.roundTrips).toBe(1);
      expect(JSON.parse(read.body).data.data.map((c: { _id: string }) => c._id)).toContain(creator.id);
    }
  });

  it("a search page past the end (no row to carry the session) still knows the viewer", async () => {
    const first = await counted("/api/performers/user/search?limit=20", fan.token);
    const total = JSON.parse(first.body).data.total as number;
    const past = await counted(`/api/performers/user/search?limit=20&offset=${total + 40}`, fan.token);
    expect(past.status).toBe(200);
    expect(JSON.parse(past.body).data).toEqual({ data: [], total });
    const gone = await createUser("fan");
    await call("/api/auth/logout", { method: "POST", token: gone.token });
    const asVisitor = await counted(`/api/performers/user/search?limit=20&offset=${total + 40}`, gone.token);
    expect(asVisitor.status).toBe(200);
    expect(JSON.parse(asVisitor.body).data.data).toEqual([]);
  });

  it("the vault is one statement for its creator, and refuses anyone else as before", async () => {
    const own = await counted("/api/vault?limit=20", creator.token);
    expect(own.status).toBe(200);
    expect(own.roundTrips).toBe(1);
    expect(own.statements).toHaveLength(1);
    const files = JSON.parse(own.body).data as { total: number; data: { _id: string }[] };
    expect(files.total).toBeGreaterThan(0);
    expect(files.data).toHaveLength(files.total);
    const byFan = await counted("/api/vault?limit=20", fan.token);
    expect(byFan.status).toBe(403);
    expect(JSON.parse(byFan.body).code).toBe("performer_only");
    for (const file of files.data) expect(byFan.body).not.toContain(file._id);
    expect((await counted("/api/vault?limit=20")).status).toBe(401);
  });
});

describe("one round trip: a creator's lists, members, mass messages and vault folders", () => {
  /** A creator's read: one statement with the session lookup; a fan gets 403, a visitor and a revoked session 401. */
  async function oneTripForCreatorOnly(path: string, owner: TestUser) {
    const own = await counted(path, owner.token);
    expect(own.status, own.body).toBe(200);
    expect(own.roundTrips).toBe(1);
    expect(own.statements).toHaveLength(1);
    const byFan = await counted(path, fan.token);
    expect(byFan.status).toBe(403);
    expect(JSON.parse(byFan.body).code).toBe("performer_only");
    expect((await counted(path)).status).toBe(401);
    const gone = await createUser("performer");
    await call("/api/auth/logout", { method: "POST", token: gone.token });
    const revoked = await counted(path, gone.token);
    expect(revoked.status).toBe(401);
    expect(JSON.parse(revoked.body).code).toBe("unauthorized");
    return { own: JSON.parse(own.body).data, byFan: byFan.body };
  }

  it("the lists page is one statement, with the built-in counts and the custom lists by name", async () => {
    const owner = await createUser("performer");
    await follow(fan.id, owner.id);
    for (const name of ["Zeta", "Alpha"]) {
      const made = await call("/api/lists", { method: "POST", token: owner.token, body: { name } });
      expect(made.status, made.text).toBe(201);
    }
    const { own, byFan } = await oneTripForCreatorOnly("/api/lists", owner);
    const lists = own.data as { _id: string; name: string; memberCount: number }[];
    expect(lists.map((l) => l.name).slice(-2)).toEqual(["Alpha", "Zeta"]);
    expect(lists.find((l) => l._id === "followers")?.memberCount).toBe(1);
    expect(own.total).toBe(7);
    expect(byFan).not.toContain("Alpha");
  });
  it("a list's members page is one statement, built-in or custom; another creator's list is 404 without its members", async () => {
    const owner = await createUser("performer");
    const member = await createUser("fan", { name: "Listed member" });
    await follow(member.id, owner.id);
    const { own } = await oneTripForCreatorOnly("/api/lists/followers/members?limit=20", owner);
    expect(own.total).toBe(1);
    expect(own.data.map((m: { _id: string }) => m._id)).toEqual([member.id]);
    const made = await call("/api/lists", { method: "POST", token: owner.token, body: { name: "Close" } });
    const listId = made.json.data._id as string;
    const added = await call(`/api/lists/${listId}/members`, {
      token: owner.token,
      body: { userIds: [member.id] },
    });
    expect(added.status, added.text).toBe(200);
    const path = `/api/lists/${listId}/members?limit=20`;
    const custom = await oneTripForCreatorOnly(path, owner);
    expect(custom.own.data.map((m: { _id: string }) => m._id)).toEqual([member.id]);
    const searched = await counted(`${path}&q=Listed`, owner.token);
    expect(searched.statements).toHaveLength(1);
    expect(JSON.parse(searched.body).data.total).toBe(1);
    const theirs = await counted(path, other.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body).code).toBe("list_not_found");
    expect(theirs.statements).toHaveLength(1);
    const [sent] = theirs.statements;
    const cells = await env.DB.prepare(sent.sql)
      .bind(...sent.params)
      .raw();
    expect(JSON.stringify(cells)).not.toContain(member.id);
  });
  it("the mass-message history is one statement, newest first, an empty page too", async () => {
    const owner = await createUser("performer");
    await follow(fan.id, owner.id);
    for (const text of ["First send", "Second send"]) {
      const sent = await call("/api/messages/mass", {
        token: owner.token,
        body: { audience: ["followers"], text },
      });
      expect(sent.status, sent.text).toBe(202);
    }
    const { own, byFan } = await oneTripForCreatorOnly("/api/messages/mass?limit=20", owner);
    expect(own.total).toBe(2);
    expect(own.data.map((m: { text: string }) => m.text)).toEqual(["Second send", "First send"]);
    expect(byFan).not.toContain("send");
    const past = await counted("/api/messages/mass?limit=20&offset=5", owner.token);
    expect(past.statements).toHaveLength(1);
    expect(JSON.parse(past.body).data).toEqual({ data: [], total: 2 });
  });
  it("the vault's folders are one statement, by name with their file counts, none too", async () => {
    const owner = await createUser("performer");
    const none = await oneTripForCreatorOnly("/api/vault/folders", owner);
    expect(none.own).toEqual({ data: [], total: 0 });
    for (const name of ["Zeta shoot", "Alpha shoot"]) {
      const made = await call("/api/vault/folders", { token: owner.token, body: { name } });
      expect(made.status, made.text).toBe(201);
    }
    const { own, byFan } = await oneTripForCreatorOnly("/api/vault/folders", owner);
    expect(own.total).toBe(2);
    expect(own.data.map((f: { name: string; fileCount: number }) => [f.name, f.fileCount])).toEqual([
      ["Alpha shoot", 0],
      ["Zeta shoot", 0],
    ]);
    expect(byFan).not.toContain("shoot");
  });
  it("the statistics are one statement; a fan is refused before a period is judged, as before", async () => {
    const owner = await createUser("performer");
    await follow(fan.id, owner.id);
    const { own } = await oneTripForCreatorOnly("/api/performer/statistics", owner);
    expect(own.totals.current.followersGained).toBe(1);
    const quiet = await createUser("performer");
    const none = await counted("/api/performer/statistics", quiet.token);
    expect(none.statements).toHaveLength(1);
    expect(JSON.parse(none.body).data.topFans).toEqual([]);
    const reversed = "/api/performer/statistics?from=2026-02-01&to=2026-01-01";
    const byFan = await counted(reversed, fan.token);
    expect([byFan.status, JSON.parse(byFan.body).code]).toEqual([403, "performer_only"]);
    expect((await counted(reversed)).status).toBe(401);
    const byOwner = await counted(reversed, owner.token);
    expect([byOwner.status, JSON.parse(byOwner.body).code]).toEqual([422, "validation_failed"]);
  });
});
