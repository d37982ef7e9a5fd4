/** /videos/:id: a video with the video.js player (or its locked teaser), likes and comments. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { viewVideo } from "#functions/content/videos/service";
import { visitorOf } from "#functions/social/reactions/views";
import { Comments } from "~/components/content/feed/comments";
import { ItemPage } from "~/components/content/feed/item-page";
import { LockedMedia } from "~/components/content/feed/locked-media";
import { VideoPlayer } from "~/components/content/feed/video-player";
import { itemExtras } from "~/components/content/server/item.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { formatDuration } from "~/components/ui/time";
import { pageLoader } from "~/lib/route.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.video.title ?? "Video" }];

export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const video = await viewVideo(deps, viewer, country, params.id ?? "", visitorOf(request.headers));
  return { video, ...(await itemExtras(context.rc, "video", video)) };
});

export default function VideoPage() {
  const { video, isLiked, isBookmarked, comments, viewerId } = useLoaderData<typeof loader>();
  const profile = `/${video.performer?.username ?? video.performerId}`;
  return (
    <ItemPage
      item={{ ...video, isLiked, isBookmarked }}
      type="video"
      viewerId={viewerId}
      footer={
        <Comments objectType="video" objectId={video._id} initial={comments} canComment={Boolean(viewerId)} />
      }
    >
      <div data-testid="video-item" data-locked={video.isLocked ? "true" : "false"}>
        {!video.isLocked && video.video?.url ? (
          <VideoPlayer
            key={video._id}
            src={video.video.url}
            type={video.video.mimeType}
            poster={video.thumbnail?.url}
            label={video.title}
          />
        ) : video.isLocked ? (
          <LockedMedia
            preview={video.preview}
            thumbnail={video.thumbnail?.url}
            teaser={video.teaser?.url}
            lockReason={video.lockReason}
            price={video.isSale ? video.price : 0}
            to={profile}
            label={video.title}
            contents={video.duration ? `a ${formatDuration(video.duration)} video` : "a video"}
            chargePath={`/wallet/charges/video/${video._id}`}
          />
        ) : (
          <div className="grid aspect-video place-items-center rounded-xl bg-surface-muted text-sm text-ink-muted">
            This video is still processing.
          </div>
        )}
      </div>
    </ItemPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
