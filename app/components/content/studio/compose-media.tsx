/** The composer's uploads: the media of a photo, video or audio post, its thumbnail and teaser. */

import { readVideoFacts } from "~/lib/video-facts";
import type { PostType } from "./compose-form";
import { UploadField } from "./upload-field";
import { VaultPicker } from "./vault-picker";

const UPLOAD = "/api/performer/feeds";

/**
 * Each media's post upload call, the files it takes (by their detected type's prefix and the
 * picker's list) and what its field says of them: the composer's fields and the vault's upload,
 * which sends each file to the call of its media.
 */
export const FEED_MEDIA_UPLOADS = [
  {
    media: "photo",
    mime: "image/",
    url: `${UPLOAD}/photo/upload`,
    accept: "image/jpeg,image/png,image/webp,image/gif",
    hint: "JPEG, PNG, WebP or GIF, up to 20 MB each.",
  },
  {
    media: "video",
    mime: "video/",
    url: `${UPLOAD}/video/upload`,
    accept: "video/mp4,video/webm,video/quicktime",
    hint: "MP4, WebM or MOV, up to 100 MB.",
  },
  {
    media: "audio",
    mime: "audio/",
    url: `${UPLOAD}/audio/upload`,
    accept: "audio/*",
    hint: "MP3, M4A, AAC, OGG or WAV, up to 50 MB.",
  },
] as const;
const [PHOTO, VIDEO, AUDIO] = FEED_MEDIA_UPLOADS;

export function ComposeMediaFields({
  type,
  errors: d,
  busy,
}: {
  type: PostType;
  errors: Record<string, string>;
  /** Reports, per upload field, whether it is still uploading (the form waits for all). */
  busy: (key: string) => (value: boolean) => void;
}) {
  const hasMedia = type === "photo" || type === "video" || type === "audio";
  return (
    <>
      {type === "photo" ? (
        <UploadField
          key="photos"
          label="Photos"
          url={PHOTO.url}
          name="fileIds"
          accept={PHOTO.accept}
          multiple
          hint={PHOTO.hint}
          onBusyChange={busy("photos")}
        />
      ) : null}
      {type === "video" ? (
        <UploadField
          key="video"
          label="Video"
          url={VIDEO.url}
          name="fileIds"
          accept={VIDEO.accept}
          hint={VIDEO.hint}
          onBusyChange={busy("video")}
          describe={readVideoFacts}
        />
      ) : null}
      {type === "audio" ? (
        <UploadField
          key="audio"
          label="Audio"
          url={AUDIO.url}
          name="fileIds"
          accept={AUDIO.accept}
          hint={AUDIO.hint}
          onBusyChange={busy("audio")}
        />
      ) : null}
      {type === "photo" || type === "video" || type === "audio" ? (
        <VaultPicker key={`vault-${type}`} media={type} multiple={type === "photo"} error={d.vaultFileIds} />
      ) : null}
      {d.fileIds ? <p className="-mt-4 text-sm text-red-600 dark:text-red-400">{d.fileIds}</p> : null}

      {hasMedia ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <UploadField
            key={`thumb-${type}`}
            label="Thumbnail (the post's cover)"
            url={`${UPLOAD}/thumbnail/upload`}
            name="thumbnailFileId"
            accept="image/jpeg,image/png,image/webp"
            hint="Optional. Fans who cannot open the post yet see it blurred."
            onBusyChange={busy("thumbnail")}
          />
          {type !== "photo" ? (
            <UploadField
              key={`teaser-${type}`}
              label="Teaser clip (shown to everyone)"
              url={`${UPLOAD}/teaser/upload`}
              name="teaserFileId"
              accept="video/mp4,video/webm,video/quicktime"
              hint="Optional short preview for fans without access."
              onBusyChange={busy("teaser")}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
