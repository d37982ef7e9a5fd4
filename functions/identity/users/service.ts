import { and, eq, ne, or, type SQL } from "drizzle-orm";
import { performerProfiles, type VerificationStatus } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError, ERRORS } from "../../errors";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { hashPassword } from "../../lib/password";
import { consumeRateLimits } from "../../lib/rate-limit";
import { deleteFile, fileUrl, fileUrls, storeUpload } from "../../media/upload";
import { assertCanSeePerformer, performerNotHidden } from "../access/service";
import { confirmCurrentPassword } from "../accounts/current-password";
import { queueEmailChangeEmails, requireLinkOrigin } from "../accounts/emails";
import { takenEmailLimits } from "../accounts/limits";
import { commitPasswordChange } from "../accounts/password-change";
import type { RequestMeta } from "../accounts/request-meta";
import { pendingEmailChange } from "../accounts/user-tokens";
import type { Viewer } from "../accounts/viewer";
import { isOnlineAt } from "../presence/service";
import type { CurrentUser, PublicUser, UpdateProfileInput, UserSearchInput, UserSort } from "./schemas";

export type UserRow = typeof users.$inferSelect;

/** Shown when a user has not uploaded an avatar (public/images/default-avatar.svg). */
export const DEFAULT_AVATAR = "/images/default-avatar.svg";

/**
 * The signed-in user as every client sees them (`GET /users/me`, login, profile updates). Never
 * carries the password hash. Pass `verificationStatus` when already loaded; for creators it is
 * read from their profile otherwise.
 */
export async function toCurrentUser(
  deps: Deps,
  user: UserRow,
  verificationStatus?: VerificationStatus | null,
): Promise<CurrentUser> {
  const isPerformer = user.role === "performer";
  let status = verificationStatus ?? undefined;
  if (isPerformer && !status) {
    const [profile] = await deps.db
      .select({ verificationStatus: performerProfiles.verificationStatus })
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, user.id))
      .limit(1);
    status = profile?.verificationStatus ?? "unsubmitted";
  }
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    avatar: user.avatarFileId ? await fileUrl(deps, user.avatarFileId) : DEFAULT_AVATAR,
    cover: user.coverFileId ? await fileUrl(deps, user.coverFileId) : null,
    balance: toTokens(user.balance),
    isPerformer,
    role: user.role,
    gender: user.gender,
    country: user.country,
    ...(isPerformer ? { verificationStatus: status } : {}),
    createdAt: toIso(user.createdAt)!,
    updatedAt: toIso(user.updatedAt)!,
  };
}

/** What anyone may know about a user: name, username, avatar, whether they are a creator. */
/** The columns a public card is made from (read only these where a card is all that is shown). */
export const PUBLIC_CARD_COLUMNS = {
  id: users.id,
  name: users.name,
  username: users.username,
  role: users.role,
  onlineUntil: users.onlineUntil,
  avatarFileId: users.avatarFileId,
};

type PublicCardRow = Pick<UserRow, keyof typeof PUBLIC_CARD_COLUMNS>;

export function toPublicUser(
  user: Omit<PublicCardRow, "avatarFileId">,
  avatarUrl: string | null | undefined,
  now: number,
): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    avatar: avatarUrl ?? DEFAULT_AVATAR,
    isPerformer: user.role === "performer",
    isOnline: isOnlineAt(user.onlineUntil, now),
  };
}

