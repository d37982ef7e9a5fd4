import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { NotificationSetting } from "../../../drizzle/schema/notifications";
import { users } from "../../../drizzle/schema/users";
import { wantsEmail } from "../../identity/notifications/service";
import type { Deps } from "../../lib/deps";
import { outboxInsert } from "../../site/mail/outbox";
import { layoutEmail } from "../../site/mail/templates";

/**
 * Tells a user about their money or their orders: a notification on their room and an email in
 * the one layout of every email. `alongside` statements (a webhook's event id) go first in the
 * batch that queues the email, so the email is queued once with them or not at all. A notice of a
 * kind whose emails the user turned off (`setting`, on the account page) is not mailed.
 */
export async function tellUser(
  deps: Deps,
  userId: string,
  notice: { subject: string; message: string; setting?: NotificationSetting },
  alongside: BatchItem<"sqlite">[] = [],
) {
  const [user] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const statements = [...alongside];
  const mailed = !notice.setting || (await wantsEmail(deps, userId, notice.setting));
  if (user?.email && mailed) {
    statements.push(
      outboxInsert(
        deps,
        layoutEmail({
          to: user.email,
          subject: notice.subject,
          template: "notice",
          name: user.name ?? "",
          lead: [notice.message],
        }),
      ),
    );
  }
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
  deps.waitUntil(
    deps.realtime.notifyUser(userId, { event: "notification", data: { message: notice.message } }),
  );
}
