/**
 * POST /resources/content: the small social actions of content screens (fetchers): follow, like,
 * bookmark, vote, comment, report. Each intent parses its fields, calls one service, and answers
 * `{ ok, ... }` or `{ error, details }` (a 401 goes to login).
 */
import { z } from "zod";
import { voteInPoll } from "#functions/content/feeds/timeline";
import { AppError } from "#functions/errors";
import { requireUser } from "#functions/identity/accounts/viewer";
import { CreateCommentBody } from "#functions/social/comments/schemas";
import { createComment, deleteComment } from "#functions/social/comments/service";
import { followPerformer, unfollowPerformer } from "#functions/social/follows/service";
import { ReactionBody } from "#functions/social/reactions/schemas";
import { addReaction, removeReaction } from "#functions/social/reactions/service";
import { CreateReportBody } from "#functions/social/reports/schemas";
import { createReport } from "#functions/social/reports/service";
import { byIntent } from "~/lib/actions.server";
import { loginRedirect } from "~/lib/auth.server";
import { resourceFailure } from "~/lib/errors.server";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";
import { formAction } from "~/lib/route.server";

/** Anyone: each intent asks for the login it needs. */
export const handle = { auth: "none" } satisfies PageHandle;

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

const Id = z.string().trim().min(1).max(64);

const fields = (form: FormData) => Object.fromEntries(form);

/** Each intent answers only the fields its fetcher reads. */
const dispatch = byIntent({
  follow: async (form, { context: { rc } }) => {
    const { performerId } = z.object({ performerId: Id }).parse(fields(form));
    const result = await followPerformer(rc.deps, requireUser(rc.viewer), rc.country, performerId);
    return { isFollowed: result.isFollowed, totalFollowers: result.totalFollowers };
  },
  unfollow: async (form, { context: { rc } }) => {
    const { performerId } = z.object({ performerId: Id }).parse(fields(form));
    const result = await unfollowPerformer(rc.deps, requireUser(rc.viewer), performerId);
    return { isFollowed: result.isFollowed, totalFollowers: result.totalFollowers };
  },
  react: async (form, { context: { rc } }) => {
    const user = requireUser(rc.viewer);
    const input = ReactionBody.parse(fields(form));
    const result =
      form.get("on") === "true"
        ? await addReaction(rc.deps, user, rc.country, input)
        : await removeReaction(rc.deps, user, input);
    return { on: result.reacted, total: result.total };
  },
  comment: async (form, { context: { rc } }) => {
    const input = CreateCommentBody.parse(fields(form));
    return { comment: await createComment(rc.deps, requireUser(rc.viewer), rc.country, input) };
  },
  "delete-comment": async (form, { context: { rc } }) => {
    const { commentId } = z.object({ commentId: Id }).parse(fields(form));
    await deleteComment(rc.deps, requireUser(rc.viewer), commentId);
    return { deleted: true };
  },
  report: async (form, { context: { rc } }) => {
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
    return { report: await createReport(rc.deps, requireUser(rc.viewer), input) };
  },
  vote: async (form, { context: { rc } }) => {
    const { feedId, optionId } = z.object({ feedId: Id, optionId: Id }).parse(fields(form));
    return { poll: await voteInPoll(rc.deps, rc.viewer, rc.country, feedId, optionId) };
  },
});

// A resource route answers Responses: Remix keeps their status, where a data() status would be lost
// on a plain POST. A 401 goes to login; voting is open to visitors, the other intents need a login.
export const action = formAction(
  handle,
  async (form, args) => Response.json({ ok: true as const, ...(await dispatch(form, args)) }),
  (err, request) => {
    if (err instanceof AppError && err.status === 401) throw loginRedirect(request);
    return resourceFailure(err);
  },
);
