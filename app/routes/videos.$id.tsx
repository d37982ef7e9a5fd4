/** /videos/:id: a video with the video.js player (or its locked teaser), likes and comments. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { viewVideo } from "#functions/content/videos/service";
import { LockedMedia } from "~/components/content/feed/locked-media";
import { VideoPlayer } from "~/components/content/feed/video-player";
import { ItemWithComments } from "~/components/content/item-with-comments";
import { loadItem } from "~/components/content/server/item.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { formatDuration } from "~/components/ui/time";
import { pageLoader } from "~/lib/route.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.item.title ?? "Video" }];

export const loader = pageLoader((args) => loadItem(args, "video", viewVideo));

export default function VideoPage() {
  const data = useLoaderData<typeof loader>();
  const video = data.item;
  const profile = `/${video.performer?.username ?? video.performerId}`;
  return (
    <ItemWithComments data={data} item={video} type="video">
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
    </ItemWithComments>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
