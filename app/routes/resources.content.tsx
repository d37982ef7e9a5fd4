/**
 * POST /resources/content: the small social actions of content screens (fetchers): follow, like,
 * bookmark, vote, comment, report. Each intent parses its fields, calls one service, and answers
 * `{ ok, ... }` or `{ error, details }` (a 401 goes to login).
 */
import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { loginRedirect } from "~/lib/auth.server";
import { DEFAULT_MESSAGES, zodFieldErrors } from "~/lib/errors.server";
import { retryAfterHeaders } from "~/lib/headers";
import { requireUser } from "../../functions/auth/viewer";
import { CreateCommentBody } from "../../functions/comments/schemas";
import { createComment, deleteComment } from "../../functions/comments/service";
import { AppError, errorHeaders } from "../../functions/errors";
import { voteInPoll } from "../../functions/feeds/timeline";
import { followPerformer, unfollowPerformer } from "../../functions/follows/service";
import { ReactionBody } from "../../functions/reactions/schemas";
import { addReaction, removeReaction } from "../../functions/reactions/service";
import { CreateReportBody } from "../../functions/reports/schemas";
import { createReport } from "../../functions/reports/service";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

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
  react: async ({ deps, viewer, country }, form) => {
    const user = requireUser(viewer);
    const input = ReactionBody.parse(fields(form));
    const result =
      form.get("on") === "true"
        ? await addReaction(deps, user, country, input)
        : await removeReaction(deps, user, input);
    return { on: result.reacted, total: result.total };
  },
  comment: async ({ deps, viewer, country }, form) => {
    const input = CreateCommentBody.parse(fields(form));
    return { comment: await createComment(deps, requireUser(viewer), country, input) };
  },
  "delete-comment": async ({ deps, viewer }, form) => {
    const { commentId } = z.object({ commentId: Id }).parse(fields(form));
    return deleteComment(deps, requireUser(viewer), commentId);
  },
  report: async ({ deps, viewer }, form) => {
    const reason = String(form.get("reason") ?? "");
    const details = String(form.get("description") ?? "").trim();
    if (!reason)
      throw new z.ZodError([
        { code: "custom", path: ["reason"], message: "Choose a reason.", input: reason },
      ]);
    const input = CreateReportBody.parse({
      target: form.get("targetType"),
      targetId: form.get("targetId"),
      title: reason,
      description: details || reason,
    });
    return { report: await createReport(deps, requireUser(viewer), input) };
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
      return data(
        { error: err.message, details: err.details },
        { status: err.status, headers: errorHeaders(err) },
      );
    }
    console.error(err);
    return data({ error: DEFAULT_MESSAGES.generic }, { status: 500 });
  }
}
