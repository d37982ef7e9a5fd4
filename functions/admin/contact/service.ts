/**
 * The contact form: the message is stored (the console lists it) and mailed to the operator
 * (the contactEmail setting, else every admin account) in one batch. Rate limited per client and
 * behind the captcha when captchas are on.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { type CONTACT_STATUSES, contactMessages } from "../../../drizzle/schema/admin";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import { assertCaptcha } from "../../identity/captcha/service";
import { HOUR, toIso } from "../../lib/clock";
import { containsText } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { consumeRateLimits } from "../../lib/rate-limit";
import { type AuditActor, recordAdminAction } from "../../site/audit/service";
import { outboxInsert } from "../../site/mail/outbox";
import { contactMessageEmail } from "../../site/mail/templates";
import { getSetting } from "../../site/settings/service";

type ContactStatus = (typeof CONTACT_STATUSES)[number];
type ContactRow = typeof contactMessages.$inferSelect;

const present = (row: ContactRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  status: row.status,
  createdAt: toIso(row.createdAt)!,
});

/** Where contact messages go: the contactEmail setting, else every active admin's address. */
async function operatorAddresses(deps: Pick<Deps, "db">): Promise<string[]> {
  const configured = await getSetting(deps, "contactEmail");
  if (configured) return [configured];
  const admins = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")));
  return admins.flatMap((a) => (a.email ? [a.email] : []));
}

/** `POST /contact`. */
export async function sendContactMessage(
  deps: Deps,
  viewer: Viewer | null,
  input: { name: string; email: string; subject?: string; message: string; captchaToken?: string },
  ip: string,
) {
  await consumeRateLimits(deps, [{ key: `contact:ip:${ip}`, max: 5, windowMs: HOUR }]);
  await assertCaptcha(deps, input.captchaToken, ip);
  const row: ContactRow = {
    id: deps.ids.next(),
    name: input.name,
    email: input.email,
    subject: input.subject ?? "",
    message: input.message,
    userId: viewer?.id ?? null,
    status: "new",
    createdAt: deps.clock.now(),
  };
  const mails = (await operatorAddresses(deps)).map((to) => outboxInsert(deps, contactMessageEmail(to, row)));
  await deps.db.batch([deps.db.insert(contactMessages).values(row), ...mails]);
  return present(row);
}

/** The console's list, newest first, by status; q searches names, addresses and text. */
export async function listContactMessages(
  deps: Pick<Deps, "db">,
  query: Paging & { status?: ContactStatus },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contactMessages.status, query.status));
  if (query.q) {
    filters.push(
      containsText(
        [contactMessages.name, contactMessages.email, contactMessages.subject, contactMessages.message],
        query.q,
      ),
    );
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { data: rows.map(present), total };
}

/** Marks a message read (or new again). */
export async function setContactMessageStatus(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  admin: AuditActor,
  id: string,
  status: ContactStatus,
) {
  const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new AppError("contact_message_not_found");
  await deps.db.batch([
    deps.db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)),
    ...recordAdminAction(
      deps,
      admin,
      "contact.status",
      { type: "contact-message", id, people: [row.userId] },
      { from: row.status, to: status },
    ),
  ]);
  return present({ ...row, status });
}
