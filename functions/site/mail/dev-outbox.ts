/**
 * The developer outbox: with no mail provider configured, emails stay in D1 and can be read on
 * /dev/outbox, so verification and reset links can be followed on a laptop. It exists only where
 * DEV_TOOLS is "true", which `npm start`, `npm run dev` and the browser tests pass with --var and a
 * deploy never has (wrangler.toml does not set it): nothing a request says (a Host of localhost)
 * turns it on. There, it serves requests to this machine and admins; elsewhere, and whenever a
 * provider is configured, the page does not exist (404), for admins too: the outbox holds every
 * account's reset and verification links.
 */
import { count, desc } from "drizzle-orm";
import { emailOutbox } from "../../../drizzle/schema/outbox";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { isLoopbackUrl } from "../../lib/loopback";
import type { Paging } from "../../lib/paging";
import { isMailProviderConfigured } from "./providers";

export function devOutboxAllowed(
  env: Deps["env"],
  requestUrl: string,
  viewer: { isAdmin: boolean } | null,
): boolean {
  if (env.DEV_TOOLS !== "true" || isMailProviderConfigured(env)) return false;
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
