import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { discoverAndTop } from "#functions/identity/performers/discovery";
import { Timeline } from "~/components/content/feed/timeline";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { CreatorCard, creatorTile } from "~/components/creators/creator-card";
import { CreatorRow, creatorRowData } from "~/components/creators/creator-row";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/empty-state";
import type { PageHandle } from "~/lib/page";
import { useRootData } from "~/lib/root-data";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "required", layout: "home" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Home" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps, country } = args.context.rc;
  const [timeline, creators] = await Promise.all([
    loadTimelinePage(args.context.rc, {}),
    discoverAndTop(deps, viewer, country, { discover: 9, top: 5 }),
  ]);
  // What the tiles and rows show, not the whole cards (the page's data is sent with its HTML).
  return { timeline, discover: creators.discover.map(creatorTile), top: creators.top.map(creatorRowData) };
});

export default function HomePage() {
  const { timeline, discover, top } = useLoaderData<typeof loader>();
  const { user } = useRootData();
  const firstName = user?.name.split(" ")[0] || user?.username || "there";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <div className="min-w-0 space-y-6">
        <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-800 px-5 py-6 text-white sm:px-8 sm:py-8">
          <div className="pointer-events-none absolute -top-16 -right-10 size-64 rounded-full bg-white/10 blur-2xl" />
          <h1 className="relative text-2xl font-bold tracking-tight sm:text-3xl">Hi {firstName}!</h1>
          <p className="relative mt-1 max-w-lg text-white/85">
            Discover new creators and follow the ones you love to keep up with their latest posts.
          </p>
        </section>
        {timeline.total > 0 || timeline.error ? (
          <section aria-labelledby="feed-heading" className="space-y-4">
            <h2 id="feed-heading" className="text-lg font-semibold text-ink">
              Your feed
            </h2>
            <Timeline initial={timeline} viewerId={user?.id} />
          </section>
        ) : null}
        <section aria-labelledby="discover-heading" className="space-y-4">
          <h2 id="discover-heading" className="text-lg font-semibold text-ink">
            Discover creators
          </h2>
          {discover.length > 0 ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {discover.map((c) => (
                <CreatorCard key={c._id} creator={c} />
              ))}
            </div>
          ) : (
            <EmptyState
              title={user ? "You follow every creator here" : "No creators yet"}
              text="New creators will show up here as soon as they join."
            />
          )}
        </section>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start" aria-labelledby="top-heading">
        <div className="rounded-2xl border border-line bg-surface p-4 shadow-xs">
          <h2 id="top-heading" className="px-1 pb-2 text-base font-semibold text-ink">
            Top creators
          </h2>
          {top.length > 0 ? (
            <ul className="space-y-1">
              {top.map((c, i) => (
                <li key={c._id}>
                  <CreatorRow creator={c} rank={i + 1} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-1 text-sm text-ink-muted">No creators yet.</p>
          )}
        </div>
      </aside>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
