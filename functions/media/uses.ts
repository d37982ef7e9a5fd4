/**
 * Where a creator's files are used: the one answer to "which items show this file", read from the
 * items themselves (posts through their files' rows, messages, gallery photos, videos, products),
 * so it is never out of date.
 * The vault reports it (usedIn), and deleting an item deletes only the files nothing else uses:
 * a file attached from the vault to a second item stays for that item.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../lib/d1";

/** What kind of item uses a file, as the vault names it. */
export const FILE_USE_TYPES = ["post", "message", "photo", "video", "product"] as const;
export type FileUseType = (typeof FILE_USE_TYPES)[number];

export interface FileUse {
  type: FileUseType;
  count: number;
}

/**
 * Per kind of item (FILE_USE_TYPES' order), how many of `ownerId`'s items use the file `fileId`
 * (an SQL expression: a parameter, or a column of the statement these are columns of). Each is a
 * count through an index on the item's file column, so it reads the file's own uses however many
 * items its owner has; items of other owners count nothing. A post's files are its `feed_files`
 * rows (functions/content/feeds/feed-files.ts); a video counts once per slot the file fills
 * (file, thumbnail, teaser), a product once per image or download.
 */
export function fileUseCounts(ownerId: SQL | string, fileId: SQL): SQL[] {
  const count = (from: SQL, owner: string, ...columns: string[]) =>
    sql.join(
      columns.map(
        (column) =>
          sql`(select count(*) from ${from} where ${sql.raw(column)} = ${fileId} and ${sql.raw(owner)} = ${ownerId})`,
      ),
      sql` + `,
    );
  const byType: Record<FileUseType, SQL> = {
    post: count(sql`feed_files`, "performer_id", "file_id"),
    // By file, named: most messages carry no file, so SQLite's statistics make messages_file_idx
    // look useless and it would walk every message the creator sent (messages_sender_idx).
    message: count(sql`messages indexed by messages_file_idx`, "sender_id", "file_id"),
    photo: count(sql`photos`, "performer_id", "file_id"),
    video: count(sql`videos`, "performer_id", "file_id", "thumbnail_file_id", "teaser_file_id"),
    product: count(sql`products`, "performer_id", "image_file_id", "digital_file_id"),
  };
  return FILE_USE_TYPES.map((type) => sql`(${byType[type]})`);
}

/**
 * One file's uses from its count per kind (`countOf(i)`: the i-th expression of `fileUseCounts`;
 * null or 0 for none).
 */
export function fileUsesOfCounts(countOf: (i: number) => unknown): FileUse[] {
  const out: FileUse[] = [];
  FILE_USE_TYPES.forEach((type, i) => {
    const n = Number(countOf(i) ?? 0);
    if (n > 0) out.push({ type, count: n });
  });
  return out;
}

/** Per file of `ownerId` among `fileIds` that something uses: the items using it, by kind. */
export async function fileUses(db: Db, ownerId: string, fileIds: readonly string[]) {
  const out = new Map<string, FileUse[]>();
  if (fileIds.length === 0) return out;
  const rows = await db.values<unknown[]>(
    sql`select "value", ${sql.join(fileUseCounts(ownerId, sql`"value"`), sql`, `)}
      from json_each(${JSON.stringify([...new Set(fileIds)])})`,
  );
  for (const [fileId, ...counts] of rows) {
    const uses = fileUsesOfCounts((i) => counts[i]);
    if (uses.length > 0) out.set(String(fileId), uses);
  }
  return out;
}

/**
 * The files among `rows` that must stay: used by an item, or filed in a vault folder by their
 * owner. Call it after the item that let go of them is gone.
 */
export async function filesStillWanted(
  db: Db,
  rows: readonly { id: string; ownerId: string }[],
): Promise<Set<string>> {
  const kept = new Set<string>();
  if (rows.length === 0) return kept;
  const byOwner = new Map<string, string[]>();
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.id]);
  for (const [ownerId, ids] of byOwner) {
    for (const id of (await fileUses(db, ownerId, ids)).keys()) kept.add(id);
  }
  const filed = await db.all<{ file_id: string }>(
    sql`select distinct file_id from vault_folder_files where file_id in (select value from json_each(${JSON.stringify(rows.map((r) => r.id))}))`,
  );
  for (const row of filed) kept.add(row.file_id);
  return kept;
}
