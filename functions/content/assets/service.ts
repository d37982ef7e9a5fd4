import { type AnyColumn, eq, inArray, type SQL } from "drizzle-orm";
import { files } from "../../../drizzle/schema/files";
import { AppError, type ErrorCode } from "../../errors";
import type { ContentAccess } from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import type { MediaKind } from "../../media/kinds";
import { deleteFiles, type FileRow, storeUpload } from "../../media/upload";
import type { MediaFile } from "./schemas";

export const lockFields = (access: ContentAccess) => ({
  isLocked: !access.canView,
  lockReason: access.canView ? null : access.locked,
});

/** An item another creator owns is "not found" (`notFound`: the kind's code) for the caller; admins manage every item. */
export function assertManages(
  viewer: Viewer,
  item: { performerId: string } | undefined | null,
  notFound: ErrorCode,
): void {
  if (!item || (item.performerId !== viewer.id && !viewer.isAdmin)) throw new AppError(notFound);
}

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

export function toMediaFile(row: FileRow | undefined, url: string | null): MediaFile | null {
  if (!row) return null;
  return { _id: row.id, url, mimeType: row.mimeType, size: row.size, status: row.status };
}

/** Stores several uploads for one item; if any is refused, the ones already stored are removed. */
export async function storeAll(
  deps: Deps,
  ownerId: string,
  uploads: readonly { kind: MediaKind; file: File | null }[],
): Promise<(FileRow | null)[]> {
  const stored: FileRow[] = [];
  try {
    const out: (FileRow | null)[] = [];
    for (const { kind, file } of uploads) {
      if (!file) {
        out.push(null);
        continue;
      }
      const row = await storeUpload(deps, { ownerId, kind, file });
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
