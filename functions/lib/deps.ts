import { createRealtime, type Realtime } from "../realtime/notify";
import { type Clock, systemClock } from "./clock";
import { createDb, type Db } from "./db";
import { type Ids, randomIds } from "./ids";

/**
 * Everything a service may touch, built per request by createDeps. Services take this as their
 * first argument and never read env or secrets at module scope.
 */
export interface Deps {
  env: Env;
  db: Db;
  clock: Clock;
  ids: Ids;
  media: R2Bucket;
  realtime: Realtime;
  /** Keep background work (notifications, cleanup) alive after the response. */
  waitUntil(promise: Promise<unknown>): void;
}

export function createDeps(
  env: Env,
  ctx?: Pick<ExecutionContext, "waitUntil">,
  clock: Clock = systemClock,
): Deps {
  return {
    env,
    db: createDb(env.DB),
    clock,
    ids: randomIds,
    media: env.MEDIA,
    realtime: createRealtime(env),
    waitUntil: (p) => (ctx ? ctx.waitUntil(p) : void p.catch((err) => console.error(err))),
  };
}
