/** /galleries/:id: a photo gallery with a keyboard-friendly viewer, or its locked cover. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { viewGallery } from "#functions/content/galleries/service";
import { Lightbox } from "~/components/content/feed/lightbox";
import { LockedMedia } from "~/components/content/feed/locked-media";
import { ItemWithComments } from "~/components/content/item-with-comments";
import { loadItem } from "~/components/content/server/item.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Photo } from "~/components/ui/photo";
import { pageLoader } from "~/lib/route.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.item.title ?? "Gallery" }];

export const loader = pageLoader((args) => loadItem(args, "gallery", viewGallery));

export default function GalleryPage() {
  const data = useLoaderData<typeof loader>();
  const gallery = data.item;
  const [open, setOpen] = useState<number | null>(null);
  const images = gallery.photos
    .filter((p) => p.photo?.url)
    .map((p, i) => ({ src: p.photo!.url!, alt: p.title || `${gallery.title}, photo ${i + 1}` }));
  return (
    <ItemWithComments data={data} item={gallery} type="gallery">
      <div data-testid="gallery-item" data-locked={gallery.isLocked ? "true" : "false"}>
        {gallery.isLocked ? (
          <LockedMedia
            preview={gallery.preview}
            thumbnail={gallery.cover?.url}
            lockReason={gallery.lockReason}
            price={gallery.isSale ? gallery.price : 0}
            to={`/${gallery.performer?.username ?? gallery.performerId}`}
            label={gallery.title}
            chargePath={`/wallet/charges/gallery/${gallery._id}`}
          />
        ) : images.length === 0 ? (
          <p className="rounded-xl bg-surface-muted p-8 text-center text-sm text-ink-muted">
            No photos in this gallery yet.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" aria-label="Photos">
            {images.map((img, i) => (
              <li key={img.src}>
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  className="block aspect-square w-full overflow-hidden rounded-xl bg-surface-muted"
                  aria-label={`Open photo ${i + 1} of ${images.length}`}
                >
                  <Photo
                    sizes="thumb"
                    src={img.src}
                    alt={img.alt}
                    loading="lazy"
                    className="size-full object-cover transition-transform hover:scale-105"
                    draggable={false}
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open !== null ? (
        <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </ItemWithComments>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
