import { cn } from "~/lib/cn";
import { Photo } from "./photo";

const DEFAULT_AVATAR = "/images/default-avatar.svg";

const sizes = {
  xs: "size-7",
  sm: "size-9",
  md: "size-12",
  lg: "size-20",
  xl: "size-28 sm:size-36",
} as const;

export function Avatar({
  src,
  name,
  size = "md",
  className,
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <Photo
      sizes="avatar"
      src={src || DEFAULT_AVATAR}
      alt={name ? `${name}'s avatar` : "Avatar"}
      className={cn("shrink-0 rounded-full bg-surface-muted object-cover", sizes[size], className)}
      loading="lazy"
      draggable={false}
    />
  );
}
