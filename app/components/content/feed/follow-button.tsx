/**
 * Follow / unfollow a creator (optimistic): a quiet, secondary control beside Subscribe, the main
 * action (subscribing also follows: functions/money/subscriptions/terms.ts).
 */
import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { actionError, type ContentActionResult } from "./types";

export function FollowButton({
  performerId,
  followed,
  size = "md",
}: {
  performerId: string;
  followed: boolean;
  size?: "sm" | "md";
}) {
  const fetcher = useFetcher<ContentActionResult>();
  const pending = fetcher.formData?.get("intent");
  const answered = fetcher.data?.ok ? (fetcher.data.isFollowed as boolean | undefined) : undefined;
  const on = pending ? pending === "follow" : (answered ?? followed);
  return (
    <fetcher.Form noValidate method="post" action="/resources/content">
      <input type="hidden" name="performerId" value={performerId} />
      <Button
        type="submit"
        name="intent"
        value={on ? "unfollow" : "follow"}
        size={size}
        variant={on ? "ghost" : "secondary"}
        aria-pressed={on}
      >
        {on ? "Following" : "Follow"}
      </Button>
      {actionError(fetcher.data) ? (
        <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
          {actionError(fetcher.data)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
