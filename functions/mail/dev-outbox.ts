/**
 * The developer outbox: with no mail provider configured, emails stay in D1 and can be read on
 * /dev/outbox, so verification and reset links can be followed on a laptop. Only then, and only
 * for a request to this machine or an admin: otherwise the page does not exist.
 */
import { count, desc } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { toIso } from "../lib/clock";
import type { Deps } from "../lib/deps";
import { isLoopbackUrl } from "../lib/loopback";
import type { Paging } from "../lib/paging";
import { isMailProviderConfigured } from "./providers";

export function devOutboxAllowed(
  env: Deps["env"],
  requestUrl: string,
  viewer: { isAdmin: boolean } | null,
): boolean {
  if (isMailProviderConfigured(env)) return false;
  return isLoopbackUrl(requestUrl) || Boolean(viewer?.isAdmin);
}

/** The newest emails first. */
export async function listOutbox(deps: Pick<Deps, "db">, paging: Pick<Paging, "limit" | "offset">) {
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db.select({ total: count() }).from(emailOutbox),
  ]);
  return {
    total,
    data: rows.map((r) => ({
      _id: r.id,
      to: r.to,
      subject: r.subject,
      template: r.template,
      text: r.text,
      status: r.status,
      createdAt: toIso(r.createdAt)!,
    })),
  };
}
