import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { cn } from "~/lib/cn";
import type { ToastMessage, ToastTone } from "~/lib/toast";

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

const toneIcon: Record<ToastTone, React.ReactNode> = {
  success: (
    <svg viewBox="0 0 20 20" className="size-5 text-emerald-500" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
        clipRule="evenodd"
      />
    </svg>
  ),
  error: (
    <svg viewBox="0 0 20 20" className="size-5 text-red-500" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  ),
  info: (
    <svg viewBox="0 0 20 20" className="size-5 text-brand-500" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z"
        clipRule="evenodd"
      />
    </svg>
  ),
};

/** Holds the visible toasts; `initial` is a toast the server carried across a redirect. */
export function Toaster({ initial, children }: { initial: ToastMessage | null; children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback<Notify>(
    (toast) => setToasts((list) => [...list.slice(-2), { id: crypto.randomUUID(), ...toast }]),
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
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3 sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:items-end"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === "error" ? "alert" : "status"}
            className={cn(
              "pointer-events-auto flex w-full max-w-sm animate-slide-up items-start gap-3 rounded-xl border bg-surface px-4 py-3 shadow-lg",
              toneClass[t.tone],
            )}
          >
            {toneIcon[t.tone]}
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
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
