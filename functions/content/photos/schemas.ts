import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { AssetStatusSchema, assetBase, CreatorRef, Description, MediaFileSchema } from "../assets/schemas";

const Id = z.string().trim().min(1).max(64);

/* ---- Requests ---- */

/** Text fields sent beside the `photo` file of an upload. */
export const UploadPhotoFields = z.object({
  galleryId: Id.openapi({ description: "The gallery the photo goes into (own gallery)" }),
  title: z.string().trim().max(200).optional(),
  description: Description.optional(),
  status: AssetStatusSchema.optional(),
});
export type UploadPhotoInput = z.infer<typeof UploadPhotoFields>;

export const UpdatePhotoBody = z
  .object({
    galleryId: Id,
    title: z.string().trim().max(200),
    description: Description,
    status: AssetStatusSchema,
  })
  .partial()
  .openapi("UpdatePhoto");
export type UpdatePhotoInput = z.infer<typeof UpdatePhotoBody>;

/** What photo lists can be sorted by (`sortBy`). */
export const PHOTO_SORTS = ["createdAt", "title", "updatedAt"] as const;
export type PhotoSort = (typeof PHOTO_SORTS)[number];

/** A creator's published photos. */
export const PhotoQuery = PagingQuery.extend({ sortBy: namedKey(PHOTO_SORTS).optional() });
export type PhotoQueryInput = z.infer<typeof PhotoQuery>;

export const OwnPhotoQuery = PhotoQuery.extend({
  galleryId: Id.optional(),
  status: AssetStatusSchema.optional(),
  performerId: Id.optional().openapi({ description: "Admins only: one creator's photos" }),
});
export type OwnPhotoQueryInput = z.infer<typeof OwnPhotoQuery>;

export const GalleryPhotoQuery = PhotoQuery.extend({ galleryId: Id });
export type GalleryPhotoQueryInput = z.infer<typeof GalleryPhotoQuery>;

export const PerformerIdParam = z.object({
  performerId: CreatorRef.openapi({ param: { name: "performerId", in: "path" } }),
});

/* ---- Responses ---- */

export const PhotoSchema = z
  .object({
    ...assetBase,
    title: z.string(),
    galleryId: z.string(),
    isGalleryCover: z.boolean(),
    photo: MediaFileSchema.nullable().openapi({ description: "The image; url only for entitled viewers" }),
    thumbnail: MediaFileSchema.nullable().openapi({
      description: "Same file as photo (no resizing in Workers); url only for entitled viewers",
    }),
  })
  .openapi("Photo");
export type PhotoDto = z.infer<typeof PhotoSchema>;
