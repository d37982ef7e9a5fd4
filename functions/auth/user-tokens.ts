import { and, eq, gt, isNull } from "drizzle-orm";
import { type TOKEN_PURPOSES, userTokens } from "../../drizzle/schema/users";
import { AppError } from "../errors";
import { DAY, HOUR } from "../lib/clock";
import type { Deps } from "../lib/deps";
import { randomToken, sha256Hex } from "../lib/ids";

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** How long a mailed link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_verification: 7 * DAY,
  password_reset: HOUR,
};

/**
 * One-time tokens mailed to users. Like sessions, only the SHA-256 is stored; the raw token
 * exists only in the email.
 */
export async function issueUserToken(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomToken(32);
  const now = deps.clock.now();
  await deps.db.insert(userTokens).values({
    id: deps.ids.next(),
    tokenHash: await sha256Hex(token),
    userId,
    purpose,
    expiresAt: now + TOKEN_TTL_MS[purpose],
    createdAt: now,
  });
  return token;
}

/** Marks every unused token of this purpose as used, so older links stop working. */
export function voidUserTokens(deps: Pick<Deps, "db" | "clock">, userId: string, purpose: TokenPurpose) {
  return deps.db
    .update(userTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/**
 * Uses a token once: the conditional UPDATE claims it atomically, so two requests racing with the
 * same link cannot both succeed. Unknown, expired or used tokens are all invalid_token.
 */
export async function consumeUserToken(
  deps: Pick<Deps, "db" | "clock">,
  token: string,
  purpose: TokenPurpose,
): Promise<string> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, await sha256Hex(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!row) throw new AppError("invalid_token");
  return row.userId;
}
