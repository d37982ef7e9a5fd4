import { Link } from "@remix-run/react";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";

export function Logo({
  to = "/",
  className,
  compact,
}: {
  to?: string;
  className?: string;
  compact?: boolean;
}) {
  const { settings } = useRootData();
  return (
    <Link to={to} className={cn("inline-flex items-center gap-2.5 rounded-lg", className)} prefetch="intent">
      <LogoMark className="size-8 rounded-lg" width={32} height={32} />
      <span
        className={cn(
          "text-lg font-bold tracking-tight text-ink",
          // In the header a long site name is cut short rather than pushing the links aside.
          compact && "max-w-48 truncate max-sm:sr-only",
        )}
      >
        {settings.siteName}
      </span>
    </Link>
  );
}

/** The site's logo image (the setting, or the default one), decorative beside the site's name. */
export function LogoMark({
  className,
  width,
  height,
}: {
  className: string;
  width?: number;
  height?: number;
}) {
  const { settings } = useRootData();
  return (
    <Photo
      loading="eager"
      sizes="avatar"
      src={settings.logo || "/logo.svg"}
      alt=""
      className={className}
      width={width}
      height={height}
    />
  );
}
