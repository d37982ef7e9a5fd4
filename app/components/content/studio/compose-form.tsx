/**
 * The creator's post composer: one form for every feed type. Media are uploaded first (each with
 * its own progress bar and cancel button) and the form submits only their file ids.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BroadcastIcon, ClockIcon, ImageIcon, MusicIcon, VideoIcon } from "../../ui/icons";
import { ComposeMediaFields } from "./compose-media";
import { PublishOptions } from "./compose-publish";
import { CrowdfundingFields, PollFields, StreamFields } from "./compose-type-fields";
import { useTzOffset } from "./local-time";
import { RichTextEditor } from "./rich-text-editor";

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

interface ComposeErrors {
  message?: string;
  details?: Record<string, string>;
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
  const tzOffset = useTzOffset();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const uploading = Object.values(busyFields).some(Boolean);
  const d = errors?.details ?? {};
  // The text's error stands until the creator writes again (each new answer shows its own).
  const [editedAfter, setEditedAfter] = useState<Record<string, string> | null>(null);
  const textEdited = editedAfter !== null && editedAfter === errors?.details;

  const busy = useCallback(
    (key: string) => (value: boolean) =>
      setBusyFields((all) => (all[key] === value ? all : { ...all, [key]: value })),
    [],
  );

  return (
    <Form noValidate method="post" className="space-y-6" aria-label="New post">
      <input type="hidden" name="type" value={type} />
      <div role="tablist" aria-label="Post type" className="flex flex-wrap gap-1.5">
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

      {/* One editor for every type: what was written stays when the type changes. */}
      <div onInput={() => setEditedAfter(errors?.details ?? null)}>
        <RichTextEditor
          name="text"
          label={type === "text" ? "Your post" : "Caption"}
          placeholder={type === "text" ? "Share something with your fans…" : "Say something about it…"}
        />
      </div>
      {d.text && !textEdited ? (
        <p className="-mt-4 text-sm text-red-600 dark:text-red-400" data-testid="compose-text-error">
          {d.text}
        </p>
      ) : null}

      <ComposeMediaFields type={type} errors={d} busy={busy} />
      {type === "poll" ? <PollFields errors={d} /> : null}
      {type === "crowdfunding" ? <CrowdfundingFields errors={d} /> : null}
      {type === "scheduled-stream" ? <StreamFields errors={d} /> : null}

      <PublishOptions type={type} errors={d} schedule={schedule} setSchedule={setSchedule} />

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
