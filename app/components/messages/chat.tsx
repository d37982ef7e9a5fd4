/**
 * Pieces shared by the private thread (/messages/$id) and a live stream's chat (/live/$id,
 * /studio/live): the message list state, a message bubble, the socket status, typing.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { decodeChatText } from "#functions/messaging/messages/escaped";
import { tipNote } from "#functions/messaging/messages/preview";
import { MiniIcon } from "~/components/ui/icons";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import type { SocketStatus } from "~/lib/user-socket";
import type { ChatMessage } from "../../../party/protocol";
import { Avatar } from "../ui/avatar";
import { formatDateTime, formatDuration } from "../ui/time";

const clock = new Intl.DateTimeFormat("en", { timeStyle: "short", timeZone: "UTC" });
const day = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** A message's time of day ("3:04 PM"), UTC like every first render (time.tsx). */
export function timeOfDay(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : clock.format(date);
}

/** The day heading a thread groups messages under: "Today", "Yesterday" or the date (UTC days). */
export function dayLabel(iso: string, now: Date = new Date()) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const key = (d: Date) => d.toISOString().slice(0, 10);
  if (key(date) === key(now)) return "Today";
  if (key(date) === key(new Date(now.getTime() - 86_400_000))) return "Yesterday";
  return day.format(date);
}

/** Oldest first, by time then id (ids are time-ordered too). */
const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt.localeCompare(b.createdAt);

/**
 * The messages a chat shows, oldest first: the first page from the loader, older pages prepended,
 * new ones added once each (by id, whichever of the API answer and the socket frame comes first;
 * the later replaces the earlier). A new page of loader data starts over.
 */
export function useChatMessages(initial: ChatMessage[], total: number) {
  const [messages, setMessages] = useState(initial);
  const [olderLeft, setOlderLeft] = useState(total - initial.length);
  useEffect(() => {
    setMessages(initial);
    setOlderLeft(total - initial.length);
  }, [initial, total]);
  const upsert = useCallback((message: ChatMessage) => {
    setMessages((list) => {
      const at = list.findIndex((m) => m._id === message._id);
      if (at === -1) return [...list, message].sort(byTime);
      const next = list.slice();
      next[at] = message;
      return next;
    });
  }, []);
  const add = useCallback((message: ChatMessage) => {
    setMessages((list) => (list.some((m) => m._id === message._id) ? list : [...list, message].sort(byTime)));
  }, []);
  const remove = useCallback((id: string) => setMessages((list) => list.filter((m) => m._id !== id)), []);
  const markDeleted = useCallback(
    (id: string, text: string) =>
      setMessages((list) =>
        list.map((m) => (m._id === id ? { ...m, isDeleted: true, text, file: null, locked: false } : m)),
      ),
    [],
  );
  const prependOlder = useCallback((older: ChatMessage[], totalNow: number) => {
    setMessages((list) => {
      const known = new Set(list.map((m) => m._id));
      const merged = [...older.filter((m) => !known.has(m._id)), ...list].sort(byTime);
      setOlderLeft(Math.max(0, totalNow - merged.length));
      return merged;
    });
  }, []);
  return { messages, olderLeft, upsert, add, remove, markDeleted, prependOlder };
}

/**
 * Keeps a scroll box at the bottom while the reader is at the bottom: when new messages arrive, and
 * when a photo or a video in it loads and grows (a photo has no height until it has loaded, so the
 * newest message would slide out of view under it).
 */
export function useStickToBottom(dependency: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const onScroll = () => {
      atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
    };
    // Media events do not bubble: caught on the way down.
    const onMediaSized = () => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    };
    box.addEventListener("scroll", onScroll);
    box.addEventListener("load", onMediaSized, true);
    box.addEventListener("loadedmetadata", onMediaSized, true);
    return () => {
      box.removeEventListener("scroll", onScroll);
      box.removeEventListener("load", onMediaSized, true);
      box.removeEventListener("loadedmetadata", onMediaSized, true);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change.
  useEffect(() => {
    const box = ref.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [dependency]);
  return ref;
}

const STATUS_TEXT: Record<SocketStatus, string> = {
  initialized: "Connecting…",
  connected: "Connected",
  reconnecting: "Reconnecting…",
  disconnect: "Disconnected",
  failed: "Connection failed",
};

/**
 * The socket's status (initialized, connected, disconnect, failed, reconnecting), in words for the
 * user. Connected is the quiet normal and is said only to a screen reader: a green "Connected" beside
 * a person's name read as "they are online". Anything else shows, so a fan knows why nothing arrives.
 */
export function SocketStatusPill({ status }: { status: SocketStatus }) {
  if (status === "connected")
    return (
      <span className="sr-only" data-socket-status={status} role="status">
        Connected: new messages arrive as they are sent
      </span>
    );
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
        status === "failed"
          ? "bg-red-50 text-red-700 dark:bg-red-900/30 dark:text-red-300"
          : "bg-surface-muted text-ink-muted",
      )}
      data-socket-status={status}
      role="status"
    >
      <span
        className={cn("size-1.5 rounded-full", status === "failed" ? "bg-red-500" : "bg-ink-subtle")}
        aria-hidden="true"
      />
      {STATUS_TEXT[status]}
    </span>
  );
}

