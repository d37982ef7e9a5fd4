/**
 * What the four creator-asset domains (galleries, photos, videos, products) share: who may manage
 * an item, the fields every item shows, the lock state, visibility of creators in cross-creator
 * lists and paging.
 */
import { z } from "@hono/zod-openapi";
import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import { ASSET_STATUSES } from "../../drizzle/schema/assets";
import { files } from "../../drizzle/schema/files";
import { type ContentAccess, performerNotHidden } from "../access/service";
import type { Viewer } from "../auth/viewer";
import { requireUser } from "../auth/viewer";
import { AppError } from "../errors";
import { UserCardSchema } from "../follows/cards";
import type { Deps } from "../lib/deps";
import type { MediaKind } from "../media/kinds";
import { deleteFiles, type FileRow, storeUpload } from "../media/upload";

/** Highest price of one asset, in tokens. */
export const MAX_ASSET_PRICE = 10_000;

export const AssetStatusSchema = z.enum(ASSET_STATUSES).openapi({ description: "active: visible to fans" });

/** A form or JSON boolean: true/false, "true"/"false", "1"/"0", "on". */
export const Flag = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const s = v.trim().toLowerCase();
  if (["true", "1", "on", "yes"].includes(s)) return true;
  if (["false", "0", "off", "no", ""].includes(s)) return false;
  return v;
}, z.boolean());

/** Tokens with at most two decimals (numbers in JSON, strings in forms). */
export const TokenAmount = z.coerce
  .number({ message: "Enter an amount in tokens." })
  .min(0)
  .max(MAX_ASSET_PRICE)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "At most two decimals.");

/** Text fields shared by titles. */
export const Title = z.string().trim().min(1, "Enter a title.").max(200);
export const Description = z.string().max(20_000);

/** Checks isSale/price together: an item for sale needs a price above zero. */
export function saleError(
  isSale: boolean | undefined,
  price: number | undefined,
): Record<string, string> | null {
  if (isSale && !(price && price > 0)) return { price: "An item for sale needs a price above 0." };
  return null;
}

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
  })
  .openapi("MediaFile");
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const lockFields = (access: ContentAccess) => ({
  isLocked: !access.canView,
  lockReason: access.canView ? null : access.locked,
});

/** Creator-side calls: creators, and admins who may manage anyone's items. */
export function requireAssetManager(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isPerformer && !user.isAdmin) throw new AppError("performer_only");
  return user;
}

/** An item another creator owns is "not found" for the caller; admins manage every item. */
export function assertManages(viewer: Viewer, item: { performerId: string } | undefined | null): void {
  if (!item || (item.performerId !== viewer.id && !viewer.isAdmin)) throw new AppError("not_found");
}

/** Creator-side lists: a creator sees their own items; an admin everyone's, or one creator's. */
export function managerScope(viewer: Viewer, column: AnyColumn, performerId?: string): SQL | undefined {
  if (!viewer.isAdmin) return eq(column, viewer.id);
  return performerId ? eq(column, performerId) : undefined;
}

/** `LIKE` pattern for a search text, with the wildcards in it escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
export const likeEscaped = (column: AnyColumn, q: string) =>
  sql`${column} LIKE ${likePattern(q)} ESCAPE '\\'`;

/**
 * For lists across creators: only items of active, verified creators the viewer may see
 * (access/service.ts performerNotHidden). Admins see every active creator; a creator their own.
 */
export function visibleCreatorCondition(
  viewer: Pick<Viewer, "id" | "isAdmin"> | null,
  country: string | null,
  performerIdColumn: AnyColumn,
): SQL {
  const listed = sql`EXISTS (SELECT 1 FROM users u JOIN performer_profiles pp ON pp.user_id = u.id
      WHERE u.id = ${performerIdColumn} AND u.status = 'active' AND u.role = 'performer'
      AND pp.verification_status = 'approved')`;
  const own = viewer ? sql` OR ${performerIdColumn} = ${viewer.id}` : sql``;
  return sql`((${listed} AND ${performerNotHidden(viewer, country, performerIdColumn)})${own})`;
}

/** File rows by id, for shaping items (ids that are null are skipped). */
export async function loadFiles(
  deps: Deps,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, FileRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.db.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export function toMediaFile(row: FileRow | undefined, url: string | null): MediaFile | null {
  if (!row) return null;
  return { _id: row.id, url, mimeType: row.mimeType, size: row.size, status: row.status };
}

/** Stores several uploads for one item; if any is refused, the ones already stored are removed. */
export async function storeAll(
  deps: Deps,
  ownerId: string,
  uploads: readonly { kind: MediaKind; file: File | null }[],
): Promise<(FileRow | null)[]> {
  const stored: FileRow[] = [];
  try {
    const out: (FileRow | null)[] = [];
    for (const { kind, file } of uploads) {
      if (!file) {
        out.push(null);
        continue;
      }
      const row = await storeUpload(deps, { ownerId, kind, file });
      stored.push(row);
      out.push(row);
    }
    return out;
  } catch (err) {
    await deleteFiles(
      deps,
      stored.map((r) => r.id),
    );
    throw err;
  }
}

/** Marks stored files as belonging to an item (files.ref_type/ref_id), for a batch. */
export function attachFilesTo(deps: Deps, fileIds: readonly string[], refType: string, refId: string) {
  return deps.db
    .update(files)
    .set({ refType, refId, updatedAt: deps.clock.now() })
    .where(inArray(files.id, [...fileIds]));
}
