import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema/users";
import type { Deps } from "../lib/deps";
import { queueEmail } from "../mail/outbox";
import { layoutEmail } from "../mail/templates";

/**
 * Tells a user about their money or their orders: a notification on their room and an email in
 * the one layout of every email.
 */
export async function tellUser(deps: Deps, userId: string, notice: { subject: string; message: string }) {
  const [user] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.email) {
    await queueEmail(
      deps,
      layoutEmail({
        to: user.email,
        subject: notice.subject,
        template: "notice",
        name: user.name ?? "",
        lead: [notice.message],
      }),
    );
  }
  deps.waitUntil(
    deps.realtime.notifyUser(userId, { event: "notification", data: { message: notice.message } }),
  );
}
