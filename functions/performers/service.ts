import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { performerPayoutSettings, performerProfiles } from "../../drizzle/schema/performers";
import { follows } from "../../drizzle/schema/social";
import { users } from "../../drizzle/schema/users";
import { assertCanSeePerformer, isSubscribed, performerNotHidden } from "../access/service";
import { AppError, fieldError } from "../errors";
import { confirmCurrentPassword } from "../identity/current-password";
import { queueSecurityNotice } from "../identity/emails";
import { requirePerformer, requireUser, type Viewer } from "../identity/viewer";
import { likeEscaped } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { toCents } from "../lib/money";
import { plainText, sanitizeRichText } from "../lib/rich-text";
import { PROFILE_OPTION_FIELD_NAMES } from "../lookup/profile-options";
import type { MediaKind } from "../media/kinds";
import { deleteFile, fileUrls, storeUpload } from "../media/upload";
import { getSettings } from "../settings/service";
import { assertIdentityAvailable, identityConflict } from "../users/service";
import {
  type PerformerRow,
  type PerformerSearchRow,
  type ProfileRow,
  toOwnProfile,
  toPayoutSettings,
  toPerformerCard,
  toPerformerProfile,
} from "./present";
import {
  type BankingSettingsInput,
  BIO_MAX_TEXT,
  type OwnPerformerProfile,
  type PaymentGatewaySettingsInput,
  type PerformerCardData,
  type PerformerProfile,
  type PerformerSearchInput,
  type TopPerformersInput,
  type UpdatePerformerInput,
} from "./schemas";

/* ---- Loading ---- */

/** A creator (user + profile) by id or username (case-insensitive); null when there is none. */
export async function findPerformer(
  deps: Pick<Deps, "db" | "clock">,
  ref: string,
): Promise<PerformerRow | null> {
  const value = ref.trim();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.role, "performer"), or(eq(users.id, value), eq(users.username, value.toLowerCase()))))
    .limit(1);
  if (!user) return null;
  return { user, profile: await ensureProfile(deps, user.id) };
}

/** The creator's profile row, created with defaults when a creator account has none yet. */
async function ensureProfile(deps: Pick<Deps, "db" | "clock">, userId: string): Promise<ProfileRow> {
  const [found] = await deps.db.select().from(performerProfiles).where(eq(performerProfiles.userId, userId));
  if (found) return found;
  const now = deps.clock.now();
  await deps.db
    .insert(performerProfiles)
    .values({ userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [created] = await deps.db
    .select()
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, userId));
  return created;
}

async function requirePerformerRow(deps: Deps, ref: string): Promise<PerformerRow> {
  const row = await findPerformer(deps, ref);
  if (!row) throw new AppError("performer_not_found");
  return row;
}

async function viewerRelations(deps: Deps, viewer: Viewer | null, performerId: string) {
  if (!viewer || viewer.id === performerId) return { isFollowed: false, isSubscribed: false };
  const [[followed], subscribed] = await Promise.all([
    deps.db
      .select({ one: follows.performerId })
      .from(follows)
      .where(and(eq(follows.followerId, viewer.id), eq(follows.performerId, performerId)))
      .limit(1),
    isSubscribed(deps, viewer.id, performerId),
  ]);
  return { isFollowed: Boolean(followed), isSubscribed: subscribed };
}

async function presentProfile(
  deps: Deps,
  viewer: Viewer | null,
  row: PerformerRow,
): Promise<PerformerProfile> {
  const privileged = Boolean(viewer && (viewer.id === row.user.id || viewer.isAdmin));
  const [relations, { freeSubscriptionDuration }] = await Promise.all([
    viewerRelations(deps, viewer, row.user.id),
    getSettings(deps, ["freeSubscriptionDuration"]),
  ]);
  return toPerformerProfile(deps, row, { privileged, relations, freeSubscriptionDuration });
}

/* ---- Profiles ---- */

/**
 * `GET /performers/{id}`: a creator's public profile by id or username. 404 for no such (active)
 * creator; 403 user_blocked / country_blocked when the creator blocked the viewer or their
 * country. The creator themself and admins always see it, with the verification state.
 */
export async function getPerformerProfile(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  ref: string,
): Promise<PerformerProfile> {
  const row = await requirePerformerRow(deps, ref);
  await assertCanSeePerformer(deps, viewer, country, row.user.id);
  return presentProfile(deps, viewer, row);
}

