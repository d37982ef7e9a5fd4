/**
 * Every kind of upload the platform accepts: which content types (detected from the bytes, never
 * from the name or the declared type) and how large. Routes pass one of these names to storeUpload.
 *
 * 100 MB is the ceiling for any single upload: Cloudflare Workers refuse request bodies over
 * 100 MB on the Free and Pro plans, so a bigger file never reaches the Worker. Larger videos would
 * need direct-to-R2 multipart uploads or Cloudflare Stream (see the transcoder seam in upload.ts).
 */

const MB = 1024 * 1024;

/** How a stored file is handled after it is written: video goes through the processing states. */
type MediaCategory = "image" | "video" | "audio" | "document" | "file";

interface MediaKindSpec {
  category: MediaCategory;
  /** MIME types as reported by the content detector (file-type). */
  mimeTypes: readonly string[];
  maxBytes: number;
}

const IMAGES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
const VIDEOS = ["video/mp4", "video/webm", "video/quicktime", "video/x-m4v"] as const;
const AUDIO = [
  "audio/mpeg",
  "audio/mp4",
  "audio/x-m4a",
  "audio/aac",
  "audio/ogg",
  "audio/ogg; codecs=opus",
  "audio/wav",
] as const;
const PDF = "application/pdf";

export const MEDIA_KINDS = {
  avatar: { category: "image", mimeTypes: IMAGES, maxBytes: 5 * MB },
  cover: { category: "image", mimeTypes: IMAGES, maxBytes: 5 * MB },
  thumbnail: { category: "image", mimeTypes: IMAGES, maxBytes: 5 * MB },
  photo: { category: "image", mimeTypes: IMAGES, maxBytes: 20 * MB },
  "feed-photo": { category: "image", mimeTypes: IMAGES, maxBytes: 20 * MB },
  "message-photo": { category: "image", mimeTypes: IMAGES, maxBytes: 20 * MB },
  "product-image": { category: "image", mimeTypes: IMAGES, maxBytes: 10 * MB },
  video: { category: "video", mimeTypes: VIDEOS, maxBytes: 100 * MB },
  "feed-video": { category: "video", mimeTypes: VIDEOS, maxBytes: 100 * MB },
  "message-video": { category: "video", mimeTypes: VIDEOS, maxBytes: 100 * MB },
  teaser: { category: "video", mimeTypes: VIDEOS, maxBytes: 50 * MB },
  "welcome-video": { category: "video", mimeTypes: VIDEOS, maxBytes: 50 * MB },
  audio: { category: "audio", mimeTypes: AUDIO, maxBytes: 50 * MB },
  "feed-audio": { category: "audio", mimeTypes: AUDIO, maxBytes: 50 * MB },
  /** ID documents for creator verification: a scan or photo, or a PDF. */
  document: {
    category: "document",
    mimeTypes: ["image/jpeg", "image/png", "image/webp", PDF],
    maxBytes: 10 * MB,
  },
  /** The file a digital product delivers to its buyer. */
  "product-file": {
    category: "file",
    mimeTypes: [PDF, "application/zip", "application/epub+zip", ...IMAGES, ...VIDEOS, ...AUDIO],
    maxBytes: 100 * MB,
  },
} as const satisfies Record<string, MediaKindSpec>;

export type MediaKind = keyof typeof MEDIA_KINDS;

export const MEDIA_KIND_NAMES = Object.keys(MEDIA_KINDS) as MediaKind[];

export function kindSpec(kind: MediaKind): MediaKindSpec {
  return MEDIA_KINDS[kind];
}

/** Whether a stored file goes through the video processing states (uploading -> processing -> ready). */
export const needsProcessing = (mimeType: string) => mimeType.startsWith("video/");
