import { eq } from "drizzle-orm";
import { settings } from "../../drizzle/schema/settings";
import type { Db } from "./d1";
import { randomToken } from "./ids";

/** Settings row holding the generated signing secret; never part of any settings response. */
const SIGNING_SECRET_KEY = "__signing_secret";
let cached: string | null = null;

/**
 * The HMAC secret for signed media URLs. SIGNING_SECRET wins; without it (local runs) one is
 * generated once and kept in D1, so URLs stay valid across restarts and isolates.
 */
export async function getSigningSecret(
  env: { SIGNING_SECRET?: string },
  /** The request's deps: their drizzle instance is made on first use (create-deps.ts), so only on a miss. */
  deps: { readonly db: Db },
): Promise<string> {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  if (cached) return cached;
  const db = deps.db;
  const fresh = randomToken(32);
  await db
    .insert(settings)
    .values({ key: SIGNING_SECRET_KEY, value: JSON.stringify(fresh), updatedAt: Date.now() })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SIGNING_SECRET_KEY));
  cached = JSON.parse(row.value) as string;
  return cached;
}
