/**
 * What a video upload says about itself, checked against the file: the browser reads the
 * duration, width and height from its video element and captures a poster frame to a canvas
 * before uploading (app/lib/video-facts.ts); the server keeps only what holds up.
 *
 * - `size` (bytes) must be the file's size exactly: a different figure means the file changed or
 *   did not arrive whole (422).
 * - `duration` (seconds) must agree with the length read from the file itself
 *   (media/duration.ts) within 2 s or 5%; the file's figure is the one stored. Where the container
 *   does not say, the browser's figure is stored (it is only shown, never charged on).
 * - `width`/`height` are stored as sent (1 to 16384 px); the poster's own size stands in for
 *   them when they are not sent.
 * - `poster`, an image, becomes the video's locked preview: scaled down and blurred at once
 *   (media/variants.ts imageFacts), so a locked video shows "a 2:31 video" over its blurred frame.
 */
import { fieldError } from "../errors";
import { z } from "../lib/zod";
import { imageFacts } from "./variants";

/** The text fields a video upload may carry beside its file. */
export const VideoClaimsForm = z.object({
  duration: z.coerce.number().positive().max(86_400).optional().openapi({
    description: "Seconds, as the browser's video element reads it; checked against the file",
  }),
  width: z.coerce
    .number()
    .int()
    .min(1)
    .max(16_384)
    .optional()
    .openapi({ description: "Pixels (videoWidth)" }),
  height: z.coerce
    .number()
    .int()
    .min(1)
    .max(16_384)
    .optional()
    .openapi({ description: "Pixels (videoHeight)" }),
  size: z.coerce.number().int().min(1).optional().openapi({
    description: "The file's size in bytes as the browser read it; must match the upload exactly",
  }),
});
export type VideoClaims = z.infer<typeof VideoClaimsForm>;
/** A video upload's claims and poster frame, as storeUpload takes them (media/upload.ts). */
export type VideoUpload = { claims: VideoClaims; poster: File | null };

/** A poster frame is a small still: at most this many bytes. */
const MAX_POSTER_BYTES = 5 * 1024 * 1024;

export interface VideoFacts {
  duration: number | null;
  width: number | null;
  height: number | null;
  preview: string | null;
}

/** Checks the claims against the file (422 with field details) and makes the poster's preview. */
export async function checkVideoFacts(
  images: ImagesBinding | undefined,
  file: Blob,
  fileDuration: number | null,
  claims: VideoClaims,
  poster: File | null,
): Promise<VideoFacts> {
  const details: Record<string, string> = {};
  if (claims.size !== undefined && claims.size !== file.size) {
    details.size = `The upload is ${file.size} bytes, not ${claims.size}: the file changed or did not arrive whole.`;
  }
  let duration = fileDuration;
  if (claims.duration !== undefined) {
    if (fileDuration === null) duration = Math.max(1, Math.round(claims.duration));
    else if (Math.abs(claims.duration - fileDuration) > Math.max(2, fileDuration * 0.05)) {
      details.duration = `The video plays for ${fileDuration} s, not ${Math.round(claims.duration)} s.`;
    }
  }
  if (poster && poster.size > MAX_POSTER_BYTES)
    details.poster = "The poster frame is too large (at most 5 MB).";
  let still = null;
  if (poster && !details.poster && images) {
    still = await imageFacts(images, await poster.arrayBuffer());
    if (!still) details.poster = "The poster frame is not an image.";
  }
  if (Object.keys(details).length > 0) throw fieldError(details);
  return {
    duration,
    width: claims.width ?? still?.width ?? null,
    height: claims.height ?? still?.height ?? null,
    preview: still?.preview ?? null,
  };
}
