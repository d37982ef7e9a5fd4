/** GET /resources/timeline?offset&performerId&type: the next page of a timeline, for infinite scroll. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { AppError } from "#functions/errors";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
import { FEED_TYPES } from "../../drizzle/schema/feeds";

const Query = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  performerId: z.string().trim().min(1).max(64).optional(),
  type: z.enum(FEED_TYPES).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json({ items: [], total: 0, error: DEFAULT_MESSAGES.generic }, { status: 422 });
  try {
    // Responses, not plain objects: this route may be fetched from outside the app too (Remix warns then).
    return Response.json(await loadTimelinePage(context.rc, parsed.data));
  } catch (err) {
    const message = err instanceof AppError ? err.message : DEFAULT_MESSAGES.generic;
    return Response.json(
      { items: [], total: 0, error: message },
      { status: err instanceof AppError ? err.status : 500 },
    );
  }
}
