import { cn } from "~/lib/cn";

/**
 * The green dot of someone who has the site open now (`isOnline` from the API, which follows their
 * sockets). Place it inside a `relative` box: it sits on the bottom-right corner.
 */
export function OnlineDot({ online, className }: { online: boolean; className?: string }) {
  if (!online) return null;
  return (
    <span
      role="img"
      aria-label="Online now"
      title="Online now"
      className={cn(
        "absolute right-0 bottom-0 block size-3 rounded-full bg-emerald-500 ring-2 ring-surface",
        className,
      )}
    />
  );
}
