/** /live: who is live now (public sessions of creators the viewer may see), newest first. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { searchLiveStreams } from "#functions/messaging/streaming/service";
import { LiveBadge } from "~/components/live/video-stage";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { controlClass } from "~/components/ui/field";
import { OnlineDot } from "~/components/ui/online-dot";
import { Pager, pageParams } from "~/components/ui/pager";
import { Photo } from "~/components/ui/photo";
import { TimeAgo } from "~/components/ui/time";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "none" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Live now" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { limit, offset } = pageParams(args.request, 24);
  const q = new URL(args.request.url).searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const { data, total } = await searchLiveStreams(args.context.rc.deps, viewer, args.context.rc.country, {
    limit,
    offset,
    sort: "desc",
    q,
  });
  return { streams: data, total, limit, offset, q: q ?? "", isPerformer: Boolean(viewer?.isPerformer) };
});

export default function LiveNow() {
  const { streams, total, limit, offset, q, isPerformer } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Live now</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Creators streaming at this moment. Subscribe to join them.
          </p>
        </div>
        {isPerformer ? (
          // A new document: the go-live page has its own policy (camera, video service).
          <Link to="/studio/live" reloadDocument className={buttonClass("primary")}>
            Go live
          </Link>
        ) : null}
      </div>
      <Form method="get" role="search" className="max-w-md">
        <label htmlFor="live-search" className="sr-only">
          Search live streams
        </label>
        <input
          id="live-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search by title or creator"
          className={cn(controlClass, "h-11")}
        />
      </Form>
      {streams.length === 0 ? (
        <EmptyState
          title={q ? "Nobody live matches this search" : "Nobody is live right now"}
          text="Creators you follow show up here when they go live."
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Live streams">
          {streams.map((s) => (
            <li key={s._id}>
              <Link
                to={`/live/${s._id}`}
                reloadDocument
                className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="relative aspect-video bg-gradient-to-br from-brand-400 via-brand-600 to-violet-700">
                  {s.performer?.cover ? (
                    <Photo
                      sizes="thumb"
                      src={s.performer.cover}
                      alt=""
                      className="absolute inset-0 size-full object-cover"
                      loading="lazy"
                    />
                  ) : null}
                  <LiveBadge className="absolute top-3 left-3" />
                  <span className="absolute top-3 right-3 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
                    {s.isFree ? "Free" : tokenAmount(s.price)}
                  </span>
                </div>
                <div className="flex items-center gap-3 p-4">
                  <span className="relative shrink-0">
                    <Avatar src={s.performer?.avatar} name={s.performer?.name ?? ""} size="sm" />
                    <OnlineDot online={Boolean(s.performer?.isOnline)} />
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink group-hover:text-brand-600">{s.title}</p>
                    <p className="truncate text-sm text-ink-muted">
                      {s.performer?.name} · started <TimeAgo iso={s.startedAt} />
                    </p>
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </div>
  );
}
