import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Spinner } from "./ui/spinner";

/** How long the overlay stays after a route change completes. */
const HIDE_DELAY_MS = 500;

/** Covers the page while the router loads another route; hides 500 ms after it arrives. */
export function PageLoadingOverlay() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingRoute =
    navigation.state !== "idle" &&
    navigation.location !== undefined &&
    navigation.location.pathname !== location.pathname;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (changingRoute) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changingRoute]);

  if (!visible) return null;
  return (
    <div
      data-testid="page-loading-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] flex animate-fade-in items-center justify-center bg-canvas/60 backdrop-blur-[2px]"
    >
      <div className="absolute inset-x-0 top-0 h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-900/40">
        <div className="h-full w-2/5 animate-progress bg-brand-600" />
      </div>
      <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-lg">
        <Spinner className="size-5 text-brand-600" />
        <span className="text-sm font-medium text-ink-muted">Loading…</span>
      </div>
    </div>
  );
}
