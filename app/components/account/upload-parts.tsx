import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { ProgressBar } from "../ui/progress";
import type { UploadMessage } from "./use-file-upload";

/** The progress bar with its percentage and Cancel button. */
export function UploadProgress({
  progress,
  label,
  onCancel,
  testId,
}: {
  progress: number;
  label: string;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <div className="flex items-center justify-between text-sm">
        <span className="text-ink-muted">Uploading… {Math.round(progress)}%</span>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ProgressBar value={progress} label={label} />
    </div>
  );
}

/** A button-looking label around a hidden file input. */
export function FilePickButton({
  label,
  ariaLabel,
  accept,
  onFile,
}: {
  label: string;
  ariaLabel: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  return (
    <label className="inline-flex h-9 cursor-pointer items-center rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-ink shadow-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-surface-muted">
      {label}
      <input
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={ariaLabel}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

export function UploadNote({ message }: { message?: UploadMessage }) {
  if (!message) return null;
  return (
    <p
      role={message.tone === "error" ? "alert" : "status"}
      className={cn(
        "text-sm",
        message.tone === "error" && "text-red-600 dark:text-red-400",
        message.tone === "success" && "text-emerald-600 dark:text-emerald-400",
        message.tone === "info" && "text-ink-muted",
      )}
    >
      {message.text}
    </p>
  );
}
