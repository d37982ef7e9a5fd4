import PartySocket from "partysocket";
import { useEffect, useState } from "react";
import { CLOSE_UNAUTHORIZED, type ServerFrame } from "../../party/protocol";

type SocketStatus = "initialized" | "connected" | "disconnect" | "failed" | "reconnecting";

/** Reconnection per the spec: unlimited attempts, 1 s initial and 10 s maximum delay, 20 s timeout. */
const SOCKET_OPTIONS = {
  maxRetries: Number.POSITIVE_INFINITY,
  minReconnectionDelay: 1_000,
  maxReconnectionDelay: 10_000,
  connectionTimeout: 20_000,
};

/**
 * The logged-in user's notification socket (`/parties/user/<userId>`). It opens only while a user
 * is logged in (pass null to close it) and sends `auth/login` after every (re)connect; the browser
 * is authorised by its HttpOnly session cookie, so no token travels in script.
 */
export function useUserSocket(userId: string | null, onEvent?: (frame: ServerFrame) => void) {
  const [status, setStatus] = useState<SocketStatus>("initialized");
  useEffect(() => {
    if (!userId) return;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: "user",
      room: userId,
      ...SOCKET_OPTIONS,
    });
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      setStatus("connected");
      socket.send(JSON.stringify({ event: "auth/login", data: {} }));
    });
    socket.addEventListener("close", (e) => {
      // The session ended (logout elsewhere, password change): retrying would only be refused.
      if (e.code === CLOSE_UNAUTHORIZED) {
        socket.close();
        return setStatus("disconnect");
      }
      setStatus(opened ? "reconnecting" : "disconnect");
    });
    socket.addEventListener("error", () => setStatus("failed"));
    socket.addEventListener("message", (e) => {
      try {
        onEvent?.(JSON.parse(String(e.data)) as ServerFrame);
      } catch {
        // Frames are JSON; anything else is ignored.
      }
    });
    return () => {
      socket.close();
      setStatus("disconnect");
    };
  }, [userId, onEvent]);
  return status;
}
