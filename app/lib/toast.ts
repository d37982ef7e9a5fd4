export type ToastTone = "success" | "error" | "info";

export interface ToastMessage {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  /** A place to go from the toast (a live show that started, ...). */
  link?: { to: string; label: string };
}
