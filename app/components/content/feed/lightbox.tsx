/**
 * A full-screen image viewer: arrow keys and on-screen buttons step through the images, Escape
 * closes, focus stays inside while it is open and returns to the opener afterwards.
 */
import { useCallback, useEffect, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "../../ui/icons";

interface LightboxImage {
  src: string;
  alt: string;
}

export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const go = useCallback(
    (delta: number) => onIndexChange((index + delta + count) % count),
    [index, count, onIndexChange],
  );

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") onClose();
      else if (event.key === "ArrowRight") go(1);
      else if (event.key === "ArrowLeft") go(-1);
      else if (event.key === "Tab") {
        const focusable = dialogRef.current?.querySelectorAll<HTMLElement>("button");
        if (!focusable?.length) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, onClose]);

  const image = images[index];
  if (!image) return null;
  const nav =
    "grid size-11 place-items-center rounded-full bg-white/10 text-white backdrop-blur hover:bg-white/20";

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`Image ${index + 1} of ${count}`}
      tabIndex={-1}
      className="fixed inset-0 z-[70] flex animate-fade-in flex-col bg-black/95 outline-none"
    >
      <div className="flex items-center justify-between px-4 py-3 text-sm text-white/80">
        <span aria-live="polite">
          {index + 1} / {count}
        </span>
        <button type="button" onClick={onClose} className={nav} aria-label="Close viewer">
          <CloseIcon />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
        <img
          src={image.src}
          alt={image.alt}
          className="max-h-full max-w-full select-none object-contain"
          draggable={false}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className={`${nav} absolute left-2 sm:left-4`}
              aria-label="Previous image"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className={`${nav} absolute right-2 sm:right-4`}
              aria-label="Next image"
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
