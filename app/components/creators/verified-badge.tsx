export function VerifiedBadge({ className = "size-4" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} shrink-0 text-brand-500`}
      fill="currentColor"
      role="img"
      aria-label="Verified creator"
    >
      <path d="M12 1.5 14.6 4l3.5-.5.9 3.4 3.1 1.8-1.4 3.3 1.4 3.3-3.1 1.8-.9 3.4-3.5-.5L12 22.5 9.4 20l-3.5.5-.9-3.4-3.1-1.8 1.4-3.3L1.9 8.7 5 6.9l.9-3.4 3.5.5L12 1.5Zm-1.2 13.9 6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4 3.6 3.6Z" />
    </svg>
  );
}
