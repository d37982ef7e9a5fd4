/**
 * Issue 22 §4: the vault's total is a kept count (vault_counts, per creator and media), moved in
 * the batch of every write that adds, removes or changes a counted file (functions/media/vault.ts
 * `vaultCountMoves`), so a page of the vault reads as many rows however many files the creator has.
 * The count is checked against the vault's own list: with every file on one page, the total of
 * each filter is the number of files listed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { setFileStatus } from "#functions/media/upload";
import { call, createUser, type TestUser } from "../helpers/api";
import { createGalleryVia, form, subscribe, uploadPhotoVia, uploadVideoVia } from "../helpers/assets";
import { asManyRows, counted, planLines, rangesWalked, rowsRead } from "../helpers/d1-count";
import { createFeed, uploadFeedFile } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";

const FILTERS = ["", "type=photo", "type=video", "type=audio"] as const;

const vault = async (user: TestUser, query: string) => {
  const res = await call(`/api/vault?limit=100${query ? `&${query}` : ""}`, { token: user.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data as { data: { _id: string }[]; total: number };
};

/** Each filter's total, after checking it is the number of files the filter lists. */
async function totals(user: TestUser) {
  const out: Record<string, number> = {};
  for (const filter of FILTERS) {
    const { data, total } = await vault(user, filter);
    expect(total, `total of "${filter}"`).toBe(data.length);
    out[filter || "all"] = total;
  }
  return out;
}

const counts = (all: number, photo: number, video: number, audio: number) => ({
  all,
  "type=photo": photo,
  "type=video": video,
  "type=audio": audio,
});

const removePost = async (creator: TestUser, id: string) => {
  const res = await call(`/api/performer/feeds/${id}`, { method: "DELETE", token: creator.token });
  expect(res.status, res.text).toBe(200);
};