/** `GET /performers/me`: the creator's own full profile, with email and payout details. */
export async function getOwnPerformerProfile(
  deps: Deps,
  viewer: Viewer | null,
): Promise<OwnPerformerProfile> {
  const me = requirePerformer(viewer);
  const row = await requirePerformerRow(deps, me.id);
  const [profile, payout] = await Promise.all([presentProfile(deps, me, row), readPayoutRow(deps, me.id)]);
  return toOwnProfile(profile, row.user, payout);
}

function assertCanEdit(viewer: Viewer, performerId: string) {
  if (viewer.id !== performerId && !viewer.isAdmin) throw new AppError("forbidden");
}

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/**
 * `PUT /performers/{id}`: the creator edits their profile (admins any creator). Option fields take
 * the values of GET /user-additional; prices must lie within the subscription price settings;
 * stats cannot be written. Only admins may change the verification state.
 */
export async function updatePerformer(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  input: UpdatePerformerInput,
): Promise<PerformerProfile> {
  const actor = requireUser(viewer);
  const row = await requirePerformerRow(deps, ref);
  const id = row.user.id;
  assertCanEdit(actor, id);
  if (input.verificationStatus !== undefined && !actor.isAdmin) throw new AppError("admin_only");

  const details: Record<string, string> = {};
  if (input._id !== undefined && input._id !== id) details._id = "This is not the creator being edited";

  const settings = await getSettings(deps, [
    "minimumSubscriptionPrice",
    "maximumSubscriptionPrice",
    "freeSubscriptionEnabled",
  ]);
  const min = settings.minimumSubscriptionPrice;
  const max = settings.maximumSubscriptionPrice;
  for (const field of ["monthlyPrice", "yearlyPrice"] as const) {
    const value = input[field];
    if (value !== undefined && (value < min || value > max)) {
      details[field] = `Must be between ${money(min)} and ${money(max)} tokens`;
    }
  }
  if (
    input.isFreeSubscription === true &&
    !settings.freeSubscriptionEnabled &&
    !row.profile.isFreeSubscription
  ) {
    details.isFreeSubscription = "Free subscriptions are turned off on this site";
  }
  let bio: string | undefined;
  if (input.bio !== undefined) {
    bio = sanitizeRichText(input.bio);
    if (plainText(bio).length > BIO_MAX_TEXT) details.bio = `At most ${BIO_MAX_TEXT} characters`;
  }
  if (Object.keys(details).length > 0) throw fieldError(details);

  const usernameChanged = input.username !== undefined && input.username !== row.user.username;
  if (usernameChanged) await assertIdentityAvailable(deps, { username: input.username }, id);

  const now = deps.clock.now();
  const userChanges: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) userChanges.name = input.name;
  if (usernameChanged) userChanges.username = input.username;
  // The account's gender and country follow the profile, so every screen shows the same.
  if (input.gender !== undefined) userChanges.gender = input.gender;
  if (input.country !== undefined) userChanges.country = input.country;

  const profileChanges: Partial<typeof performerProfiles.$inferInsert> = { updatedAt: now };
  for (const field of PROFILE_OPTION_FIELD_NAMES) {
    if (input[field] !== undefined) profileChanges[field] = input[field];
  }
  if (bio !== undefined) profileChanges.bio = bio;
  if (input.country !== undefined) profileChanges.country = input.country;
  if (input.state !== undefined) profileChanges.state = input.state || null;
  if (input.city !== undefined) profileChanges.city = input.city || null;
  if (input.languages !== undefined) profileChanges.languages = [...new Set(input.languages)];
  if (input.monthlyPrice !== undefined) profileChanges.monthlyPrice = toCents(input.monthlyPrice);
  if (input.yearlyPrice !== undefined) profileChanges.yearlyPrice = toCents(input.yearlyPrice);
  if (input.isFreeSubscription !== undefined) profileChanges.isFreeSubscription = input.isFreeSubscription;
  if (input.freeSubscriptionDays !== undefined)
    profileChanges.freeSubscriptionDays = input.freeSubscriptionDays;
  if (input.verificationStatus !== undefined) profileChanges.verificationStatus = input.verificationStatus;

  try {
    await deps.db.batch([
      deps.db
        .update(users)
        .set({ ...userChanges, updatedAt: now })
        .where(eq(users.id, id)),
      deps.db.update(performerProfiles).set(profileChanges).where(eq(performerProfiles.userId, id)),
    ]);
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  return presentProfile(deps, actor, await requirePerformerRow(deps, id));
}

