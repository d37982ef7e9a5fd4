/**
 * Two-factor sign-in with time-based one-time passwords (TOTP, RFC 6238: HMAC-SHA1, 6 digits,
 * 30-second steps), computed by the `otpauth` library, and one-time recovery codes.
 *
 * Invariants:
 * - The shared secret is stored encrypted (AES-GCM, with the user id as associated data) under a key
 *   derived from the signing secret (HKDF), so a copy of the database alone cannot produce codes
 *   where SIGNING_SECRET is set (production). Recovery codes are stored as SHA-256 only.
 * - A code is accepted for the current step or one step either side (clock drift), and each step's
 *   code works once: `lastUsedStep` only moves forward, in one conditional statement, so two
 *   requests with the same code cannot both pass.
 * - A recovery code works once: it is marked used in one conditional statement.
 * - A challenge (after the password or a social sign-in, before the code) is an HMAC-signed ticket
 *   naming the account, valid for five minutes. It is not a session: it only lets its holder try a
 *   second factor, and those tries count with the account's failed guesses.
 */
import { and, eq, isNotNull, isNull, lt, or, type SQLWrapper, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { recoveryCodes, userTwoFactor } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import { MINUTE } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { sha256Hex } from "../../lib/ids";
import { getSigningSecret } from "../../lib/secrets";

const PERIOD_S = 30;
const DIGITS = 6;
/** Steps either side of the current one whose code is still accepted. */
const DRIFT_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_TTL_MS = 5 * MINUTE;

const totpParams = { algorithm: "SHA1", digits: DIGITS, period: PERIOD_S } as const;

/* Keys: one HKDF-derived key per purpose from the signing secret, cached per isolate and secret. */

const keys = new Map<string, Promise<CryptoKey>>();

async function derivedKey(deps: Pick<Deps, "env" | "db">, purpose: "totp-secret" | "challenge") {
  const secret = await getSigningSecret(deps.env, deps);
  const cacheKey = `${purpose}:${await sha256Hex(secret)}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = deriveKey(secret, purpose);
    keys.set(cacheKey, key);
  }
  return key;
}

async function deriveKey(secret: string, purpose: "totp-secret" | "challenge"): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, [
    "deriveKey",
  ]);
  const params = {
    name: "HKDF",
    hash: "SHA-256",
    salt: new Uint8Array(0),
    info: new TextEncoder().encode(`fanverse/${purpose}/v1`),
  };
  return purpose === "totp-secret"
    ? crypto.subtle.deriveKey(params, base, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"])
    : crypto.subtle.deriveKey(params, base, { name: "HMAC", hash: "SHA-256", length: 256 }, false, [
        "sign",
        "verify",
      ]);
}

const toB64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

function fromB64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const raw = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function sealSecret(deps: Pick<Deps, "env" | "db">, userId: string, base32: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(userId) },
    await derivedKey(deps, "totp-secret"),
    new TextEncoder().encode(base32),
  );
  return `v1.${toB64url(iv)}.${toB64url(new Uint8Array(sealed))}`;
}

/** The base32 secret, or null when it cannot be opened (another signing secret, a damaged row). */
async function openSecret(
  deps: Pick<Deps, "env" | "db">,
  userId: string,
  stored: string,
): Promise<string | null> {
  const [version, ivText, dataText] = stored.split(".");
  const iv = ivText ? fromB64url(ivText) : null;
  const data = dataText ? fromB64url(dataText) : null;
  if (version !== "v1" || !iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(userId) },
      await derivedKey(deps, "totp-secret"),
      data,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/* The account's two-factor state. */

export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 when two-factor sign-in is off). */
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(deps: Pick<Deps, "db">, userId: string): Promise<TwoFactorStatus> {
  const [row] = await deps.db
    .select({
      enabledAt: userTwoFactor.enabledAt,
      left: sql<number>`(select count(*) from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId}
        and ${recoveryCodes.usedAt} is null)`,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  const enabled = Boolean(row?.enabledAt);
  return { enabled, recoveryCodesLeft: enabled ? Number(row.left) : 0 };
}

/** The one rule of "two-factor sign-in is on": a set-up finished with its first code. */
const twoFactorOnFor = (userId: string | SQLWrapper) =>
  and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt));

export async function isTwoFactorEnabled(deps: Pick<Deps, "db">, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(twoFactorOnFor(userId));
  return Boolean(row);
}

/** `isTwoFactorEnabled` inside another statement: 1 when the user in `userId` has it on, else 0. */
export const twoFactorEnabledSql = (userId: SQLWrapper) =>
  sql<number>`exists (select 1 from ${userTwoFactor} where ${twoFactorOnFor(userId)})`;

/** A set-up was started and waits for its first code. */
export async function hasPendingTwoFactorSetup(deps: Pick<Deps, "db">, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)));
  return Boolean(row);
}

/**
 * A new secret waiting for its first code (replacing any earlier one that never was confirmed).
 * The caller checks that two-factor sign-in is not on already.
 */
export async function startTwoFactorSetup(
  deps: Pick<Deps, "env" | "db" | "clock">,
  user: { id: string; label: string },
  issuer: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = await sealSecret(deps, user.id, secret);
  await deps.db
    .insert(userTwoFactor)
    .values({ userId: user.id, secret: sealed, createdAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: sealed, lastUsedStep: null, createdAt: deps.clock.now() },
      setWhere: isNull(userTwoFactor.enabledAt),
    });
  const otpauthUrl = new TOTP({
    ...totpParams,
    issuer,
    label: user.label,
    secret: Secret.fromBase32(secret),
  }).toString();
  return { secret, otpauthUrl };
}

/**
 * Checks a code against the account's secret (`pending`: the set-up not yet confirmed) and, when it
 * is right, marks its step used in the same conditional statement (`extra` sets more columns, e.g.
 * `enabledAt` when the set-up is confirmed). False for a wrong code or one already used.
 */
async function spendTotpCode(
  deps: Pick<Deps, "env" | "db" | "clock">,
  userId: string,
  code: string,
  which: "enabled" | "pending",
  extra: Partial<typeof userTwoFactor.$inferInsert> = {},
): Promise<boolean> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return false;
  const state = which === "enabled" ? isNotNull(userTwoFactor.enabledAt) : isNull(userTwoFactor.enabledAt);
  const [row] = await deps.db
    .select({ secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), state));
  if (!row) return false;
  const secret = await openSecret(deps, userId, row.secret);
  if (!secret) return false;
  const now = deps.clock.now();
  const delta = TOTP.validate({
    ...totpParams,
    token,
    secret: Secret.fromBase32(secret),
    timestamp: now,
    window: DRIFT_STEPS,
  });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
  const used = await deps.db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, ...extra })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        eq(userTwoFactor.secret, row.secret),
        state,
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return used.length === 1;
}

/** Confirms a set-up with its first code: two-factor sign-in is on. False when the code is not right. */
export const confirmTwoFactorSetup = (
  deps: Pick<Deps, "env" | "db" | "clock">,
  userId: string,
  code: string,
) => spendTotpCode(deps, userId, code, "pending", { enabledAt: deps.clock.now() });

/** Recovery codes are 10 characters of base32 (50 bits), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Ten fresh recovery codes as statements that replace the account's old ones (for a batch), and
 * the codes themselves, shown to the person once.
 */
export async function freshRecoveryCodes(deps: Pick<Deps, "db" | "clock" | "ids">, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = deps.clock.now();
  const rows = await Promise.all(
    codes.map(async (code) => ({
      id: deps.ids.next(),
      userId,
      codeHash: await sha256Hex(normaliseRecoveryCode(code)),
      createdAt: now,
    })),
  );
  return {
    codes,
    statements: [
      deps.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
      deps.db.insert(recoveryCodes).values(rows),
    ] as const,
  };
}

async function spendRecoveryCode(deps: Pick<Deps, "db" | "clock">, userId: string, code: string) {
  const normalised = normaliseRecoveryCode(code);
  if (!/^[a-z2-7]{10}$/.test(normalised)) return false;
  const used = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, await sha256Hex(normalised)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export interface SecondFactor {
  code?: string | null;
  recoveryCode?: string | null;
}

export const hasSecondFactor = (input: SecondFactor) => Boolean(input.code || input.recoveryCode);

/** Whether the code (or else the recovery code) is good for this account now; either is used up. */
export async function spendSecondFactor(
  deps: Pick<Deps, "env" | "db" | "clock">,
  userId: string,
  input: SecondFactor,
): Promise<boolean> {
  if (input.code) return spendTotpCode(deps, userId, input.code, "enabled");
  if (input.recoveryCode) return spendRecoveryCode(deps, userId, input.recoveryCode);
  return false;
}

/** Statements that turn two-factor sign-in off (secret and recovery codes gone), for a batch. */
export const removeTwoFactor = (deps: Pick<Deps, "db">, userId: string) =>
  [
    deps.db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId)),
    deps.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ] as const;

/* Challenges: the first factor passed, the second is asked for. */

export interface Challenge {
  userId: string;
  remember: boolean;
}

const challengePayload = (c: Challenge, expiresAt: number) =>
  toB64url(new TextEncoder().encode(JSON.stringify({ u: c.userId, r: c.remember, e: expiresAt })));

async function issueChallenge(deps: Pick<Deps, "env" | "db" | "clock">, challenge: Challenge) {
  const payload = challengePayload(challenge, deps.clock.now() + CHALLENGE_TTL_MS);
  const signature = await crypto.subtle.sign(
    "HMAC",
    await derivedKey(deps, "challenge"),
    new TextEncoder().encode(payload),
  );
  return `${payload}.${toB64url(new Uint8Array(signature))}`;
}

/** The challenge a ticket names, or null when it is forged, damaged or expired. */
export async function readChallenge(
  deps: Pick<Deps, "env" | "db" | "clock">,
  ticket: string | null | undefined,
): Promise<Challenge | null> {
  const [payload, signatureText, ...rest] = (ticket ?? "").split(".");
  const signature = signatureText ? fromB64url(signatureText) : null;
  if (!payload || !signature || rest.length > 0) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await derivedKey(deps, "challenge"),
    signature,
    new TextEncoder().encode(payload),
  );
  if (!valid) return null;
  try {
    const raw = fromB64url(payload);
    const parsed = raw
      ? (JSON.parse(new TextDecoder().decode(raw)) as { u?: unknown; r?: unknown; e?: unknown })
      : null;
    if (!parsed || typeof parsed.u !== "string" || typeof parsed.e !== "number") return null;
    if (parsed.e <= deps.clock.now()) return null;
    return { userId: parsed.u, remember: parsed.r === true };
  } catch {
    return null;
  }
}

/** The 401 of a sign-in whose first factor passed: no session, a challenge to finish with a code. */
export async function twoFactorRequired(deps: Pick<Deps, "env" | "db" | "clock">, challenge: Challenge) {
  return new AppError("two_factor_required", {
    details: { challenge: await issueChallenge(deps, challenge) },
  });
}
