/**
 * Photo variants: a stored photo is also served at fixed smaller widths, made once through the
 * Cloudflare Images binding (`env.IMAGES`; locally Miniflare runs it with Sharp) on the first
 * request for that width, then kept in R2 beside the original (`variants/<r2Key>/w<width>.webp`).
 *
 * A variant has its own signed id, `<fileId>@w<width>`: the signature covers the width, so a
 * signed thumbnail URL cannot be edited into the original or into a larger size (docs/images.md).
 */
export const VARIANT_WIDTHS = { thumb: 320, medium: 960 } as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[keyof typeof VARIANT_WIDTHS];
const WIDTHS: ReadonlySet<number> = new Set(Object.values(VARIANT_WIDTHS));

/** The MIME types the Images binding reads (others are served as stored, without variants). */
const RESIZABLE = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

export const variantId = (fileId: string, width: VariantWidth) => `${fileId}@w${width}`;

/** `<fileId>@w<width>` → its parts; a plain id → width null; an unknown width → null. */
export function parseVariantId(id: string): { fileId: string; width: VariantWidth | null } | null {
  const at = id.lastIndexOf("@w");
  if (at < 0) return { fileId: id, width: null };
  const width = Number(id.slice(at + 2));
  if (!/^\d+$/.test(id.slice(at + 2)) || !WIDTHS.has(width)) return null;
  return { fileId: id.slice(0, at), width: width as VariantWidth };
}

export const isResizable = (mimeType: string) => RESIZABLE.has(mimeType);

export const variantKey = (r2Key: string, width: VariantWidth) => `variants/${r2Key}/w${width}.webp`;

/** Every object a stored file may have in R2: the original and each variant made from it. */
export const storedObjectKeys = (r2Keys: readonly string[]) =>
  r2Keys.flatMap((r2Key) => [r2Key, ...Object.values(VARIANT_WIDTHS).map((w) => variantKey(r2Key, w))]);

/**
 * The stored variant of an original at `width` (made and stored on first use), or null when the
 * original is gone. An original narrower than `width` is re-encoded at its own width (never
 * enlarged: the Images binding fits within the width).
 */
export async function variantObject(
  images: ImagesBinding,
  media: R2Bucket,
  r2Key: string,
  width: VariantWidth,
): Promise<R2ObjectBody | null> {
  const key = variantKey(r2Key, width);
  const stored = await media.get(key);
  if (stored) return stored;
  const original = await media.get(r2Key);
  if (!original) return null;
  const bytes = await original.arrayBuffer();
  const stream = () => new Blob([bytes]).stream();
  const info = await images.info(stream());
  const fit = "width" in info && info.width < width ? info.width : width;
  const result = await images
    .input(stream())
    .transform({ width: fit, fit: "scale-down" })
    .output({ format: "image/webp", quality: 80 });
  const variant = await result.response().arrayBuffer();
  await media.put(key, variant, { httpMetadata: { contentType: "image/webp" } });
  return media.get(key);
}

/**
 * The width of a locked item's preview. A 20 px WebP: enough for the shape and colours of the
 * photo behind the lock, never its detail; the browser scales it up behind a CSS blur.
 */
export const PREVIEW_WIDTH = 20;

export interface ImageFacts {
  width: number;
  height: number;
  /** `data:image/webp;base64,...` at most PREVIEW_WIDTH wide, or null when it could not be made. */
  preview: string | null;
}

/**
 * The size of an uploaded image and its locked preview, made once at upload through the Images
 * binding: scaled down to PREVIEW_WIDTH and blurred (deployed; the local binding ignores `blur`,
 * where the size alone protects it) before it leaves the Worker, so the preview can never be
 * turned back into the photo. Null when the binding cannot read the bytes.
 */
export async function imageFacts(images: ImagesBinding, bytes: ArrayBuffer): Promise<ImageFacts | null> {
  const stream = () => new Blob([bytes]).stream();
  try {
    const info = await images.info(stream());
    if (!("width" in info)) return null;
    const result = await images
      .input(stream())
      .transform({ width: Math.min(PREVIEW_WIDTH, info.width), fit: "scale-down", blur: 10 })
      .output({ format: "image/webp", quality: 50 });
    const tiny = new Uint8Array(await result.response().arrayBuffer());
    let binary = "";
    for (const b of tiny) binary += String.fromCharCode(b);
    return { width: info.width, height: info.height, preview: `data:image/webp;base64,${btoa(binary)}` };
  } catch {
    // Bytes the sniffer took for an image but the binding cannot decode: no size, no preview.
    return null;
  }
}