/* ---- Uploads ---- */

export type PerformerUpload = "avatar" | "cover" | "welcome-video" | "document";

const MAX_DOCUMENTS = 10;

/**
 * The creator's own uploads: avatar and cover (on the account), welcome video (on the profile),
 * ID documents (added to the profile; verification goes to pending review unless already approved).
 * Checked by content and size by storeUpload; a replaced image or video is deleted.
 */
export async function uploadPerformerFile(
  deps: Deps,
  viewer: Viewer | null,
  what: PerformerUpload,
  file: File,
): Promise<PerformerProfile> {
  const me = requirePerformer(viewer);
  const row = await requirePerformerRow(deps, me.id);
  if (what === "document" && row.profile.documentFileIds.length >= MAX_DOCUMENTS) {
    throw fieldError({ file: `At most ${MAX_DOCUMENTS} documents; contact support to replace them` });
  }
  const kind: MediaKind = what;
  const stored = await storeUpload(deps, {
    ownerId: me.id,
    kind,
    file,
    refType: `performer-${what}`,
    refId: me.id,
  });
  const now = deps.clock.now();
  let replaced: string | null = null;
  if (what === "avatar" || what === "cover") {
    const column = what === "avatar" ? "avatarFileId" : "coverFileId";
    replaced = row.user[column];
    await deps.db
      .update(users)
      .set({ [column]: stored.id, updatedAt: now })
      .where(eq(users.id, me.id));
  } else if (what === "welcome-video") {
    replaced = row.profile.welcomeVideoFileId;
    await deps.db
      .update(performerProfiles)
      .set({ welcomeVideoFileId: stored.id, updatedAt: now })
      .where(eq(performerProfiles.userId, me.id));
  } else {
    await deps.db
      .update(performerProfiles)
      .set({
        documentFileIds: [...row.profile.documentFileIds, stored.id],
        verificationStatus: row.profile.verificationStatus === "approved" ? "approved" : "pending",
        updatedAt: now,
      })
      .where(eq(performerProfiles.userId, me.id));
  }
  if (replaced && replaced !== stored.id) await deleteFile(deps, replaced);
  return presentProfile(deps, me, await requirePerformerRow(deps, me.id));
}

/* ---- Payout settings (owner only, never public) ---- */

async function readPayoutRow(deps: Pick<Deps, "db">, performerId: string) {
  const [row] = await deps.db
    .select()
    .from(performerPayoutSettings)
    .where(eq(performerPayoutSettings.performerId, performerId));
  return row ?? null;
}

/** The creator's payout settings, for the payout process; null fields until saved. */
export async function getPayoutSettings(deps: Pick<Deps, "db">, performerId: string) {
  return toPayoutSettings(await readPayoutRow(deps, performerId));
}

/**
 * Where payouts go decides who gets the creator's money, so like the email and the password it
 * needs the current password, not a session alone, and the account's address is told.
 */
async function savePayout(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  confirm: { currentPassword: string; client: string },
  values: Partial<typeof performerPayoutSettings.$inferInsert>,
) {
  const me = requireUser(viewer);
  const row = await requirePerformerRow(deps, ref);
  if (row.user.id !== me.id) throw new AppError("forbidden");
  await confirmCurrentPassword(deps, row.user, confirm.currentPassword, confirm.client);
  const now = deps.clock.now();
  await deps.db
    .insert(performerPayoutSettings)
    .values({ performerId: me.id, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: performerPayoutSettings.performerId, set: { ...values, updatedAt: now } });
  await queueSecurityNotice(deps, row.user, {
    subject: "Your payout details were changed",
    template: "payout-change-notice",
    lead:
      values.preferredMethod === "paypal"
        ? "The PayPal address your payouts go to was changed."
        : "The bank account your payouts go to was changed.",
  });
  return getPayoutSettings(deps, me.id);
}

/** `PUT /performers/{id}/banking-settings`: bank transfer details; the creator themself only. */
export function updateBankingSettings(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  input: BankingSettingsInput,
  client: string,
) {
  return savePayout(
    deps,
    viewer,
    ref,
    { currentPassword: input.currentPassword, client },
    {
      preferredMethod: "banking",
      bankFirstName: input.firstName,
      bankLastName: input.lastName,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      bankRouting: input.bankRouting ?? null,
      bankSwiftCode: input.bankSwiftCode ?? null,
      bankAddress: input.address ?? null,
      bankCity: input.city ?? null,
      bankState: input.state ?? null,
      bankCountry: input.country ?? null,
    },
  );
}

