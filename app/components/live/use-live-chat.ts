import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
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
 * /resources/messages.
 */
export function useLiveChat(options: {
  streamId: string;
  /** null: the stream ended, no sockets. */
  live: boolean;
  chat: { kind: "public" | "private"; conversationId: string | null };
  initial: ChatMessage[];
  total: number;
  onStreamEvent?: (frame: StreamEvent) => void;
}) {
  const { streamId, live, chat, initial, total, onStreamEvent } = options;
  const state = useChatMessages(initial, total);
  const { revalidate } = useRevalidator();
  const older = useFetcher<MessagePage>();

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

  useEffect(() => {
    if (older.data && !older.data.error) state.prependOlder(older.data.messages, older.data.total);
  }, [older.data, state.prependOlder]);

  return {
    ...state,
    status: chat.kind === "private" ? conversation.status : stream.status,
    loadingOlder: older.state !== "idle",
    olderError: older.data?.error ?? null,
    loadOlder: () => {
      if (!chat.conversationId) return;
      older.load(
        `/resources/messages?${new URLSearchParams({
          conversationId: chat.conversationId,
          offset: String(state.messages.length),
          chat: chat.kind,
        })}`,
      );
    },
  };
}
