/** GET /resources/comments?objectType&objectId&offset: more comments for an item's page. */
import { z } from "zod";
import { loadComments } from "~/components/content/server/comments.server";
import { DEFAULT_MESSAGES, resourceFailure } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";
import { COMMENT_OBJECT_TYPES } from "../../drizzle/schema/social";

/** Anyone: the comments service decides what this viewer may read. */
export const handle = { auth: "none" } satisfies PageHandle;

const Query = z.object({
  objectType: z.enum(COMMENT_OBJECT_TYPES),
  objectId: z.string().trim().min(1).max(64),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const EMPTY = { data: [], total: 0 };

export const loader = pageLoader(handle, async ({ request, context }) => {
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ ...EMPTY, error: DEFAULT_MESSAGES.generic }, { status: 422 });
  try {
    const { objectType, objectId, offset } = parsed.data;
    // Responses, not plain objects: this route may be fetched from outside the app too (Remix warns then).
    return Response.json(await loadComments(context.rc, objectType, objectId, offset));
  } catch (err) {
    return resourceFailure(err, EMPTY);
  }
});
