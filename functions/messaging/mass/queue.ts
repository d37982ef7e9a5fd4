/**
 * The mass-message queue's consumer (wrangler.toml [[queues.consumers]], called from the Worker's
 * queue() handler): each message is a batch of recipients to deliver a send to, or to take it back
 * from. Both are idempotent, so a message is retried as a whole when it fails (up to max_retries).
 */
import type { Deps } from "../../lib/deps";
import { deliverMassBatch, type MassJob, unsendBatch } from "./service";

const isJob = (body: unknown): body is MassJob => {
  const b = body as Partial<MassJob> | null;
  return (
    typeof b === "object" &&
    b !== null &&
    (b.kind === "deliver" || b.kind === "unsend") &&
    typeof b.massId === "string" &&
    Array.isArray(b.recipientIds) &&
    b.recipientIds.every((id) => typeof id === "string")
  );
};

export async function consumeMassJobs(deps: Deps, messages: readonly Message<unknown>[]) {
  for (const message of messages) {
    if (!isJob(message.body)) {
      console.error("mass message queue: malformed job dropped", message.id);
      message.ack();
      continue;
    }
    const job = message.body;
    try {
      if (job.kind === "deliver") await deliverMassBatch(deps, job.massId, job.recipientIds);
      else await unsendBatch(deps, job.massId, job.recipientIds);
      message.ack();
    } catch (err) {
      console.error(
        `mass message ${job.kind} failed (attempt ${message.attempts}); retrying`,
        job.massId,
        err,
      );
      message.retry();
    }
  }
}
