import { and, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type/core";
import { type FileStatus, files } from "../../drizzle/schema/files";
import { AppError } from "../errors";
import { inJson } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { getSigningSecret } from "../lib/secrets";
import { mediaDuration } from "./duration";
import { kindSpec, type MediaKind, needsProcessing } from "./kinds";
import { knownMediaPath, SIGNED_URL_TTL_SECONDS, signMediaPath } from "./signing";
import { filesStillWanted } from "./uses";
import { imageFacts, isResizable, storedObjectKeys, VARIANT_WIDTHS, variantId } from "./variants";
import { vaultCountMoves } from "./vault";
import { checkVideoFacts, type VideoUpload } from "./video-facts";

export type FileRow = typeof files.$inferSelect;

/**
 * How many leading bytes the detector sees. file-type needs 4100 for every format it knows;
 * ZIP-based formats (epub) are recognised from their first local header, well inside this.
 */
const SNIFF_BYTES = 64 * 1024;

/** The content type of some bytes, from their magic numbers; null when unknown. */
async function detectMimeType(head: Uint8Array): Promise<string | null> {
  if (head.byteLength === 0) return null;
  try {
    const found = await fileTypeFromBuffer(head);
    return found?.mime ?? null;
  } catch {
    return null;
  }
}

interface StoreUploadInput {
  ownerId: string;
  kind: MediaKind;
  file: File;
  refType?: string;
  refId?: string;
  /** For a video: what the browser read from it and its poster frame (media/video-facts.ts). */
  video?: VideoUpload;
}

/**
 * Stores one uploaded file: checks its size against the kind's limit (413), its detected content
 * type against the kind's list (415), writes it to R2 under a key nobody can guess, then records
 * it. A rejected or failed upload leaves nothing behind in R2 or D1.
 */
export async function storeUpload(deps: Deps, input: StoreUploadInput): Promise<FileRow> {
  const { ownerId, kind, file } = input;
  const spec = kindSpec(kind);
  if (!spec) throw new AppError("unsupported_file_type");
  if (file.size > spec.maxBytes) {
    throw new AppError("file_too_large", {
      message: `The file is too large (at most ${Math.floor(spec.maxBytes / (1024 * 1024))} MB).`,
    });
  }
  if (file.size === 0) throw new AppError("unsupported_file_type", { message: "The file is empty." });
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const mimeType = await detectMimeType(head);
  if (!mimeType || !spec.mimeTypes.includes(mimeType)) throw new AppError("unsupported_file_type");

  const id = deps.ids.next();
  const r2Key = `${kind}/${ownerId}/${id}`;
  const now = deps.clock.now();
  const processing = needsProcessing(mimeType);
  const fileDuration = await mediaDuration(file, mimeType);
  // A photo's size and locked preview, read once here (media/variants.ts imageFacts); a video's
  // from what the browser read, checked against the file, and its poster frame (video-facts.ts).
  const image = isResizable(mimeType)
    ? deps.env.IMAGES
      ? await imageFacts(deps.env.IMAGES, await file.arrayBuffer())
      : null
    : mimeType.startsWith("video/") && input.video
      ? await checkVideoFacts(deps.env.IMAGES, file, fileDuration, input.video.claims, input.video.poster)
      : null;
  const duration = image && "duration" in image ? image.duration : fileDuration;
  await deps.media.put(r2Key, file, { httpMetadata: { contentType: mimeType } });
  let row: FileRow;
  try {
    const insert = deps.db
      .insert(files)
      .values({
        id,
        ownerId,
        type: kind,
        r2Key,
        mimeType,
        size: file.size,
        originalName: cleanName(file.name),
        duration,
        width: image?.width ?? null,
        height: image?.height ?? null,
        preview: image?.preview ?? null,
        status: processing ? "processing" : "ready",
        refType: input.refType ?? null,
        refId: input.refId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    [[row]] = await deps.db.batch([insert, vaultCountMoves(deps.db, [id]).after]);
  } catch (err) {
    await deps.media.delete(r2Key).catch(() => undefined);
    throw err;
  }
  return processing ? await startProcessing(deps, row) : row;
}

/** The name the uploader gave, without any path, for display only (never used as a key). */
function cleanName(name: string | undefined): string | null {
  const base = (name ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  return base ? base.slice(0, 200) : null;
}

/* ---- Video processing: uploading -> processing -> ready | error ---- */

/** Which status may follow which. `error -> processing` is a retry; `ready -> processing` a re-encode. */
const TRANSITIONS: Record<FileStatus, readonly FileStatus[]> = {
  uploading: ["processing", "ready", "error"],
  processing: ["ready", "error"],
  ready: ["processing"],
  error: ["processing"],
};

/** Moves a file to another status, refusing transitions the state machine does not allow (409). */
export async function setFileStatus(deps: Deps, fileId: string, status: FileStatus): Promise<FileRow> {
  const [current] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!current) throw new AppError("file_not_found");
  if (current.status === status) return current;
  if (!TRANSITIONS[current.status].includes(status)) {
    throw new AppError("file_status_conflict", {
      message: `A ${current.status} file cannot become ${status}.`,
    });
  }
  const counts = vaultCountMoves(deps.db, [fileId]);
  const [, [row]] = await deps.db.batch([
    counts.before,
    deps.db
      .update(files)
      .set({ status, updatedAt: deps.clock.now() })
      .where(and(eq(files.id, fileId), eq(files.status, current.status)))
      .returning(),
    counts.after,
  ]);
  if (!row) throw new AppError("file_changed");
  return row;
}

/**
 * The transcoder seam. A video is stored as "processing"; a transcoder (Cloudflare Stream or
 * similar) would be started here and call setFileStatus(ready | error) when it finishes. With none
 * configured the stored original is what plays, so the file is ready at once.
 */
async function startProcessing(deps: Deps, row: FileRow): Promise<FileRow> {
  return setFileStatus(deps, row.id, "ready");
}

/* ---- Reading, signing, attaching, deleting ---- */

export async function getFile(deps: Deps, fileId: string): Promise<FileRow | null> {
  const [row] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * A short-lived signed path (`/media/<id>?exp&sig`) for a file. Call it only after the viewer's
 * entitlement has been checked (functions/identity/access/service.ts contentAccess).
 */
export async function fileUrl(
  deps: Deps,
  fileId: string,
  ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
): Promise<string> {
  const secret = await getSigningSecret(deps.env, deps);
  return signMediaPath(secret, fileId, deps.clock.now(), ttlSeconds);
}

/**
 * A photo's signed variants as an `<img srcset>` value (`<url> 320w, <url> 960w`), or null when the
 * file is not a resizable image. Same entitlement rule as fileUrl.
 */
export async function fileSrcset(deps: Deps, fileId: string, mimeType: string): Promise<string | null> {
  if (!isResizable(mimeType)) return null;
  const secret = await getSigningSecret(deps.env, deps);
  const now = deps.clock.now();
  const widths = Object.values(VARIANT_WIDTHS);
  const paths = await Promise.all(widths.map((w) => signMediaPath(secret, variantId(fileId, w), now)));
  return paths.map((path, i) => `${path} ${widths[i]}w`).join(", ");
}

/**
 * Signed URLs of photos that are shown as variants only, never as the original (a gallery's
 * cover): `url` is the 960 px variant and `srcset` both variants; a file that is not a resizable
 * image gets its plain signed URL and no srcset. Same entitlement rule as fileUrl.
 */
export async function variantUrls(
  deps: Deps,
  rows: readonly Pick<FileRow, "id" | "mimeType">[],
): Promise<Map<string, { url: string; srcset: string | null }>> {
  const out = new Map<string, { url: string; srcset: string | null }>();
  for (const row of rows) {
    if (out.has(row.id)) continue;
    const srcset = await fileSrcset(deps, row.id, row.mimeType);
    const url = srcset ? (srcset.split(", ").at(-1)?.split(" ")[0] ?? "") : await fileUrl(deps, row.id);
    out.set(row.id, { url, srcset });
  }
  return out;
}

/** Signed paths for several files at once (lists); ids that are null or undefined are skipped. */
export async function fileUrls(
  deps: Deps,
  fileIds: readonly (string | null | undefined)[],
  ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
): Promise<Map<string, string>> {
  const secret = await getSigningSecret(deps.env, deps);
  const now = deps.clock.now();
  // Paths this isolate signed already are looked up synchronously; only the others are signed.
  const urls = new Map<string, string>();
  let unsigned = false;
  for (const id of fileIds) {
    if (!id || urls.has(id)) continue;
    const known = knownMediaPath(secret, id, now, ttlSeconds);
    urls.set(id, known ?? "");
    if (!known) unsigned = true;
  }
  if (unsigned) {
    await Promise.all(
      [...urls].map(async ([id, path]) => {
        if (!path) urls.set(id, await signMediaPath(secret, id, now, ttlSeconds));
      }),
    );
  }
  return urls;
}

/**
 * Removes a file's object and row, unless something still wants it (uses.ts: another item it was
 * attached to from the vault, or a vault folder); false when there was no such file or it stays.
 */
export async function deleteFile(deps: Deps, fileId: string): Promise<boolean> {
  const row = await getFile(deps, fileId);
  if (!row || (await filesStillWanted(deps.db, [row])).has(row.id)) return false;
  await removeStoredFiles(deps, [row]);
  return true;
}

/**
 * Removes files outright, whatever wants them (callers decide): their rows, with the vault's kept
 * count and their folder places (the foreign key's cascade), in one batch; then their objects in
 * R2, the original and its variants. A row never outlives its object: an object whose delete
 * failed is only left over, never served.
 */
export async function removeStoredFiles(deps: Deps, rows: readonly Pick<FileRow, "id" | "r2Key">[]) {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await deps.db.batch([
    vaultCountMoves(deps.db, ids).before,
    deps.db.delete(files).where(inJson(files.id, ids)),
  ]);
  const keys = storedObjectKeys(rows.map((r) => r.r2Key));
  // R2 deletes at most 1,000 keys a call.
  for (let at = 0; at < keys.length; at += 1000) await deps.media.delete(keys.slice(at, at + 1000));
}

/**
 * Removes several files (objects and rows) that an item let go of; unknown ids are ignored, and
 * files still wanted elsewhere (as in deleteFile) stay. Call it after the item no longer names them.
 */
export async function deleteFiles(deps: Deps, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await deps.db
    .select()
    .from(files)
    .where(inArray(files.id, [...fileIds]));
  const wanted = await filesStillWanted(deps.db, found);
  await removeStoredFiles(
    deps,
    found.filter((row) => !wanted.has(row.id)),
  );
}

/**
 * Attaches uploaded files to what they belong to (a feed, a video, ...). Every file must exist
 * (404 otherwise) and belong to `ownerId` (403 otherwise).
 */
export async function attachFiles(
  deps: Deps,
  fileIds: readonly string[],
  ownerId: string,
  refType: string,
  refId: string,
): Promise<FileRow[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(files).where(inArray(files.id, ids));
  if (rows.length !== ids.length) throw new AppError("file_not_found");
  if (rows.some((r) => r.ownerId !== ownerId)) throw new AppError("forbidden");
  return deps.db
    .update(files)
    .set({ refType, refId, updatedAt: deps.clock.now() })
    .where(inArray(files.id, ids))
    .returning();
}

/** What `GET /files/{id}/status` reports: the owner and admins see it, others get 404. */
export async function fileStatusFor(
  deps: Deps,
  viewer: { id: string; isAdmin: boolean } | null,
  fileId: string,
): Promise<FileRow> {
  const row = await getFile(deps, fileId);
  if (!row || !viewer || (row.ownerId !== viewer.id && !viewer.isAdmin)) throw new AppError("file_not_found");
  return row;
}
