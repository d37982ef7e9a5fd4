import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { Spinner } from "../ui/spinner";

export type VideoState =
  | { kind: "idle" }
  | { kind: "connecting" }
  | { kind: "playing" }
  | { kind: "unavailable"; message: string };

/**
 * The 16:9 box a live video plays in, with what is going on written over it (connecting, the
 * video service cannot be reached, the session is locked, the stream ended).
 */
export function VideoStage({
  state,
  videoRef,
  overlay,
  label,
}: {
  state: VideoState;
  videoRef: React.RefObject<HTMLDivElement>;
  /** Shown instead of the state message (a locked session, an ended stream). */
  overlay?: React.ReactNode;
  label: string;
}) {
  return (
    <section
      className="relative aspect-video w-full overflow-hidden rounded-2xl bg-neutral-950 text-white shadow-xs"
      aria-label={label}
    >
      <div ref={videoRef} className="absolute inset-0 [&_video]:!object-contain" data-testid="video" />
      {overlay ? (
        <div className="absolute inset-0 grid place-items-center bg-neutral-950/80 p-6 text-center">
          {overlay}
        </div>
      ) : state.kind === "connecting" ? (
        <div className="absolute inset-0 grid place-items-center">
          <p className="flex items-center gap-2 text-sm text-white/80">
            <Spinner className="size-4" /> Connecting video…
          </p>
        </div>
      ) : state.kind === "unavailable" ? (
        <div className="absolute inset-0 grid place-items-center p-6 text-center">
          <p className="max-w-md text-sm text-white/85" role="alert">
            {state.message}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** Runs a video session (watch or publish) while `enabled`, stopping it on leave; reports its state. */
export function useVideoSession(
  enabled: boolean,
  start: (element: HTMLElement) => Promise<{ stop(): Promise<void> }>,
) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<VideoState>({ kind: "idle" });
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (!enabled || !ref.current) return;
    let session: { stop(): Promise<void> } | null = null;
    let cancelled = false;
    setState({ kind: "connecting" });
    startRef
      .current(ref.current)
      .then((s) => {
        if (cancelled) return void s.stop();
        session = s;
        setState({ kind: "playing" });
      })
      .catch((err: Error) => {
        if (!cancelled) setState({ kind: "unavailable", message: err.message || "Video is not available." });
      });
    return () => {
      cancelled = true;
      void session?.stop();
    };
  }, [enabled]);
  return { ref, state };
}

export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase",
        className,
      )}
    >
      <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
      Live
    </span>
  );
}
