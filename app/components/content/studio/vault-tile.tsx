/** One file of the vault as a selectable tile: its picture (or kind), where it is used, a checkbox. */

import { Photo } from "~/components/ui/photo";
import { MusicIcon, VideoIcon } from "../../ui/icons";

export interface VaultTileFile {
  _id: string;
  type: "photo" | "video" | "audio";
  name: string | null;
  thumbnailUrl: string | null;
  url: string;
  duration: number | null;
  usedIn: number;
  uses: { type: string; count: number }[];
  folderIds: string[];
}

const USE_NAMES = new Map([
  ["post", ["post", "posts"]],
  ["message", ["message", "messages"]],
  ["photo", ["gallery", "galleries"]],
  ["video", ["video", "videos"]],
  ["product", ["product", "products"]],
]);

/** "2 posts, 1 message", or "Not used yet". */
export function usedInText(uses: VaultTileFile["uses"]): string {
  if (uses.length === 0) return "Not used yet";
  return `Used in ${uses
    .map((u) => {
      const [one, many] = USE_NAMES.get(u.type) ?? [u.type, u.type];
      return `${u.count} ${u.count === 1 ? one : many}`;
    })
    .join(", ")}`;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function VaultTile({
  file,
  name,
  checked,
  onChange,
  folders = [],
}: {
  file: VaultTileFile;
  /** The checkbox's form name (the vault page files the ticked ids). */
  name?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  folders?: { _id: string; name: string }[];
}) {
  const label = file.name || `${file.type} ${file._id.slice(-6)}`;
  const inFolders = folders.filter((f) => file.folderIds.includes(f._id)).map((f) => f.name);
  return (
    <label className="group relative block cursor-pointer overflow-hidden rounded-xl border border-line bg-surface-muted has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500">
      <div className="relative aspect-square bg-surface-muted">
        {file.thumbnailUrl ? (
          <Photo
            sizes="thumb"
            src={file.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-subtle">
            {file.type === "video" ? <VideoIcon className="size-10" /> : <MusicIcon className="size-10" />}
          </div>
        )}
        {file.type !== "photo" ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-xs font-medium text-white">
            {file.type === "video" ? <VideoIcon className="size-3.5" /> : <MusicIcon className="size-3.5" />}
            {file.duration ? clock(file.duration) : file.type}
          </span>
        ) : null}
        <input
          type="checkbox"
          name={name}
          value={file._id}
          checked={checked}
          onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
          aria-label={`Select ${label}`}
          className="absolute top-2 right-2 size-5 rounded accent-brand-600"
        />
      </div>
      <div className="space-y-0.5 p-2">
        <p className="truncate text-xs font-medium text-ink">{label}</p>
        <p className="truncate text-xs text-ink-subtle">{usedInText(file.uses)}</p>
        {inFolders.length ? (
          <p className="truncate text-xs text-brand-700 dark:text-brand-300">{inFolders.join(", ")}</p>
        ) : null}
      </div>
    </label>
  );
}
