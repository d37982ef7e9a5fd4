/**
 * Follow / unfollow a creator (optimistic): a quiet, secondary control beside Subscribe, the main
 * action (subscribing also follows: functions/money/subscriptions/terms.ts).
 */
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
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
  // Just clicked: the pointer (or focus) is still on it, and "Unfollow" there would read as the
  // click's result. The hint comes back once the pointer leaves or focus moves on.
  const [justClicked, setJustClicked] = useState(false);
  const settle = () => setJustClicked(false);
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
        // Says what a click does once the pointer or the keyboard is on it (it unfollows at once,
        // and Follow takes it back); its name stays "Following", the state a screen reader hears.
        aria-label={on ? "Following" : undefined}
        title={on ? "Unfollow" : undefined}
        className={on ? cn("min-w-28", !justClicked && "group") : undefined}
        onClick={() => setJustClicked(true)}
        onMouseLeave={settle}
        onBlur={settle}
      >
        {on ? (
          <>
            <span className="group-hover:hidden group-focus-visible:hidden">Following</span>
            <span className="hidden text-red-600 group-hover:inline group-focus-visible:inline dark:text-red-400">
              Unfollow
            </span>
          </>
        ) : (
          "Follow"
        )}
      </Button>
      {actionError(fetcher.data) ? (
        <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
          {actionError(fetcher.data)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
