/**
 * Blurred previews for photos stored before previews existed (files.preview came later): a
 * scheduled job (functions/cron.ts, every minute) makes them through the same function as an
 * upload (variants.ts imageFacts, the Images binding), a bounded batch per run, oldest first.
 *
 * Idempotent: a file that has a preview is never read again; a file the binding cannot read (or
 * whose object is gone) is marked `preview_tried_at` and not tried again, so the queue always
 * empties. Runs locally with `npm start` (the minute's cron) or `curl 127.0.0.1:8787/__scheduled`.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { files } from "../../drizzle/schema/files";
import type { Deps } from "../lib/deps";
import type { MediaKind } from "./kinds";
import { imageFacts, isResizable } from "./variants";

/** Files read per run: each is one R2 read and two Images calls. */
export const PREVIEW_BACKFILL_BATCH = 20;

/** The kinds of image a viewer may see locked, behind their preview (not avatars, covers or ID documents). */
const LOCKABLE_KINDS: readonly MediaKind[] = [
  "photo",
  "feed-photo",
  "message-photo",
  "thumbnail",
  "product-image",
];

export async function backfillPreviews(
  deps: Deps,
  limit: number = PREVIEW_BACKFILL_BATCH,
): Promise<{ made: number; tried: number }> {
  const images = deps.env.IMAGES;
  if (!images) return { made: 0, tried: 0 };
  const rows = await deps.db
    .select({ id: files.id, r2Key: files.r2Key, mimeType: files.mimeType })
    .from(files)
    .where(and(isNull(files.preview), isNull(files.previewTriedAt), inArray(files.type, [...LOCKABLE_KINDS])))
    .orderBy(files.type, files.id)
    .limit(limit);
  let made = 0;
  for (const row of rows) {
    const object = isResizable(row.mimeType) ? await deps.media.get(row.r2Key) : null;
    const facts = object ? await imageFacts(images, await object.arrayBuffer()) : null;
    if (facts?.preview) made += 1;
    await deps.db
      .update(files)
      .set(
        facts?.preview
          ? { preview: facts.preview, width: facts.width, height: facts.height }
          : { previewTriedAt: deps.clock.now() },
      )
      .where(and(eq(files.id, row.id), isNull(files.preview)));
  }
  return { made, tried: rows.length };
}
