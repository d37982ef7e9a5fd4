/**
 * Plays a video through video.js, loaded only in the browser and only when a player is on screen
 * (the library and its CSS are a separate chunk). The signed /media URL supports range requests,
 * so seeking works. Until video.js is ready a plain poster is shown.
 */
import { useEffect, useRef, useState } from "react";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { chosenThumbnail } from "./locked-media";

type Player = { dispose(): void; isDisposed?: () => boolean };

export function VideoPlayer({
  src,
  type = "video/mp4",
  poster,
  label,
  className,
}: {
  src: string;
  type?: string;
  poster?: string | null;
  label: string;
  className?: string;
}) {
  // Without a thumbnail of the creator's, the video shows its own first frame (preload: metadata).
  const still = chosenThumbnail(poster);
  const hostRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let player: Player | null = null;
    let cancelled = false;
    Promise.all([import("video.js"), import("video.js/dist/video-js.css")]).then(([mod]) => {
      const host = hostRef.current;
      if (cancelled || !host) return;
      const videojs = mod.default;
      const element = document.createElement("video-js");
      element.classList.add("vjs-big-play-centered", "vjs-fluid");
      element.setAttribute("aria-label", label);
      host.replaceChildren(element);
      player = videojs(element, {
        controls: true,
        preload: "metadata",
        playsinline: true,
        poster: still ?? undefined,
        sources: [{ src, type }],
      }) as unknown as Player;
      setReady(true);
    });
    return () => {
      cancelled = true;
      if (player && !player.isDisposed?.()) player.dispose();
    };
  }, [src, type, still, label]);

  return (
    <div
      className={cn("overflow-hidden rounded-xl bg-black", className)}
      data-testid="video-player"
      data-player-ready={ready ? "true" : "false"}
    >
      <div ref={hostRef}>
        {still ? (
          <Photo sizes="feed" src={still} alt="" className="aspect-video w-full object-contain" />
        ) : (
          <div className="aspect-video w-full" />
        )}
      </div>
    </div>
  );
}