/** "Name is typing…", for a few seconds after the last typing frame. */
export function useTypingIndicator(timeoutMs = 4000) {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onTyping = useCallback(
    (isTyping: boolean) => {
      if (timer.current) clearTimeout(timer.current);
      setTyping(isTyping);
      if (isTyping) timer.current = setTimeout(() => setTyping(false), timeoutMs);
    },
    [timeoutMs],
  );
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { typing, onTyping, clear: () => onTyping(false) };
}

/**
 * Read receipts as the thread shows them: the id of the viewer's message to put "Seen" under, or
 * null. The server's rule (functions/messaging/messages/conversations.ts, seenAt): the other side
 * has seen every message created at or before `seenAt`. "Seen" goes under the viewer's newest
 * message it covers, unless the other side wrote after it (their answer says so already).
 */
export function seenMessageId(
  messages: readonly Pick<ChatMessage, "_id" | "senderId" | "createdAt">[],
  myId: string,
  seenAt: string | null,
): string | null {
  if (!seenAt) return null;
  const seen = Date.parse(seenAt);
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.senderId !== myId) return null;
    if (Date.parse(m.createdAt) <= seen) return m._id;
  }
  return null;
}

/** The newer of two read-receipt times (a late answer must not take "Seen" back). */
export const laterSeenAt = (a: string | null, b: string | null) =>
  !a ? b : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

/**
 * Sends typing frames while the user types: `true` at most every two seconds, `false` three
 * seconds after the last key or when the message is sent.
 */
export function useTypingSender(send: (frame: { event: "typing"; data: { typing: boolean } }) => boolean) {
  const last = useRef(0);
  const stop = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useCallback(() => {
    if (stop.current) clearTimeout(stop.current);
    stop.current = null;
    if (last.current) send({ event: "typing", data: { typing: false } });
    last.current = 0;
  }, [send]);
  const typed = useCallback(() => {
    const now = Date.now();
    if (now - last.current > 2000) {
      send({ event: "typing", data: { typing: true } });
      last.current = now;
    }
    if (stop.current) clearTimeout(stop.current);
    stop.current = setTimeout(stopped, 3000);
  }, [send, stopped]);
  return { typed, stopped };
}

/** What a locked message holds, in words: "a 2:31 video", "a video", "a photo". */
export function lockedFileLabel(file: Pick<NonNullable<ChatMessage["file"]>, "kind" | "duration">) {
  if (file.kind === "photo") return "a photo";
  return file.duration ? `a ${formatDuration(file.duration)} video` : "a video";
}

/**
 * A locked message's file: its tiny blurred preview (made at upload; never the file) scaled up
 * behind a CSS blur, and what it holds. Without a preview, only the words.
 */
function LockedFile({ file }: { file: NonNullable<ChatMessage["file"]> }) {
  const label = lockedFileLabel(file);
  if (!file.preview) {
    return (
      <p className="mb-1 text-xs opacity-80" data-testid="locked-message-contents">
        {label}
      </p>
    );
  }
  return (
    <div className="relative isolate mb-2 aspect-video w-64 max-w-full overflow-hidden rounded-lg bg-surface-muted">
      <img
        src={file.preview}
        alt=""
        aria-hidden="true"
        data-testid="locked-message-preview"
        className="absolute inset-0 -z-10 size-full scale-110 object-cover blur-xl brightness-75"
        draggable={false}
      />
      <span
        className="absolute bottom-2 left-2 rounded-full bg-black/55 px-2 py-0.5 text-xs font-medium text-white"
        data-testid="locked-message-contents"
      >
        {label}
      </span>
    </div>
  );
}