export async function findUserById(deps: Pick<Deps, "db">, id: string): Promise<UserRow | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A user by id or by username (case-insensitive); null when there is none. */
export async function findUserByRef(deps: Pick<Deps, "db">, ref: string): Promise<UserRow | null> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.id, ref), eq(users.username, ref.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** A user by username or email, as typed on the login form (case-insensitive). */
export async function findUserByLogin(deps: Pick<Deps, "db">, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase();
  const [row] = await deps.db
    .select()
    .from(users)
    .where(value.includes("@") ? eq(users.email, value) : eq(users.username, value))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(deps: Pick<Deps, "db">, email: string): Promise<UserRow | null> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** 409 email_taken / username_taken when another account already uses either. */
export async function assertIdentityAvailable(
  deps: Pick<Deps, "db">,
  identity: { email?: string | null; username?: string | null },
  exceptUserId?: string,
): Promise<void> {
  const matches: SQL[] = [];
  if (identity.email) matches.push(eq(users.email, identity.email));
  if (identity.username) matches.push(eq(users.username, identity.username));
  if (matches.length === 0) return;
  const where = exceptUserId ? and(or(...matches), ne(users.id, exceptUserId)) : or(...matches);
  const taken = await deps.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(where);
  // Both clashes at once, by field, so a form marks each; the code is the first one's.
  const details: Record<string, string> = {};
  if (identity.email && taken.some((u) => u.email === identity.email)) {
    details.email = ERRORS.email_taken.message;
  }
  if (identity.username && taken.some((u) => u.username === identity.username)) {
    details.username = ERRORS.username_taken.message;
  }
  if (details.email) throw new AppError("email_taken", { details });
  if (details.username) throw new AppError("username_taken", { details });
}

/**
 * Maps a unique-index violation on users (two signups racing past assertIdentityAvailable) to
 * the same 409 the check gives; null for any other error.
 */
export function identityConflict(err: unknown): AppError | null {
  const messages: string[] = [];
  for (let e: unknown = err; e instanceof Error && messages.length < 5; e = e.cause) {
    // Drizzle's wrapper quotes the query parameters, which are user input; only D1's own text counts.
    if (!e.message.startsWith("Failed query")) messages.push(e.message);
  }
  const text = messages.join(" | ");
  if (/UNIQUE constraint failed: users\.email/i.test(text)) return new AppError("email_taken");
  if (/UNIQUE constraint failed: users\.username/i.test(text)) return new AppError("username_taken");
  return null;
}

/** The signed-in user, with the new email a change waits to be confirmed at (account pages, API). */
export async function getCurrentUser(deps: Deps, viewer: Viewer | null): Promise<CurrentUser> {
  if (!viewer) throw new AppError("unauthorized");
  const user = await findUserById(deps, viewer.id);
  if (!user) throw new AppError("unauthorized");
  const [current, pendingEmail] = await Promise.all([
    toCurrentUser(deps, user),
    pendingEmailChange(deps, user.id),
  ]);
  return { ...current, pendingEmail };
}

/**
 * assertIdentityAvailable for sign-up and account edits, with "email taken" answers rationed per
 * client (takenEmailLimits), so they cannot be used to test a list of addresses.
 */
export async function assertIdentityAvailableTo(
  deps: Pick<Deps, "db" | "clock">,
  identity: { email?: string | null; username?: string | null },
  client: string,
  exceptUserId?: string,
): Promise<void> {
  try {
    await assertIdentityAvailable(deps, identity, exceptUserId);
  } catch (err) {
    if (err instanceof AppError && err.code === "email_taken")
      await consumeRateLimits(deps, takenEmailLimits(client));
    throw err;
  }
}

/**
 * `PUT /users`: the signed-in user edits their own account. A new email or password needs the
 * current password too (422 wrong_password), or a session alone would own the account. A new email
 * does not replace the current one: a link goes to it and the current address is told, and only
 * opening the link makes the change (auth verifyEmail). A new password follows password-change.ts
 * (every other session ends, the address is told).
 */
export async function updateProfile(
  deps: Deps,
  viewer: Viewer,
  input: UpdateProfileInput,
  meta: RequestMeta,
): Promise<CurrentUser> {
  const current = await findUserById(deps, viewer.id);
  if (!current) throw new AppError("unauthorized");
  const newEmail = input.email !== undefined && input.email !== current.email ? input.email : null;
  const usernameChanged = input.username !== undefined && input.username !== current.username;
  const passwordChanged = input.password !== undefined;
  if (newEmail || passwordChanged)
    await confirmCurrentPassword(deps, current, input.currentPassword, meta.ip);
  const origin = newEmail ? requireLinkOrigin(meta.origin) : null;
  await assertIdentityAvailableTo(
    deps,
    { email: newEmail, username: usernameChanged ? input.username : null },
    meta.ip,
    current.id,
  );

  const changes: Partial<typeof users.$inferInsert> = { updatedAt: deps.clock.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (usernameChanged) changes.username = input.username;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.country !== undefined) changes.country = input.country;
  if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
  const update = deps.db.update(users).set(changes).where(eq(users.id, current.id));
  try {
    if (passwordChanged) await commitPasswordChange(deps, current, viewer.sessionId, [update], meta.origin);
    else await update;
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  if (newEmail && origin) await queueEmailChangeEmails(deps, current, newEmail, origin);
  return getCurrentUser(deps, viewer);
}

/**
 * Replaces a user's avatar with an uploaded image (checked by content and size by storeUpload).
 * Users change their own; admins anyone's. The previous image is deleted.
 */
export async function setAvatar(
  deps: Deps,
  viewer: Viewer,
  targetId: string,
  file: File,
): Promise<CurrentUser> {
  if (targetId !== viewer.id && !viewer.isAdmin) throw new AppError("forbidden");
  const target = await findUserById(deps, targetId);
  if (!target) throw new AppError("user_not_found");
  const stored = await storeUpload(deps, {
    ownerId: target.id,
    kind: "avatar",
    file,
    refType: "user-avatar",
    refId: target.id,
  });
  const [updated] = await deps.db
    .update(users)
    .set({ avatarFileId: stored.id, updatedAt: deps.clock.now() })
    .where(eq(users.id, target.id))
    .returning();
  if (target.avatarFileId && target.avatarFileId !== stored.id) await deleteFile(deps, target.avatarFileId);
  return toCurrentUser(deps, updated);
}

const USER_SORT_COLUMNS = sortColumns<UserSort>({
  createdAt: users.createdAt,
  name: users.name,
  username: users.username,
});

/**
 * `GET /users/search`: active users whose name or username contains q. Creators who blocked the
 * viewer or the viewer's country are left out, like everywhere else.
 */
export async function searchUsers(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  paging: UserSearchInput,
) {
  const conditions: SQL[] = [eq(users.status, "active"), performerNotHidden(viewer, country, users.id)];
  if (paging.q) conditions.push(containsText([users.name, users.username], paging.q));
  const where = and(...conditions);
  const { rows, total } = await selectPage<PublicCardRow>(deps.db, {
    fields: PUBLIC_CARD_COLUMNS,
    from: users,
    where,
    orderBy: orderFor(paging, USER_SORT_COLUMNS, "createdAt", users.id),
    paging: paging,
  });
  const urls = await fileUrls(
    deps,
    rows.map((r) => r.avatarFileId),
  );
  const now = deps.clock.now();
  return {
    data: rows.map((r) => toPublicUser(r, r.avatarFileId ? urls.get(r.avatarFileId) : null, now)),
    total,
  };
}

/**
 * `GET /users/view/{id}`: one user's public card by id or username. A creator's card follows the
 * creator's blocks (403 user_blocked / country_blocked), as their profile does.
 */
export async function viewUser(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  ref: string,
): Promise<PublicUser> {
  const user = await findUserByRef(deps, ref);
  if (!user || user.status !== "active") throw new AppError("user_not_found");
  if (user.role === "performer") await assertCanSeePerformer(deps, viewer, country, user.id);
  return toPublicUser(
    user,
    user.avatarFileId ? await fileUrl(deps, user.avatarFileId) : null,
    deps.clock.now(),
  );
}
