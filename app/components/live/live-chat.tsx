import { useId, useState } from "react";
import { MiniIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import type { SocketStatus } from "~/lib/user-socket";
import type { ChatMessage } from "../../../party/protocol";
import {
  MessageAction,
  MessageBubble,
  SocketStatusPill,
  TrashIcon,
  useStickToBottom,
} from "../messages/chat";
import { Button } from "../ui/button";
import { controlClass } from "../ui/field";
import { MessagesFailed } from "./messages-failed";

/** What the creator can do to a message of their stream's chat. */
export interface Moderation {
  onDelete(message: ChatMessage): void;
  onBlock(message: ChatMessage): void;
}

/**
 * A live stream's chat panel: messages (tips stand out), "Load earlier messages", a one-line
 * composer posting the page's "say" action, and for the creator a delete and a block button on
 * every message of others. First messages that failed to load say so in their place, with Try again.
 */
export function LiveChat({
  chat: { messages, olderLeft, loadingOlder, loadOlder, status, loadError },
  meId,
  send,
  closedText,
  moderation,
}: {
  /** The chat's state, as useLiveChat keeps it. */
  chat: {
    messages: ChatMessage[];
    olderLeft: number;
    loadingOlder: boolean;
    loadOlder: () => void;
    status: SocketStatus;
    /** The first messages failed to load (spec section 8's message); null or absent when they loaded. */
    loadError?: string | null;
  };
  meId: string;
  /** Sends a message; resolves with what went wrong, or null. The room brings it back to everyone. */
  send: (text: string) => Promise<string | null>;
  /** Why nobody can write (the stream ended); null while open. */
  closedText: string | null;
  moderation?: Moderation;
}) {
  const [text, setText] = useState("");
  const inputId = useId();
  const scroller = useStickToBottom(messages.at(-1)?._id);
  // Only while the action runs: the reloads after it must not hold up the next message.
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const sent = text;
    if (!sent.trim()) return;
    setText("");
    setError(null);
    const problem = await send(sent);
    if (problem) {
      setError(problem);
      setText((current) => current || sent);
    }
  };
  return (
    <section
      aria-label="Live chat"
      className="flex min-h-[22rem] flex-col overflow-hidden rounded-2xl border border-line bg-surface lg:h-full"
    >
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <h2 className="font-semibold text-ink">Live chat</h2>
        <SocketStatusPill status={status} />
      </header>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-3" data-testid="live-chat">
        {olderLeft > 0 ? (
          <div className="mb-3 flex justify-center">
            <Button size="sm" variant="ghost" pending={loadingOlder} onClick={loadOlder}>
              Load earlier messages
            </Button>
          </div>
        ) : null}
        {loadError ? (
          <MessagesFailed error={loadError} />
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-muted">No messages yet.</p>
        ) : null}
        <ul className="space-y-2" aria-label="Chat messages">
          {messages.map((m) => (
            <MessageBubble
              key={m._id}
              message={m}
              mine={m.senderId === meId}
              showSender
              actions={
                moderation && !m.isDeleted && m.type !== "tip" ? (
                  <>
                    <MessageAction label="Delete message" onClick={() => moderation.onDelete(m)}>
                      <TrashIcon />
                    </MessageAction>
                    {m.senderId !== meId ? (
                      <MessageAction
                        label={`Block ${m.sender?.name ?? "this viewer"}`}
                        onClick={() => moderation.onBlock(m)}
                      >
                        <MiniIcon shape="block" className="size-4" />
                      </MessageAction>
                    ) : null}
                  </>
                ) : null
              }
            />
          ))}
        </ul>
      </div>
      {closedText ? (
        <p className="border-t border-line px-4 py-3 text-center text-sm text-ink-muted">{closedText}</p>
      ) : (
        <form
          className="border-t border-line p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {error ? (
            <p className="mb-2 text-sm text-red-600 dark:text-red-400" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              Chat message
            </label>
            <input
              id={inputId}
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder="Say something nice"
              className={cn(controlClass, "h-10 min-w-0 flex-1")}
              autoComplete="off"
            />
            <Button type="submit" disabled={!text.trim()}>
              Send
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
