import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { type TOKEN_PURPOSES, userTokens } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import { DAY, HOUR } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { randomToken, sha256Hex } from "../../lib/ids";

type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** How long a mailed link stays valid. */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_verification: 7 * DAY,
  password_reset: HOUR,
  email_change: DAY,
};

/**
 * One-time tokens mailed to users. Like sessions, only the SHA-256 is stored; the raw token
 * exists only in the email.
 */
export async function issueUserToken(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  userId: string,
  purpose: TokenPurpose,
  /** email_change: the new address the link confirms. */
  email: string | null = null,
): Promise<string> {
  const token = randomToken(32);
  const now = deps.clock.now();
  await deps.db.insert(userTokens).values({
    id: deps.ids.next(),
    tokenHash: await sha256Hex(token),
    userId,
    purpose,
    email,
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
 * Uses a token of one of `purposes` once: the conditional UPDATE claims it atomically, so two
 * requests racing with the same link cannot both succeed. Unknown, expired or used tokens are all
 * invalid_token.
 */
export async function consumeUserToken(
  deps: Pick<Deps, "db" | "clock">,
  token: string,
  ...purposes: [TokenPurpose, ...TokenPurpose[]]
): Promise<{ userId: string; purpose: TokenPurpose; email: string | null }> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, await sha256Hex(token)),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, purpose: userTokens.purpose, email: userTokens.email });
  if (!row) throw new AppError("invalid_token");
  return row;
}

/** The new address an email change waits to be confirmed at (its newest live link), or null. */
export async function pendingEmailChange(
  deps: Pick<Deps, "db" | "clock">,
  userId: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ email: userTokens.email })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, "email_change"),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}
