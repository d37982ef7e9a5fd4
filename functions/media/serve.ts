import { eq } from "drizzle-orm";
import { files } from "../../drizzle/schema/files";
import { hiddenPerformerIds } from "../access/service";
import type { RequestContext } from "../lib/request-context";
import { getSigningSecret } from "../lib/secrets";
import { verifyMediaSignature } from "./signing";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * GET /media/<fileId>?exp&sig: streams a stored file to a holder of a valid signed URL, with
 * range requests (video seeking). Entitlement is decided when the URL is signed; blocks of the
 * owning creator (country, user) are checked again on every request.
 */
export async function serveMedia(request: Request, url: URL, rc: RequestContext): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405 });
  const fileId = decodeURIComponent(url.pathname.slice("/media/".length));
  const { deps } = rc;
  const secret = await getSigningSecret(deps.env, deps.db);
  const valid = await verifyMediaSignature(
    secret,
    fileId,
    url.searchParams.get("exp"),
    url.searchParams.get("sig"),
    deps.clock.now(),
  );
  if (!valid) return new Response("This link is invalid or has expired.", { status: 403 });
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) return notFound();
  // A creator's files follow the creator's blocks: not for visitors from a country they blocked,
  // nor for a user they blocked (a signed URL passed on does not get around either).
  const hidden = await hiddenPerformerIds(deps, rc.viewer, rc.country, [file.ownerId]);
  if (hidden.size > 0) return new Response("This content is not available to you.", { status: 403 });

  const object = await deps.media.get(file.r2Key, { range: request.headers, onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("accept-ranges", "bytes");
  headers.set("content-type", file.mimeType);
  headers.set("cache-control", "private, max-age=300");
  headers.set("x-content-type-options", "nosniff");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  const range = object.range as { offset: number; length: number } | undefined;
  if (range && request.headers.has("range")) {
    headers.set("content-range", `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    headers.set("content-length", String(range.length));
    return new Response(request.method === "HEAD" ? null : object.body, { status: 206, headers });
  }
  headers.set("content-length", String(object.size));
  return new Response(request.method === "HEAD" ? null : object.body, { status: 200, headers });
}
