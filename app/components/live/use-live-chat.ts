import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "~/components/ui/toaster";
import { useRoomSocket } from "~/lib/user-socket";
import type { ChatMessage, ServerFrame, StreamEvent } from "../../../party/protocol";
import { useChatMessages } from "../messages/chat";

/** A page of older messages, as /resources/messages answers it. */
export interface MessagePage {
  messages: ChatMessage[];
  total: number;
  error?: string;
}

/**
 * A live page's chat and stream events. The stream room brings the viewer count, the end of the
 * stream, private show requests (to the creator) and, for a public session, its chat; a private
 * show's chat is its conversation, through the conversation room. Older messages load through
 * /resources/messages (useOlderMessages). `loadError`: the page's first messages failed to load
 * (the loader's firstMessagePage); the chat shows it in their place.
 */
export function useLiveChat(options: {
  streamId: string;
  /** null: the stream ended, no sockets. */
  live: boolean;
  chat: { kind: "public" | "private"; conversationId: string | null };
  initial: ChatMessage[];
  total: number;
  loadError?: string | null;
  onStreamEvent?: (frame: StreamEvent) => void;
}) {
  const { streamId, live, chat, initial, total, onStreamEvent } = options;
  const state = useChatMessages(initial, total);
  const { revalidate } = useRevalidator();
  const older = useOlderMessages({
    conversationId: chat.conversationId,
    chat: chat.kind,
    loaded: state.messages.length,
    prependOlder: state.prependOlder,
  });

  const onChatFrame = (frame: ServerFrame) => {
    switch (frame.event) {
      case "message/created":
        state.add(frame.data.message);
        break;
      case "message/deleted":
        if (frame.data.removed) state.remove(frame.data._id);
        else state.markDeleted(frame.data._id, frame.data.text);
        break;
      case "messages/cleared":
        revalidate();
        break;
    }
  };
  const stream = useRoomSocket("stream", live ? streamId : null, (frame) => {
    if (frame.event.startsWith("stream/")) onStreamEvent?.(frame as StreamEvent);
    else if (chat.kind === "public") onChatFrame(frame);
  });
  const conversation = useRoomSocket(
    "conversation",
    live && chat.kind === "private" ? chat.conversationId : null,
    onChatFrame,
  );

  return {
    ...state,
    status: chat.kind === "private" ? conversation.status : stream.status,
    loadError: options.loadError ?? null,
    loadingOlder: older.loading,
    loadOlder: older.load,
  };
}

/**
 * "Load earlier messages" of a thread or a live chat: the page before the `loaded` messages shown,
 * through /resources/messages, prepended. A page that fails to load says so in a toast (spec
 * section 8: "Error occurred, please try again later"); the button stays, to try again.
 */
export function useOlderMessages({
  conversationId,
  chat,
  loaded,
  prependOlder,
}: {
  conversationId: string | null;
  /** A live stream's public chat, or a private conversation (the default). */
  chat?: "public" | "private";
  loaded: number;
  prependOlder: (messages: ChatMessage[], total: number) => void;
}) {
  const older = useFetcher<MessagePage>();
  const toast = useToast();
  useEffect(() => {
    if (older.data?.error) toast({ tone: "error", title: older.data.error });
    else if (older.data) prependOlder(older.data.messages, older.data.total);
  }, [older.data, prependOlder, toast]);
  return {
    loading: older.state !== "idle",
    load: () => {
      if (!conversationId) return;
      older.load(
        `/resources/messages?${new URLSearchParams({
          conversationId,
          offset: String(loaded),
          ...(chat ? { chat } : {}),
        })}`,
      );
    },
  };
}
