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

/** `select` of the given file ids, for `fileUseStatements`. */
export const fileIdsSql = (fileIds: readonly string[]): SQL =>
  sql`select value from json_each(${JSON.stringify([...new Set(fileIds)])})`;

/**
 * The statements that find, per file of `ownerId` among `among` (a `select` of file ids: a list,
 * or a page's own query so they can share its batch), the items using it, by kind; `fileUsesOf`
 * reads their answers. Every item table is read by its owner column (each has an index on it) and
 * by file; files of other owners count nothing. Posts are read from `feed_files` (the post's
 * files as rows, functions/content/feeds/feed-files.ts) by the file's index.
 */
export function fileUseStatements(ownerId: string, among: SQL): SQL[] {
  const inSet = sql`j.value in (${among})`;
  // One statement per kind of item (D1 allows only a few terms in a compound SELECT).
  const queries: [FileUseType, SQL][] = [
    [
      "post",
      sql`select file_id, count(*) as n from feed_files
        where file_id in (${among}) and performer_id = ${ownerId} group by file_id`,
    ],
    [
      "message",
      // By file, named: most messages carry no file, so SQLite's statistics make messages_file_idx
      // look useless and it walks every message the creator sent (messages_sender_idx) or the
      // whole index instead, both growing with their (mass) messages.
      sql`select file_id, count(*) as n from messages indexed by messages_file_idx
        where file_id in (${among}) and sender_id = ${ownerId} group by file_id`,
    ],
    [
      "photo",
      sql`select file_id, count(*) as n from photos
        where performer_id = ${ownerId} and file_id in (${among}) group by file_id`,
    ],
    [
      "video",
      sql`select j.value as file_id, count(*) as n from videos v,
        json_each(json_array(v.file_id, v.thumbnail_file_id, v.teaser_file_id)) j
        where v.performer_id = ${ownerId} and ${inSet} group by j.value`,
    ],
    [
      "product",
      sql`select j.value as file_id, count(*) as n from products p,
        json_each(json_array(p.image_file_id, p.digital_file_id)) j
        where p.performer_id = ${ownerId} and ${inSet} group by j.value`,
    ],
  ];
  return queries.map(([, query]) => query);
}

/** The answers of `fileUseStatements`, in their order, as the uses of each file. */
export function fileUsesOf(answers: readonly (readonly Record<string, unknown>[])[]) {
  const out = new Map<string, FileUse[]>();
  answers.forEach((rows, i) => {
    for (const row of rows) {
      const fileId = String(row.file_id);
      const list = out.get(fileId) ?? [];
      list.push({ type: FILE_USE_TYPES[i], count: Number(row.n) });
      out.set(fileId, list);
    }
  });
  return out;
}

/**
 * One file's uses from its count per statement of `fileUseStatements` (`countOf(i)`: the count of
 * the i-th, null or 0 for none), as `fileUsesOf` gives them.
 */
export function fileUsesOfCounts(countOf: (i: number) => unknown): FileUse[] {
  const out: FileUse[] = [];
  FILE_USE_TYPES.forEach((type, i) => {
    const n = Number(countOf(i) ?? 0);
    if (n > 0) out.push({ type, count: n });
  });
  return out;
}

/** Per file of `ownerId` among `fileIds`: the items using it, by kind. */
export async function fileUses(db: Db, ownerId: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return new Map<string, FileUse[]>();
  const queries = fileUseStatements(ownerId, fileIdsSql(fileIds));
  return fileUsesOf(await Promise.all(queries.map((query) => db.all<Record<string, unknown>>(query))));
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
