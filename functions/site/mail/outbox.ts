import { emailOutbox } from "../../../drizzle/schema/outbox";
import type { Deps } from "../../lib/deps";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
}

/** The outbox row of an email, as a statement for a batch (queued with the change that causes it). */
export function outboxInsert(deps: Pick<Deps, "db" | "ids" | "clock">, email: Email) {
  return deps.db.insert(emailOutbox).values({ id: deps.ids.next(), ...email, createdAt: deps.clock.now() });
}

/**
 * Mail is written to the D1 outbox in the request that causes it, so it is never lost when a
 * provider is down; the cron job delivers it (functions/site/mail/deliver.ts).
 */
export async function queueEmail(deps: Pick<Deps, "db" | "ids" | "clock">, email: Email): Promise<string> {
  const id = deps.ids.next();
  await deps.db.insert(emailOutbox).values({ id, ...email, createdAt: deps.clock.now() });
  return id;
}
