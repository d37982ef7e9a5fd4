/** Shapes the asset services' items into grid tiles, and resolves a profile's username to an id. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { GalleryDto } from "#functions/content/galleries/schemas";
import type { PhotoDto } from "#functions/content/photos/schemas";
import type { ProductDto } from "#functions/content/products/schemas";
import type { VideoDto } from "#functions/content/videos/schemas";
import { AppError } from "#functions/errors";
import { findPerformerId } from "#functions/identity/access/service";
import { plural } from "~/lib/plural";
import { formatDuration } from "../../ui/time";
import type { AssetTile } from "../feed/asset-card";

export async function performerIdOf(rc: AppLoadContext["rc"], profileId: string | undefined) {
  const id = profileId ? await findPerformerId(rc.deps.db, profileId) : null;
  if (!id) throw new AppError("performer_not_found");
  return id;
}

const base = (a: {
  _id: string;
  isLocked: boolean;
  lockReason: string | null;
  isSale: boolean;
  price: number;
  totalLike: number;
}) => ({
  _id: a._id,
  isLocked: a.isLocked,
  lockReason: a.lockReason,
  isSale: a.isSale,
  price: a.price,
  totalLike: a.totalLike,
});

export const videoTile = (v: VideoDto): AssetTile => ({
  ...base(v),
  kind: "video",
  href: `/videos/${v._id}`,
  title: v.title,
  image: v.thumbnail?.url ?? v.preview ?? null,
  duration: v.duration ? formatDuration(v.duration) : null,
});

export const galleryTile = (g: GalleryDto): AssetTile => ({
  ...base(g),
  kind: "gallery",
  href: `/galleries/${g._id}`,
  title: g.title,
  image: g.cover?.url ?? g.preview ?? null,
  srcSet: g.cover?.srcset ?? null,
  meta: plural(g.numOfItems, "photo"),
});

export const productTile = (p: ProductDto): AssetTile => ({
  ...base(p),
  kind: "product",
  href: `/products/${p._id}`,
  title: p.name,
  image: p.image?.url ?? null,
  meta: p.type === "digital" ? "Digital download" : p.stock ? `${p.stock} in stock` : "Sold out",
});

export const photoTile = (p: PhotoDto): AssetTile => ({
  ...base(p),
  kind: "photo",
  href: `/galleries/${p.galleryId}`,
  title: p.title,
  image: p.thumbnail?.url ?? p.photo?.url ?? p.preview ?? null,
  srcSet: p.photo?.srcset ?? null,
});
