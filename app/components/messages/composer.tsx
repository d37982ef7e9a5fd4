import { useId, useRef, useState } from "react";
import { MiniIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { TOKEN_SYMBOL } from "~/lib/money";
import { startUpload, type UploadHandle } from "~/lib/upload";
import { readVideoFacts } from "~/lib/video-facts";
import type { ChatMessage } from "../../../party/protocol";
import { Button } from "../ui/button";
import { controlClass, PrefixedInput } from "../ui/field";
import { ProgressBar } from "../ui/progress";
import { useTypingSender } from "./chat";

const MAX_LENGTH = 2000;

/**
 * The private thread's composer: text (Enter sends, Shift+Enter breaks the line), an attachment
 * (photo or video, uploaded to the API with progress and a cancel button) and, for verified
 * creators, a pay-per-view price. Text goes through the page's "send" action.
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
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [price, setPrice] = useState("");
  const [upload, setUpload] = useState<{
    name: string;
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

  // The box clears as the message goes (the next one can be typed at once); a refused one comes
  // back so it can be fixed.
  const submit = async () => {
    if (!text.trim()) return;
    typing.stopped();
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

  const attach = async (file: File) => {
    setUploadError(null);
    const video = file.type.startsWith("video/");
    cancelled.current = false;
    setUpload({ name: file.name, progress: 0, handle: null });
    // A video says how long it plays and sends a poster frame: a locked one shows "a 2:31 video"
    // over its blurred poster (checked on the server, functions/media/video-facts.ts).
    const facts = video ? await readVideoFacts(file).catch(() => null) : null;
    if (cancelled.current) {
      setUpload(null);
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    const handle = startUpload<ChatMessage>(
      video ? "/api/messages/private/file/video" : "/api/messages/private/file",
      {
        file,
        fields: {
          conversationId,
          text: text.trim() || undefined,
          price: price || undefined,
          ...facts?.fields,
        },
        files: facts?.files,
        onProgress: (progress) => setUpload((u) => (u ? { ...u, progress } : u)),
      },
    );
    setUpload({ name: file.name, progress: 0, handle });
    handle.promise
      .then((message) => {
        onUploaded(message);
        setText("");
        setPrice("");
      })
      .catch((err: Error & { aborted?: boolean }) => {
        if (!err.aborted) setUploadError(err.message);
      })
      .finally(() => {
        setUpload(null);
        if (fileRef.current) fileRef.current.value = "";
      });
  };

  const shownError = uploadError ?? sendError;
  return (
    <form
      ref={formRef}
      className="border-t border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {upload ? (
        <div className="mb-2 flex items-center gap-3 rounded-xl bg-surface-muted px-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-ink-muted">
              {upload.handle ? "Sending" : "Reading"} {upload.name}…
            </p>
            <ProgressBar value={upload.progress * 100} label="Upload progress" className="mt-1" />
          </div>
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
        </div>
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
          ref={fileRef}
          type="file"
          accept="image/*,video/*"
          className="sr-only"
          disabled={Boolean(upload)}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void attach(file);
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
            placeholder="Write a message"
            onChange={(e) => {
              setText(e.currentTarget.value);
              typing.typed();
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                void submit();
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
                onChange={(e) => setPrice(e.currentTarget.value)}
                className="h-10"
              />
            </div>
          </div>
        ) : null}
        <Button type="submit" disabled={!text.trim()} className="shrink-0">
          Send
        </Button>
      </div>
    </form>
  );
}
