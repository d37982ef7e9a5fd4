/**
 * /studio/subscribers: the creator's subscribers (`/subscriptions/performer/search`): who, on which
 * plan and how they pay, the status (active, cancelled with access until expiry, awaiting a card
 * payment, expired), since when and until when; active ones first by default, search by name or
 * username, paged.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { PerformerSubscriptionQuery } from "#functions/money/subscriptions/schemas";
import { searchPerformerSubscriptions } from "#functions/money/subscriptions/service";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { planText, SubscriptionBadge } from "~/components/money/subscription-status";
import { Avatar } from "~/components/ui/avatar";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { Pager, pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { cn } from "~/lib/cn";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Subscribers · Creator studio" }];

const LIMIT = 20;
/** "active": giving access now (the default); "all": also ended and unfinished ones. */
const SHOWS = ["active", "all"] as const;
type Show = (typeof SHOWS)[number];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { offset, q } = pageParams(args.request, LIMIT);
  const asked = new URL(args.request.url).searchParams.get("show");
  const show: Show = SHOWS.find((s) => s === asked) ?? "active";
  const result = await searchPerformerSubscriptions(
    args.context.rc.deps,
    viewer,
    PerformerSubscriptionQuery.parse({
      limit: LIMIT,
      offset,
      q: q?.slice(0, 200),
      sortBy: "createdAt",
      sort: "desc",
      ...(show === "active" ? { activeOnly: "true" } : {}),
    }),
  );
  return { ...result, offset, q: q ?? "", show };
});

export default function StudioSubscribers() {
  const { data, total, offset, q, show } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/studio/subscribers";
  const tab = (s: Show) => `?${new URLSearchParams({ ...(q ? { q } : {}), show: s })}`;
  return (
    <>
      <StudioHeader
        title="Subscribers"
        description={
          show === "active"
            ? `${plural(total, "subscriber")} with access now${q ? ` matching “${q}”` : ""}.`
            : `${plural(total, "subscription")}, newest first${q ? `, matching “${q}”` : ""}.`
        }
      />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Which subscribers" className="flex gap-1 rounded-xl bg-surface-muted p-1">
          {SHOWS.map((s) => (
            <Link
              key={s}
              to={tab(s)}
              aria-current={show === s ? "page" : undefined}
              className={cn(
                "rounded-lg px-3 py-1.5 text-sm font-medium",
                show === s ? "bg-surface text-ink shadow-xs" : "text-ink-muted hover:text-ink",
              )}
            >
              {s === "active" ? "Active" : "All"}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex w-full items-end gap-2 sm:w-auto" role="search">
          <input type="hidden" name="show" value={show} />
          <Field
            label="Search subscribers"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Name or username"
            className="min-w-0 flex-1 sm:w-64"
          />
          <Button type="submit" variant="secondary" pending={searching} className="h-11">
            Search
          </Button>
        </Form>
      </div>
      {data.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={
            q ? "No subscriber matches" : show === "active" ? "No subscribers yet" : "No subscriptions yet"
          }
          text={
            q
              ? "Try another name or username."
              : "When fans subscribe to you, they appear here with their plan and when it renews."
          }
          action={
            q || show === "active" ? (
              <ButtonLink to="?show=all" variant="secondary" size="sm">
                Show all subscriptions
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-surface">
          <table className="w-full text-left text-sm" data-testid="subscribers-table">
            <thead className="hidden border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-ink-subtle uppercase sm:table-header-group">
              <tr>
                {["Fan", "Plan", "Status", "Started", "Expires"].map((column) => (
                  <th key={column} scope="col" className="px-4 py-2.5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.map((s) => (
                <tr key={s._id} className="grid grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
                  <td className="col-span-2 sm:px-4 sm:py-3">
                    <span className="flex min-w-0 items-center gap-3">
                      <Avatar src={s.user?.avatar} name={s.user?.name ?? ""} size="sm" />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink">
                          {s.user?.name ?? "A fan"}
                        </span>
                        {s.user?.username ? (
                          <span className="block truncate text-ink-muted">@{s.user.username}</span>
                        ) : null}
                      </span>
                    </span>
                  </td>
                  <td className="text-ink sm:px-4 sm:py-3">{planText(s)}</td>
                  <td className="text-right sm:px-4 sm:py-3 sm:text-left">
                    <SubscriptionBadge s={s} />
                  </td>
                  <td className="text-ink-muted sm:px-4 sm:py-3">
                    <span className="sm:hidden">Since </span>
                    {s.startedAt ? formatDateTime(s.startedAt) : "—"}
                  </td>
                  <td className="text-right text-ink-muted sm:px-4 sm:py-3 sm:text-left">
                    {s.expiresAt ? (
                      <>
                        <span className="sm:hidden">
                          {s.isActive ? (s.willRenew ? "Renews " : "Ends ") : "Ended "}
                        </span>
                        {formatDateTime(s.expiresAt)}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager total={total} limit={LIMIT} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
