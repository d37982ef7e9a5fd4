import { expireCookie, readCookie, serializeCookie } from "./cookies.server";
import type { ToastMessage, ToastTone } from "./toast";

/** A toast carried across a redirect in a short-lived cookie, shown once by the root. */
const TOAST_COOKIE = "toast";

export function toastCookie(toast: { tone: ToastTone; title: string; description?: string }): string {
  const message: ToastMessage = { id: crypto.randomUUID(), ...toast };
  return serializeCookie(TOAST_COOKIE, JSON.stringify(message), { maxAge: 60, httpOnly: true });
}

/** The pending toast, if any, and the header that clears it. */
export function takeToast(request: Request): { toast: ToastMessage | null; clear: string | null } {
  const raw = readCookie(request, TOAST_COOKIE);
  if (!raw) return { toast: null, clear: null };
  const clear = expireCookie(TOAST_COOKIE, { httpOnly: true });
  try {
    const parsed = JSON.parse(raw) as ToastMessage;
    if (typeof parsed?.title !== "string") return { toast: null, clear };
    return { toast: parsed, clear };
  } catch {
    return { toast: null, clear };
  }
}
