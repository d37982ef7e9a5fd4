/**
 * The creator's post composer: one form for every feed type. Media are uploaded first (each with
 * its own progress bar and cancel button) and the form submits only their file ids.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { BroadcastIcon, ClockIcon, ImageIcon, MusicIcon, VideoIcon } from "../ui/icons";
import { RichTextEditor } from "./rich-text-editor";
import { SaleFields } from "./sale-fields";
import { UploadField } from "./upload-field";

export const POST_TYPES = [
  { value: "text", label: "Text" },
  { value: "photo", label: "Photo" },
  { value: "video", label: "Video" },
  { value: "audio", label: "Audio" },
  { value: "poll", label: "Poll" },
  { value: "crowdfunding", label: "Crowdfunding" },
  { value: "scheduled-stream", label: "Live announcement" },
] as const;
export type PostType = (typeof POST_TYPES)[number]["value"];

const TYPE_ICONS: Partial<Record<PostType, React.ReactNode>> = {
  photo: <ImageIcon className="size-4" />,
  video: <VideoIcon className="size-4" />,
  audio: <MusicIcon className="size-4" />,
  "scheduled-stream": <BroadcastIcon className="size-4" />,
};

const UPLOAD = "/api/performer/feeds";

export interface ComposeErrors {
  message?: string;
  details?: Record<string, string>;
}

function PollOptions({ error }: { error?: string }) {
  // Each answer keeps a stable key while others are added or removed.
  const [options, setOptions] = useState([
    { key: 1, text: "" },
    { key: 2, text: "" },
  ]);
  const [nextKey, setNextKey] = useState(3);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Answers</legend>
      {options.map((option, index) => (
        <div key={option.key} className="flex items-center gap-2">
          <input
            name="pollOptions"
            aria-label={`Answer ${index + 1}`}
            value={option.text}
            maxLength={100}
            required={index < 2}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setOptions((all) => all.map((o) => (o.key === option.key ? { ...o, text } : o)));
            }}
            className="block h-10 w-full rounded-xl border border-line bg-surface px-3.5 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15"
            placeholder={`Answer ${index + 1}`}
          />
          {options.length > 2 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove answer ${index + 1}`}
              onClick={() => setOptions((all) => all.filter((o) => o.key !== option.key))}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      {options.length < 10 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setOptions((all) => [...all, { key: nextKey, text: "" }]);
            setNextKey((k) => k + 1);
          }}
        >
          Add an answer
        </Button>
      ) : null}
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

export function ComposeForm({
  errors,
  initialType = "text",
}: {
  errors?: ComposeErrors;
  initialType?: PostType;
}) {
  const [type, setType] = useState<PostType>(initialType);
  const [schedule, setSchedule] = useState(false);
  const [busyFields, setBusyFields] = useState<Record<string, boolean>>({});
  // Date inputs are in the browser's local time; the server converts them with this offset.
  const [tzOffset, setTzOffset] = useState("0");
  useEffect(() => setTzOffset(String(new Date().getTimezoneOffset())), []);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const uploading = Object.values(busyFields).some(Boolean);
  const d = errors?.details ?? {};

  const busy = useCallback(
    (key: string) => (value: boolean) =>
      setBusyFields((all) => (all[key] === value ? all : { ...all, [key]: value })),
    [],
  );

  const hasMedia = type === "photo" || type === "video" || type === "audio";

  return (
    <Form method="post" className="space-y-6" aria-label="New post">
      <input type="hidden" name="type" value={type} />
      <div role="tablist" aria-label="Post type" className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
        {POST_TYPES.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={type === t.value}
            onClick={() => setType(t.value)}
            className={cn(
              "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
              type === t.value
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-ink",
            )}
          >
            {TYPE_ICONS[t.value]}
            {t.label}
          </button>
        ))}
      </div>

      {errors?.message ? <Alert tone="error">{errors.message}</Alert> : null}

      <RichTextEditor
        key={`text-${type}`}
        name="text"
        label={type === "text" ? "Your post" : "Caption"}
        placeholder={type === "text" ? "Share something with your fans…" : "Say something about it…"}
      />
      {d.text ? <p className="-mt-4 text-sm text-red-600 dark:text-red-400">{d.text}</p> : null}

      {type === "photo" ? (
        <UploadField
          key="photos"
          label="Photos"
          url={`${UPLOAD}/photo/upload`}
          name="fileIds"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hint="JPEG, PNG, WebP or GIF, up to 20 MB each."
          onBusyChange={busy("photos")}
        />
      ) : null}
      {type === "video" ? (
        <UploadField
          key="video"
          label="Video"
          url={`${UPLOAD}/video/upload`}
          name="fileIds"
          accept="video/mp4,video/webm,video/quicktime"
          hint="MP4, WebM or MOV, up to 100 MB."
          onBusyChange={busy("video")}
        />
      ) : null}
      {type === "audio" ? (
        <UploadField
          key="audio"
          label="Audio"
          url={`${UPLOAD}/audio/upload`}
          name="fileIds"
          accept="audio/*"
          hint="MP3, M4A, AAC, OGG or WAV, up to 50 MB."
          onBusyChange={busy("audio")}
        />
      ) : null}
      {d.fileIds ? <p className="-mt-4 text-sm text-red-600 dark:text-red-400">{d.fileIds}</p> : null}

      {hasMedia ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <UploadField
            key={`thumb-${type}`}
            label="Thumbnail (shown to everyone)"
            url={`${UPLOAD}/thumbnail/upload`}
            name="thumbnailFileId"
            accept="image/jpeg,image/png,image/webp"
            hint="Optional. Fans without access see it blurred."
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

      {type === "poll" ? (
        <div className="space-y-4 rounded-2xl border border-line bg-surface-muted/40 p-4">
          <Field label="Question" name="pollQuestion" required maxLength={200} error={d.pollQuestion} />
          <PollOptions error={d.pollOptions} />
          <Field
            label="Voting closes at"
            name="pollExpiresAt"
            type="datetime-local"
            hint="Optional. No votes are accepted after this time."
            error={d.pollExpiresAt}
          />
        </div>
      ) : null}

      {type === "crowdfunding" ? (
        <div className="grid gap-4 rounded-2xl border border-line bg-surface-muted/40 p-4 sm:grid-cols-2">
          <Field
            className="sm:col-span-2"
            label="What are you raising for?"
            name="crowdfundingTitle"
            required
            maxLength={200}
            error={d.crowdfundingTitle}
          />
          <Field
            label="Goal (tokens)"
            name="crowdfundingGoal"
            type="number"
            min="1"
            step="0.01"
            required
            prefix="$"
            error={d.crowdfundingGoal}
          />
          <Field
            label="Deadline"
            name="crowdfundingDeadline"
            type="datetime-local"
            required
            error={d.crowdfundingDeadline}
          />
        </div>
      ) : null}

      {type === "scheduled-stream" ? (
        <div className="grid gap-4 rounded-2xl border border-line bg-surface-muted/40 p-4 sm:grid-cols-2">
          <Field label="Stream title" name="streamTitle" required maxLength={200} error={d.streamTitle} />
          <Field
            label="Goes live at"
            name="streamScheduledAt"
            type="datetime-local"
            required
            error={d.streamScheduledAt}
          />
        </div>
      ) : null}

      <div className="space-y-4 rounded-2xl border border-line p-4">
        {type !== "scheduled-stream" && type !== "crowdfunding" && type !== "poll" ? (
          <div className="space-y-3">
            <SaleFields
              label="Sell this post (fans pay once to unlock it)"
              error={d.price}
              priceClassName="max-w-48"
              notForSale={<p className="text-xs text-ink-subtle">Not for sale: your subscribers see it.</p>}
            />
          </div>
        ) : null}
        <div className="space-y-3">
          <Checkbox
            label="Schedule for later"
            name="scheduled"
            value="true"
            checked={schedule}
            onChange={(e) => setSchedule(e.currentTarget.checked)}
          />
          {schedule ? (
            <Field
              label="Publish at"
              name="scheduleAt"
              type="datetime-local"
              required
              className="max-w-64"
              hint="Fans see the post from this time."
              error={d.scheduleAt}
            />
          ) : null}
        </div>
        <Checkbox label="Pin to the top of my profile" name="isPinned" value="true" />
      </div>

      <input type="hidden" name="tzOffset" value={tzOffset} />

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {uploading ? (
          <p className="flex items-center gap-1.5 text-sm text-ink-muted" aria-live="polite">
            <ClockIcon className="size-4" /> Waiting for uploads to finish…
          </p>
        ) : null}
        <Button type="submit" size="lg" pending={submitting} disabled={uploading}>
          {schedule ? "Schedule post" : "Publish"}
        </Button>
      </div>
    </Form>
  );
}
