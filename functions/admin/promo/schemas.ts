import { PUBLISH_STATUSES } from "../../../drizzle/schema/posts";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

/** An http(s) URL, or a path on this site ("/images/banner.png"); never javascript: or data:. */
const publicUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => (/^\/(?!\/)/.test(v) && !/\s/.test(v)) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
    "Use an http(s) address or a path starting with /",
  );

const position = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, "Use lower-case letters, digits and dashes");

export const CreateSitePromoBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    imageUrl: publicUrl,
    link: publicUrl.nullable().optional(),
    position: position.default("top"),
    status: z.enum(PUBLISH_STATUSES).default("active"),
    order: z.number().int().min(0).max(10_000).default(0),
  })
  .openapi("CreateSitePromo");

export const UpdateSitePromoBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    imageUrl: publicUrl,
    link: publicUrl.nullable(),
    position,
    status: z.enum(PUBLISH_STATUSES),
    order: z.number().int().min(0).max(10_000),
  })
  .partial()
  .openapi("UpdateSitePromo");

export const SitePromoQuery = PagingQuery.extend({ position: position.optional() });
export const AdminSitePromoQuery = SitePromoQuery.extend({ status: z.enum(PUBLISH_STATUSES).optional() });

export const SitePromoSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    link: z.string().nullable(),
    position: z.string(),
    status: z.enum(PUBLISH_STATUSES),
    order: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("SitePromo");
