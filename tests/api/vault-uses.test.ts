/**
 * The vault's "where each file is used" (issue 22 §4): posts through `feed_files` (a post's files
 * as rows, written in the batch of every post create and edit, gone with the post), messages,
 * gallery photos, videos and products each by an index on the item's file column, so the vault's
 * page reads as many rows whatever the creator's items, in one round trip after the session; the
 * answer stays what the items themselves say.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { randomIds } from "#functions/lib/ids";
import { call, createUser, type TestUser } from "../helpers/api";
import { createGalleryVia, createProductVia, uploadPhotoVia, uploadVideoVia } from "../helpers/assets";
import { asManyRows, counted, rangesWalked, rowsRead } from "../helpers/d1-count";
import { createFeed, uploadFeedFile } from "../helpers/feeds";

interface VaultFile {
  _id: string;
  uses: { type: string; count: number }[];
}

const vaultFiles = async (creator: TestUser) => {
  const res = await call("/api/vault?limit=100", { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.data as VaultFile[];
};

/** The posts using each of the creator's files, counted from the posts' own columns. */
async function postsSay(performerId: string): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    `select j.value as file_id, count(*) as n from feeds f,
       json_each(json_insert(f.file_ids, '$[#]', f.thumbnail_file_id, '$[#]', f.teaser_file_id)) j
     where f.performer_id = ? and j.value is not null group by j.value`,
  )
    .bind(performerId)
    .all<{ file_id: string; n: number }>();
  return new Map(results.map((r) => [r.file_id, r.n]));
}

/** Every vault file's post count is what the posts say, and every file a post names is listed. */
async function exact(creator: TestUser) {
  const said = await postsSay(creator.id);
  const files = await vaultFiles(creator);
  const shown = new Map(files.map((f) => [f._id, f.uses.find((u) => u.type === "post")?.count ?? 0]));
  for (const [id, n] of said) expect(shown.get(id), id).toBe(n);
  for (const [id, n] of shown) expect(n, id).toBe(said.get(id) ?? 0);
  return shown;
}

const edit = async (creator: TestUser, id: string, body: Record<string, unknown>) => {
  const res = await call(`/api/performer/feeds/${id}`, { method: "PUT", token: creator.token, body });
  expect(res.status, res.text).toBe(200);
};

const remove = async (creator: TestUser, id: string) => {
  const res = await call(`/api/performer/feeds/${id}`, { method: "DELETE", token: creator.token });
  expect(res.status, res.text).toBe(200);
};

