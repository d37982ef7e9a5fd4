/**
 * A file picker that uploads each chosen file at once to an API upload call (XHR, so it can show
 * progress and be cancelled) and puts the stored file ids into hidden inputs named `name`, so the
 * surrounding <Form noValidate> submits ids, never files.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ProgressBar } from "~/components/ui/progress";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import { isAbortedUpload, startUpload, UploadError } from "~/lib/upload";
import { CloseIcon } from "../../ui/icons";

interface UploadedFile {
  _id: string;
}

type Item = {
  key: string;
  name: string;
  preview: string | null;
  state: "uploading" | "done" | "error";
  progress: number;
  fileId?: string;
  error?: string;
  abort?: () => void;
};

interface UploadFieldProps {
  label: string;
  /**
   * The API upload call, e.g. /api/performer/feeds/photo/upload, or the call for each file when
   * the field takes several kinds (the vault's: a photo, video or audio call by the file's type).
   */
  url: string | ((file: File) => string);
  /** Hidden input name for each uploaded file id. */
  name: string;
  accept?: string;
  multiple?: boolean;
  /** Multipart field of the file ("file", or "photo" for photos). */
  field?: string;
  hint?: string;
  /** Tells the form whether an upload is still running (submit waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /** Other form fields sent with each file (the gallery a photo goes into). */
  fields?: Record<string, string>;
  /**
   * Runs after each file is stored (a page that lists them reloads its list). Each file calls the
   * handler given when it was chosen: the vault files an upload into the folder open at the time,
   * even if the creator has opened another one since.
   */
  onUploaded?: (file: UploadedFile) => void;
  /** Reads facts about a file to send with it (a video's duration, size and poster frame). */
  describe?: (file: File) => Promise<{ fields: Record<string, string>; files: Record<string, Blob> }>;
  /**
   * When it changes, the field lets go of the files it has finished with (uploaded or refused) and
   * keeps the uploads still running: the vault's field is for the folder open, and what was added
   * to another one is no longer news here.
   */
  resetKey?: string;
}

let counter = 0;

/** The field's button: what a click does. */
const pickLabel = (any: boolean, multiple?: boolean) =>
  multiple ? (any ? "Add more" : "Choose files") : any ? "Choose another" : "Choose a file";

/** Beside it, what the field holds: nothing yet, the uploads running, or the files added. */
function summary(items: Item[]): string {
  const uploading = items.filter((i) => i.state === "uploading").length;
  const done = items.filter((i) => i.state === "done").length;
  if (uploading > 0) return `Uploading ${uploading} ${uploading === 1 ? "file" : "files"}…`;
  if (done > 0) return `${done} ${done === 1 ? "file" : "files"} added`;
  return items.length > 0 ? "Not added: see below" : "Nothing added yet";
}

export function UploadField({
  label,
  url,
  name,
  accept,
  multiple,
  field,
  hint,
  onBusyChange,
  fields,
  onUploaded,
  describe,
  resetKey,
}: UploadFieldProps) {
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const busy = items.some((i) => i.state === "uploading");

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // When the field goes away: stop running uploads and free the previews.
  useEffect(
    () => () => {
      for (const i of itemsRef.current) {
        if (i.state === "uploading") i.abort?.();
        if (i.preview) URL.revokeObjectURL(i.preview);
      }
    },
    [],
  );

  const shownFor = useRef(resetKey);
  useEffect(() => {
    if (shownFor.current === resetKey) return;
    shownFor.current = resetKey;
    setItems((all) => {
      for (const i of all) if (i.state !== "uploading" && i.preview) URL.revokeObjectURL(i.preview);
      return all.filter((i) => i.state === "uploading");
    });
  }, [resetKey]);

  const update = (key: string, patch: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  function begin(file: File) {
    counter += 1;
    const key = `u${counter}`;
    const preview = file.type.startsWith("image/") ? URL.createObjectURL(file) : null;
    const item: Item = {
      key,
      name: file.name,
      preview,
      state: "uploading",
      progress: 0,
    };
    setItems((all) => (multiple ? [...all, item] : [item]));
    const uploaded = onUploaded;
    const send = (extra: { fields: Record<string, string>; files: Record<string, Blob> }) => {
      const handle = startUpload<UploadedFile>(typeof url === "string" ? url : url(file), {
        file,
        field,
        fields: { ...fields, ...extra.fields },
        files: extra.files,
        onProgress: (progress) => update(key, { progress }),
      });
      update(key, { abort: handle.abort });
      handle.promise.then(
        (data) => {
          update(key, { state: "done", progress: 1, fileId: data?._id });
          if (data) uploaded?.(data);
        },
        (err: unknown) => {
          if (isAbortedUpload(err)) {
            setItems((all) => all.filter((i) => i.key !== key));
            return;
          }
          update(key, {
            state: "error",
            error: err instanceof UploadError ? err.message : DEFAULT_MESSAGES.generic,
          });
        },
      );
    };
    const none = { fields: {}, files: {} };
    // Removed while its facts were being read: nothing to send.
    const stillThere = () => itemsRef.current.some((i) => i.key === key);
    if (describe) {
      const after = (extra: typeof none) => (stillThere() ? send(extra) : undefined);
      describe(file).then(after, () => after(none));
    } else send(none);
  }

  function remove(item: Item) {
    if (item.state === "uploading") item.abort?.();
    if (item.preview) URL.revokeObjectURL(item.preview);
    setItems((all) => all.filter((i) => i.key !== item.key));
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {/* The native input, transparent over the field, so the field says what was added (never
          the browser's "No file chosen" beside a list of uploads). */}
      <div className="relative flex items-center gap-3 rounded-lg border border-dashed border-line bg-surface-muted/60 p-3 text-sm text-ink-muted hover:border-brand-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
        <span
          aria-hidden="true"
          className="shrink-0 rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white"
        >
          {pickLabel(items.length > 0, multiple)}
        </span>
        <span id={`${inputId}-summary`} data-testid="upload-summary" className="min-w-0 truncate">
          {summary(items)}
        </span>
        <input
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-describedby={`${inputId}-summary`}
          onChange={(event) => {
            for (const file of Array.from(event.currentTarget.files ?? [])) begin(file);
            event.currentTarget.value = "";
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      {hint ? <p className="text-xs text-ink-subtle">{hint}</p> : null}
      {items.length > 0 ? (
        <ul className="space-y-2" aria-live="polite">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2"
              data-upload-state={item.state}
            >
              {item.preview ? (
                <img src={item.preview} alt="" className="size-12 shrink-0 rounded-md object-cover" />
              ) : (
                <div className="grid size-12 shrink-0 place-items-center rounded-md bg-surface-muted text-xs text-ink-subtle">
                  {item.name.split(".").pop()?.toUpperCase().slice(0, 4) || "FILE"}
                </div>
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate text-sm text-ink">{item.name}</p>
                {item.state === "uploading" ? (
                  <ProgressBar value={item.progress * 100} label={`Uploading ${item.name}`} />
                ) : item.state === "done" ? (
                  <p className="text-xs text-emerald-600 dark:text-emerald-400">Uploaded</p>
                ) : (
                  <p role="alert" className="text-xs text-red-600 dark:text-red-400">
                    {item.error}
                  </p>
                )}
              </div>
              {item.fileId ? <input type="hidden" name={name} value={item.fileId} /> : null}
              <button
                type="button"
                onClick={() => remove(item)}
                className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
                aria-label={
                  item.state === "uploading" ? `Cancel upload of ${item.name}` : `Remove ${item.name}`
                }
              >
                {item.state === "uploading" ? "Cancel" : <CloseIcon className="size-4" />}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
