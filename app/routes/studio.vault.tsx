/**
 * /studio/vault: every media file the creator uploaded, newest first, by media and folder, with
 * where each is used. Files are uploaded straight into it (or into the folder open), picked with
 * checkboxes and filed into folders (or taken out), or deleted when nothing uses them.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from "@remix-run/react";
import { z } from "zod";
import { VaultFolderBody, VaultQuery } from "#functions/content/vault/schemas";
import {
  addFilesToFolder,
  createFolder,
  deleteFolder,
  deleteVaultFiles,
  listFolders,
  listVault,
  removeFilesFromFolder,
} from "#functions/content/vault/service";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { FEED_MEDIA_UPLOADS } from "~/components/content/studio/compose-media";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { UploadField } from "~/components/content/studio/upload-field";
import { VaultTile, type VaultTileFile } from "~/components/content/studio/vault-tile";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { IntentButton } from "~/components/ui/intent-button";
import { byIntent } from "~/lib/actions.server";
import { cn } from "~/lib/cn";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { formAction, pageLoader } from "~/lib/route.server";
import { readVideoFacts } from "~/lib/video-facts";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Vault · Creator studio" }];

const PAGE = 48;
const MEDIA = [
  { value: "", label: "All" },
  { value: "photo", label: "Photos" },
  { value: "video", label: "Videos" },
  { value: "audio", label: "Audio" },
] as const;

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewerRead } = args.context.rc;
  const params = new URL(args.request.url).searchParams;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = VaultQuery.parse({
    type: params.get("type") || undefined,
    folderId: params.get("folder") || undefined,
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  const [files, folders] = await Promise.all([
    listVault(deps, viewerRead, query),
    listFolders(deps, viewerRead),
  ]);
  return {
    files: files.data,
    total: files.total,
    folders: folders.data,
    page,
    pages: Math.ceil(files.total / PAGE),
  };
});

const FileIds = z.array(z.string().min(1).max(64)).min(1, "Choose at least one file.").max(100);
const fileIdsOf = (form: FormData) => FileIds.parse(form.getAll("fileIds"));
const folderIdOf = (form: FormData) => z.string().min(1).max(64).parse(form.get("folderId"));

const dispatch = byIntent({
  "create-folder": async (form, { context: { rc } }) => {
    const owner = requirePerformer(rc.viewer);
    const folder = await createFolder(rc.deps, owner.id, VaultFolderBody.parse({ name: form.get("name") }));
    return { ok: true, message: `Folder “${folder.name}” created` };
  },
  "delete-folder": async (form, { context: { rc } }) => {
    await deleteFolder(rc.deps, requirePerformer(rc.viewer).id, folderIdOf(form));
    return { ok: true, message: "Folder deleted; its files stay in your vault" };
  },
  file: async (form, { context: { rc } }) => {
    const ids = fileIdsOf(form);
    await addFilesToFolder(rc.deps, requirePerformer(rc.viewer).id, folderIdOf(form), ids);
    return { ok: true, message: `${ids.length} ${ids.length === 1 ? "file" : "files"} added to the folder` };
  },
  "delete-files": async (form, { context: { rc } }) => {
    const owner = requirePerformer(rc.viewer);
    const { deleted, inUse } = await deleteVaultFiles(rc.deps, owner.id, fileIdsOf(form));
    const gone = deleted.length > 0 ? `${plural(deleted.length, "file")} deleted` : "Nothing deleted";
    if (inUse.length === 0) return { ok: true, message: gone };
    const used =
      inUse.length === 1 ? "1 file is in use and stays" : `${inUse.length} files are in use and stay`;
    return { ok: true, message: `${gone}. ${used}: a post, message, video or product shows it.` };
  },
  unfile: async (form, { context: { rc } }) => {
    const ids = fileIdsOf(form);
    await removeFilesFromFolder(rc.deps, requirePerformer(rc.viewer).id, folderIdOf(form), ids);
    return {
      ok: true,
      message: `${ids.length} ${ids.length === 1 ? "file" : "files"} taken out of the folder`,
    };
  },
});

export const action = formAction(handle, dispatch);

/**
 * Upload straight into the vault: each file goes to the post upload call of its media (the vault
 * holds every content upload), so it waits here, unused, for a post or a message. Inside a folder,
 * each stored file is then filed there (the page's own "file" action, one fetcher per file so one
 * upload finishing never cancels another's filing); the list reloads either way.
 */
// Anything else goes to the audio call, which refuses it with the catalogue's 415 under its name.
const uploadCallOf = (file: File) =>
  (FEED_MEDIA_UPLOADS.find((m) => file.type.startsWith(m.mime)) ?? FEED_MEDIA_UPLOADS[2]).url;
const VAULT_ACCEPT = FEED_MEDIA_UPLOADS.map((m) => m.accept).join(",");
const describeVideo = (file: File) =>
  file.type.startsWith("video/") ? readVideoFacts(file) : Promise.resolve({ fields: {}, files: {} });

function VaultUpload({ folder }: { folder?: { _id: string; name: string } }) {
  const revalidator = useRevalidator();
  const submit = useSubmit();
  return (
    <Card>
      <CardBody>
        <UploadField
          label={folder ? `Upload into “${folder.name}”` : "Upload to your vault"}
          url={uploadCallOf}
          name="uploadedFileIds"
          accept={VAULT_ACCEPT}
          multiple
          describe={describeVideo}
          resetKey={folder?._id ?? ""}
          hint="Photos (up to 20 MB), videos (up to 100 MB) and audio (up to 50 MB). They wait here, unused, until you put them in a post or a message. Cancel stops an upload."
          onUploaded={(file) =>
            folder
              ? submit(
                  { intent: "file", folderId: folder._id, fileIds: file._id },
                  { method: "post", navigate: false, fetcherKey: `vault-upload-${file._id}` },
                )
              : revalidator.revalidate()
          }
        />
      </CardBody>
    </Card>
  );
}

