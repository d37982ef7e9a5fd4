/**
 * The app's own dialogs, in place of `window.confirm`: a native `<dialog>` opened with
 * `showModal()`, so the browser keeps focus inside it (the page behind is inert), Escape closes it,
 * and it is labelled by its title and described by its text.
 */
import { type FetcherWithComponents, Form } from "@remix-run/react";
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { Button } from "./button";

/**
 * A `<dialog>` that is rendered once it is first opened: a closed dialog shows nothing, and a list
 * with one per item (report a post, unlock it) would otherwise send and hydrate every item's form
 * with the page. Render the dialog when `mounted`, with `ref`; `open()` mounts it if needed and
 * shows it modally. It stays mounted after closing, so what it holds (a sent report) survives.
 */
export function useLazyDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (opened > 0 && ref.current && !ref.current.open) ref.current.showModal();
  }, [opened]);
  const open = useCallback(() => {
    setMounted(true);
    setOpened((n) => n + 1);
  }, []);
  const close = useCallback(() => ref.current?.close(), []);
  return { ref, mounted, open, close };
}

export interface DialogHandle {
  open(): void;
  close(): void;
}

export const ConfirmDialog = forwardRef<
  DialogHandle,
  {
    title: string;
    text?: string;
    confirmLabel: string;
    /** The dismiss button ("Cancel"); another word when the action itself is a cancellation. */
    cancelLabel?: string;
    tone?: "danger" | "primary";
    onConfirm(): void;
  }
>(function ConfirmDialog(
  { title, text, confirmLabel, cancelLabel = "Cancel", tone = "danger", onConfirm },
  ref,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useImperativeHandle(ref, () => ({
    open: () => dialogRef.current?.showModal(),
    close: () => dialogRef.current?.close(),
  }));
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {text ? (
        <p id={textId} className="mt-2 text-sm text-ink-muted">
          {text}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2">
        {/* Cancel first and focused: Enter on an unintended open does nothing harmful. */}
        <Button variant="ghost" autoFocus onClick={() => dialogRef.current?.close()}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone}
          onClick={() => {
            dialogRef.current?.close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
});

/**
 * A submit button that asks first: it opens a ConfirmDialog and, when confirmed, submits its form
 * with its own `name`/`value` (through a hidden submitter, so Remix's Form sees them).
 */
export function ConfirmSubmit({
  message,
  text,
  confirmLabel,
  cancelLabel,
  tone,
  name,
  value,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type" | "onClick"> & {
  /** The dialog's question ("Delete this post?"). */
  message: string;
  /** What follows ("This cannot be undone."). */
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour: danger (the default) for what takes away, primary for what gives. */
  tone?: "danger" | "primary";
}) {
  const dialog = useRef<DialogHandle>(null);
  const submitter = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button {...props} onClick={() => dialog.current?.open()}>
        {children}
      </Button>
      <button ref={submitter} type="submit" name={name} value={value} hidden tabIndex={-1} />
      <ConfirmDialog
        ref={dialog}
        title={message}
        text={text}
        confirmLabel={confirmLabel ?? (typeof children === "string" ? children : "Confirm")}
        cancelLabel={cancelLabel}
        tone={tone}
        onConfirm={() => submitter.current?.form?.requestSubmit(submitter.current)}
      />
    </>
  );
}

/** A route's Form or a fetcher's. */
type PostForm = typeof Form | FetcherWithComponents<unknown>["Form"];

/**
 * One confirmed action on a row, as its own form: posts `intent` and the hidden `fields` (the
 * row's id) once the dialog is confirmed. `via` is the Form to post with (a fetcher's to stay put),
 * `action` where to (this route by default).
 */
export function ConfirmForm({
  intent,
  fields,
  action,
  via: PostWith = Form,
  ...props
}: Omit<React.ComponentProps<typeof ConfirmSubmit>, "name" | "value"> & {
  intent: string;
  fields: Record<string, string>;
  action?: string;
  via?: PostForm;
}) {
  return (
    <PostWith noValidate method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConfirmSubmit {...props} />
    </PostWith>
  );
}