describe("where a vault file is used in posts", () => {
  it("stays exact through posts created, edited and deleted (against what the posts say)", async () => {
    const creator = await createUser("performer");
    const [p1, p2, p3, thumb] = await Promise.all([
      uploadFeedFile(creator.token, "photo"),
      uploadFeedFile(creator.token, "photo"),
      uploadFeedFile(creator.token, "photo"),
      uploadFeedFile(creator.token, "thumbnail"),
    ]);
    const a = await createFeed(creator.token, {
      type: "photo",
      text: "<p>A</p>",
      fileIds: [p1._id, p2._id],
      thumbnailFileId: thumb._id,
    });
    const b = await createFeed(creator.token, { type: "photo", text: "<p>B</p>", vaultFileIds: [p1._id] });
    let shown = await exact(creator);
    expect([shown.get(p1._id), shown.get(p2._id), shown.get(p3._id), shown.get(thumb._id)]).toEqual([
      2, 1, 0, 1,
    ]);

    // p1 leaves A (B still has it), p3 joins, the thumbnail goes (and with it the unused file).
    await edit(creator, a._id, { fileIds: [p2._id, p3._id], thumbnailFileId: null });
    shown = await exact(creator);
    expect([shown.get(p1._id), shown.get(p2._id), shown.get(p3._id), shown.has(thumb._id)]).toEqual([
      1,
      1,
      1,
      false,
    ]);

    // An edit that leaves the files alone keeps them counted once.
    await edit(creator, b._id, { text: "<p>B again</p>" });
    expect((await exact(creator)).get(p1._id)).toBe(1);

    await remove(creator, b._id);
    shown = await exact(creator);
    expect(shown.has(p1._id)).toBe(false);
    await remove(creator, a._id);
    expect((await exact(creator)).size).toBe(0);
    const { results } = await env.DB.prepare("select count(*) as n from feed_files where performer_id = ?")
      .bind(creator.id)
      .all<{ n: number }>();
    expect(results[0].n).toBe(0);
  });

  it("reads as many rows with 40 more posts, in one round trip with the session", async () => {
    const creator = await createUser("performer");
    const old = await uploadFeedFile(creator.token, "photo");
    const page: { _id: string }[] = [];
    for (let i = 0; i < 5; i++) page.push(await uploadFeedFile(creator.token, "photo"));
    await createFeed(creator.token, { type: "photo", text: "<p>On the page</p>", fileIds: [page[0]._id] });
    const PAGE = "/api/vault?limit=5";
    await counted(PAGE, creator.token); // the isolate's first reads (settings) are not the vault's
    const before = await counted(PAGE, creator.token);
    expect(before.status, before.body).toBe(200);
    expect(JSON.parse(before.body).data.data.map((f: { _id: string }) => f._id)).toEqual(
      page.map((f) => f._id).reverse(),
    );
    const readBefore = await rowsRead(before.statements);

    // 40 more posts of a file that is not on the page.
    for (let i = 0; i < 40; i++) {
      await createFeed(creator.token, { type: "photo", text: `<p>Again ${i}</p>`, vaultFileIds: [old._id] });
    }
    const after = await counted(PAGE, creator.token);
    expect(after.status, after.body).toBe(200);
    const first = JSON.parse(after.body).data.data.at(-1) as VaultFile;
    expect(first.uses).toEqual([{ type: "post", count: 1 }]);
    expect(
      asManyRows(readBefore, await rowsRead(after.statements), await rangesWalked(after.statements)),
    ).toBe(true);
    // One batch: the session, then the page with its count, uses, folders and posters.
    expect(after.roundTrips).toBe(1);
    expect(before.roundTrips).toBe(1);
  });

  it("reads as many rows with 30 more gallery photos, videos and products, and counts them", async () => {
    const creator = await createUser("performer");
    const gallery = await createGalleryVia(creator.token);
    const photo = await uploadPhotoVia(creator.token, gallery._id);
    const video = await uploadVideoVia(creator.token, { status: "active" });
    const product = await createProductVia(creator.token);
    const page: { _id: string }[] = [];
    for (let i = 0; i < 5; i++) page.push(await uploadFeedFile(creator.token, "photo"));
    const PAGE = "/api/vault?limit=5";
    await counted(PAGE, creator.token); // the isolate's first reads (settings) are not the vault's
    const before = await counted(PAGE, creator.token);
    expect(before.status, before.body).toBe(200);
    const readBefore = await rowsRead(before.statements);

    // 30 more photos, videos and products of the creator, using the files that are not on the page.
    const row = (table: string, id: string) =>
      env.DB.prepare(`select * from ${table} where id = ?`).bind(id).first<Record<string, unknown>>();
    const [p, v, pr] = await Promise.all([
      row("photos", photo._id),
      row("videos", video._id),
      row("products", product._id),
    ]);
    const now = Date.now();
    const inserts = [];
    for (let i = 0; i < 30; i++) {
      inserts.push(
        env.DB.prepare(
          "insert into photos (id, performer_id, gallery_id, file_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?)",
        ).bind(randomIds.next(), creator.id, gallery._id, p?.file_id, now, now),
        env.DB.prepare(
          "insert into videos (id, performer_id, title, file_id, thumbnail_file_id, created_at, updated_at) values (?, ?, 'Again', ?, ?, ?, ?)",
        ).bind(randomIds.next(), creator.id, v?.file_id, v?.thumbnail_file_id, now, now),
        env.DB.prepare(
          "insert into products (id, performer_id, name, type, price, stock, image_file_id, created_at, updated_at) values (?, ?, 'Again', 'physical', 500, 1, ?, ?, ?)",
        ).bind(randomIds.next(), creator.id, pr?.image_file_id, now, now),
      );
    }
    await env.DB.batch(inserts);

    const after = await counted(PAGE, creator.token);
    expect(after.status, after.body).toBe(200);
    expect(JSON.parse(after.body).data.data.map((f: { _id: string }) => f._id)).toEqual(
      page.map((f) => f._id).reverse(),
    );
    expect(
      asManyRows(readBefore, await rowsRead(after.statements), await rangesWalked(after.statements)),
    ).toBe(true);
    expect(after.roundTrips).toBe(1);

    // What the items say, per file: the photo in 31 gallery photos; the video's file and thumbnail
    // in 31 videos (its teaser in the first); the product's image in 31 products.
    const uses = new Map((await vaultFiles(creator)).map((f) => [f._id, f.uses]));
    expect(uses.get(p?.file_id as string)).toEqual([{ type: "photo", count: 31 }]);
    expect(uses.get(v?.file_id as string)).toEqual([{ type: "video", count: 31 }]);
    expect(uses.get(v?.thumbnail_file_id as string)).toEqual([{ type: "video", count: 31 }]);
    expect(uses.get(v?.teaser_file_id as string)).toEqual([{ type: "video", count: 1 }]);
    expect(uses.get(pr?.image_file_id as string)).toEqual([{ type: "product", count: 31 }]);
  });
});
