import { PRODUCT_TYPES } from "../../../drizzle/schema/assets";
import { MAX_ASSET_PRICE, TokenAmount } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { AssetStatusSchema, assetBase, CreatorRef, Description, MediaFileSchema } from "../assets/schemas";

const Id = z.string().trim().min(1).max(64);

const productFields = {
  name: z.string().trim().min(1, "Enter a name.").max(200),
  description: Description,
  type: z.enum(PRODUCT_TYPES),
  price: TokenAmount.refine((v) => v > 0, "The price must be above 0.").openapi({
    description: `Tokens, above 0 and at most ${MAX_ASSET_PRICE}`,
  }),
  stock: z.coerce
    .number({ message: "Enter a whole number." })
    .int("Enter a whole number.")
    .min(0)
    .max(1_000_000)
    .openapi({ description: "Units in stock (physical products)" }),
  status: AssetStatusSchema,
};

/** Text fields of a new product (files: `image`, and `digitalFile` for a digital product). */
export const CreateProductFields = z.object({
  ...productFields,
  description: Description.default(""),
  stock: productFields.stock.optional(),
  status: AssetStatusSchema.default("active"),
});
export type CreateProductInput = z.infer<typeof CreateProductFields>;

export const UpdateProductFields = z.object(productFields).partial();
export type UpdateProductInput = z.infer<typeof UpdateProductFields>;

/** What product lists can be sorted by (`sortBy`). */
export const PRODUCT_SORTS = ["createdAt", "name", "price", "updatedAt", "totalView", "totalSold"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const OwnProductQuery = PagingQuery.extend({
  sortBy: namedKey(PRODUCT_SORTS).optional(),
  status: AssetStatusSchema.optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  performerId: Id.optional().openapi({ description: "Admins only: one creator's products" }),
});
export type OwnProductQueryInput = z.infer<typeof OwnProductQuery>;

export const FanProductQuery = PagingQuery.extend({
  sortBy: namedKey(PRODUCT_SORTS).optional(),
  performerId: CreatorRef.optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
});
export type FanProductQueryInput = z.infer<typeof FanProductQuery>;

/* ---- Responses ---- */

export const ProductSchema = z
  .object({
    ...assetBase,
    name: z.string(),
    title: z.string().openapi({ description: "Same as name" }),
    type: z.enum(PRODUCT_TYPES),
    stock: z.number().int().nullable().openapi({ description: "Physical products; null for digital" }),
    totalSold: z.number().int(),
    image: MediaFileSchema.nullable().openapi({ description: "Shown to everyone who may see the creator" }),
    digitalFile: MediaFileSchema.nullable().openapi({
      description: "Creator side only; fans get the download link with their order",
    }),
  })
  .openapi("Product");
export type ProductDto = z.infer<typeof ProductSchema>;
