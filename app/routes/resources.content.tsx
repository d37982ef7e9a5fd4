/**
 * POST /resources/content: the small social actions of content screens (fetchers): follow, like,
 * bookmark, vote, comment, report. Each intent parses its fields, calls one service, and answers
 * `{ ok, ... }` or `{ error, details }` (a 401 goes to login).
 */
import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { loginRedirect } from "~/lib/auth.server";
import { DEFAULT_MESSAGES, zodFieldErrors } from "~/lib/errors.server";
import { requireUser } from "../../functions/auth/viewer";
import { AppError } from "../../functions/errors";
import { voteInPoll } from "../../functions/feeds/timeline";
import { followPerformer, unfollowPerformer } from "../../functions/follows/service";

const Id = z.string().trim().min(1).max(64);

type Ctx = ActionFunctionArgs["context"]["rc"];
type Handler = (rc: Ctx, form: FormData) => Promise<Record<string, unknown>>;

const fields = (form: FormData) => Object.fromEntries(form);

const intents: Record<string, Handler> = {
  follow: async ({ deps, viewer, country }, form) => {
    const { performerId } = z.object({ performerId: Id }).parse(fields(form));
    return followPerformer(deps, requireUser(viewer), country, performerId);
  },
  unfollow: async ({ deps, viewer }, form) => {
    const { performerId } = z.object({ performerId: Id }).parse(fields(form));
    return unfollowPerformer(deps, requireUser(viewer), performerId);
  },
  vote: async ({ deps, viewer, country }, form) => {
    const { feedId, optionId } = z.object({ feedId: Id, optionId: Id }).parse(fields(form));
    return { poll: await voteInPoll(deps, viewer, country, feedId, optionId) };
  },
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const handler = intents[String(form.get("intent"))];
  if (!handler) return data({ error: DEFAULT_MESSAGES.generic }, { status: 400 });
  try {
    return { ok: true as const, ...(await handler(context.rc, form)) };
  } catch (err) {
    if (err instanceof z.ZodError) {
      return data(
        { error: "Please check the highlighted fields.", details: zodFieldErrors(err) },
        { status: 422 },
      );
    }
    if (err instanceof AppError) {
      if (err.status === 401) throw loginRedirect(request);
      return data({ error: err.message, details: err.details }, { status: err.status });
    }
    console.error(err);
    return data({ error: DEFAULT_MESSAGES.generic }, { status: 500 });
  }
}
