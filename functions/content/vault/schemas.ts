import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { FILE_USE_TYPES } from "../../media/uses";
import { VAULT_MEDIA } from "../../media/vault";

export { VAULT_MEDIA, type VaultMedia } from "../../media/vault";

const Id = z.string().min(1).max(64);
/** How many files one call may attach or file at once. */
export const MAX_VAULT_FILES_PER_CALL = 100;

export const VaultQuery = PagingQuery.omit({ q: true, sort: true }).extend({
  type: z.enum(VAULT_MEDIA).optional().openapi({ description: "Only photos, videos or audio" }),
  folderId: Id.optional().openapi({ description: "Only the files in this folder of yours" }),
});
export type VaultQueryInput = z.infer<typeof VaultQuery>;

export const VaultFolderBody = z
  .object({ name: z.string().trim().min(1, "Name the folder.").max(60, "At most 60 characters.") })
  .openapi("VaultFolderInput");

export const VaultFileIdsBody = z
  .object({ fileIds: z.array(Id).min(1, "Choose at least one file.").max(MAX_VAULT_FILES_PER_CALL) })
  .openapi("VaultFileIds");

/** What a post, a message or a mass message takes to attach files already in the vault. */
export const VaultFileIdsField = z.array(Id).max(20).openapi({
  description:
    "Files already in your vault (GET /vault), attached without uploading again. The item's own access rule decides who sees them.",
});

export const VaultFileSchema = z
  .object({
    _id: z.string(),
    type: z.enum(VAULT_MEDIA),
    /** The upload kind it came in as (feed-photo, message-video, ...). */
    kind: z.string(),
    mimeType: z.string(),
    name: z.string().nullable(),
    size: z.number().int(),
    duration: z.number().int().nullable().openapi({ description: "Seconds, for video and audio" }),
    status: z.string(),
    url: z.string().openapi({ description: "Short-lived signed URL for the owner" }),
    thumbnailUrl: z
      .string()
      .nullable()
      .openapi({ description: "Signed image to show in a grid: the photo itself, or a video's thumbnail" }),
    usedIn: z.number().int().openapi({ description: "How many items (posts, messages, ...) use it" }),
    uses: z.array(z.object({ type: z.enum(FILE_USE_TYPES), count: z.number().int() })),
    folderIds: z.array(z.string()),
    createdAt: z.string(),
  })
  .openapi("VaultFile");
export type VaultFileJson = z.infer<typeof VaultFileSchema>;

export const VaultFolderSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    fileCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi("VaultFolder");

export const VaultFolderFilesResultSchema = z
  .object({ folderId: z.string(), fileCount: z.number().int() })
  .openapi("VaultFolderFiles");

export const VaultDeletedSchema = z.object({ deleted: z.literal(true) });

export const VaultFilesDeletedSchema = z
  .object({
    deleted: z.array(z.string()).openapi({ description: "The files deleted, with their folder places" }),
    inUse: z.array(z.string()).openapi({
      description: "The files kept because a post, message, gallery, video or product uses them",
    }),
  })
  .openapi("VaultFilesDeleted");
