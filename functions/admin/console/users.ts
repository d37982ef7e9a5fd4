/**
 * The console's users and creators: search, view, edit, suspend and reactivate, and a creator's
 * commission. Every change is one batch with its audit entry (functions/audit).
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { userIdentities } from "../../../drizzle/schema/identities";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { recountListedCreators } from "../../identity/access/verified";
import { revokeUserSessions } from "../../identity/accounts/sessions";
import { performerStats } from "../../identity/performers/present";
import { assertIdentityAvailable, DEFAULT_AVATAR, identityConflict } from "../../identity/users/service";
import { creatorReview } from "../../identity/verification/service";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { fileUrls } from "../../media/upload";
import { type AuditActor, recordAdminAction } from "../../site/audit/service";
import { getSetting } from "../../site/settings/service";
import type { AdminUpdateUserInput, AdminUserSort, AdminUsersInput } from "./schemas";

type UserRow = typeof users.$inferSelect;

const SORT_COLUMNS = sortColumns<AdminUserSort>({
  createdAt: users.createdAt,
  name: users.name,
  username: users.username,
  email: users.email,
});

function toRow(user: UserRow, verificationStatus: string | null, avatar: string | null | undefined) {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    status: user.status,
    avatar: avatar ?? DEFAULT_AVATAR,
    balance: toTokens(user.balance),
    verificationStatus: (user.role === "performer" ? (verificationStatus ?? "unsubmitted") : null) as
      | "unsubmitted"
      | "pending"
      | "approved"
      | "rejected"
      | null,
    createdAt: toIso(user.createdAt)!,
    updatedAt: toIso(user.updatedAt)!,
  };
}

/** `GET /admin/users`: everyone, by name, username or email (q), role, status and verification state. */
export async function searchAdminUsers(deps: Deps, query: AdminUsersInput) {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.verificationStatus) {
    filters.push(
      eq(users.role, "performer"),
      eq(performerProfiles.verificationStatus, query.verificationStatus),
    );
  }
  if (query.q) filters.push(containsText([users.name, users.username, users.email], query.q));
  const { rows, total } = await selectPage<{ user: UserRow; verificationStatus: string | null }>(deps.db, {
    fields: { user: users as never, verificationStatus: performerProfiles.verificationStatus },
    from: users,
    join: (s) => s.leftJoin(performerProfiles, eq(performerProfiles.userId, users.id)),
    where: and(...filters),
    orderBy: orderFor(query, SORT_COLUMNS, "createdAt", users.id),
    paging: query,
  });
  const urls = await fileUrls(
    deps,
    rows.map((r) => r.user.avatarFileId),
  );
  return {
    data: rows.map((r) =>
      toRow(r.user, r.verificationStatus, r.user.avatarFileId && urls.get(r.user.avatarFileId)),
    ),
    total,
  };
}

async function requireUserRow(deps: Pick<Deps, "db">, id: string): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError("user_not_found");
  return row;
}

/** `GET /admin/users/{id}`: one account in full; for a creator also prices, stats, commission and the ID documents (signed URLs). */
export async function getAdminUser(deps: Deps, id: string) {
  const user = await requireUserRow(deps, id);
  const [[profile], identities, siteCommission] = await Promise.all([
    deps.db.select().from(performerProfiles).where(eq(performerProfiles.userId, id)),
    deps.db
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, id)),
    getSetting(deps, "performerCommission"),
  ]);
  const urls = await fileUrls(deps, [user.avatarFileId]);
  const base = {
    ...toRow(user, profile?.verificationStatus ?? null, user.avatarFileId && urls.get(user.avatarFileId)),
    gender: user.gender,
    country: user.country,
    socialLogins: identities.map((i) => i.provider),
  };
  if (user.role !== "performer" || !profile) return { ...base, performer: null };
  const { documents, state } = await creatorReview(deps, id);
  return {
    ...base,
    performer: {
      commission: profile.commission,
      siteCommission,
      monthlyPrice: toTokens(profile.monthlyPrice),
      yearlyPrice: toTokens(profile.yearlyPrice),
      isFreeSubscription: profile.isFreeSubscription,
      stats: { ...performerStats(profile) },
      documents,
      lastDecision: state.lastDecision,
      persona: state.persona,
    },
  };
}

