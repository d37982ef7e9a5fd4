/**
 * Photos stored before blurred previews existed get one from the scheduled job
 * (functions/media/preview-backfill.ts, run by the Worker's cron handler): through the same
 * function as an upload, a bounded batch per run, idempotent, and a file it cannot read is tried
 * once. A locked post then shows the blurred preview in place of the grey box.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_BACKFILL_BATCH } from "#functions/media/preview-backfill";
import { call, createUser, type TestUser } from "../helpers/api";
import { follow, form, runCron } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";
import { gradientPng, webpSize } from "../helpers/images";

type Row = { preview: string | null; width: number | null; height: number | null; tried: number | null };

const fileRow = (id: string) =>
  env.DB.prepare("SELECT preview, width, height, preview_tried_at AS tried FROM files WHERE id = ?")
    .bind(id)
    .first<Row>();

/** A file as it was stored before previews: no preview, no size. */
const forgetPreview = (id: string) =>
  env.DB.prepare("UPDATE files SET preview = NULL, width = NULL, height = NULL WHERE id = ?").bind(id).run();

/** Pending files the job has not tried yet. */
async function pending() {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM files WHERE preview IS NULL AND preview_tried_at IS NULL AND type IN ('photo','feed-photo','message-photo','thumbnail','product-image')",
  ).first<{ n: number }>();
  return Number(row?.n);
}

describe("the preview backfill", () => {
  let owner: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    owner = await createUser("performer");
    fan = await createUser("fan");
    await follow(fan, owner.id);
  });

  it("makes a preview for a photo stored without one, and the locked post then shows it", async () => {
    const up = await call("/api/performer/feeds/photo/upload", {
      method: "POST",
      token: owner.token,
      form: form({ file: await gradientPng(400, 300) }),
    });
    expect(up.status, up.text).toBe(201);
    const fileId = up.json.data._id as string;
    await forgetPreview(fileId);
    const feed = await createFeed(owner.token, { type: "photo", text: "<p>old</p>", fileIds: [fileId] });

    const before = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(before.json.data).toMatchObject({ isLocked: true, preview: null });

    await runCron();
    const row = await fileRow(fileId);
    expect(row).toMatchObject({ width: 400, height: 300, tried: null });
    const seen = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(seen.json.data.isLocked).toBe(true);
    const data = /^data:image\/webp;base64,(.+)$/.exec(seen.json.data.preview)?.[1];
    expect(data, seen.text).toBeDefined();
    const dims = webpSize(Uint8Array.from(atob(data!), (c) => c.charCodeAt(0)));
    expect(dims.width).toBeLessThanOrEqual(20);
    expect(dims.height).toBeLessThanOrEqual(15);
    expect(seen.text).not.toContain(fileId);
    expect(seen.json.data.preview).toBe(row?.preview);

    // Again: nothing changes (a file with a preview is never read again).
    await runCron();
    expect(await fileRow(fileId)).toEqual(row);
  });

  it("tries a file it cannot read once, and works through the queue in bounded batches", async () => {
    // Files whose bytes the binding cannot decode (stored as a PNG by name only), more than a batch.
    const now = Date.now();
    const ids = Array.from({ length: PREVIEW_BACKFILL_BATCH + 5 }, (_, i) => `backfill-bad-${i}`);
    for (const id of ids) {
      const r2Key = `feed-photo/${owner.id}/${id}`;
      await env.MEDIA.put(r2Key, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
      await env.DB.prepare(
        "INSERT INTO files (id, owner_id, type, r2_key, mime_type, size, status, created_at, updated_at) VALUES (?, ?, 'feed-photo', ?, 'image/png', 7, 'ready', ?, ?)",
      )
        .bind(id, owner.id, r2Key, now, now)
        .run();
    }
    const queued = await pending();
    expect(queued).toBeGreaterThanOrEqual(ids.length);

    await runCron();
    expect(await pending()).toBe(queued - PREVIEW_BACKFILL_BATCH);
    for (let i = 0; i < 5 && (await pending()) > 0; i++) await runCron();
    expect(await pending()).toBe(0);

    const tried = await fileRow(ids[0]);
    expect(tried?.preview).toBeNull();
    expect(tried?.tried).toBeGreaterThan(0);
    // Not tried again: the mark stays as it was.
    await runCron();
    expect(await fileRow(ids[0])).toEqual(tried);
  });
});
