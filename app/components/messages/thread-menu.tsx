/**
 * The conversation header's ⋯ menu: the actions beyond writing (the creator's profile, asking for
 * a private show, reporting the creator; for a creator, the fan panel and blocking). It closes on Escape, on a click
 * outside and after a choice; the dialogs it opens live outside the list so they outlast it.
 */
import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { ReportDialog } from "~/components/content/feed/report-dialog";
import { useLazyDialog } from "~/components/ui/dialog";
import { MiniIcon } from "~/components/ui/icons";

const item =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted focus-visible:bg-surface-muted";

export function ThreadMenu({
  profilePath,
  onAskForShow,
  reportId,
  blockPath,
  onAboutFan = null,
}: {
  profilePath: string | null;
  onAskForShow: (() => void) | null;
  /** The creator to report (a fan's conversation with a creator). */
  reportId: string | null;
  /** Where a creator blocks fans (their studio). */
  blockPath: string | null;
  /** A creator: opens the fan panel (wide screens show it beside the thread instead). */
  onAboutFan?: (() => void) | null;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const report = useLazyDialog();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  if (!profilePath && !onAskForShow && !reportId && !blockPath) return null;
  const choose = (run: () => void) => () => {
    setOpen(false);
    run();
  };
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label="More actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="rounded-lg p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <MiniIcon shape="dots" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-30 mt-1 w-56 rounded-xl border border-line bg-surface p-1 shadow-xl"
        >
          {onAboutFan ? (
            <button
              type="button"
              role="menuitem"
              className={`${item} xl:hidden`}
              onClick={choose(onAboutFan)}
            >
              About this fan
            </button>
          ) : null}
          {profilePath ? (
            <Link role="menuitem" to={profilePath} className={item} onClick={() => setOpen(false)}>
              View profile
            </Link>
          ) : null}
          {onAskForShow ? (
            <button type="button" role="menuitem" className={item} onClick={choose(onAskForShow)}>
              Ask for a private show…
            </button>
          ) : null}
          {blockPath ? (
            <Link role="menuitem" to={blockPath} className={item} onClick={() => setOpen(false)}>
              Block or unblock…
            </Link>
          ) : null}
          {reportId ? (
            <button
              type="button"
              role="menuitem"
              className={`${item} text-red-600 dark:text-red-400`}
              onClick={choose(report.open)}
            >
              Report…
            </button>
          ) : null}
        </div>
      ) : null}
      {reportId && report.mounted ? (
        <ReportDialog
          dialogRef={report.ref}
          close={report.close}
          targetType="performer"
          targetId={reportId}
        />
      ) : null}
    </div>
  );
}
