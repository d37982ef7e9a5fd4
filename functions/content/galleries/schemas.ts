import { TokenAmount } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import {
  AssetStatusSchema,
  assetBase,
  CreatorRef,
  Description,
  MediaFileSchema,
  Title,
} from "../assets/schemas";
import { PhotoSchema } from "../photos/schemas";

const Id = z.string().trim().min(1).max(64);

/* ---- Requests ---- */

export const CreateGalleryBody = z
  .object({
    title: Title,
    description: Description.optional(),
    isSale: z.boolean().default(false),
    price: TokenAmount.default(0).openapi({ description: "Tokens; above 0 when isSale" }),
    status: AssetStatusSchema.default("active"),
  })
  .openapi("CreateGallery");
export type CreateGalleryInput = z.infer<typeof CreateGalleryBody>;

export const UpdateGalleryBody = z
  .object({
    title: Title,
    description: Description,
    isSale: z.boolean(),
    price: TokenAmount,
    status: AssetStatusSchema,
  })
  .partial()
  .openapi("UpdateGallery");
export type UpdateGalleryInput = z.infer<typeof UpdateGalleryBody>;

/** What gallery lists can be sorted by (`sortBy`). */
export const GALLERY_SORTS = ["createdAt", "title", "price", "updatedAt", "totalView", "totalLike"] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

export const OwnGalleryQuery = PagingQuery.extend({
  sortBy: namedKey(GALLERY_SORTS).optional(),
  status: AssetStatusSchema.optional(),
  performerId: Id.optional().openapi({ description: "Admins only: one creator's galleries" }),
});
export type OwnGalleryQueryInput = z.infer<typeof OwnGalleryQuery>;

export const FanGalleryQuery = PagingQuery.extend({
  sortBy: namedKey(GALLERY_SORTS).optional(),
  performerId: CreatorRef.optional().openapi({
    description: "One creator's galleries, by id or username (or give q)",
  }),
});
export type FanGalleryQueryInput = z.infer<typeof FanGalleryQuery>;

/* ---- Responses ---- */

export const GallerySchema = z
  .object({
    ...assetBase,
    title: z.string(),
    coverPhotoId: z.string().nullable(),
    cover: MediaFileSchema.nullable().openapi({
      description:
        "Cover image (the chosen photo, else the newest); shown to everyone who may see the creator",
    }),
    numOfItems: z.number().int(),
  })
  .openapi("Gallery");
export type GalleryDto = z.infer<typeof GallerySchema>;

export const GalleryViewSchema = GallerySchema.extend({
  photos: z
    .array(PhotoSchema)
    .openapi({ description: "The first 100 photos; page with GET /performer-assets/photos" }),
}).openapi("GalleryView");
export type GalleryViewDto = z.infer<typeof GalleryViewSchema>;