describe("the vault's kept count", () => {
  it("stays exact through uploads, posts, folders, galleries, videos, messages and deletions", async () => {
    const creator = await createUser("performer");
    expect(await totals(creator)).toEqual(counts(0, 0, 0, 0));

    // Uploads of every media; a video goes processing -> ready in its upload.
    const photo = await uploadFeedFile(creator.token, "photo");
    const video = await uploadFeedFile(creator.token, "video");
    const audio = await uploadFeedFile(creator.token, "audio");
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));

    // The profile's pictures are not in the vault.
    const avatar = await call("/api/users/avatar/upload", {
      method: "POST",
      token: creator.token,
      form: form({ file: sampleFile("png") }),
    });
    expect(avatar.status, avatar.text).toBeLessThan(300);
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));

    // A post's deletion deletes the files nothing else wants.
    const post = await createFeed(creator.token, { type: "photo", text: "<p>A</p>", fileIds: [photo._id] });
    await removePost(creator, post._id);
    expect(await totals(creator)).toEqual(counts(2, 0, 1, 1));

    // A filed file stays when its post goes, and stays counted.
    const kept = await uploadFeedFile(creator.token, "photo");
    const folder = await call("/api/vault/folders", { token: creator.token, body: { name: "Keep" } });
    expect(folder.status, folder.text).toBe(201);
    const filed = await call(`/api/vault/folders/${folder.json.data._id}/files`, {
      token: creator.token,
      body: { fileIds: [kept._id] },
    });
    expect(filed.status, filed.text).toBe(200);
    const keptPost = await createFeed(creator.token, {
      type: "photo",
      text: "<p>B</p>",
      fileIds: [kept._id],
    });
    await removePost(creator, keptPost._id);
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));
    const inFolder = await vault(creator, `folderId=${folder.json.data._id}`);
    expect([inFolder.total, inFolder.data.map((f) => f._id)]).toEqual([1, [kept._id]]);

    // A gallery's photo, uploaded and deleted.
    const gallery = await createGalleryVia(creator.token);
    const galleryPhoto = await uploadPhotoVia(creator.token, gallery._id);
    expect(await totals(creator)).toEqual(counts(4, 2, 1, 1));
    const gone = await call(`/api/performer/performer-assets/photos/${galleryPhoto._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(gone.status, gone.text).toBe(200);
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));

    // A video item: its file, thumbnail and teaser; one removed, then the item deleted.
    const item = await uploadVideoVia(creator.token);
    expect(await totals(creator)).toEqual(counts(6, 2, 3, 1));
    const removedFile = await call(`/api/performer/performer-assets/videos/remove-file/${item._id}`, {
      method: "DELETE",
      token: creator.token,
      body: { type: "teaser" },
    });
    expect(removedFile.status, removedFile.text).toBe(200);
    expect(await totals(creator)).toEqual(counts(5, 2, 2, 1));
    const removedItem = await call(`/api/performer/performer-assets/videos/${item._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(removedItem.status, removedItem.text).toBe(200);
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));

    // A message's file, sent and deleted.
    const fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const opened = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    expect(opened.status, opened.text).toBeLessThan(300);
    const sent = await call("/api/messages/private/file", {
      method: "POST",
      token: creator.token,
      form: form({ file: sampleFile("jpg"), conversationId: opened.json.data._id }),
    });
    expect(sent.status, sent.text).toBeLessThan(300);
    expect(await totals(creator)).toEqual(counts(4, 2, 1, 1));
    const unsent = await call(`/api/messages/${sent.json.data._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(unsent.status, unsent.text).toBe(200);
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));

    // A status the vault does not hold (a failed re-encode) takes a file out; a retry brings it back.
    const deps = createDeps(env);
    await setFileStatus(deps, video._id, "processing");
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));
    await setFileStatus(deps, video._id, "error");
    expect(await totals(creator)).toEqual(counts(2, 1, 0, 1));
    await setFileStatus(deps, video._id, "processing");
    await setFileStatus(deps, video._id, "ready");
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));

    // Another creator's uploads move only their own count.
    const other = await createUser("performer");
    await uploadFeedFile(other.token, "audio");
    expect(await totals(other)).toEqual(counts(1, 0, 0, 1));
    expect(await totals(creator)).toEqual(counts(3, 1, 1, 1));
    void audio;
  });

  it("a page reads as many rows with 30 more files, in one round trip with the session, its total from the kept count", async () => {
    const creator = await createUser("performer");
    // Photos and videos in turn (a video's poster frame is a file the vault does not hold), so the
    // newest page has the same mix before and after.
    for (let i = 0; i < 10; i++) await uploadFeedFile(creator.token, i % 2 ? "video" : "photo");
    const pages = ["/api/vault?limit=5", "/api/vault?limit=5&type=photo"];
    for (const page of pages) await counted(page, creator.token); // the isolate's first reads
    const before = await Promise.all(pages.map((page) => counted(page, creator.token)));
    const readBefore = await Promise.all(before.map((res) => rowsRead(res.statements)));

    for (let i = 0; i < 30; i++) await uploadFeedFile(creator.token, i % 2 ? "video" : "photo");
    for (const [i, page] of pages.entries()) {
      const after = await counted(page, creator.token);
      expect(after.status, after.body).toBe(200);
      expect(JSON.parse(after.body).data.total).toBe(i === 0 ? 40 : 20);
      expect(
        asManyRows(readBefore[i], await rowsRead(after.statements), await rangesWalked(after.statements)),
      ).toBe(true);
      // One statement: the session lookup, the page with each file's uses, folders and poster, and
      // its total.
      expect(after.roundTrips).toBe(1);
      expect(after.statements).toHaveLength(1);
      const plan = (await planLines(after.statements[0])).map((l) => l.detail);
      // The total: one search of vault_counts by its key, no count over the creator's files.
      expect(plan).toContainEqual(
        expect.stringMatching(
          /^SEARCH vault_counts USING (PRIMARY KEY|INDEX sqlite_autoindex_vault_counts_1) \(owner_id=\?( AND media=\?)?\)$/,
        ),
      );
      expect(plan.filter((line) => /\bfiles\b/.test(line))).toEqual([
        expect.stringMatching(/^SEARCH files USING INDEX files_owner_idx \(owner_id=\?/),
      ]);
      // The owner is the session's user: subqueries SQLite runs once each, by the token's index.
      expect(plan).toContainEqual("SEARCH sessions USING INDEX sessions_token_hash_unique (token_hash=?)");
      // The files' messages by file, not every message the creator sent (mass messages grow it).
      expect(plan).toContainEqual("SEARCH messages USING INDEX messages_file_idx (file_id=?)");
    }
  });

  it("a folder's total is counted over the folder's own rows", async () => {
    const creator = await createUser("performer");
    const inside = await uploadFeedFile(creator.token, "photo");
    for (let i = 0; i < 3; i++) await uploadFeedFile(creator.token, "photo");
    const folder = await call("/api/vault/folders", { token: creator.token, body: { name: "One" } });
    await call(`/api/vault/folders/${folder.json.data._id}/files`, {
      token: creator.token,
      body: { fileIds: [inside._id] },
    });
    const res = await counted(`/api/vault?folderId=${folder.json.data._id}`, creator.token);
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).data.total).toBe(1);
    expect(res.statements).toHaveLength(1);
    const plan = (await planLines(res.statements[0])).map((l) => l.detail);
    // The total's subquery: the folder's rows by its key, then each file by id.
    const at = plan.findIndex((line) =>
      /^SEARCH vault_folder_files USING (COVERING INDEX|PRIMARY KEY|INDEX) \S+ \(folder_id=\?\)$/.test(line),
    );
    expect(at, plan.join("\n")).toBeGreaterThanOrEqual(0);
    expect(plan[at + 1]).toMatch(/^SEARCH files USING INDEX \S+ \(id=\?\)$/);
  });
});
