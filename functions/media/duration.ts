import { parseBlob } from "music-metadata";

/** Longer than any upload the kinds allow could play; a larger figure is a broken header. */
const MAX_SECONDS = 24 * 60 * 60;

/** Containers of the ISO base media family: the length is in the movie header (`moov/mvhd`). */
const ISO_BMFF = new Set(["video/mp4", "video/quicktime", "video/x-m4v", "audio/mp4", "audio/x-m4a"]);

/**
 * How long a video or audio file plays, in whole seconds (at least 1), read from the file itself;
 * null when its header does not say. A locked post shows this ("a 2:31 video") without its file,
 * so the server reads it rather than trusting what a client claims.
 *
 * MP4 and QuickTime: the movie header, found by walking the top-level boxes with ranged reads of
 * the Blob, so a 100 MB video whose index sits at its end costs a few small reads. music-metadata
 * (which reads everything else: WebM/Matroska, MP3, Ogg, WAV, AAC) reports an MP4's length only
 * from its audio tracks, so a silent video would have none; mp4box.js reads it but logs every
 * ordinary QuickTime tag it does not know (`©swr`) through console.error.
 */
export async function mediaDuration(file: Blob, mimeType: string): Promise<number | null> {
  if (!mimeType.startsWith("video/") && !mimeType.startsWith("audio/")) return null;
  try {
    const seconds = ISO_BMFF.has(mimeType) ? await movieHeaderSeconds(file) : await tagSeconds(file);
    if (seconds === null || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) return null;
    return Math.max(1, Math.round(seconds));
  } catch {
    // A file whose type was recognised but whose header cannot be read still uploads; it just
    // has no length to show.
    return null;
  }
}

async function tagSeconds(file: Blob): Promise<number | null> {
  const { format } = await parseBlob(file, { skipCovers: true, skipPostHeaders: true });
  return format.duration ?? null;
}

/** At most this many top-level boxes are stepped over looking for `moov` (ftyp, free, mdat, ...). */
const MAX_TOP_LEVEL_BOXES = 32;
/** `mvhd` comes first in `moov` in every muxer's output; a little room for one box before it. */
const MOOV_HEAD_BYTES = 4096;

async function movieHeaderSeconds(file: Blob): Promise<number | null> {
  let pos = 0;
  for (let n = 0; n < MAX_TOP_LEVEL_BOXES && pos + 8 <= file.size; n++) {
    const box = await boxAt(file, pos, file.size);
    if (!box) return null;
    if (box.type === "moov") {
      const moov = new DataView(
        await file.slice(box.bodyStart, Math.min(box.end, box.bodyStart + MOOV_HEAD_BYTES)).arrayBuffer(),
      );
      return mvhdSeconds(moov);
    }
    pos = box.end;
  }
  return null;
}

/** One box header (ISO/IEC 14496-12 §4.2): 32-bit size and type, or size 1 with a 64-bit size. */
async function boxAt(file: Blob, pos: number, limit: number) {
  const head = new DataView(await file.slice(pos, pos + 16).arrayBuffer());
  if (head.byteLength < 8) return null;
  const type = fourCc(head, 4);
  let size = head.getUint32(0);
  let headerBytes = 8;
  if (size === 1) {
    if (head.byteLength < 16) return null;
    size = Number(head.getBigUint64(8));
    headerBytes = 16;
  } else if (size === 0) {
    size = limit - pos; // the box runs to the end of the file
  }
  if (size < headerBytes) return null;
  return { type, bodyStart: pos + headerBytes, end: pos + size };
}

/** Finds `mvhd` among the first children of `moov` and divides its duration by its time scale. */
function mvhdSeconds(moov: DataView): number | null {
  let pos = 0;
  while (pos + 8 <= moov.byteLength) {
    const size = moov.getUint32(pos);
    if (fourCc(moov, pos + 4) === "mvhd") {
      const body = pos + 8;
      const version = moov.getUint8(body);
      // version 0: creation, modification (4 bytes each), timescale, duration (4);
      // version 1: creation, modification (8 bytes each), timescale (4), duration (8).
      const at = body + 4 + (version === 1 ? 16 : 8);
      if (at + (version === 1 ? 12 : 8) > moov.byteLength) return null;
      const timescale = moov.getUint32(at);
      const duration = version === 1 ? Number(moov.getBigUint64(at + 4)) : moov.getUint32(at + 4);
      return timescale > 0 ? duration / timescale : null;
    }
    if (size < 8) return null;
    pos += size;
  }
  return null;
}

const fourCc = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
