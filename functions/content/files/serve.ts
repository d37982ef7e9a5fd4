import { eq } from "drizzle-orm";
import { files } from "../../../drizzle/schema/files";
import type { RequestContext } from "../../context/request-context";
import { hiddenPerformerIds } from "../../identity/access/service";
import { decodeOrNull } from "../../lib/decode";
import { getSigningSecret } from "../../lib/secrets";
import { verifyMediaSignature } from "../../media/signing";
import { isResizable, parseVariantId, variantObject } from "../../media/variants";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * GET /media/<fileId>?exp&sig: streams a stored file to a holder of a valid signed URL, with
 * range requests (video seeking). Entitlement is decided when the URL is signed; blocks of the
 * owning creator (country, user) are checked again on every request.
 */
export async function serveMedia(request: Request, url: URL, rc: RequestContext): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405 });
  const signedId = decodeOrNull(url.pathname.slice("/media/".length));
  // `<fileId>@w<width>`: a photo variant (media/variants.ts), signed under that id.
  const variant = signedId ? parseVariantId(signedId) : null;
  if (!signedId || !variant) return notFound();
  const { fileId } = variant;
  const { deps } = rc;
  const secret = await getSigningSecret(deps.env, deps);
  const valid = await verifyMediaSignature(
    secret,
    signedId,
    url.searchParams.get("exp"),
    url.searchParams.get("sig"),
    deps.clock.now(),
  );
  if (!valid) return new Response("This link is invalid or has expired.", { status: 403 });
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) return notFound();
  // ID documents are for their owner and the admins who review them only: a signed URL passed on
  // (or leaked) opens nothing for anyone else.
  if (file.type === "document" && !(rc.viewer && (rc.viewer.id === file.ownerId || rc.viewer.isAdmin)))
    return new Response("This document is private.", { status: 403 });
  // A creator's files follow the creator's blocks: not for visitors from a country they blocked,
  // nor for a user they blocked (a signed URL passed on does not get around either).
  const hidden = await hiddenPerformerIds(deps, rc.viewer, rc.country, [file.ownerId]);
  if (hidden.size > 0) return new Response("This content is not available to you.", { status: 403 });

  // `?w=<width>` on an original's signed URL: a smaller variant of it (whoever may have the
  // original may have it smaller), so a page can build `srcset` from any signed photo URL
  // (app/components/ui/photo.tsx). A variant's own URL cannot be edited into another width.
  const asked = url.searchParams.get("w");
  let width = variant.width;
  if (asked !== null) {
    const derived = variant.width === null ? parseVariantId(`${fileId}@w${asked}`) : null;
    if (!derived?.width) return notFound();
    // Not resizable (an SVG, a PDF) or no Images binding: the original the URL was signed for.
    if (isResizable(file.mimeType) && deps.env.IMAGES) width = derived.width;
  }
  if (width !== null) {
    if (!isResizable(file.mimeType) || !deps.env.IMAGES) return notFound();
    const object = await variantObject(deps.env.IMAGES, deps.media, file.r2Key, width);
    if (!object) return notFound();
    if (request.method === "HEAD") await object.body.cancel();
    const maxAge = Math.max(0, Number(url.searchParams.get("exp")) - Math.floor(deps.clock.now() / 1000));
    return new Response(request.method === "HEAD" ? null : object.body, {
      headers: {
        "content-type": "image/webp",
        "content-length": String(object.size),
        etag: object.httpEtag,
        "cache-control": `private, max-age=${maxAge}, immutable`,
        "x-content-type-options": "nosniff",
      },
    });
  }
  const wanted = parseRange(request.headers.get("range"));
  let object: R2Object | R2ObjectBody | null;
  try {
    object =
      request.method === "HEAD"
        ? await deps.media.head(file.r2Key)
        : await deps.media.get(file.r2Key, {
            range: wanted ?? undefined,
            onlyIf: readableConditions(request.headers),
          });
  } catch (err) {
    // R2 refuses a range that starts past the end; anything else is a real failure.
    if (!wanted) throw err;
    const head = await deps.media.head(file.r2Key);
    return head ? rangeNotSatisfiable(head.size) : notFound();
  }
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("accept-ranges", "bytes");
  headers.set("content-type", file.mimeType);
  // The URL is signed for a fixed window and a file's bytes never change under its id, so the
  // browser may keep it until the link expires. Private: every file here is behind an
  // entitlement or a creator's blocks, which a shared cache would not check.
  const maxAge = Math.max(0, Number(url.searchParams.get("exp")) - Math.floor(deps.clock.now() / 1000));
  headers.set("cache-control", `private, max-age=${maxAge}, immutable`);
  headers.set("x-content-type-options", "nosniff");
  if (request.method !== "HEAD" && !("body" in object)) return new Response(null, { status: 304, headers });
  const body: ReadableStream | null = "body" in object ? (object as R2ObjectBody).body : null;
  if (wanted) {
    const size = object.size;
    const offset = "suffix" in wanted ? Math.max(0, size - wanted.suffix) : wanted.offset;
    if (offset >= size) {
      await body?.cancel();
      return rangeNotSatisfiable(size);
    }
    const end =
      "length" in wanted && wanted.length !== undefined ? Math.min(size, offset + wanted.length) : size;
    headers.set("content-range", `bytes ${offset}-${end - 1}/${size}`);
    headers.set("content-length", String(end - offset));
    return new Response(body, { status: 206, headers });
  }
  headers.set("content-length", String(object.size));
  return new Response(body, { status: 200, headers });
}

type WantedRange = { offset: number; length?: number } | { suffix: number };

/**
 * One `bytes=` range (`a-b`, `a-`, `-n`). Anything else (several ranges, other units, garbage)
 * is ignored and the whole file is served, as RFC 9110 allows.
 */
const ETAGS = /^\s*(\*|(W\/)?"[^"]*"(\s*,\s*(W\/)?"[^"]*")*)\s*$/;

/**
 * The conditional headers R2 can evaluate. R2 throws on a malformed ETag (a 500), so malformed
 * conditions are dropped, as HTTP tells a server to ignore them: the file is simply sent.
 */
function readableConditions(headers: Headers): Headers {
  const out = new Headers();
  for (const name of ["if-match", "if-none-match"]) {
    const value = headers.get(name);
    if (value && ETAGS.test(value)) out.set(name, value);
  }
  for (const name of ["if-modified-since", "if-unmodified-since"]) {
    const value = headers.get(name);
    if (value && Number.isFinite(Date.parse(value))) out.set(name, value);
  }
  return out;
}

function parseRange(header: string | null): WantedRange | null {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    return suffix > 0 ? { suffix } : null;
  }
  const offset = Number(m[1]);
  if (m[2] === "") return { offset };
  const last = Number(m[2]);
  return last >= offset ? { offset, length: last - offset + 1 } : null;
}

function rangeNotSatisfiable(size: number): Response {
  return new Response(null, { status: 416, headers: { "content-range": `bytes */${size}` } });
}
