import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { cn } from "~/lib/cn";
import type { ToastMessage, ToastTone } from "~/lib/toast";
import { MiniIcon, type MiniShape } from "./icons";

type Notify = (toast: Omit<ToastMessage, "id">) => void;

const ToastContext = createContext<Notify>(() => {});

/** `const toast = useToast(); toast({ tone: "success", title: "Changes saved" })` */
export const useToast = () => useContext(ToastContext);

const DISMISS_MS = 4_000;

const toneClass: Record<ToastTone, string> = {
  success: "border-emerald-500/40",
  error: "border-red-500/50",
  info: "border-line",
};

/** Each tone's icon and its colour. */
const toneIcon: Record<ToastTone, { shape: MiniShape; color: string }> = {
  success: { shape: "check-circle", color: "text-emerald-500" },
  error: { shape: "exclamation-circle", color: "text-red-500" },
  info: { shape: "info-circle", color: "text-brand-500" },
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  const { shape, color } = toneIcon[tone];
  return <MiniIcon shape={shape} className={cn("size-5", color)} />;
}

/** Holds the visible toasts; `initial` is a toast the server carried across a redirect. */
export function Toaster({ initial, children }: { initial: ToastMessage | null; children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  // At most three at once; a toast of a group replaces the one of its group still shown.
  const show = useCallback<Notify>(
    (toast) =>
      setToasts((list) => [
        ...list.filter((t) => !toast.group || t.group !== toast.group).slice(-2),
        { id: crypto.randomUUID(), ...toast },
      ]),
    [],
  );

  useEffect(() => {
    if (initial) setToasts((list) => (list.some((t) => t.id === initial.id) ? list : [...list, initial]));
  }, [initial]);

  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = setTimeout(() => dismiss(toasts[0].id), DISMISS_MS);
    return () => clearTimeout(timer);
  }, [toasts, dismiss]);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Placed by .toaster (app/tailwind.css): never over a page's sticky action bar. */}
      <section aria-label="Notifications" className="toaster">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === "error" ? "alert" : "status"}
            className={cn(
              "pointer-events-auto flex w-full max-w-sm animate-slide-up items-start gap-3 rounded-xl border bg-surface px-4 py-3 shadow-lg",
              toneClass[t.tone],
            )}
          >
            <ToneIcon tone={t.tone} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">{t.title}</p>
              {t.description ? <p className="mt-0.5 text-sm text-ink-muted">{t.description}</p> : null}
              {t.link ? (
                <Link
                  to={t.link.to}
                  // A new document: a live page it may point to has its own policy.
                  reloadDocument
                  onClick={() => dismiss(t.id)}
                  className="mt-1 inline-block text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
                >
                  {t.link.label}
                </Link>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="-m-1 rounded-md p-1 text-ink-subtle hover:text-ink"
              aria-label="Dismiss notification"
            >
              <MiniIcon shape="x-mark" className="size-4" />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
