/**
 * Schemas the four creator-asset domains (galleries, photos, videos, products) share: the fields
 * every item shows, its files, status and the text fields of their forms.
 */
import { ASSET_STATUSES } from "../../../drizzle/schema/assets";
import { UserCardSchema } from "../../identity/users/cards";
import { z } from "../../lib/zod";

export const AssetStatusSchema = z.enum(ASSET_STATUSES).openapi({ description: "active: visible to fans" });

/** A form or JSON boolean: true/false, "true"/"false", "1"/"0", "on". */
export const Flag = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const s = v.trim().toLowerCase();
  if (["true", "1", "on", "yes"].includes(s)) return true;
  if (["false", "0", "off", "no", ""].includes(s)) return false;
  return v;
}, z.boolean());

/** A creator as the pages name them in fan-side searches: their id or their username. */
export const CreatorRef = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .openapi({ description: "The creator's id or username" });

/** Text fields shared by titles. */
export const Title = z.string().trim().min(1, "Enter a title.").max(200);
export const Description = z.string().max(20_000);

/** Fields every asset shows, creator side and fan side. */
export const assetBase = {
  _id: z.string(),
  performerId: z.string(),
  performer: UserCardSchema.nullable(),
  description: z.string().openapi({ description: "Sanitised rich text" }),
  status: AssetStatusSchema,
  isSale: z.boolean(),
  price: z.number().openapi({ description: "Tokens" }),
  totalLike: z.number().int(),
  totalComment: z.number().int(),
  totalView: z.number().int(),
  isLocked: z.boolean().openapi({ description: "True when the viewer may not see the full content" }),
  lockReason: z
    .enum(["login_required", "subscription_required", "purchase_required"])
    .nullable()
    .openapi({ description: "Why the content is locked for this viewer" }),
  preview: z.string().nullable().openapi({
    description:
      "Only when locked: a blurred preview of the item's photo (or video poster), a `data:image/webp` URI at most 20 px wide made at upload; show it scaled up with a CSS blur. Null when unlocked or when there is none",
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A stored file as an item shows it: never the R2 key, a signed URL only when entitled. */
export const MediaFileSchema = z
  .object({
    _id: z.string(),
    url: z.string().nullable().openapi({ description: "Short-lived signed /media URL; null when locked" }),
    mimeType: z.string(),
    size: z.number().int(),
    status: z.enum(["uploading", "processing", "ready", "error"]),
    srcset: z.string().nullable().optional().openapi({
      description:
        "Where the URL is a photo variant (a gallery cover): both variants for <img srcset> (`<url> 320w, <url> 960w`)",
    }),
  })
  .openapi("MediaFile");
export type MediaFile = z.infer<typeof MediaFileSchema>;

/** Checks isSale/price together: an item for sale needs a price above zero. */
export function saleError(
  isSale: boolean | undefined,
  price: number | undefined,
): Record<string, string> | null {
  if (isSale && !(price && price > 0)) return { price: "An item for sale needs a price above 0." };
  return null;
}
