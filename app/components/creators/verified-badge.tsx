import { Icon } from "~/components/ui/icons";

export function VerifiedBadge({ className = "size-4" }: { className?: string }) {
  return (
    <Icon
      shape="verified"
      className={`${className} shrink-0 text-brand-500`}
      aria-label="Verified creator"
      role="img"
    />
  );
}
