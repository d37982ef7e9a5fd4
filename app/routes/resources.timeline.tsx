/** GET /resources/timeline?offset&performerId&type: the next page of a timeline, for infinite scroll. */
import { z } from "zod";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { DEFAULT_MESSAGES, resourceFailure } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";
import { FEED_TYPES } from "../../drizzle/schema/feeds";

/** Anyone: the timeline service decides what this viewer may read. */
export const handle = { auth: "none" } satisfies PageHandle;

const Query = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  performerId: z.string().trim().min(1).max(64).optional(),
  type: z.enum(FEED_TYPES).optional(),
});

const EMPTY = { items: [], total: 0 };

export const loader = pageLoader(handle, async ({ request, context }) => {
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ ...EMPTY, error: DEFAULT_MESSAGES.generic }, { status: 422 });
  try {
    // Responses, not plain objects: this route may be fetched from outside the app too (Remix warns then).
    return Response.json(await loadTimelinePage(context.rc, parsed.data));
  } catch (err) {
    return resourceFailure(err, EMPTY);
  }
});
