/** /notifications: what happened to the viewer, by tab, newest first; mark one or all read. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { requireUser } from "#functions/identity/accounts/viewer";
import type { NotificationGroup } from "#functions/identity/notifications/kinds";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "#functions/identity/notifications/service";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { BellIcon } from "~/components/notification-bell";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager, pageParams } from "~/components/ui/pager";
import { TimeAgo } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { cn } from "~/lib/cn";
import { useOfferNotificationsUnread } from "~/lib/live-events";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Notifications" }];

type Tab = { tab: NotificationGroup | null; label: string; empty: string };

/**
 * The tabs by who reads them: a creator's notices are about their fans and their money; a fan only
 * gets likes on their comments and the posts and live streams of creators they subscribe to
 * (functions/identity/notifications/kinds.ts), so a fan is not shown tabs that stay empty.
 */
const CREATOR_TABS: Tab[] = [
  { tab: null, label: "All", empty: "Likes, comments, subscribers, tips and more show up here." },
  { tab: "interactions", label: "Interactions", empty: "Likes, comments and new followers show up here." },
  {
    tab: "subscriptions",
    label: "Subscriptions",
    empty: "New, renewed and cancelled subscriptions show up here.",
  },
  { tab: "purchases", label: "Tips and purchases", empty: "Tips, purchases and payouts show up here." },
  { tab: "messages", label: "Messages", empty: "Paid messages your fans unlock show up here." },
];
const FAN_TABS: Tab[] = [
  {
    tab: null,
    label: "All",
    empty:
      "New posts and live streams from creators you subscribe to, and likes on your comments, show up here.",
  },
  {
    tab: "subscriptions",
    label: "Subscriptions",
    empty: "New posts and live streams from creators you subscribe to show up here.",
  },
  { tab: "interactions", label: "Likes", empty: "Likes on your comments show up here." },
];
const tabsFor = (isPerformer: boolean) => (isPerformer ? CREATOR_TABS : FAN_TABS);

export const loader = pageLoader(handle, async (args, viewer) => {
  const asked = new URL(args.request.url).searchParams.get("tab");
  const tab = tabsFor(viewer.isPerformer).find((t) => t.tab !== null && t.tab === asked)?.tab ?? null;
  const { limit, offset } = pageParams(args.request, 20);
  const at = args.context.rc.deps.clock.now();
  const list = await listNotifications(args.context.rc.deps, args.context.rc.viewerRead, {
    type: tab ?? undefined,
    limit,
    offset,
  });
  return { tab, isPerformer: viewer.isPerformer, ...list, limit, offset, at };
});

const dispatch = byIntent({
  read: async (form, { context: { rc } }) => {
    const result = await markNotificationRead(rc.deps, requireUser(rc.viewer), String(form.get("id") ?? ""));
    return { ok: true as const, unread: result.unread, at: rc.deps.clock.now() };
  },
  "read-all": async (_form, { context: { rc } }) => {
    const result = await markAllNotificationsRead(rc.deps, requireUser(rc.viewer));
    return { ok: true as const, unread: result.unread, at: rc.deps.clock.now() };
  },
});

export const action = formAction(dispatch);

type Item = ReturnType<typeof useLoaderData<typeof loader>>["data"][number];

function NotificationItem({ item }: { item: Item }) {
  const fetcher = useFetcher();
  const read = item.readAt !== null || fetcher.state !== "idle" || fetcher.data !== undefined;
  const markRead = () => {
    if (!read) fetcher.submit({ intent: "read", id: item._id }, { method: "post" });
  };
  const who = item.actor?.name ?? "";
  const body = (
    <>
      {item.actor ? <span className="font-semibold text-ink">{who} </span> : null}
      <span className={read ? "text-ink-muted" : "text-ink"}>{item.text}</span>
    </>
  );
  return (
    <li
      className={cn("flex items-start gap-3 p-3 sm:p-4", !read && "bg-brand-50/60 dark:bg-brand-900/15")}
      data-testid="notification"
      data-read={read ? "true" : "false"}
    >
      {item.actor ? (
        <Avatar src={item.actor.avatar} name={item.actor.name} size="sm" />
      ) : (
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-muted text-ink-subtle">
          <BellIcon className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        {item.link ? (
          <Link to={item.link} onClick={markRead} className="block break-words hover:underline">
            {body}
          </Link>
        ) : (
          <p className="break-words">{body}</p>
        )}
        <p className="mt-0.5 text-xs text-ink-subtle">
          <TimeAgo iso={item.createdAt} />
        </p>
      </div>
      {read ? null : (
        <button
          type="button"
          onClick={markRead}
          className="shrink-0 rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-surface-muted dark:text-brand-300"
        >
          <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-brand-600" />
          Mark read
        </button>
      )}
    </li>
  );
}

export default function Notifications() {
  const { tab, isPerformer, data, total, unread, limit, offset, at } = useLoaderData<typeof loader>();
  const TABS = tabsFor(isPerformer);
  const readAll = useFetcher<{ ok: true; unread: number; at: number }>();
  useOfferNotificationsUnread(readAll.data ? { total: readAll.data.unread, at: readAll.data.at } : null);
  const current = TABS.find((t) => t.tab === tab) ?? TABS[0];
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Notifications</h1>
        {unread > 0 ? (
          <readAll.Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="secondary" size="sm" pending={readAll.state !== "idle"}>
              Mark all read
            </Button>
          </readAll.Form>
        ) : null}
      </div>
      <nav aria-label="Notification kinds" className="border-b border-line">
        {/* The tabs wrap onto a second line on a phone: a strip that scrolls sideways hides the last ones. */}
        <ul className="flex flex-wrap gap-x-1">
          {TABS.map((t) => {
            const active = t.tab === tab;
            return (
              <li key={t.label}>
                <Link
                  to={t.tab ? `?tab=${t.tab}` : "?"}
                  preventScrollReset
                  className={cn(
                    "-mb-px block border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 sm:py-3",
                    active
                      ? "border-brand-600 text-brand-700 dark:text-brand-300"
                      : "border-transparent text-ink-muted hover:text-ink",
                  )}
                  aria-current={active ? "page" : undefined}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {data.length === 0 ? (
        <EmptyState icon={<BellIcon />} title="Nothing here yet" text={current.empty} />
      ) : (
        <ul
          key={`${tab}-${offset}-${at}`}
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
          aria-label="Notifications"
        >
          {data.map((item) => (
            <NotificationItem key={item._id} item={item} />
          ))}
        </ul>
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
