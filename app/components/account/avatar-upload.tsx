import { useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { isAbortedUpload, startUpload, type UploadHandle } from "~/lib/upload";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { ProgressBar } from "../ui/progress";
import { useToast } from "../ui/toaster";

type State =
  | { phase: "idle"; message?: { tone: "success" | "error" | "info"; text: string } }
  | { phase: "uploading"; progress: number; preview: string };

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Uploads a new avatar (or a creator's cover) straight to the API (`/api/users/avatar/upload`,
 * `/api/performers/avatar/upload`, `/api/performers/cover/upload`) with a progress bar and a cancel
 * button; the page data is reloaded afterwards so every picture updates.
 */
export function AvatarUpload({
  src,
  name,
  uploadUrl,
  variant = "avatar",
}: {
  src: string | null;
  name: string;
  uploadUrl: string;
  variant?: "avatar" | "cover";
}) {
  const [state, setState] = useState<State>({ phase: "idle" });
  const handle = useRef<UploadHandle<unknown> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const toast = useToast();

  function choose(file: File | undefined) {
    if (!file) return;
    if (input.current) input.current.value = "";
    if (!file.type.startsWith("image/")) {
      setState({
        phase: "idle",
        message: { tone: "error", text: "Choose an image (JPEG, PNG, WebP or GIF)." },
      });
      return;
    }
    if (file.size > MAX_BYTES) {
      setState({ phase: "idle", message: { tone: "error", text: "The image is too large (5 MB at most)." } });
      return;
    }
    const preview = URL.createObjectURL(file);
    setState({ phase: "uploading", progress: 0, preview });
    const upload = startUpload(uploadUrl, {
      file,
      onProgress: (fraction) =>
        setState((s) => (s.phase === "uploading" ? { ...s, progress: fraction * 100 } : s)),
    });
    handle.current = upload;
    upload.promise
      .then(() => {
        setState({ phase: "idle", message: { tone: "success", text: "Changes saved" } });
        toast({ tone: "success", title: "Changes saved" });
        revalidator.revalidate();
      })
      .catch((err: unknown) => {
        if (isAbortedUpload(err)) {
          setState({ phase: "idle", message: { tone: "info", text: "Upload cancelled." } });
        } else {
          const text =
            err instanceof Error && err.message ? err.message : "Error occurred, please try again later";
          setState({ phase: "idle", message: { tone: "error", text } });
        }
      })
      .finally(() => {
        handle.current = null;
        URL.revokeObjectURL(preview);
      });
  }

  const uploading = state.phase === "uploading";
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      {variant === "avatar" ? (
        <div className="relative">
          <Avatar
            src={uploading ? state.preview : src}
            name={name}
            size="lg"
            className="ring-4 ring-surface"
          />
          {uploading ? (
            <div className="absolute inset-0 rounded-full bg-black/30" aria-hidden="true" />
          ) : null}
        </div>
      ) : (
        <div className="relative h-24 w-full shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-brand-400 via-brand-600 to-violet-700 sm:w-56">
          {uploading || src ? (
            <img
              src={uploading ? state.preview : (src ?? "")}
              alt={`${name}'s cover`}
              className="absolute inset-0 size-full object-cover"
            />
          ) : null}
          {uploading ? <div className="absolute inset-0 bg-black/30" aria-hidden="true" /> : null}
        </div>
      )}
      <div className="w-full min-w-0 flex-1 space-y-2 text-center sm:text-left">
        {uploading ? (
          <div className="space-y-2" data-testid={`${variant}-upload-progress`}>
            <div className="flex items-center justify-between text-sm">
              <span className="text-ink-muted">Uploading… {Math.round(state.progress)}%</span>
              <Button size="sm" variant="secondary" onClick={() => handle.current?.abort()}>
                Cancel
              </Button>
            </div>
            <ProgressBar
              value={state.progress}
              label={`${variant === "avatar" ? "Avatar" : "Cover"} upload progress`}
            />
          </div>
        ) : (
          <>
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              <label className="inline-flex h-9 cursor-pointer items-center rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-ink shadow-xs hover:bg-surface-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500">
                {variant === "avatar" ? "Change photo" : "Change cover"}
                <input
                  ref={input}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  className="sr-only"
                  onChange={(e) => choose(e.currentTarget.files?.[0])}
                  aria-label={variant === "avatar" ? "Upload a new avatar" : "Upload a new cover image"}
                />
              </label>
            </div>
            <p className="text-xs text-ink-subtle">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
          </>
        )}
        {state.phase === "idle" && state.message ? (
          <p
            role={state.message.tone === "error" ? "alert" : "status"}
            className={
              state.message.tone === "error"
                ? "text-sm text-red-600 dark:text-red-400"
                : state.message.tone === "success"
                  ? "text-sm text-emerald-600 dark:text-emerald-400"
                  : "text-sm text-ink-muted"
            }
          >
            {state.message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
