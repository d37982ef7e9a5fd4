/**
 * A creator's vault: every media file they uploaded (for posts, galleries, videos, messages,
 * products), newest first, with where each is used, grouped into folders of their choosing. Files
 * are attached from here to posts and messages (`vaultFileIds`) without uploading again; the item
 * they are attached to decides who sees them, as for any of its files. Only the owner sees, files
 * or attaches their files: anyone else's ids answer 404, as if they did not exist.
 */
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { files } from "../../../drizzle/schema/files";
import { vaultCounts, vaultFolderFiles, vaultFolders } from "../../../drizzle/schema/vault";
import { AppError, fieldError } from "../../errors";
import {
  leadingViewerColumn,
  type ReadViewer,
  readRowsAsViewer,
  requirePerformer,
  type ViewerRead,
} from "../../identity/accounts/viewer";
import { isUniqueViolation, runBatch } from "../../lib/batch";
import { toIso } from "../../lib/clock";
import { inJson } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { cellsAsRow, compiled, param } from "../../lib/statements";
import type { FileRow } from "../../media/upload";
import { fileUrls, removeStoredFiles } from "../../media/upload";
import { FILE_USE_TYPES, fileUseCounts, fileUses, fileUsesOfCounts } from "../../media/uses";
import { inVaultRule, type VaultMedia, vaultMediaOf } from "../../media/vault";
import type { VaultFileJson, VaultQueryInput } from "./schemas";

export { vaultMediaOf };

/** The rule of what is in a creator's vault (media/vault.ts `inVaultRule`), for one owner. */
function inVault(ownerId: string, media?: VaultMedia): SQL {
  return and(eq(files.ownerId, ownerId), inVaultRule(media)) as SQL;
}

async function ownFolder(deps: Deps, ownerId: string, folderId: string) {
  const [folder] = await deps.db
    .select()
    .from(vaultFolders)
    .where(and(eq(vaultFolders.id, folderId), eq(vaultFolders.ownerId, ownerId)))
    .limit(1);
  if (!folder) throw new AppError("vault_folder_not_found");
  return folder;
}

/** The columns of a file the vault shows. */
const PAGE_COLUMNS = [
  "id",
  "type",
  "mimeType",
  "originalName",
  "size",
  "duration",
  "status",
  "createdAt",
] as const;
type PageRow = Pick<FileRow, (typeof PAGE_COLUMNS)[number]> & {
  /** The folders it is filed in, as a JSON array. */
  folderIds: string;
  /** A video's poster file, if the owner chose one. */
  poster: string | null;
} & Record<`use${number}`, number | null>;

/**
 * A vault page for one shape of query (a media, a folder or neither) as ONE statement, built once
 * per isolate (lib/statements.ts `compiled`), with the session lookup when the viewer is not known
 * yet (`readRowsAsViewer`). Its columns, in order:
 * 1. the page's total: the kept count (media/vault.ts) without a folder; a folder's is counted over
 *    the folder's own rows (vault_folder_files' key; `cross join` keeps them the outer loop), so it
 *    grows with that folder only;
 * 2. for a folder, whether it is the owner's (1, else null: someone else's answers 404);
 * 3. the page, newest first from files_owner_idx (PAGE_COLUMNS), with each file's folders, its
 *    poster (`videoPosterSql`) and its uses (media/uses.ts `fileUseCounts`, one column per kind
 *    of item), each looked up by the file's id through an index on the item's file column.
 * One row per file in the page's order; an empty page is one row of nulls that still carries 1 and 2.
 */
