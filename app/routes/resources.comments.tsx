/** GET /resources/comments?objectType&objectId&offset: more comments for an item's page. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { AppError, errorHeaders } from "#functions/errors";
import { loadComments } from "~/components/content/server/comments.server";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
import { COMMENT_OBJECT_TYPES } from "../../drizzle/schema/social";

const Query = z.object({
  objectType: z.enum(COMMENT_OBJECT_TYPES),
  objectId: z.string().trim().min(1).max(64),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json({ data: [], total: 0, error: DEFAULT_MESSAGES.generic }, { status: 422 });
  try {
    const { objectType, objectId, offset } = parsed.data;
    // Responses, not plain objects: this route may be fetched from outside the app too (Remix warns then).
    return Response.json(await loadComments(context.rc, objectType, objectId, offset));
  } catch (err) {
    if (!(err instanceof AppError)) {
      console.error(err);
      return Response.json({ data: [], total: 0, error: DEFAULT_MESSAGES.generic }, { status: 500 });
    }
    return Response.json(
      { data: [], total: 0, error: err.message },
      { status: err.status, headers: errorHeaders(err) },
    );
  }
}
