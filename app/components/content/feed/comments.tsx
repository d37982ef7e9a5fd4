/**
 * Comments under a post or an asset: the newest first, a box to add one (logged-in viewers), and
 * delete for the author, the item's creator or an admin (the server decides; `canDelete`).
 * Adding or deleting revalidates the page, which reloads the first page of comments.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { CommentView } from "#functions/social/comments/service";
import { Avatar } from "~/components/ui/avatar";
import { Button, SubmitRow } from "~/components/ui/button";
import { ConfirmForm } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { useLoginHref } from "~/lib/login-link";
import { TrashIcon } from "../../ui/icons";
import { TimeAgo } from "../../ui/time";
import { actionDetails, actionError, type ContentActionResult } from "./types";

export interface CommentsPage {
  data: CommentView[];
  total: number;
}

/** One comment: author, time, text, delete when allowed; `context` adds a line (the studio's "on your post"). */
export function CommentItem({ comment, context }: { comment: CommentView; context?: React.ReactNode }) {
  const fetcher = useFetcher<ContentActionResult>();
  const deleting = fetcher.state !== "idle";
  const who = comment.creator;
  return (
    <li className="flex gap-3 py-3" data-testid="comment" aria-busy={deleting} hidden={deleting}>
      <Avatar src={who?.avatar} name={who?.name ?? "User"} size="xs" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          {/* Only a creator has a page at /<username>; a fan's name is plain text. */}
          {who?.username && who.isPerformer ? (
            <Link to={`/${who.username}`} className="font-semibold text-ink hover:underline">
              {who.name || who.username}
            </Link>
          ) : (
            <span className="font-semibold text-ink">{who?.name ?? "Deleted user"}</span>
          )}
          {comment.isContentOwner ? (
            <span className="ml-1.5 rounded-full bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700 dark:bg-brand-900/30 dark:text-brand-300">
              Creator
            </span>
          ) : null}
          <span className="ml-2 text-xs text-ink-subtle">
            <TimeAgo iso={comment.createdAt} />
          </span>
        </p>
        <div
          className="mt-0.5 text-sm break-words text-ink-muted [&_a]:text-brand-600 [&_a]:underline"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: comments are sanitised on write (functions/lib/rich-text.ts)
          dangerouslySetInnerHTML={{ __html: comment.content }}
        />
        {context ? <div className="mt-1 text-xs text-ink-subtle">{context}</div> : null}
        {actionError(fetcher.data) ? (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            {actionError(fetcher.data)}
          </p>
        ) : null}
      </div>
      {comment.canDelete ? (
        <ConfirmForm
          intent="delete-comment"
          fields={{ commentId: comment._id }}
          action="/resources/content"
          via={fetcher.Form}
          variant="ghost"
          size="sm"
          className="px-1.5 text-ink-subtle hover:text-red-600"
          aria-label="Delete comment"
          message="Delete this comment?"
          confirmLabel="Delete"
        >
          <TrashIcon className="size-4" />
        </ConfirmForm>
      ) : null}
    </li>
  );
}

export function Comments({
  objectType,
  objectId,
  initial,
  canComment,
}: {
  objectType: CommentView["objectType"];
  objectId: string;
  /** null: the item is locked for the viewer, and so are its comments. */
  initial: CommentsPage | null;
  canComment: boolean;
}) {
  const headingId = useId();
  const loginTo = useLoginHref();
  const add = useFetcher<ContentActionResult>();
  const more = useFetcher<CommentsPage & { error?: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const [older, setOlder] = useState<CommentView[]>([]);
  const first = initial?.data ?? [];
  const shown = [...first, ...older.filter((c) => !first.some((d) => d._id === c._id))];

  useEffect(() => {
    if (add.state === "idle" && add.data?.ok) formRef.current?.reset();
  }, [add.state, add.data]);
  useEffect(() => {
    if (more.state === "idle" && more.data?.data) {
      const page = more.data.data;
      setOlder((all) => [...all, ...page.filter((c) => !all.some((a) => a._id === c._id))]);
    }
  }, [more.state, more.data]);

  if (!initial) {
    return (
      <section
        id="comments"
        aria-labelledby={headingId}
        className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
        data-testid="comments-locked"
      >
        <h2 id={headingId} className="text-base font-semibold text-ink">
          Comments
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Comments are open to fans who can see this {objectType === "feed" ? "post" : objectType}.
        </p>
      </section>
    );
  }

  return (
    <section
      id="comments"
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Comments <span className="font-normal text-ink-subtle">({initial.total})</span>
      </h2>
      {canComment ? (
        <add.Form
          noValidate
          ref={formRef}
          method="post"
          action="/resources/content"
          className="mt-3 space-y-2"
        >
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="objectType" value={objectType} />
          <input type="hidden" name="objectId" value={objectId} />
          <TextareaField
            label="Add a comment"
            name="content"
            required
            maxLength={2000}
            rows={2}
            placeholder="Say something nice…"
            error={
              actionDetails(add.data).content ??
              (actionDetails(add.data).objectId ? actionError(add.data) : null)
            }
          />
          {actionError(add.data) && !actionDetails(add.data).content ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {actionError(add.data)}
            </p>
          ) : null}
          <SubmitRow size="sm" pending={add.state !== "idle"}>
            Post comment
          </SubmitRow>
        </add.Form>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          <Link to={loginTo} className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Log in
          </Link>{" "}
          to comment.
        </p>
      )}
      {shown.length > 0 ? (
        <ul className="mt-2 divide-y divide-line">
          {shown.map((c) => (
            <CommentItem key={c._id} comment={c} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-subtle">No comments yet. Be the first!</p>
      )}
      {shown.length < initial.total ? (
        <div className="mt-2 flex justify-center">
          <Button
            variant="ghost"
            size="sm"
            pending={more.state !== "idle"}
            onClick={() =>
              more.load(
                `/resources/comments?${new URLSearchParams({ objectType, objectId, offset: String(shown.length) })}`,
              )
            }
          >
            Show more comments
          </Button>
        </div>
      ) : null}
      {more.data?.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {more.data.error}
        </p>
      ) : null}
    </section>
  );
}