function vaultPageSql(media: VaultMedia | undefined, inFolder: boolean, as: ReadViewer): SQL {
  const owner = as.id;
  const folderId = param("folder");
  const where = and(
    inVault(owner, media),
    inFolder
      ? sql`exists (select 1 from ${vaultFolderFiles} where ${vaultFolderFiles.folderId} = ${folderId} and ${vaultFolderFiles.fileId} = ${files.id})`
      : undefined,
  );
  const columns = sql.join(
    PAGE_COLUMNS.map((key) => sql`${files[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const uses = fileUseCounts(owner, sql`"page"."id"`).map(
    (count, i) => sql`, ${count} as ${sql.identifier(`use${i}`)}`,
  );
  const total = inFolder
    ? sql`(select count(*) from ${vaultFolderFiles} cross join ${files} on ${files.id} = ${vaultFolderFiles.fileId}
        where ${vaultFolderFiles.folderId} = ${folderId} and ${inVault(owner, media)})`
    : sql`(select coalesce(sum(${vaultCounts.fileCount}), 0) from ${vaultCounts}
        where ${vaultCounts.ownerId} = ${owner}${media ? sql` and ${vaultCounts.media} = ${media}` : sql``})`;
  const found = inFolder
    ? sql`(select 1 from ${vaultFolders} where ${vaultFolders.id} = ${folderId} and ${vaultFolders.ownerId} = ${owner})`
    : sql`null`;
  return sql`with "page" as (select ${columns} from ${files} where ${where}
      order by ${files.createdAt} desc, ${files.id} desc limit ${param("limit")} offset ${param("offset")})
    select ${leadingViewerColumn(as)}${total} as "total", ${found} as "found", "page".*,
      (select json_group_array(${vaultFolderFiles.folderId}) from ${vaultFolderFiles}
        where ${vaultFolderFiles.fileId} = "page"."id") as "folderIds",
      ${videoPosterSql(owner, sql`"page"."id"`)} as "poster"${sql.join(uses, sql``)}
    from (select 1) left join "page"
    order by "page"."createdAt" desc, "page"."id" desc`;
}

/** The keys of a page row's cells after the total and `found`, in the statement's order. */
const PAGE_KEYS = [...PAGE_COLUMNS, "folderIds", "poster", ...FILE_USE_TYPES.map((_, i) => `use${i}`)];

/**
 * A page of the owner's vault, newest first, by media and folder, with where each file is used,
 * its folders and a video's poster: one statement (one round trip, with the session lookup) built
 * once per shape.
 */
export async function listVault(deps: Deps, who: ViewerRead, query: VaultQueryInput) {
  const inFolder = Boolean(query.folderId);
  // The owner is the viewer: a creator's own read.
  const { rows } = await readRowsAsViewer(
    who,
    ["performer"],
    (as) => {
      const shape = `vault:${query.type ?? "all"}:${inFolder ? "folder" : "-"}:${as.by}`;
      const values = { folder: query.folderId, limit: query.limit, offset: query.offset, ...as.values };
      return compiled(deps.d1, shape, () => vaultPageSql(query.type, inFolder, as), values);
    },
    requirePerformer,
  );
  const [first] = rows;
  if (!first) throw new Error("the vault statement returned no row");
  if (inFolder && first[1] === null) throw new AppError("vault_folder_not_found");
  const page: PageRow[] = [];
  for (const cells of rows) {
    if (cells[2] === null) continue;
    page.push(cellsAsRow(PAGE_KEYS, cells, 2) as PageRow);
  }
  return { data: await presentVaultFiles(deps, page), total: Number(first[0]) };
}

/** The vault's JSON of a page's rows (their columns are plain text and integers, as stored). */
async function presentVaultFiles(deps: Deps, rows: PageRow[]): Promise<VaultFileJson[]> {
  if (rows.length === 0) return [];
  const posters = new Map<string, string>();
  for (const row of rows) {
    if (row.poster && vaultMediaOf(row.mimeType) === "video") posters.set(row.id, row.poster);
  }
  const urls = await fileUrls(deps, [...rows.map((r) => r.id), ...posters.values()]);
  return rows.map((row) => {
    const media = vaultMediaOf(row.mimeType) ?? "photo";
    const fileUses = fileUsesOfCounts((i) => row[`use${i}`]);
    const poster = posters.get(row.id);
    return {
      _id: row.id,
      type: media,
      kind: row.type,
      mimeType: row.mimeType,
      name: row.originalName,
      size: row.size,
      duration: row.duration,
      status: row.status,
      url: urls.get(row.id) ?? "",
      thumbnailUrl:
        media === "photo" ? (urls.get(row.id) ?? null) : poster ? (urls.get(poster) ?? null) : null,
      usedIn: fileUses.reduce((sum, use) => sum + use.count, 0),
      uses: fileUses,
      folderIds: JSON.parse(row.folderIds) as string[],
      createdAt: toIso(row.createdAt)!,
    };
  });
}

/**
 * The thumbnail the owner chose for the video `fileId` (an SQL expression), from a post that shows
 * it (its `feed_files` row, by the file's index) or else a video item (by its file's index).
 */
function videoPosterSql(ownerId: SQL | string, fileId: SQL): SQL {
  return sql`coalesce(
      (select f.thumbnail_file_id from feed_files ff join feeds f on f.id = ff.feed_id
        where ff.file_id = ${fileId} and ff.performer_id = ${ownerId} and ff.role = 'file'
          and f.thumbnail_file_id is not null limit 1),
      (select thumbnail_file_id from videos
        where file_id = ${fileId} and performer_id = ${ownerId} and thumbnail_file_id is not null limit 1))`;
}

/**
 * The owner's vault files to attach to an item, in the order asked. An id that is not a file of
 * theirs in the vault is a 404 (another creator's file does not exist for them); a file of the
 * wrong media, or one still processing, is a 422 on `field`.
 */
export async function vaultFilesToAttach(
  deps: Deps,
  ownerId: string,
  fileIds: readonly string[],
  accepts: readonly VaultMedia[],
  field = "vaultFileIds",
): Promise<FileRow[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length !== fileIds.length) throw fieldError({ [field]: "A file is listed twice." });
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(files)
    .where(and(inVault(ownerId), inJson(files.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw new AppError("file_not_found", { message: `${missing} is not a file in your vault.` });
  const ordered = ids.map((id) => byId.get(id)!);
  for (const row of ordered) {
    const media = vaultMediaOf(row.mimeType);
    if (!media || !accepts.includes(media)) {
      throw fieldError({ [field]: `${row.id} is a ${media ?? "file"}; this takes ${accepts.join(" or ")}.` });
    }
    if (row.status !== "ready") throw fieldError({ [field]: `${row.id} is still being processed.` });
  }
  return ordered;
}

/**
 * Deletes vault files the creator ticked, except those an item uses (a post, a message, a gallery
 * photo, a video, a product: fans may have paid for them, and the item would lose its media).
 * Folders do not keep a file here: the creator asked for it to go. Every id must be a vault file of
 * the owner (404 otherwise, nothing deleted).
 */
export async function deleteVaultFiles(deps: Deps, ownerId: string, fileIds: string[]) {
  const ids = [...new Set(fileIds)];
  const rows = await deps.db
    .select({ id: files.id, r2Key: files.r2Key })
    .from(files)
    .where(and(inVault(ownerId), inJson(files.id, ids)));
  const known = new Set(rows.map((f) => f.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw new AppError("file_not_found", { message: `${missing} is not a file in your vault.` });
  const used = await fileUses(deps.db, ownerId, ids);
  const free = rows.filter((row) => !used.has(row.id));
  await removeStoredFiles(deps, free);
  return { deleted: free.map((r) => r.id), inUse: ids.filter((id) => used.has(id)) };
}

/* ---- Folders ---- */

/**
 * The owner's folders by name with their file counts, as ONE statement with the session lookup as
 * its first column while the viewer is not known yet (`readRowsAsViewer`; the owner is `as.id`):
 * one row per folder, or one row of nulls when there is none. It has no LIMIT, so the lookup's
 * one-row window reads no row that the statement does not return. Built once per isolate for each
 * way the viewer is named (`as.by`).
 */
const foldersSql = (as: ReadViewer): SQL => sql`select ${leadingViewerColumn(as)}"f".*
  from (select 1) left join (select ${vaultFolders.id} as "id", ${vaultFolders.name} as "name",
      ${vaultFolders.createdAt} as "createdAt",
      (select count(*) from ${vaultFolderFiles} where ${vaultFolderFiles.folderId} = ${vaultFolders.id}) as "fileCount"
    from ${vaultFolders} where ${vaultFolders.ownerId} = ${as.id}) "f"
  order by "f"."name"`;

/** The viewer's own folders (a creator's), by name: one statement, one round trip. */
export async function listFolders(deps: Deps, who: ViewerRead) {
  const { rows } = await readRowsAsViewer(
    who,
    ["performer"],
    (as) => compiled(deps.d1, `vault.folders:${as.by}`, () => foldersSql(as), as.values),
    requirePerformer,
  );
  const data = rows.flatMap(([id, name, createdAt, fileCount]) =>
    id === null
      ? [] // no folder: the empty row
      : [
          {
            _id: id as string,
            name: name as string,
            fileCount: Number(fileCount),
            createdAt: toIso(createdAt as number)!,
          },
        ],
  );
  return { data, total: data.length };
}

export async function createFolder(deps: Deps, ownerId: string, input: { name: string }) {
  const now = deps.clock.now();
  const id = deps.ids.next();
  try {
    await deps.db
      .insert(vaultFolders)
      .values({ id, ownerId, name: input.name.trim(), createdAt: now, updatedAt: now });
  } catch (err) {
    if (isUniqueViolation(err, "vault_folders")) throw new AppError("vault_folder_name_taken");
    throw err;
  }
  return { _id: id, name: input.name.trim(), fileCount: 0, createdAt: toIso(now)! };
}

/** Deletes a folder; its files stay in the vault (and in any other folder). */
export async function deleteFolder(deps: Deps, ownerId: string, folderId: string) {
  await ownFolder(deps, ownerId, folderId);
  await deps.db.delete(vaultFolders).where(eq(vaultFolders.id, folderId));
  return { deleted: true as const };
}

const folderCount = async (deps: Deps, folderId: string) =>
  (
    await deps.db.select({ n: count() }).from(vaultFolderFiles).where(eq(vaultFolderFiles.folderId, folderId))
  )[0].n;

/** Files a folder holds; filing a file again changes nothing. Every id must be a vault file of the owner. */
export async function addFilesToFolder(deps: Deps, ownerId: string, folderId: string, fileIds: string[]) {
  await ownFolder(deps, ownerId, folderId);
  const ids = [...new Set(fileIds)];
  const found = await deps.db
    .select({ id: files.id })
    .from(files)
    .where(and(inVault(ownerId), inJson(files.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw new AppError("file_not_found", { message: `${missing} is not a file in your vault.` });
  const now = deps.clock.now();
  await runBatch(
    deps,
    ids.map((fileId) =>
      deps.db.insert(vaultFolderFiles).values({ folderId, fileId, createdAt: now }).onConflictDoNothing(),
    ),
  );
  return { folderId, fileCount: await folderCount(deps, folderId) };
}

/** Takes files out of a folder (they stay in the vault); ids not in it are ignored. */
export async function removeFilesFromFolder(
  deps: Deps,
  ownerId: string,
  folderId: string,
  fileIds: string[],
) {
  await ownFolder(deps, ownerId, folderId);
  await deps.db
    .delete(vaultFolderFiles)
    .where(and(eq(vaultFolderFiles.folderId, folderId), inJson(vaultFolderFiles.fileId, fileIds)));
  return { folderId, fileCount: await folderCount(deps, folderId) };
}
