/**
 * What the browser can tell about a video before uploading it: its duration, width and height
 * (from a video element), its size in bytes, and a poster frame drawn to a canvas. The server
 * checks them against the file (functions/media/video-facts.ts) and keeps the poster only as the
 * locked video's tiny blurred preview. Whatever cannot be read is left out; the upload goes on.
 */

/** The poster frame is taken this far in (or a tenth of a short video), past a black first frame. */
const POSTER_AT_SECONDS = 1;
/** Wider frames are scaled down: the server keeps only a tiny preview of it. */
const POSTER_MAX_WIDTH = 640;
/** A file the browser cannot decode is uploaded without facts after this long. */
const TIMEOUT_MS = 8000;

export interface VideoFacts {
  fields: Record<string, string>;
  files: Record<string, Blob>;
}

function once(el: HTMLMediaElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    el.addEventListener(event, () => resolve(), { once: true });
    el.addEventListener("error", () => reject(new Error("unreadable video")), { once: true });
  });
}

export async function readVideoFacts(file: File): Promise<VideoFacts> {
  const fields: Record<string, string> = { size: String(file.size) };
  const files: Record<string, Blob> = {};
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS);
  });
  try {
    const loaded = once(video, "loadedmetadata");
    video.src = url;
    await Promise.race([loaded, timeout]);
    if (Number.isFinite(video.duration) && video.duration > 0)
      fields.duration = String(Math.round(video.duration * 100) / 100);
    if (video.videoWidth > 0 && video.videoHeight > 0) {
      fields.width = String(video.videoWidth);
      fields.height = String(video.videoHeight);
      const seeked = once(video, "seeked");
      video.currentTime = Math.min(POSTER_AT_SECONDS, (video.duration || 0) / 10);
      await Promise.race([seeked, timeout]);
      const scale = Math.min(1, POSTER_MAX_WIDTH / video.videoWidth);
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
      const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
      if (poster) files.poster = new File([poster], "poster.jpg", { type: "image/jpeg" });
    }
  } catch {
    // Not decodable here (a codec this browser lacks): the server reads what it can from the file.
  } finally {
    clearTimeout(timer);
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
  return { fields, files };
}
