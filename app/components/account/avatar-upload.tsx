import { Photo } from "~/components/ui/photo";
import { Avatar } from "../ui/avatar";
import { FilePickButton, UploadNote, UploadProgress } from "./upload-parts";
import { useFileUpload } from "./use-file-upload";

const MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

const checkImage = (file: File) => {
  if (!file.type.startsWith("image/")) return "Choose an image (JPEG, PNG, WebP or GIF).";
  if (file.size > MAX_BYTES) return "The image is too large (5 MB at most).";
  return null;
};

/**
 * A new avatar (or a creator's cover) straight to the API (`/api/users/avatar/upload`,
 * `/api/performers/avatar/upload`, `/api/performers/cover/upload`) with a progress bar and a
 * cancel button; the page data is reloaded afterwards so every picture updates.
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
  const { state, start, cancel } = useFileUpload(uploadUrl, checkImage);
  const uploading = state.phase === "uploading";
  const shown = uploading ? state.preview : src;
  const what = variant === "avatar" ? "Avatar" : "Cover";
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      {variant === "avatar" ? (
        <div className="relative">
          <Avatar src={shown} name={name} size="lg" className="ring-4 ring-surface" />
          {uploading ? (
            <div className="absolute inset-0 rounded-full bg-black/30" aria-hidden="true" />
          ) : null}
        </div>
      ) : (
        <div className="relative h-24 w-full shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-brand-400 via-brand-600 to-violet-700 sm:w-56">
          {shown ? (
            <Photo
              sizes="cover"
              src={shown}
              alt={`${name}'s cover`}
              className="absolute inset-0 size-full object-cover"
            />
          ) : null}
          {uploading ? <div className="absolute inset-0 bg-black/30" aria-hidden="true" /> : null}
        </div>
      )}
      <div className="w-full min-w-0 flex-1 space-y-2 text-center sm:text-left">
        {uploading ? (
          <UploadProgress
            progress={state.progress}
            label={`${what} upload progress`}
            onCancel={cancel}
            testId={`${variant}-upload-progress`}
          />
        ) : (
          <>
            <FilePickButton
              label={variant === "avatar" ? "Change photo" : "Change cover"}
              ariaLabel={variant === "avatar" ? "Upload a new avatar" : "Upload a new cover image"}
              accept={IMAGE_TYPES}
              onFile={start}
            />
            <p className="text-xs text-ink-subtle">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
          </>
        )}
        {state.phase === "idle" ? <UploadNote message={state.message} /> : null}
      </div>
    </div>
  );
}
