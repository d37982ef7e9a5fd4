export type ToastTone = "success" | "error" | "info";

export interface ToastMessage {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  /** A place to go from the toast (a live show that started, ...). */
  link?: { to: string; label: string };
  /**
   * Toasts that answer the same thing (a page's form actions: "action") replace each other: a newer
   * answer takes the place of the one still shown, so an error is gone once the action succeeds or
   * fails again.
   */
  group?: string;
}