export default function StudioVault() {
  const { files, total, folders, page, pages } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const type = params.get("type") ?? "";
  const folderId = params.get("folder") ?? "";
  const folder = folders.find((f) => f._id === folderId);
  const deleting = useNavigation().formData?.get("intent") === "delete-files";
  const href = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!("page" in change)) next.delete("page");
    const qs = next.toString();
    return qs ? `?${qs}` : ".";
  };
  const pill = (active: boolean) =>
    cn(
      "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
      active
        ? "border-brand-600 bg-brand-600 text-white"
        : "border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-ink",
    );

  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Vault"
        description="Everything you have uploaded, newest first. Use a file again in a post or a message without uploading it twice."
      />
      <div className="space-y-5">
        <nav aria-label="Media" className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
          {MEDIA.map((m) => (
            <Link
              key={m.value}
              to={href({ type: m.value })}
              className={pill(type === m.value)}
              aria-current={type === m.value ? "page" : undefined}
            >
              {m.label}
            </Link>
          ))}
        </nav>

        <VaultUpload folder={folder} />

        <Card>
          <CardBody className="space-y-3">
            <nav className="flex flex-wrap items-center gap-1.5" aria-label="Folders">
              <Link
                to={href({ folder: "" })}
                className={pill(!folderId)}
                aria-current={!folderId ? "page" : undefined}
              >
                All files
              </Link>
              {folders.map((f) => (
                <Link
                  key={f._id}
                  to={href({ folder: f._id })}
                  className={pill(f._id === folderId)}
                  aria-current={f._id === folderId ? "page" : undefined}
                >
                  {f.name}
                  <span className="text-xs opacity-75">{f.fileCount}</span>
                </Link>
              ))}
            </nav>
            {/* A new form once a folder is made (the field empties); a refused name stays to mend. */}
            <Form
              key={folders.length}
              noValidate
              method="post"
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              aria-label="New folder"
            >
              <Field
                label="New folder"
                name="name"
                required
                maxLength={60}
                placeholder="e.g. Beach set"
                className="flex-1"
                autoComplete="off"
              />
              <IntentButton intent="create-folder" variant="secondary">
                Create folder
              </IntentButton>
            </Form>
            {folder ? (
              <Form noValidate method="post" className="flex justify-end">
                <input type="hidden" name="folderId" value={folder._id} />
                <IntentButton intent="delete-folder" variant="ghost" size="sm">
                  Delete folder “{folder.name}”
                </IntentButton>
              </Form>
            ) : null}
          </CardBody>
        </Card>

        {files.length === 0 ? (
          <EmptyState
            title={folder ? "This folder is empty" : "Nothing here yet"}
            text={
              folder
                ? "Upload files into it above, or pick files under All files and add them to this folder."
                : "Upload files above, or make a post: files you upload for posts, galleries, videos, messages and products appear here too."
            }
            action={<ButtonLink to="/studio/compose">New post</ButtonLink>}
          />
        ) : (
          <Form noValidate method="post" className="space-y-4" aria-label="Vault files">
            <div
              data-sticky-actions="top"
              className="sticky top-16 z-10 flex flex-col gap-2 rounded-2xl border border-line bg-surface/95 p-3 backdrop-blur sm:flex-row sm:items-center"
            >
              <p className="text-sm text-ink-muted sm:flex-1">
                {total} {total === 1 ? "file" : "files"}.{" "}
                {folder
                  ? "Tick files to take them out of this folder or delete them."
                  : folders.length > 0
                    ? "Tick files to add them to a folder or delete them."
                    : "Tick files to delete them, or create a folder above to group them."}
              </p>
              {folder ? (
                <>
                  <input type="hidden" name="folderId" value={folder._id} />
                  <IntentButton intent="unfile" variant="secondary" size="sm">
                    Take out of “{folder.name}”
                  </IntentButton>
                </>
              ) : folders.length > 0 ? (
                <div className="flex gap-2">
                  <label className="sr-only" htmlFor="vault-folder">
                    Folder
                  </label>
                  <select
                    id="vault-folder"
                    name="folderId"
                    className="h-8 min-w-0 flex-1 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
                  >
                    {folders.map((f) => (
                      <option key={f._id} value={f._id}>
                        {f.name}
                      </option>
                    ))}
                  </select>
                  <IntentButton intent="file" size="sm">
                    Add to folder
                  </IntentButton>
                </div>
              ) : null}
              <ConfirmSubmit
                name="intent"
                value="delete-files"
                variant="ghost"
                size="sm"
                pending={deleting}
                message="Delete the ticked files?"
                text="They are gone for good, from every folder. A file a post, message, video or product shows stays."
                confirmLabel="Delete files"
              >
                Delete
              </ConfirmSubmit>
            </div>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {files.map((file) => (
                <li key={file._id}>
                  <VaultTile file={file as VaultTileFile} name="fileIds" folders={folders} />
                </li>
              ))}
            </ul>
          </Form>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="flex items-center justify-between text-sm">
            {page > 1 ? <Link to={href({ page: String(page - 1) })}>← Newer</Link> : <span />}
            <span className="text-ink-muted">
              Page {page} of {pages}
            </span>
            {page < pages ? <Link to={href({ page: String(page + 1) })}>Older →</Link> : <span />}
          </nav>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
