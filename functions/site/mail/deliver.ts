import { and, asc, eq, lt } from "drizzle-orm";
import { emailOutbox } from "../../../drizzle/schema/outbox";
import type { Deps } from "../../lib/deps";
import { sendWithProvider } from "./providers";

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends queued mail through the configured provider (functions/site/mail/providers.ts). Without one
 * (local runs) the email is written to the log and marked sent, so links can be followed from the
 * `wrangler dev` output or the developer outbox page (/dev/outbox).
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
      const sent = await sendWithProvider(deps.env, mail);
      if (!sent) console.log(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
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
