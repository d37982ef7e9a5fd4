/**
 * A tile for a video, gallery, photo or product in a grid: cover image (blurred with a lock when
 * the viewer has no access), title, price and counters.
 */
import { Link } from "@remix-run/react";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import { HeartIcon, ImageIcon, LockIcon, PlayIcon } from "../../ui/icons";
import { LEAF_THUMBNAIL } from "./locked-media";

export interface AssetTile {
  _id: string;
  href: string;
  title: string;
  /** A signed photo URL, or a locked item's tiny blurred preview (a data: URI). */
  image: string | null;
  /** The server's variants when `image` is itself a variant (a gallery cover). */
  srcSet?: string | null;
  isLocked: boolean;
  lockReason?: string | null;
  isSale: boolean;
  price: number;
  totalLike?: number;
  /** Small text under the title (e.g. "12 photos", "In stock: 3"). */
  meta?: string;
  /** How long a video plays ("2:31"), shown on the image, locked or not. */
  duration?: string | null;
  kind: "video" | "gallery" | "photo" | "product";
}

function AssetCard({ tile }: { tile: AssetTile }) {
  const blurred = tile.isLocked && tile.kind !== "product";
  return (
    <Link
      to={tile.href}
      className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition-shadow hover:shadow-md"
      data-testid={`${tile.kind}-card`}
      data-locked={tile.isLocked ? "true" : "false"}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        <Photo
          sizes="thumb"
          src={tile.image || LEAF_THUMBNAIL}
          srcSet={tile.srcSet}
          alt=""
          loading="lazy"
          draggable={false}
          className={cn(
            "size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]",
            blurred && "scale-110 blur-xl brightness-75",
            !tile.image && "object-contain p-8 opacity-60",
          )}
        />
        {blurred ? (
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-11 place-items-center rounded-full bg-black/35 text-white ring-1 ring-white/30 backdrop-blur">
              <LockIcon className="size-5" title="Locked" />
            </span>
          </span>
        ) : tile.kind === "video" ? (
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-11 place-items-center rounded-full bg-black/45 text-white">
              <PlayIcon className="ml-0.5 size-5" />
            </span>
          </span>
        ) : null}
        {tile.isSale || tile.kind === "product" ? (
          <span className="absolute top-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
            {tokenAmount(tile.price)}
          </span>
        ) : null}
        {tile.duration ? (
          <span
            className="absolute right-2 bottom-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums"
            data-testid="video-duration"
          >
            {tile.duration}
          </span>
        ) : null}
        {tile.kind === "gallery" ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
            <ImageIcon className="size-3.5" /> {tile.meta}
          </span>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink">{tile.title || "Untitled"}</p>
          {tile.meta && tile.kind !== "gallery" ? (
            <p className="truncate text-xs text-ink-subtle">{tile.meta}</p>
          ) : null}
        </div>
        {tile.totalLike !== undefined ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-ink-subtle">
            <HeartIcon className="size-3.5" /> {tile.totalLike}
          </span>
        ) : null}
      </div>
    </Link>
  );
}

export function AssetGrid({ tiles, label }: { tiles: AssetTile[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <li key={t._id}>
          <AssetCard tile={t} />
        </li>
      ))}
    </ul>
  );
}
