import { Link } from "@remix-run/react";
import type { ConversationView } from "#functions/messaging/messages/conversations";
import { decodeChatText } from "#functions/messaging/messages/escaped";
import { previewLine } from "#functions/messaging/messages/preview";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import { Avatar } from "../ui/avatar";
import { OnlineDot } from "../ui/online-dot";
import { TimeAgo } from "../ui/time";

/** Who a conversation is with, as its list entry and its header show them. */
export function conversationTitle(c: Pick<ConversationView, "name" | "recipient">) {
  return c.name || c.recipient?.name || c.recipient?.username || "Conversation";
}

/** The viewer's conversations: the other person (online dot), the last message, unread badge. */
export function ConversationList({
  conversations,
  activeId,
  searching,
  creator,
}: {
  conversations: ConversationView[];
  activeId: string | null;
  searching: boolean;
  /** A creator's fans write first; a fan starts from a creator's profile. */
  creator: boolean;
}) {
  if (conversations.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-sm text-ink-muted">
        {searching
          ? "No conversation matches this name."
          : creator
            ? "No conversations yet. When a fan messages you, it shows here."
            : "No conversations yet. Message a creator you subscribe to from their profile."}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line" data-testid="conversation-list">
      {conversations.map((c) => {
        const active = c._id === activeId;
        // The open thread is read as it loads (and as messages arrive in it); the list, loaded beside
        // it and maybe counted before that read, never shows it as unread.
        const unread = active ? 0 : c.totalNotSeenMessages;
        return (
          <li key={c._id}>
            <Link
              to={`/messages/${c._id}`}
              prefetch="intent"
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 px-3 py-3 transition-colors",
                active ? "bg-brand-50 dark:bg-brand-900/25" : "hover:bg-surface-muted",
              )}
            >
              <span className="relative shrink-0">
                <Avatar src={c.recipient?.avatar} name={conversationTitle(c)} size="md" />
                <OnlineDot online={Boolean(c.recipient?.isOnline)} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn("truncate text-ink", unread ? "font-bold" : "font-medium")}>
                    {conversationTitle(c)}
                  </span>
                  <span className="shrink-0 text-xs text-ink-subtle">
                    <TimeAgo iso={c.lastMessageCreatedAt ?? c.createdAt} />
                  </span>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className={cn("truncate text-sm", unread ? "text-ink" : "text-ink-muted")}>
                    {c.isBlocked
                      ? "Blocked"
                      : decodeChatText(previewLine(c.lastMessagePreview, tokenAmount)) || "No messages yet"}
                  </span>
                  {unread > 0 ? (
                    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
                      <span className="sr-only">Unread: </span>
                      {unread > 99 ? "99+" : unread}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
