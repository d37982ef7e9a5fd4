import { type Clock, systemClock } from "../lib/clock";
import { createDb } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { randomIds } from "../lib/ids";
import { createRealtime } from "../messaging/realtime/notify";
import { createPayments } from "../money/stripe/gateway";

/** The services' dependencies over this Worker's bindings, once per request (or cron run). */
export function createDeps(
  env: Env,
  ctx?: Pick<ExecutionContext, "waitUntil">,
  clock: Clock = systemClock,
  /** The request's D1 session (functions/context/d1-session.ts); the primary when there is none. */
  session?: D1DatabaseSession,
): Deps {
  // A session has D1's prepare and batch, all that drizzle and our statements use.
  const d1 = (session ?? env.DB) as D1Database;
  return {
    env,
    db: createDb(d1),
    d1,
    clock,
    ids: randomIds,
    media: env.MEDIA,
    realtime: createRealtime(env),
    payments: createPayments(env),
    waitUntil: (p) => (ctx ? ctx.waitUntil(p) : void p.catch((err) => console.error(err))),
  };
}
