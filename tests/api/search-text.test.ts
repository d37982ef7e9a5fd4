import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { createGalleryVia, subscribe } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";

/**
 * Search text (`q`) at any length the document allows: D1 refuses LIKE patterns over 50 bytes, and
 * a `q` of 200 characters is up to 800 bytes of UTF-8. Every `q` goes through one helper
 * (containsText in functions/lib/d1.ts).
 */

/** `length` characters of multi-byte letters, LIKE's wildcards and its escape character. */
function longText(length: number): string {
  const pieces = "Zé%中_ß\\ü";
  let out = "";
  while (out.length < length) out += pieces[out.length % pieces.length];
  return out;
}

interface Operation {
  path: string;
  maxLength: number;
}

interface Doc {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string; schema: { maxLength?: number } }[] }>
  >;
}

let operations: Operation[] = [];
let creator: TestUser;
let fan: TestUser;
let admin: TestUser;
let conversationId: string;
let publicChatId: string;
let galleryId: string;
let feedId: string;
let listId: string;

beforeAll(async () => {
  const doc = (await call("/api/openapi.json")).json as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => {
    const q = ops.get?.parameters?.find((p) => p.name === "q" && p.in === "query");
    return q ? [{ path, maxLength: q.schema.maxLength ?? 200 }] : [];
  });
  [creator, fan, admin] = await Promise.all([
    createUser("performer"),
    createUser("fan"),
    createUser("admin"),
  ]);
  await subscribe(fan, creator.id);
  const opened = await call("/api/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: creator.id },
  });
  conversationId = opened.json.data._id;
  const live = await call("/api/streaming/live", { token: creator.token, body: { title: "Search night" } });
  publicChatId = live.json.data.conversationId;
  galleryId = (await createGalleryVia(creator.token, { status: "active" }))._id;
  feedId = (await createFeed(creator.token, { type: "text", text: "Hello" }))._id;
  listId = (await call("/api/lists", { token: creator.token, body: { name: "Search list" } })).json.data._id;
});

/** Required query parameters of the operations that have them. */
const requiredQuery = (path: string): string =>
  path === "/performer-assets/photos"
    ? `&galleryId=${galleryId}`
    : path === "/comments"
      ? `&objectType=feed&objectId=${feedId}`
      : "";

/** The operation's path with its parameters filled with records the callers may see. */
function pathFor(path: string): string {
  return path
    .replace("{performerId}", creator.id)
    .replace("{type}", "feeds")
    .replace("/lists/{id}/members", `/lists/${listId}/members`)
    .replace("/messages/conversations/public/{id}", `/messages/conversations/public/${publicChatId}`)
    .replace("/messages/conversations/{id}", `/messages/conversations/${conversationId}`);
}

describe("search text", () => {
  it("every operation with q answers a q at its documented maximum, without a server error", async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const op of operations) {
      const q = longText(op.maxLength);
      expect(new TextEncoder().encode(q).length).toBeGreaterThan(50);
      const url = `/api${pathFor(op.path)}?q=${encodeURIComponent(q)}${requiredQuery(op.path)}`;
      expect(url).not.toContain("{");
      let answered = false;
      for (const user of [undefined, fan, creator, admin]) {
        const res = await call(url, { token: user?.token });
        if (res.status >= 500) failures.push(`${op.path} as ${user?.username ?? "anonymous"}: ${res.status}`);
        if (res.status === 200) answered = true;
      }
      if (!answered) failures.push(`${op.path}: no caller got a page`);
    }
    expect(failures).toEqual([]);
  });

  it("long search text matches literally: wildcards are text, ASCII case is ignored", async () => {
    const q = longText(200);
    const found = await createFeed(creator.token, { type: "text", text: `Before ${q} after` });
    // `_` and `%` in q must not match other characters: the same text with a letter in their place.
    await createFeed(creator.token, { type: "text", text: `Before ${q.replaceAll("_", "x")} after` });
    const search = async (text: string) =>
      (await call(`/api/performer/feeds?q=${encodeURIComponent(text)}`, { token: creator.token })).json.data;
    const exact = await search(q);
    expect(exact.total).toBe(1);
    expect(exact.data[0]._id).toBe(found._id);
    expect((await search(q.replaceAll("Z", "z"))).total).toBe(1);
    expect((await search(q.replaceAll("%", "_"))).total).toBe(0);
  });
});
