import { type Clock, systemClock } from "../lib/clock";
import { createDb, type Db } from "../lib/d1";
import type { Deps, Realtime } from "../lib/deps";
import { randomIds } from "../lib/ids";
import type { Payments } from "../lib/payments";
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
  // The drizzle instance, the rooms' and the payments' clients are made when a service first uses
  // them: most requests use one or none, and each costs closures made anew (the bundle names every
  // closure it makes, with Object.defineProperty) on every request that built them.
  let db: Db | undefined;
  let realtime: Realtime | undefined;
  let payments: Payments | undefined;
  return {
    env,
    get db() {
      db ??= createDb(d1);
      return db;
    },
    d1,
    clock,
    ids: randomIds,
    media: env.MEDIA,
    get realtime() {
      realtime ??= createRealtime(env);
      return realtime;
    },
    get payments() {
      payments ??= createPayments(env);
      return payments;
    },
    waitUntil(p) {
      if (ctx) ctx.waitUntil(p);
      else void p.catch((err) => console.error(err));
    },
  };
}
