import PartySocket from "partysocket";
import { useCallback, useEffect, useRef, useState } from "react";
// Types only: the protocol module defines its frames with zod, which must not load in the browser
// ahead of app/lib/zod-jitless.ts (the page's CSP forbids zod's eval probe).
import type { CLOSE_FLOODING, CLOSE_FRAME_TOO_LARGE, ServerFrame } from "../../party/protocol";

export type SocketStatus = "initialized" | "connected" | "disconnect" | "failed" | "reconnecting";

/** Reconnection: unlimited attempts, 1 s initial and 10 s maximum delay, 20 s timeout. */
const SOCKET_OPTIONS = {
  maxRetries: Number.POSITIVE_INFINITY,
  minReconnectionDelay: 1_000,
  maxReconnectionDelay: 10_000,
  connectionTimeout: 20_000,
};

/**
 * The frame limits' closes (party/protocol.ts: 1008 kept flooding, 1009 a frame too large; typed
 * against the protocol's constants). This client stays far inside the limits (`auth/login` per
 * open, `typing` at most every two seconds), so either means something here went wrong: a retry
 * would most likely send the same again, so the socket stays closed until the page is loaded anew.
 */
const LIMIT_CLOSES: ReadonlySet<number> = new Set<typeof CLOSE_FLOODING | typeof CLOSE_FRAME_TOO_LARGE>([
  1008, 1009,
]);

/**
 * Rooms close with a code of 4000-4999 only when retrying would be refused again (party/protocol.ts:
 * session ended, blocked, stream over); a frame limit's close is not retried either.
 */
const isFinalClose = (code: number) => (code >= 4000 && code < 5000) || LIMIT_CLOSES.has(code);

export interface RoomSocket {
  status: SocketStatus;
  /** Sends a frame when connected; false when it could not be sent. */
  send(frame: { event: string; data: unknown }): boolean;
}

/**
 * A socket to a room (`/parties/<party>/<room>`), open while `room` is set (pass null to close
 * it: logged out, page left). It sends `auth/login` after every (re)connect; the browser is
 * authorised by its HttpOnly session cookie, so no token travels in script. Frames reach
 * `onEvent` (the latest one passed; it need not be stable). A close the server means as final
 * (4001 session ended, 4003 blocked, 4004 stream ended, 1008/1009 frame limits) stops the retries.
 */
export function useRoomSocket(
  party: "user" | "conversation" | "stream",
  room: string | null,
  onEvent?: (frame: ServerFrame) => void,
): RoomSocket {
  const [status, setStatus] = useState<SocketStatus>("initialized");
  const socketRef = useRef<PartySocket | null>(null);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!room) return;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party,
      room,
      ...SOCKET_OPTIONS,
    });
    socketRef.current = socket;
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      setStatus("connected");
      socket.send(JSON.stringify({ event: "auth/login", data: {} }));
    });
    socket.addEventListener("close", (e) => {
      if (isFinalClose(e.code)) {
        socket.close();
        return setStatus("disconnect");
      }
      setStatus(opened ? "reconnecting" : "disconnect");
    });
    socket.addEventListener("error", () => setStatus("failed"));
    socket.addEventListener("message", (e) => {
      try {
        handler.current?.(JSON.parse(String(e.data)) as ServerFrame);
      } catch {
        // Frames are JSON; anything else is ignored.
      }
    });
    return () => {
      socketRef.current = null;
      socket.close();
      setStatus("disconnect");
    };
  }, [party, room]);
  const send = useCallback((frame: { event: string; data: unknown }) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);
  return { status, send };
}

/**
 * The logged-in user's notification socket (`/parties/user/<userId>`): it opens only while a
 * user is logged in (pass null to close it) and keeps the user shown as online.
 */
export function useUserSocket(userId: string | null, onEvent?: (frame: ServerFrame) => void) {
  return useRoomSocket("user", userId, onEvent).status;
}