/** One message: text (or 'Message deleted'), a photo or video, a tip, a locked pay-per-view card. */
export function MessageBubble({
  message,
  mine,
  showSender,
  showTime,
  actions,
  locked,
}: {
  message: ChatMessage;
  mine: boolean;
  showSender?: boolean;
  /** The time of day under the bubble (a conversation's thread; a live chat keeps it in the title). */
  showTime?: boolean;
  /** Buttons beside the bubble (delete, moderate). */
  actions?: React.ReactNode;
  /** What to show instead of a locked message's content (the unlock button). */
  locked?: React.ReactNode;
}) {
  const text = message.text === null ? null : decodeChatText(message.text);
  const sender = message.sender;
  if (message.type === "tip") {
    const note = tipNote(text);
    return (
      <li className="flex justify-center" data-message-id={message._id}>
        <div className="max-w-[85%] rounded-2xl border border-amber-300/60 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-900/20 dark:text-amber-200">
          <p className="font-semibold">
            {sender?.name ?? "Someone"} tipped {tokenAmount(message.price)}
          </p>
          {note ? <p className="mt-0.5 whitespace-pre-wrap">{note}</p> : null}
          {showTime ? <MessageTime iso={message.createdAt} /> : null}
        </div>
      </li>
    );
  }
  return (
    <li
      className={cn("group flex items-end gap-2", mine ? "flex-row-reverse" : "flex-row")}
      data-message-id={message._id}
    >
      {showSender && !mine ? <Avatar src={sender?.avatar} name={sender?.name ?? ""} size="xs" /> : null}
      <div className={cn("flex max-w-[80%] flex-col", mine ? "items-end" : "items-start")}>
        {showSender && !mine ? (
          <span className="mb-0.5 px-1 text-xs font-medium text-ink-subtle">{sender?.name ?? "Someone"}</span>
        ) : null}
        <div
          className={cn(
            "rounded-2xl px-3.5 py-2 text-sm wrap-anywhere",
            message.isDeleted
              ? "border border-dashed border-line bg-transparent text-ink-subtle italic"
              : mine
                ? "rounded-br-md bg-brand-600 text-white"
                : "rounded-bl-md bg-surface-muted text-ink",
          )}
          title={formatDateTime(message.createdAt)}
        >
          {message.locked ? (
            <>
              {message.file ? <LockedFile file={message.file} /> : null}
              {locked}
            </>
          ) : (
            <>
              {message.file?.url ? (
                message.file.kind === "video" ? (
                  // biome-ignore lint/a11y/useMediaCaption: user videos come without captions.
                  <video
                    src={message.file.url}
                    controls
                    className="mb-1 max-h-72 rounded-lg"
                    preload="metadata"
                  />
                ) : (
                  <a href={message.file.url} target="_blank" rel="noreferrer">
                    <Photo
                      sizes="thumb"
                      src={message.file.url}
                      alt=""
                      className="mb-1 max-h-72 rounded-lg object-cover"
                      loading="lazy"
                    />
                  </a>
                )
              ) : null}
              {text ? <p className="whitespace-pre-wrap">{text}</p> : null}
              {message.isSale && mine ? (
                // The creator sees what they wrote; the fan sees only the locked card until paying.
                <p className="mt-1 text-xs opacity-80">
                  Pay-per-view · {tokenAmount(message.price)} · hidden until they pay
                </p>
              ) : null}
            </>
          )}
        </div>
        {showTime ? <MessageTime iso={message.createdAt} /> : null}
      </div>
      {actions ? (
        <div className="flex opacity-100 transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-within:opacity-100">
          {actions}
        </div>
      ) : null}
    </li>
  );
}

function MessageTime({ iso }: { iso: string }) {
  return (
    <time
      dateTime={iso}
      title={formatDateTime(iso)}
      className="mt-0.5 block px-1 text-[11px] text-ink-subtle"
    >
      {timeOfDay(iso)}
    </time>
  );
}

/** A small icon button for a message's actions. */
export function MessageAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="rounded-lg p-1.5 text-ink-subtle hover:bg-surface-muted hover:text-ink"
    >
      {children}
    </button>
  );
}

export const TrashIcon = () => <MiniIcon shape="trash" className="size-4" />;
