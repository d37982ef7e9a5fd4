/**
 * Like and bookmark toggles, optimistic: the icon flips at once, the server's answer settles it. A
 * visitor gets a link to log in instead, which brings them back to the page.
 */
import { Link, useFetcher } from "@remix-run/react";
import { cn } from "~/lib/cn";
import { useLoginHref } from "~/lib/login-link";
import { useOptionalUser } from "~/lib/root-data";
import { BookmarkIcon, HeartIcon } from "../../ui/icons";
import { actionError, type ContentActionResult } from "./types";

export type ReactionObjectType = "feed" | "video" | "gallery" | "product" | "performer" | "comment";

function useToggle(
  action: "like" | "bookmark",
  objectType: ReactionObjectType,
  objectId: string,
  initial: boolean,
) {
  const fetcher = useFetcher<ContentActionResult>();
  const pending = fetcher.formData?.get("on");
  const answered = fetcher.data?.ok ? (fetcher.data.on as boolean | undefined) : undefined;
  const on = pending != null ? pending === "true" : (answered ?? initial);
  const toggle = () =>
    fetcher.submit(
      { intent: "react", action, objectType, objectId, on: String(!on) },
      { method: "post", action: "/resources/content" },
    );
  const error = actionError(fetcher.data);
  return { on, toggle, error, busy: fetcher.state !== "idle" };
}

/** app/tailwind.css: the toggle's shape; its colour says whether it is on. */
const base = "feed-toggle";

/** A visitor's reaction: a link to log in that brings them back to this page (as Subscribe does). */
function LoginToReact({ label, children }: { label: string; children: React.ReactNode }) {
  const href = useLoginHref();
  return (
    <Link to={href} aria-label={label} title={label} className={cn(base, "text-ink-muted hover:text-ink")}>
      {children}
    </Link>
  );
}

export function LikeButton({
  objectType,
  objectId,
  liked,
  count,
  disabled,
}: {
  objectType: ReactionObjectType;
  objectId: string;
  liked: boolean;
  count: number;
  disabled?: boolean;
}) {
  const t = useToggle("like", objectType, objectId, liked);
  const user = useOptionalUser();
  const shown = Math.max(0, count + (t.on === liked ? 0 : t.on ? 1 : -1));
  if (!user) {
    return (
      <LoginToReact label="Log in to like">
        <HeartIcon filled={false} className="size-5" />
        <span>{count}</span>
      </LoginToReact>
    );
  }
  return (
    <button
      type="button"
      onClick={t.toggle}
      disabled={disabled}
      aria-pressed={t.on}
      aria-label={t.on ? "Unlike" : "Like"}
      title={t.error ?? undefined}
      className={cn(base, t.on ? "text-brand-600 dark:text-brand-400" : "text-ink-muted hover:text-ink")}
    >
      <HeartIcon filled={t.on} className="size-5" />
      <span>{shown}</span>
    </button>
  );
}

export function BookmarkButton({
  objectType,
  objectId,
  bookmarked,
  disabled,
}: {
  objectType: ReactionObjectType;
  objectId: string;
  bookmarked: boolean;
  disabled?: boolean;
}) {
  const t = useToggle("bookmark", objectType, objectId, bookmarked);
  const user = useOptionalUser();
  if (!user) {
    return (
      <LoginToReact label="Log in to bookmark">
        <BookmarkIcon filled={false} className="size-5" />
      </LoginToReact>
    );
  }
  return (
    <button
      type="button"
      onClick={t.toggle}
      disabled={disabled}
      aria-pressed={t.on}
      aria-label={t.on ? "Remove bookmark" : "Bookmark"}
      title={t.error ?? undefined}
      className={cn(base, t.on ? "text-brand-600 dark:text-brand-400" : "text-ink-muted hover:text-ink")}
    >
      <BookmarkIcon filled={t.on} className="size-5" />
    </button>
  );
}
