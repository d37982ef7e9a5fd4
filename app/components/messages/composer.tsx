import { useEffect, useId, useRef, useState } from "react";
import { MiniIcon, VideoIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { TOKEN_SYMBOL } from "~/lib/money";
import { isAbortedUpload, startUpload, type UploadHandle } from "~/lib/upload";
import { readVideoFacts } from "~/lib/video-facts";
import type { ChatMessage } from "../../../party/protocol";
import { Button } from "../ui/button";
import { controlClass, PrefixedInput } from "../ui/field";
import { ProgressBar } from "../ui/progress";
import { useTypingSender } from "./chat";

const MAX_LENGTH = 2000;

/** A file picked for the next message, not sent yet; `preview` is a photo's local thumbnail. */
interface Attachment {
  file: File;
  kind: "photo" | "video";
  preview: string | null;
}

/**
 * The private thread's composer: text (Enter sends, Shift+Enter breaks the line), an attachment
 * and, for verified creators, a pay-per-view price. A picked photo or video waits in the composer
 * (a thumbnail or its name, and × to remove it) until Send, which sends the text, the price and
 * the file as one message through the API's upload call, with progress and Cancel (the message
 * stays in the composer). Without a file the text goes through `send`.
 */
export function MessageComposer({
  conversationId,
  canSetPrice,
  send,
  onTyping,
  onUploaded,
}: {
  conversationId: string;
  canSetPrice: boolean;
  /** Sends a text message; resolves with what went wrong, or null. */
  send: (text: string, price: string) => Promise<string | null>;
  onTyping: (frame: { event: "typing"; data: { typing: boolean } }) => boolean;
  onUploaded: (message: ChatMessage) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [price, setPrice] = useState("");
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [upload, setUpload] = useState<{
    progress: number;
    /** Null while a video's facts are still being read (nothing is sent yet). */
    handle: UploadHandle<ChatMessage> | null;
  } | null>(null);
  const cancelled = useRef(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const typing = useTypingSender(onTyping);
  const ids = { text: useId(), price: useId(), file: useId() };
  // Only while the action runs: the reloads after it must not hold up the next message.
  const [sendError, setSendError] = useState<string | null>(null);

  // The thumbnail's local address is freed when the attachment goes (sent, removed, replaced).
  const preview = attachment?.preview;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const attach = (file: File) => {
    setUploadError(null);
    const kind = file.type.startsWith("video/") ? "video" : "photo";
    setAttachment({ file, kind, preview: kind === "photo" ? URL.createObjectURL(file) : null });
  };

  // The box clears as the message goes (the next one can be typed at once); a refused one comes
  // back so it can be fixed.
  const sendText = async () => {
    const sent = { text, price };
    setText("");
    setPrice("");
    setSendError(null);
    const problem = await send(sent.text, sent.price);
    if (problem) {
      setSendError(problem);
      setText((current) => current || sent.text);
      setPrice((current) => current || sent.price);
    }
  };

  // With a file everything waits in the composer until the upload is answered: sent, it clears;
  // refused or cancelled, it stays as it was.
  const sendWithFile = async ({ file, kind }: Attachment) => {
    setUploadError(null);
    setSendError(null);
    cancelled.current = false;
    setUpload({ progress: 0, handle: null });
    // A video says how long it plays and sends a poster frame: a locked one shows "a 2:31 video"
    // over its blurred poster (checked on the server, functions/media/video-facts.ts).
    const facts = kind === "video" ? await readVideoFacts(file).catch(() => null) : null;
    if (cancelled.current) {
      setUpload(null);
      return;
    }
    const handle = startUpload<ChatMessage>(
      kind === "video" ? "/api/messages/private/file/video" : "/api/messages/private/file",
      {
        file,
        fields: {
          conversationId,
          text: text.trim() || undefined,
          price: price.trim() || undefined,
          ...facts?.fields,
        },
        files: facts?.files,
        onProgress: (progress) => setUpload((u) => (u ? { ...u, progress } : u)),
      },
    );
    setUpload({ progress: 0, handle });
    try {
      onUploaded(await handle.promise);
      setText("");
      setPrice("");
      setAttachment(null);
    } catch (err) {
      if (!isAbortedUpload(err)) setUploadError((err as Error).message);
    } finally {
      setUpload(null);
    }
  };

  const sending = Boolean(upload);
  const ready = !sending && Boolean(text.trim() || attachment);
  const submit = () => {
    if (!ready) return;
    typing.stopped();
    void (attachment ? sendWithFile(attachment) : sendText());
  };

  const shownError = uploadError ?? sendError;
  return (
    <form
      ref={formRef}
      className="border-t border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {attachment ? (
        <fieldset
          aria-label="Attachment"
          className="mb-2 flex min-w-0 items-center gap-3 rounded-xl bg-surface-muted p-2"
        >
          {attachment.preview ? (
            <img
              src={attachment.preview}
              alt={attachment.file.name}
              className="size-14 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-surface text-ink-muted">
              <VideoIcon className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-ink">
              {upload ? `${upload.handle ? "Sending" : "Reading"} ` : null}
              {attachment.file.name}
              {upload ? "…" : null}
            </p>
            {upload ? (
              <ProgressBar value={upload.progress * 100} label="Upload progress" className="mt-1" />
            ) : (
              <p className="text-xs text-ink-muted">{attachment.kind === "video" ? "Video" : "Photo"}</p>
            )}
          </div>
          {upload ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                cancelled.current = true;
                upload.handle?.abort();
              }}
            >
              Cancel
            </Button>
          ) : (
            <button
              type="button"
              aria-label={`Remove ${attachment.file.name}`}
              title="Remove"
              className="grid size-8 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
              onClick={() => setAttachment(null)}
            >
              <MiniIcon shape="x-mark" />
            </button>
          )}
        </fieldset>
      ) : null}
      {shownError ? (
        <p className="mb-2 text-sm text-red-600 dark:text-red-400" role="alert">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
        <label
          htmlFor={ids.file}
          className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
          title="Attach a photo or video"
        >
          <span className="sr-only">Attach a photo or video</span>
          <MiniIcon shape="attach" />
        </label>
        <input
          id={ids.file}
          type="file"
          accept="image/*,video/*"
          className="sr-only"
          disabled={sending}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Emptied at once, so the same file can be picked again after it was removed.
            e.currentTarget.value = "";
            if (file) attach(file);
          }}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.text} className="sr-only">
            Message
          </label>
          <textarea
            id={ids.text}
            name="text"
            rows={1}
            maxLength={MAX_LENGTH}
            value={text}
            readOnly={sending}
            placeholder={attachment ? "Add a caption" : "Write a message"}
            onChange={(e) => {
              setText(e.currentTarget.value);
              typing.typed();
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
            className={cn(controlClass, "max-h-32 min-h-10 resize-none py-2.5")}
          />
        </div>
        {canSetPrice ? (
          // On a phone the price has a row of its own under the message (its words shown), so the
          // message keeps the width; from small screens up it sits beside Send.
          <div className="order-last flex basis-full items-center gap-2 sm:order-none sm:basis-auto">
            <label htmlFor={ids.price} className="text-xs text-ink-muted sm:sr-only">
              Pay-per-view price (optional)
            </label>
            <div className="w-28 shrink-0">
              <PrefixedInput
                id={ids.price}
                name="price"
                inputMode="decimal"
                placeholder="Price"
                title="Pay-per-view price in tokens (leave empty for free)"
                prefix={TOKEN_SYMBOL}
                value={price}
                readOnly={sending}
                onChange={(e) => setPrice(e.currentTarget.value)}
                className="h-10"
              />
            </div>
          </div>
        ) : null}
        <Button type="submit" disabled={!ready} pending={sending} className="shrink-0">
          Send
        </Button>
      </div>
    </form>
  );
}
