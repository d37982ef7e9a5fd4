import { and, asc, eq, lt } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema/outbox";
import type { Deps } from "../lib/deps";

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends queued mail. With MAIL_API_URL set, each email is POSTed as JSON
 * `{ from, to, subject, text, html }` with `Authorization: Bearer MAIL_API_KEY` (the shape most
 * transactional providers accept). Without a provider (local runs) the email is written to the
 * log and marked sent, so links can be followed from the `wrangler dev` output.
 */
export async function deliverQueuedEmails(deps: Deps) {
  const queued = await deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(BATCH);
  for (const mail of queued) {
    try {
      if (deps.env.MAIL_API_URL) {
        const res = await fetch(deps.env.MAIL_API_URL, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${deps.env.MAIL_API_KEY ?? ""}`,
          },
          body: JSON.stringify({
            from: deps.env.MAIL_FROM || "no-reply@localhost",
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          }),
        });
        if (!res.ok) throw new Error(`provider answered ${res.status}`);
      } else {
        console.log(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
      }
      await deps.db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: deps.clock.now(), attempts: mail.attempts + 1 })
        .where(eq(emailOutbox.id, mail.id));
    } catch (err) {
      const attempts = mail.attempts + 1;
      await deps.db
        .update(emailOutbox)
        .set({ attempts, lastError: String(err), status: attempts >= MAX_ATTEMPTS ? "failed" : "queued" })
        .where(eq(emailOutbox.id, mail.id));
    }
  }
}
