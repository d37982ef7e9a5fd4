import {
  CLOSE_UNAUTHORIZED,
  closeSocket,
  PRESENCE_REFRESH_MS,
  type SocketIdentity,
  sendFrame,
  sessionLive,
  type UserEvent,
} from "./protocol";
import { Room, type RoomConnection } from "./room";

/**
 * Per-user notifications (`/parties/user/<userId>`): balance changes, unread counts, payment
 * status, new messages. Only its own user may open it (any other upgrade is a 404, like plain
 * HTTP; see Room). Services reach the room by Durable Object RPC (`notify`, `closeSessions`,
 * called by realtime/notify.ts through the namespace stub).
 *
 * It also knows whether its user is online: every tab of a signed-in user keeps one socket here,
 * so the user is online while any socket is open. `presenceChanged` is told when the first opens
 * (and every PRESENCE_REFRESH_MS while any stays open) and when the last closes; the Worker's
 * subclass (functions/rooms.ts) records it where the API reads it. It depends on nothing but
 * party/.
 */
export class UserRoom extends Room {
  protected admits(identity: SocketIdentity): boolean {
    return identity.userId === this.name;
  }

  /** Records presence; overridden by the Worker's room. `online` false: the last socket closed. */
  protected presenceChanged(_online: boolean): Promise<void> | void {}

  /** Open sockets, leaving out one that is closing now. */
  private openSockets(except?: string) {
    return [...this.sockets()].filter((c) => c.id !== except);
  }

  protected async joined() {
    await this.refreshPresence();
  }

  async onClose(conn: RoomConnection) {
    if (this.openSockets(conn.id).length > 0) return;
    await this.ctx.storage.deleteAlarm();
    await this.presenceChanged(false);
  }

  /** While any socket is open, presence is refreshed on a timer (it expires on its own otherwise). */
  async onAlarm() {
    if (this.openSockets().length === 0) return this.presenceChanged(false);
    await this.refreshPresence();
  }

  private async refreshPresence() {
    await this.ctx.storage.setAlarm(Date.now() + PRESENCE_REFRESH_MS);
    await this.presenceChanged(true);
  }

  /** RPC: pushes an event to every open socket of this user; sockets of expired sessions close. */
  notify(event: UserEvent): number {
    const now = Date.now();
    let delivered = 0;
    for (const conn of this.sockets()) {
      if (!sessionLive(conn.state, now)) {
        closeSocket(conn, CLOSE_UNAUTHORIZED, "session expired");
        continue;
      }
      sendFrame(conn, event);
      delivered++;
    }
    return delivered;
  }

  /**
   * RPC: closes the sockets of ended sessions: one session (`sessionId`, logout) or every session
   * but the one making a change (`exceptSessionId`, password change; omitted: all, password reset).
   */
  closeSessions(which: { sessionId: string } | { exceptSessionId?: string }): number {
    let closed = 0;
    for (const conn of this.sockets()) {
      const sessionId = conn.state?.sessionId;
      const ends = "sessionId" in which ? sessionId === which.sessionId : sessionId !== which.exceptSessionId;
      if (!ends) continue;
      closeSocket(conn, CLOSE_UNAUTHORIZED, "session ended");
      closed++;
    }
    return closed;
  }
}
