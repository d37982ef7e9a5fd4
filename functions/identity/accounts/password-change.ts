/**
 * The rule of a new password, in one place for every call that sets one (`PUT
 * /auth/users/me/password`, `PUT /users`, `PUT /performers/{id}`): the current password is given
 * first (current-password.ts), and the change ends every other session of the account (closing
 * their sockets) and tells the account's address, in the batch of the change itself. `PUT /users`
 * used to set it without the notice.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Deps } from "../../lib/deps";
import { securityNoticeInserts } from "./emails";
import { revokeUserSessions } from "./sessions";

const PASSWORD_CHANGED = {
  subject: "Your password was changed",
  template: "password-changed-notice",
  lead: "The password of your account was changed, and every other session was signed out.",
};

/**
 * Runs the caller's statements (its update of the user's row, with the new hash) in one batch
 * with the end of every other session and the notice; the session `keepSessionId` stays.
 */
export function commitPasswordChange(
  deps: Pick<Deps, "db" | "clock" | "realtime" | "ids">,
  user: { id: string; name: string; email: string | null },
  keepSessionId: string | undefined,
  statements: BatchItem<"sqlite">[],
  origin: string | null,
): Promise<void> {
  return revokeUserSessions(deps, user.id, keepSessionId, [
    ...statements,
    ...securityNoticeInserts(deps, user, PASSWORD_CHANGED, origin),
  ]);
}
