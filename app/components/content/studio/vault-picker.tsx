/**
 * "From vault" in the post composer: picks files the creator already uploaded (GET /api/vault, of
 * the post's media) and submits their ids as `vaultFileIds`, so nothing is uploaded again.
 */
import { useEffect, useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useLazyDialog } from "~/components/ui/dialog";
import { Photo } from "~/components/ui/photo";
import { Spinner } from "~/components/ui/spinner";
import { getJson } from "~/lib/api-client";
import { CloseIcon } from "../../ui/icons";
import { usedInText, VaultTile, type VaultTileFile } from "./vault-tile";

type Media = "photo" | "video" | "audio";

export function VaultPicker({ media, multiple, error }: { media: Media; multiple: boolean; error?: string }) {
  const dialog = useLazyDialog();
  const titleId = useId();
  const [chosen, setChosen] = useState<VaultTileFile[]>([]);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [files, setFiles] = useState<VaultTileFile[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [opens, setOpens] = useState(0);

  useEffect(() => {
    if (opens === 0) return;
    let live = true;
    setFiles(null);
    setFailed(null);
    void getJson<{ data: VaultTileFile[] }>(`/api/vault?type=${media}&limit=100`).then((result) => {
      if (!live) return;
      if (result.ok) setFiles(result.data.data);
      else setFailed(result.message);
    });
    return () => {
      live = false;
    };
  }, [opens, media]);

  const open = () => {
    setTicked(new Set(chosen.map((f) => f._id)));
    setOpens((n) => n + 1);
    dialog.open();
  };
  const tick = (id: string, on: boolean) =>
    setTicked((all) => {
      const next = new Set(multiple ? all : []);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = () => {
    const byId = new Map([...(files ?? []), ...chosen].map((f) => [f._id, f]));
    setChosen([...ticked].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
    dialog.close();
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={open}>
          From vault
        </Button>
        <span className="text-xs text-ink-subtle">
          {chosen.length
            ? `${chosen.length} from your vault`
            : `Use ${multiple ? "files" : "a file"} you already uploaded`}
        </span>
      </div>
      {chosen.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen from vault">
          {chosen.map((f) => (
            <li
              key={f._id}
              className="relative size-20 overflow-hidden rounded-lg border border-line bg-surface-muted"
            >
              <input type="hidden" name="vaultFileIds" value={f._id} />
              {f.thumbnailUrl ? (
                <Photo
                  sizes="thumb"
                  src={f.thumbnailUrl}
                  alt={f.name ?? ""}
                  className="size-full object-cover"
                />
              ) : (
                <span className="flex size-full items-center justify-center p-1 text-center text-xs text-ink-muted">
                  {f.name ?? f.type}
                </span>
              )}
              <button
                type="button"
                onClick={() => setChosen((all) => all.filter((x) => x._id !== f._id))}
                aria-label={`Remove ${f.name ?? f.type}`}
                className="absolute top-1 right-1 rounded-full bg-black/60 p-0.5 text-white"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
      {dialog.mounted ? (
        <dialog
          ref={dialog.ref}
          aria-labelledby={titleId}
          className="m-auto w-[min(48rem,calc(100vw-1rem))] rounded-2xl border border-line bg-surface p-4 text-ink shadow-2xl backdrop:bg-black/50 sm:p-5"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold">
              Choose from your vault
            </h2>
            <Button type="button" variant="ghost" size="sm" onClick={dialog.close} aria-label="Close">
              <CloseIcon className="size-4" />
            </Button>
          </div>
          <div className="mt-4 max-h-[60vh] overflow-y-auto">
            {failed ? (
              <Alert tone="error">{failed}</Alert>
            ) : files === null ? (
              <p className="flex items-center gap-2 py-8 text-sm text-ink-muted" aria-live="polite">
                <Spinner /> Loading your vault…
              </p>
            ) : files.length === 0 ? (
              <p className="py-8 text-center text-sm text-ink-muted">No {media} files in your vault yet.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Vault files">
                {files.map((f) => (
                  <li key={f._id} title={usedInText(f.uses)}>
                    <VaultTile file={f} checked={ticked.has(f._id)} onChange={(on) => tick(f._id, on)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={dialog.close}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm} disabled={ticked.size === 0 && chosen.length === 0}>
              {ticked.size
                ? `Use ${ticked.size} ${ticked.size === 1 ? "file" : "files"}`
                : chosen.length
                  ? "Use none"
                  : "Choose files"}
            </Button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
