/**
 * Every photo the app shows from R2 goes through here, so a phone never downloads the desktop
 * size: a signed media URL (`/media/<id>?exp&sig`) also names its variants (`&w=320`, `&w=960`,
 * made once by the Images binding, docs/images.md), and the browser picks the one that fits the
 * `sizes` the caller gives. Other sources (the bundled SVGs, a data: preview) pass through as they are.
 */
import type { ImgHTMLAttributes } from "react";

/** The variant widths the server makes (functions/media/variants.ts VARIANT_WIDTHS). */
const WIDTHS = [320, 960] as const;

/** Named `sizes` for the places photos appear, so callers do not spell media queries. */
export const PHOTO_SIZES = {
  /** Small squares and cards: grids, covers in lists, product tiles, the vault. */
  thumb: "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw",
  /** A photo across the feed column (max 42rem). */
  feed: "(min-width: 768px) 672px, 100vw",
  /** A wide cover banner. */
  cover: "(min-width: 1024px) 1024px, 100vw",
  /** An avatar (at most 144 px). */
  avatar: "144px",
} as const;

/** True for a signed URL of an original stored file (not a variant, not a bundled asset). */
function isSignedOriginal(src: string): boolean {
  if (!src.startsWith("/media/")) return false;
  const [path, query = ""] = src.split("?");
  return !path.includes("%40w") && /(^|&)sig=/.test(query) && !/(^|&)w=/.test(query);
}

/** `<url>&w=320 320w, <url>&w=960 960w` for a signed original, else undefined. */
export function mediaSrcSet(src: string | null | undefined): string | undefined {
  if (!src || !isSignedOriginal(src)) return undefined;
  return WIDTHS.map((w) => `${src}&w=${w} ${w}w`).join(", ");
}

/** One variant of a signed original (e.g. a poster that should never be the full size). */
export function mediaVariant(src: string, width: (typeof WIDTHS)[number]): string {
  return isSignedOriginal(src) ? `${src}&w=${width}` : src;
}

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  /** Which slot the photo fills (PHOTO_SIZES) or a `sizes` value of its own. */
  sizes: keyof typeof PHOTO_SIZES | (string & {});
  /** Variants the server signed itself (a gallery cover, shown only as variants); else derived from src. */
  srcSet?: string | null;
};

export function Photo({ src, sizes, srcSet: given, alt, loading = "lazy", ...rest }: PhotoProps) {
  const srcSet = given || mediaSrcSet(src);
  const named = Object.hasOwn(PHOTO_SIZES, sizes) ? PHOTO_SIZES[sizes as keyof typeof PHOTO_SIZES] : sizes;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? named : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
