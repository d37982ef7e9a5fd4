import { type AnyColumn, eq, inArray, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { files } from "../../../drizzle/schema/files";
import type { ContentAccess } from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { recountPerformerStats } from "../../identity/performers/stats";
import { runBatch } from "../../lib/batch";
import type { Deps } from "../../lib/deps";
import type { MediaKind } from "../../media/kinds";
import { deleteFiles, type FileRow, storeUpload } from "../../media/upload";
import type { VideoUpload } from "../../media/video-facts";
import { auditOnBehalf } from "../../site/audit/service";
import type { MediaFile } from "./schemas";

/**
 * The lock state of an item, and when it is locked its blurred preview: the tiny data: image made
 * at upload (media/variants.ts imageFacts) from its photo or video poster, never a file of it.
 */
export const lockFields = (access: ContentAccess, preview?: FileRow | null) => ({
  isLocked: !access.canView,
  lockReason: access.canView ? null : access.locked,
  preview: access.canView ? null : (preview?.preview ?? null),
});

/** Creator-side lists: a creator sees their own items; an admin everyone's, or one creator's. */
export function managerScope(viewer: Viewer, column: AnyColumn, performerId?: string): SQL | undefined {
  if (!viewer.isAdmin) return eq(column, viewer.id);
  return performerId ? eq(column, performerId) : undefined;
}

/** File rows by id, for shaping items (ids that are null are skipped). */
export async function loadFiles(
  deps: Deps,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, FileRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.db.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export function toMediaFile(
  row: FileRow | undefined,
  url: string | null,
  srcset?: string | null,
): MediaFile | null {
  if (!row) return null;
  const file = { _id: row.id, url, mimeType: row.mimeType, size: row.size, status: row.status };
  return srcset === undefined ? file : { ...file, srcset };
}

/** Stores several uploads for one item; if any is refused, the ones already stored are removed. */
export async function storeAll(
  deps: Deps,
  ownerId: string,
  uploads: readonly { kind: MediaKind; file: File | null; video?: VideoUpload }[],
): Promise<(FileRow | null)[]> {
  const stored: FileRow[] = [];
  try {
    const out: (FileRow | null)[] = [];
    for (const { kind, file, video } of uploads) {
      if (!file) {
        out.push(null);
        continue;
      }
      const row = await storeUpload(deps, { ownerId, kind, file, video });
      stored.push(row);
      out.push(row);
    }
    return out;
  } catch (err) {
    await deleteFiles(
      deps,
      stored.map((r) => r.id),
    );
    throw err;
  }
}

/** Marks stored files as belonging to an item (files.ref_type/ref_id), for a batch. */
export function attachFilesTo(deps: Deps, fileIds: readonly string[], refType: string, refId: string) {
  return deps.db
    .update(files)
    .set({ refType, refId, updatedAt: deps.clock.now() })
    .where(inArray(files.id, [...fileIds]));
}

/**
 * The one way a creator's item (a video, a product, a gallery) is edited: the uploads that replace
 * its files are stored first; then the item's update, the new files' attachment to it, the
 * creator's recount and, when an admin edits another's item, the audit entry "<type>.update" with
 * the fields sent, all in one batch. If the batch fails the new files are removed again; once it
 * succeeds the files they replace are.
 */
export async function updateItemWithFiles(
  deps: Deps,
  editor: Viewer,
  item: { type: "video" | "product" | "gallery"; id: string; performerId: string },
  fieldsSent: object,
  change: {
    uploads?: readonly { kind: MediaKind; file: File | null; video?: VideoUpload }[];
    /** The item's update, given the stored uploads in order (null where none was sent). */
    update: (stored: (FileRow | null)[]) => BatchItem<"sqlite">;
    /** The file ids the stored uploads replace (nulls are skipped). */
    replaced?: (stored: (FileRow | null)[]) => (string | null)[];
    /** Runs the batch (default: as it is); a rule that refuses it (`commitUnlessSold`) throws. */
    commit?: (statements: BatchItem<"sqlite">[]) => Promise<void>;
  },
): Promise<void> {
  const stored = await storeAll(deps, item.performerId, change.uploads ?? []);
  const newIds = stored.flatMap((f) => (f ? [f.id] : []));
  const replaced = (change.replaced?.(stored) ?? []).filter((f): f is string => Boolean(f));
  const commit = change.commit ?? ((statements) => runBatch(deps, statements).then(() => undefined));
  try {
    await commit([
      change.update(stored),
      ...(newIds.length ? [attachFilesTo(deps, newIds, item.type, item.id)] : []),
      recountPerformerStats(deps, item.performerId),
      ...auditOnBehalf(
        deps,
        editor,
        item.performerId,
        `${item.type}.update`,
        { type: item.type, id: item.id },
        {
          fields: Object.keys(fieldsSent),
        },
      ),
    ]);
  } catch (err) {
    await deleteFiles(deps, newIds);
    throw err;
  }
  await deleteFiles(deps, replaced);
}