function assertNotSelf(admin: AuditActor, id: string, what: string) {
  if (admin.id === id) throw fieldError({ id: `You cannot ${what} your own account here.` });
}

/**
 * `PUT /admin/users/{id}`: name, username, email (set as given, no confirmation link), whether the
 * email is verified, and the role. A new creator gets an unverified profile; an admin cannot
 * change their own role (no locking oneself out).
 */
export async function updateAdminUser(
  deps: Deps,
  admin: AuditActor,
  id: string,
  input: AdminUpdateUserInput,
) {
  const user = await requireUserRow(deps, id);
  if (input.role !== undefined && input.role !== user.role) assertNotSelf(admin, id, "change the role of");
  const changes: Partial<UserRow> = {};
  const before: Record<string, unknown> = {};
  for (const key of ["name", "username", "email", "emailVerified", "role"] as const) {
    const value = input[key];
    if (value !== undefined && value !== user[key]) {
      (changes as Record<string, unknown>)[key] = value;
      before[key] = user[key];
    }
  }
  if (Object.keys(changes).length === 0) return getAdminUser(deps, id);
  if (changes.username !== undefined || changes.email !== undefined) {
    await assertIdentityAvailable(deps, { username: changes.username, email: changes.email }, id);
  }
  const now = deps.clock.now();
  const statements: BatchItem<"sqlite">[] = [
    deps.db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id)),
    ...recordAdminAction(deps, admin, "user.update", { type: "user", id }, { before, after: changes }),
  ];
  if (changes.role === "performer") {
    statements.push(
      deps.db
        .insert(performerProfiles)
        .values({ userId: id, createdAt: now, updatedAt: now })
        .onConflictDoNothing(),
    );
  }
  if (changes.role !== undefined || changes.status !== undefined) {
    statements.push(recountListedCreators(deps.db));
  }
  try {
    await deps.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  return getAdminUser(deps, id);
}

/**
 * Suspends an account: it can no longer log in, every session ends and its sockets close; a
 * creator also drops out of search and lists (only active creators are listed). The reason is kept
 * in the audit log. Admins cannot suspend themselves.
 */
export async function suspendUser(deps: Deps, admin: AuditActor, id: string, reason: string) {
  assertNotSelf(admin, id, "suspend");
  const user = await requireUserRow(deps, id);
  if (user.status === "inactive") throw new AppError("already_suspended");
  await revokeUserSessions(deps, id, undefined, [
    deps.db.update(users).set({ status: "inactive", updatedAt: deps.clock.now() }).where(eq(users.id, id)),
    recountListedCreators(deps.db),
    ...recordAdminAction(deps, admin, "user.suspend", { type: "user", id }, { reason }),
  ]);
  return getAdminUser(deps, id);
}

/** Lifts a suspension. */
export async function reactivateUser(deps: Deps, admin: AuditActor, id: string) {
  const user = await requireUserRow(deps, id);
  if (user.status === "active") throw new AppError("not_suspended");
  await deps.db.batch([
    deps.db.update(users).set({ status: "active", updatedAt: deps.clock.now() }).where(eq(users.id, id)),
    recountListedCreators(deps.db),
    ...recordAdminAction(deps, admin, "user.reactivate", { type: "user", id }),
  ]);
  return getAdminUser(deps, id);
}

/**
 * A creator's own commission, as a fraction of each sale the platform keeps: 0 means none (it does
 * not fall back to the site's), null means the site's performerCommission setting.
 */
export async function setCreatorCommission(
  deps: Deps,
  admin: AuditActor,
  id: string,
  commission: number | null,
) {
  const user = await requireUserRow(deps, id);
  if (user.role !== "performer") throw new AppError("performer_not_found");
  const [profile] = await deps.db
    .select({ commission: performerProfiles.commission })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, id));
  await deps.db.batch([
    deps.db
      .update(performerProfiles)
      .set({ commission, updatedAt: deps.clock.now() })
      .where(eq(performerProfiles.userId, id)),
    ...recordAdminAction(
      deps,
      admin,
      "creator.commission",
      { type: "user", id },
      {
        from: profile?.commission ?? null,
        to: commission,
      },
    ),
  ]);
  return getAdminUser(deps, id);
}
