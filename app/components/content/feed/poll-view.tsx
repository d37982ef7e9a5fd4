/** A poll inside a post: answer buttons before voting, result bars after voting or expiry. */
import { Link, useFetcher } from "@remix-run/react";
import { cn } from "~/lib/cn";
import { plural } from "~/lib/plural";
import { formatDateTime } from "../../ui/time";
import { actionError, type ContentActionResult } from "./types";

interface PollView {
  _id: string;
  question: string;
  options: { _id: string; text: string; votes: number }[];
  totalVotes: number;
  expiresAt: string | null;
  isExpired: boolean;
  votedOptionId: string | null;
}

export function Poll({
  feedId,
  poll: initial,
  cannotVote,
}: {
  feedId: string;
  poll: PollView;
  /** Why this viewer may not vote (shown under the results), or null when they may. */
  cannotVote: { text: string; to?: string; action?: string } | null;
}) {
  const fetcher = useFetcher<ContentActionResult>();
  // The vote action answers with the updated poll (timeline pages loaded later are not revalidated).
  const answered = fetcher.data?.ok ? (fetcher.data.poll as PollView | undefined) : undefined;
  const poll = answered ?? initial;
  const pendingOption = fetcher.formData?.get("optionId");
  const voted = poll.votedOptionId ?? (typeof pendingOption === "string" ? pendingOption : null);
  const showResults = Boolean(voted) || poll.isExpired || cannotVote !== null;
  const total = Math.max(poll.totalVotes, 0);
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-muted/40 p-4" data-testid="poll">
      <p className="font-semibold text-ink">{poll.question}</p>
      {showResults ? (
        <ul className="space-y-2">
          {poll.options.map((o) => {
            const pct = total ? Math.round((o.votes / total) * 100) : 0;
            return (
              <li
                key={o._id}
                className="relative overflow-hidden rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              >
                <div
                  className="absolute inset-y-0 left-0 -z-0 bg-brand-500/15"
                  style={{ width: `${pct}%` }}
                  aria-hidden="true"
                />
                <div className="relative flex justify-between gap-2">
                  <span className={cn("text-ink", voted === o._id && "font-semibold")}>
                    {o.text}
                    {voted === o._id ? " ✓" : ""}
                  </span>
                  <span className="text-ink-muted">{pct}%</span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <fetcher.Form noValidate method="post" action="/resources/content" className="grid gap-2">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="feedId" value={feedId} />
          {poll.options.map((o) => (
            <button
              key={o._id}
              type="submit"
              name="optionId"
              value={o._id}
              disabled={fetcher.state !== "idle"}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm font-medium text-ink transition-colors hover:border-brand-400 hover:bg-brand-50 disabled:opacity-60 dark:hover:bg-brand-900/30"
            >
              {o.text}
            </button>
          ))}
        </fetcher.Form>
      )}
      <p className="text-xs text-ink-subtle">
        {plural(total, "vote")}
        {poll.isExpired
          ? " · Voting closed"
          : poll.expiresAt
            ? ` · Closes ${formatDateTime(poll.expiresAt)}`
            : ""}
      </p>
      {cannotVote && !poll.isExpired && !voted ? (
        <p className="text-sm text-ink-muted" data-testid="poll-refusal">
          {cannotVote.text}
          {cannotVote.to ? (
            <>
              {" "}
              <Link
                to={cannotVote.to}
                className="font-medium text-brand-600 hover:underline dark:text-brand-400"
              >
                {cannotVote.action}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {actionError(fetcher.data) ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {actionError(fetcher.data)}
        </p>
      ) : null}
    </div>
  );
}
