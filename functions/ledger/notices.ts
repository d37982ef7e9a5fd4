import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema/users";
import type { Deps } from "../lib/deps";
import { queueEmail } from "../mail/outbox";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Tells a user something about their money: a notification on their room and an email. */
export async function tellUser(deps: Deps, userId: string, notice: { subject: string; message: string }) {
  const [user] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.email) {
    const greeting = user.name ? `Hi ${user.name},` : "Hi,";
    await queueEmail(deps, {
      to: user.email,
      subject: notice.subject,
      template: "money-notice",
      text: `${greeting}\n\n${notice.message}\n`,
      html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(notice.message)}</p>`,
    });
  }
  deps.waitUntil(
    deps.realtime.notifyUser(userId, { event: "notification", data: { message: notice.message } }),
  );
}
