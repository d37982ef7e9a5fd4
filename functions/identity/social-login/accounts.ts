/**
 * Logging in with a provider's identity (Google, X): find the linked account, or link one with the
 * same provider-confirmed email, or create an account. Then the same rules as a password login:
 * an inactive account is refused, requireEmailVerification needs a confirmed email, and an account
 * with two-factor sign-in answers two_factor_required with a challenge for its code.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type IdentityProvider, userIdentities } from "../../../drizzle/schema/identities";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { consumeRateLimits } from "../../lib/rate-limit";
import { getSetting } from "../../site/settings/service";
import { registerLimits } from "../accounts/limits";
import type { RequestMeta } from "../accounts/request-meta";
import { twoFactorEnabledSql, twoFactorRequired } from "../accounts/two-factor";
import { startSession } from "../auth/service";
import { UsernameField } from "../users/schemas";
import { findUserByEmail, findUserById, type UserRow } from "../users/service";

export const SOCIAL_ROLES = ["fan", "performer"] as const;
export type SocialRole = (typeof SOCIAL_ROLES)[number];

/** A person as a provider vouches for them. */
export interface ProviderIdentity {
  provider: IdentityProvider;
  /** The provider's stable id for the person. */
  subject: string;
  email: string | null;
  /** Whether the provider confirmed the email belongs to the person. */
  emailVerified: boolean;
  name: string;
  /** A username to try for a new account (the X handle); taken or invalid ones are skipped. */
  usernameHint: string | null;
}

const PROVIDER_NAMES: ReadonlyMap<IdentityProvider, string> = new Map([
  ["google", "Google"],
  ["twitter", "X"],
]);

/** A signed-in account as the provider's identity finds it, with its two-factor state. */
interface SignInAccount {
  user: UserRow;
  twoFactorOn: boolean;
}

/** The account linked to the identity and whether two-factor sign-in is on: one statement. */
async function linkedAccount(
  deps: Pick<Deps, "db">,
  identity: ProviderIdentity,
): Promise<SignInAccount | null> {
  const [match] = await deps.db
    .select({ user: getTableColumns(users), twoFactorOn: twoFactorEnabledSql(users.id) })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  return match ? { user: match.user, twoFactorOn: Boolean(match.twoFactorOn) } : null;
}

/** A free, valid username from the hint, or null (the account page asks for one later). */
async function usableUsername(deps: Pick<Deps, "db">, hint: string | null): Promise<string | null> {
  if (!hint) return null;
  const parsed = UsernameField.safeParse(hint.replace(/[^A-Za-z0-9_.]/g, "").slice(0, 30));
  if (!parsed.success) return null;
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, parsed.data))
    .limit(1);
  return taken ? null : parsed.data;
}

async function createAccount(
  deps: Deps,
  identity: ProviderIdentity,
  role: SocialRole,
  meta: Pick<RequestMeta, "ip">,
): Promise<SignInAccount> {
  await consumeRateLimits(deps, registerLimits(meta.ip));
  const email = identity.email?.trim().toLowerCase() || null;
  const emailFree = email ? !(await findUserByEmail(deps, email)) : false;
  const now = deps.clock.now();
  const id = deps.ids.next();
  const statements: BatchItem<"sqlite">[] = [
    deps.db.insert(users).values({
      id,
      role,
      name: identity.name.slice(0, 100) || `${PROVIDER_NAMES.get(identity.provider) ?? "New"} user`,
      username: await usableUsername(deps, identity.usernameHint),
      email: emailFree ? email : null,
      emailVerified: emailFree && identity.emailVerified,
      createdAt: now,
      updatedAt: now,
    }),
    deps.db
      .insert(userIdentities)
      .values({ provider: identity.provider, subject: identity.subject, userId: id, createdAt: now }),
  ];
  if (role === "performer") {
    statements.push(deps.db.insert(performerProfiles).values({ userId: id, createdAt: now, updatedAt: now }));
  }
  try {
    await deps.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (err) {
    // Two first logins of the same person raced: the other one created the account.
    const existing = await linkedAccount(deps, identity);
    if (existing) return existing;
    throw err;
  }
  // A new account has no two-factor sign-in.
  return { user: (await findUserById(deps, id))!, twoFactorOn: false };
}

/**
 * Logs in with a provider identity; `role` decides fan or creator only for a new account. Returns
 * the session like a password login, and whether the account was just created.
 */
export async function signInWithIdentity(
  deps: Deps,
  identity: ProviderIdentity,
  options: { role: SocialRole; remember?: boolean },
  meta: Pick<RequestMeta, "ip" | "userAgent" | "country">,
) {
  let account = await linkedAccount(deps, identity);
  let created = false;
  if (!account && identity.email && identity.emailVerified) {
    const sameEmail = await findUserByEmail(deps, identity.email);
    if (sameEmail) {
      await deps.db
        .insert(userIdentities)
        .values({
          provider: identity.provider,
          subject: identity.subject,
          userId: sameEmail.id,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing();
      // The provider confirmed the address: the account's email counts as verified from now on.
      if (!sameEmail.emailVerified) {
        await deps.db
          .update(users)
          .set({ emailVerified: true, updatedAt: deps.clock.now() })
          .where(eq(users.id, sameEmail.id));
      }
      account = await linkedAccount(deps, identity);
    }
  }
  if (!account) {
    account = await createAccount(deps, identity, options.role, meta);
    created = true;
  }
  const { user } = account;
  if (user.status !== "active") throw new AppError("account_inactive");
  if (!user.emailVerified && (await getSetting(deps, "requireEmailVerification"))) {
    throw new AppError("email_not_verified", {
      message: user.email
        ? "Please verify your email address before logging in."
        : `Your ${PROVIDER_NAMES.get(identity.provider)} account did not share a confirmed email address, which this site requires. Sign up with your email address instead.`,
    });
  }
  // Two-factor sign-in asks for its code after a provider too: the provider stands for the password.
  if (account.twoFactorOn) {
    throw await twoFactorRequired(deps, { userId: user.id, remember: options.remember ?? false });
  }
  const session = await startSession(deps, user, {
    remember: options.remember,
    userAgent: meta.userAgent,
    country: meta.country,
  });
  return { ...session, isNewAccount: created };
}