/** `PUT /performers/{id}/payment-gateway-settings`: the PayPal email payouts go to; the creator only. */
export function updatePaymentGatewaySettings(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  input: PaymentGatewaySettingsInput,
  client: string,
) {
  return savePayout(
    deps,
    viewer,
    ref,
    { currentPassword: input.currentPassword, client },
    { preferredMethod: "paypal", paypalEmail: input.value.email },
  );
}

/* ---- Discovery ---- */

/**
 * Conditions every discovery list shares: active, verified creators, minus those who blocked the
 * viewer or the viewer's country (access/service.ts; admins see every verified creator).
 */
function discoverable(viewer: Viewer | null, country: string | null): SQL[] {
  return [
    eq(users.role, "performer"),
    eq(users.status, "active"),
    eq(performerProfiles.verificationStatus, "approved"),
    performerNotHidden(viewer, country, users.id),
  ];
}

async function cardsOf(deps: Deps, rows: PerformerSearchRow[]): Promise<PerformerCardData[]> {
  const urls = await fileUrls(
    deps,
    rows.flatMap((r) => [r.user.avatarFileId, r.user.coverFileId]),
  );
  const now = deps.clock.now();
  return rows.map((r) => toPerformerCard(r, urls, now));
}

/** Cards of the given creators (in the given order); ids that are not creators are left out. */
export async function performerCardsByIds(deps: Deps, ids: readonly string[]): Promise<PerformerCardData[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await deps.db
    .select({ user: users, profile: performerProfiles })
    .from(users)
    .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
    .where(and(eq(users.role, "performer"), inArray(users.id, unique)));
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  return cardsOf(
    deps,
    unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  );
}

const OPTION_FILTERS = [
  "gender",
  "bodyType",
  "ageRange",
  "ethnicity",
  "hair",
  "eyes",
  "sexualOrientation",
  "height",
  "weight",
  "size",
] as const;

/**
 * `GET /performers/user/search`: verified, active creators matching the filters, hiding those who
 * blocked the viewer or the viewer's country. sortBy popular (followers), latest, subscribers.
 */
export async function searchPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: PerformerSearchInput,
) {
  const conditions = discoverable(viewer, country);
  if (query.q) {
    conditions.push(likeEscaped([users.name, users.username], query.q));
  }
  for (const field of OPTION_FILTERS) {
    const value = query[field];
    if (value !== undefined) conditions.push(eq(performerProfiles[field], value));
  }
  if (query.country) conditions.push(eq(performerProfiles.country, query.country));
  if (query.isFreeSubscription !== undefined) {
    conditions.push(eq(performerProfiles.isFreeSubscription, query.isFreeSubscription));
  }
  const where = and(...conditions);
  const column =
    query.sortBy === "latest"
      ? users.createdAt
      : query.sortBy === "subscribers"
        ? performerProfiles.totalSubscribers
        : performerProfiles.totalFollowers;
  const order = query.sort === "asc" ? asc(column) : desc(column);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ user: users, profile: performerProfiles })
      .from(users)
      .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
      .where(where)
      .orderBy(order, desc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db
      .select({ total: count() })
      .from(users)
      .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
      .where(where),
  ]);
  return { data: await cardsOf(deps, rows), total };
}

/** `GET /performers/search/random`: a random handful of discoverable creators. */
export async function randomPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  limit: number,
) {
  const where = and(...discoverable(viewer, country));
  const rows = await deps.db
    .select({ user: users, profile: performerProfiles })
    .from(users)
    .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
    .where(where)
    .orderBy(sql`random()`)
    .limit(limit);
  const data = await cardsOf(deps, rows);
  return { data, total: data.length };
}

/** `GET /performers/top`: discoverable creators with the most followers (or subscribers). */
export async function topPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: TopPerformersInput,
) {
  const where = and(...discoverable(viewer, country));
  const primary =
    query.sortBy === "subscribers" ? performerProfiles.totalSubscribers : performerProfiles.totalFollowers;
  const secondary =
    query.sortBy === "subscribers" ? performerProfiles.totalFollowers : performerProfiles.totalSubscribers;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ user: users, profile: performerProfiles })
      .from(users)
      .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(primary), desc(secondary), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db
      .select({ total: count() })
      .from(users)
      .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
      .where(where),
  ]);
  return { data: await cardsOf(deps, rows), total };
}
