/**
 * Where a creator's files are used: the one answer to "which items show this file", read from the
 * items themselves (posts, messages, gallery photos, videos, products), so it is never out of date.
 * The vault reports it (usedIn), and deleting an item deletes only the files nothing else uses:
 * a file attached from the vault to a second item stays for that item.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../lib/d1";

/** What kind of item uses a file, as the vault names it. */
export const FILE_USE_TYPES = ["post", "message", "photo", "video", "product"] as const;
export type FileUseType = (typeof FILE_USE_TYPES)[number];

export interface FileUse {
  type: FileUseType;
  count: number;
}

/**
 * Per file of `ownerId` among `fileIds`: the items using it, by kind. Every item table is read by
 * its owner column (each has an index on it) and by file; files of other owners count nothing.
 */
export async function fileUses(db: Db, ownerId: string, fileIds: readonly string[]) {
  const out = new Map<string, FileUse[]>();
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return out;
  const wanted = JSON.stringify(ids);
  // One statement per kind of item (D1 allows only a few terms in a compound SELECT); each reads
  // the owner's items through its owner index and lists the files they name as JSON values.
  const among = sql`j.value in (select value from json_each(${wanted}))`;
  const queries: [FileUseType, ReturnType<typeof sql>][] = [
    [
      "post",
      sql`select j.value as file_id, count(*) as n from feeds f,
        json_each(json_insert(f.file_ids, '$[#]', f.thumbnail_file_id, '$[#]', f.teaser_file_id)) j
        where f.performer_id = ${ownerId} and ${among} group by j.value`,
    ],
    [
      "message",
      sql`select file_id, count(*) as n from messages
        where file_id in (select value from json_each(${wanted})) and sender_id = ${ownerId} group by file_id`,
    ],
    [
      "photo",
      sql`select file_id, count(*) as n from photos
        where performer_id = ${ownerId} and file_id in (select value from json_each(${wanted})) group by file_id`,
    ],
    [
      "video",
      sql`select j.value as file_id, count(*) as n from videos v,
        json_each(json_array(v.file_id, v.thumbnail_file_id, v.teaser_file_id)) j
        where v.performer_id = ${ownerId} and ${among} group by j.value`,
    ],
    [
      "product",
      sql`select j.value as file_id, count(*) as n from products p,
        json_each(json_array(p.image_file_id, p.digital_file_id)) j
        where p.performer_id = ${ownerId} and ${among} group by j.value`,
    ],
  ];
  const answers = await Promise.all(
    queries.map(([, query]) => db.all<{ file_id: string; n: number }>(query)),
  );
  answers.forEach((rows, i) => {
    for (const row of rows) {
      const list = out.get(row.file_id) ?? [];
      list.push({ type: queries[i][0], count: Number(row.n) });
      out.set(row.file_id, list);
    }
  });
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
