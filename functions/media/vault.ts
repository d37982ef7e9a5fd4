/**
 * What a creator's vault holds, once (functions/content/vault lists it; uploads and deletions keep
 * its count): their content uploads that hold media and are ready or on their way. The vault's
 * total is kept per creator and media in `vault_counts`, moved by `vaultCountMoves` in the same
 * batch as every write to a file that can change whether it counts: its upload, its deletion and a
 * change of its status (the only columns of the rule a file ever changes). A creator's counts go
 * with the creator (the table's foreign key), as their files do.
 */
import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import { files } from "../../drizzle/schema/files";
import { vaultCounts } from "../../drizzle/schema/vault";
import { type Db, inJson } from "../lib/d1";
import type { MediaKind } from "./kinds";

/** The media a vault file holds, from its detected content type. */
export const VAULT_MEDIA = ["photo", "video", "audio"] as const;
export type VaultMedia = (typeof VAULT_MEDIA)[number];

/**
 * The upload kinds that are a creator's content. Not in the vault: the profile's pictures (avatar,
 * cover, welcome video) and identity documents, which are never attached to anything else.
 */
const VAULT_KINDS = [
  "feed-photo",
  "feed-video",
  "feed-audio",
  "photo",
  "video",
  "audio",
  "message-photo",
  "message-video",
  "thumbnail",
  "teaser",
  "product-image",
  "product-file",
] as const satisfies readonly MediaKind[];

const MIME_PREFIX: ReadonlyMap<VaultMedia, string> = new Map([
  ["photo", "image/"],
  ["video", "video/"],
  ["audio", "audio/"],
]);

/** What a file holds (photo, video, audio), or null for anything else (a PDF, a zip). */
export function vaultMediaOf(mimeType: string): VaultMedia | null {
  for (const [media, prefix] of MIME_PREFIX) if (mimeType.startsWith(prefix)) return media;
  return null;
}

const mimeIs = (media: VaultMedia) => sql`${files.mimeType} like ${`${MIME_PREFIX.get(media)}%`}`;

/** `vaultMediaOf` in SQL, for a file the rule holds. */
const mediaSql = sql`case ${sql.join(
  VAULT_MEDIA.map((media) => sql`when ${mimeIs(media)} then ${media}`),
  sql` `,
)} end`;

/**
 * The rule of what is in a vault, once, for any owner: a content upload that holds media (of
 * `media` when given), ready or processing. Callers add the owner.
 */
export function inVaultRule(media?: VaultMedia): SQL {
  return and(
    inJson(files.type, VAULT_KINDS),
    inArray(files.status, ["ready", "processing"]),
    media ? mimeIs(media) : or(...VAULT_MEDIA.map(mimeIs)),
  ) as SQL;
}

/**
 * The kept count's moves around a write to the files `fileIds`: `before` takes the ones the rule
 * holds out of their owners' counts, `after` puts the ones it holds then back in. Run as
 * `[before, write, after]` in one batch (a new file needs only `after`, a deleted one only
 * `before`), the count stays exact whatever the write changed, since both read the rows themselves.
 */
export function vaultCountMoves(db: Db, fileIds: readonly string[]) {
  const move = (sign: 1 | -1) =>
    db
      .insert(vaultCounts)
      .select(
        db
          .select({
            ownerId: files.ownerId,
            media: sql<VaultMedia>`${mediaSql}`.as("media"),
            fileCount: sql<number>`${sign} * count(*)`.as("file_count"),
          })
          .from(files)
          .where(and(inJson(files.id, fileIds), inVaultRule()))
          .groupBy(files.ownerId, sql`2`),
      )
      .onConflictDoUpdate({
        target: [vaultCounts.ownerId, vaultCounts.media],
        set: { fileCount: sql`${vaultCounts.fileCount} + excluded.file_count` },
      });
  return { before: move(-1), after: move(1) };
}
