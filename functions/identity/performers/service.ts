import { and, eq, type SQL, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { follows } from "../../../drizzle/schema/social";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { formatTokens, toCents } from "../../lib/money";
import { hashPassword } from "../../lib/password";
import { sanitizeRichText } from "../../lib/rich-text";
import { compiled, fromJson, jsonRow, param } from "../../lib/statements";
import type { MediaKind } from "../../media/kinds";
import { deleteFile, storeUpload } from "../../media/upload";
import { auditOnBehalf } from "../../site/audit/service";
import { PROFILE_OPTION_FIELD_NAMES } from "../../site/lookup/profile-options";
import { getSettings } from "../../site/settings/service";
import {
  activeSubscription,
  decideVisibility,
  isSubscribed,
  performerNamed,
  visibilityFacts,
} from "../access/service";
import { recountListedCreators } from "../access/verified";
import { confirmCurrentPassword } from "../accounts/current-password";
import { commitPasswordChange } from "../accounts/password-change";
import type { RequestMeta } from "../accounts/request-meta";
import { requirePerformer, requireUser, type Viewer } from "../accounts/viewer";
import { assertIdentityAvailable, identityConflict } from "../users/service";
import { type PerformerRow, toOwnProfile, toPerformerProfile } from "./present";
import { ensureProfile, readPayoutRow, requirePerformerRow } from "./repo";
import type { OwnPerformerProfile, PerformerProfile, UpdatePerformerInput } from "./schemas";

/* ---- Loading ---- */

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
  known?: { isFollowed: boolean; isSubscribed: boolean },
): Promise<PerformerProfile> {
  const privileged = Boolean(viewer && (viewer.id === row.user.id || viewer.isAdmin));
  const [relations, { freeSubscriptionDuration, freeSubscriptionEnabled }] = await Promise.all([
    known ?? viewerRelations(deps, viewer, row.user.id),
    getSettings(deps, ["freeSubscriptionDuration", "freeSubscriptionEnabled"]),
  ]);
  return toPerformerProfile(deps, row, {
    privileged,
    relations,
    freeSubscriptionDuration,
    freeSubscriptionEnabled,
  });
}

/* ---- Profiles ---- */

/**
 * The creator named by id or username (`performerNamed`, bound from `who` and `whoLower`), as SQL
 * standing for their id: for reads a page sends in the same batch as profileRead's statement,
 * before the id is known (profileRead's own values bind it).
 */
export const namedCreatorId = (): string =>
  sql`(select ${users.id} from ${users} where ${performerNamed(param("who"), param("whoLower"))} limit 1)` as unknown as string;

/**
 * The profile statement, built once per isolate and shape (who is looking, with or without a
 * country): the creator's user row and profile (as JSON, read back with the columns' own
 * decoding), the visibility facts (blocks) and the viewer's follow and active subscription.
 */
function profileSql(signedIn: boolean, withCountry: boolean): SQL {
  const viewerId = param("viewerId");
  const viewer = signedIn ? { id: viewerId, isAdmin: false } : null;
  const facts = visibilityFacts(viewer, withCountry ? param("country") : null, users.id);
  return sql`select ${jsonRow(users, "users")} as "user",
    case when ${performerProfiles.userId} is null then null else ${jsonRow(performerProfiles, "performer_profiles")} end as "profile",
    ${users.status} as "status", ${facts.userBlocked} as "userBlocked", ${facts.countryBlocked} as "countryBlocked",
    exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.performerId} = ${users.id}) as "followed",
    exists (select 1 from ${subscriptions} where ${activeSubscription(viewerId, sql`${subscriptions.performerId} = ${users.id}`, param<number>("now"))}) as "subscribed"
    from ${users} left join ${performerProfiles} on ${performerProfiles.userId} = ${users.id}
    where ${performerNamed(param("who"), param("whoLower"))} limit 1`;
}

type ProfileFacts = {
  user: string;
  profile: string | null;
  status: string;
  userBlocked: number;
  countryBlocked: number;
  followed: number;
  subscribed: number;
};

/**
 * getPerformerProfile as one statement and what decides from its result, for a page that sends
 * more reads in the same batch (`values` binds namedCreatorId in them too). `present` throws the
 * rule's 404 / user_blocked / country_blocked.
 */
export function profileRead(deps: Deps, viewer: Viewer | null, country: string | null, ref: string) {
  const value = ref.trim();
  const values = {
    who: value,
    whoLower: value.toLowerCase(),
    viewerId: viewer?.id ?? "",
    country: country ?? "",
    now: deps.clock.now(),
  };
  const statement = compiled(
    deps.d1,
    `performer-profile:${Boolean(viewer)}:${Boolean(country)}`,
    () => profileSql(Boolean(viewer), Boolean(country)),
    values,
  );
  const present = async (result: D1Result): Promise<PerformerProfile> => {
    const found = (result.results as ProfileFacts[])[0];
    if (!found) throw new AppError("performer_not_found");
    const user = fromJson(users, JSON.parse(found.user));
    const visibility = decideVisibility(viewer, user.id, found);
    if (visibility !== "visible") throw new AppError(visibility);
    const row: PerformerRow = {
      user,
      profile: found.profile
        ? fromJson(performerProfiles, JSON.parse(found.profile))
        : await ensureProfile(deps, user.id),
    };
    const own = !viewer || viewer.id === row.user.id;
    return presentProfile(deps, viewer, row, {
      isFollowed: !own && Boolean(found.followed),
      isSubscribed: !own && Boolean(found.subscribed),
    });
  };
  return { statement, values, present };
}

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
  // One statement (profileRead); the rules decide from what it returned.
  const read = profileRead(deps, viewer, country, ref);
  return read.present(await read.statement.all());
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

/** The fields of the subscription prices form. */
const PRICE_FIELDS = ["monthlyPrice", "yearlyPrice", "isFreeSubscription", "freeSubscriptionDays"] as const;

function assertCanEdit(viewer: Viewer, performerId: string) {
  if (viewer.id !== performerId && !viewer.isAdmin) throw new AppError("forbidden");
}

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
  meta: Pick<RequestMeta, "ip" | "origin">,
): Promise<PerformerProfile> {
  const actor = requireUser(viewer);
  const row = await requirePerformerRow(deps, ref);
  const id = row.user.id;
  assertCanEdit(actor, id);
  if (input.verificationStatus !== undefined && !actor.isAdmin) throw new AppError("admin_only");

  const details: Record<string, string> = {};
  if (input._id !== undefined && input._id !== id) details._id = "This is not the creator being edited";
  // A password is the creator's own: an admin helps with Forgot password, never by choosing one.
  const newPassword = input.password;
  if (newPassword !== undefined && actor.id !== id)
    details.password = "Only the creator can set their password. They can use Forgot password.";

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
      details[field] = `Enter a price between ${formatTokens(min)} and ${formatTokens(max)} tokens.`;
    }
  }
  if (
    input.isFreeSubscription === true &&
    !settings.freeSubscriptionEnabled &&
    !row.profile.isFreeSubscription
  ) {
    details.isFreeSubscription = "Free subscriptions are turned off on this site";
  }
  if (Object.keys(details).length > 0) throw fieldError(details);
  // The row read above is the whole user, hash included: no second read.
  if (newPassword !== undefined) await confirmCurrentPassword(deps, row.user, input.currentPassword, meta.ip);

  const usernameChanged = input.username !== undefined && input.username !== row.user.username;
  if (usernameChanged) await assertIdentityAvailable(deps, { username: input.username }, id);

  const now = deps.clock.now();
  const userChanges: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) userChanges.name = input.name;
  if (usernameChanged) userChanges.username = input.username;
  // The account's gender and country follow the profile, so every screen shows the same.
  if (input.gender !== undefined) userChanges.gender = input.gender;
  if (input.country !== undefined) userChanges.country = input.country;
  if (newPassword !== undefined) userChanges.passwordHash = await hashPassword(newPassword);

  const profileChanges: Partial<typeof performerProfiles.$inferInsert> = { updatedAt: now };
  for (const field of PROFILE_OPTION_FIELD_NAMES) {
    if (input[field] !== undefined) profileChanges[field] = input[field];
  }
  // The schema held the bio to BIO_MAX_LENGTH characters as sent; what is stored is its sanitised form.
  if (input.bio !== undefined) profileChanges.bio = sanitizeRichText(input.bio);
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
  // Saving the prices, even unchanged, ticks "Set your prices" on the creator's checklist.
  if (PRICE_FIELDS.some((key) => input[key] !== undefined)) profileChanges.pricesSetAt = now;

  const changes = [
    deps.db
      .update(users)
      .set({ ...userChanges, updatedAt: now })
      .where(eq(users.id, id)),
    deps.db.update(performerProfiles).set(profileChanges).where(eq(performerProfiles.userId, id)),
    // Whether the creator is listed moves with their verification (verified.ts keeps the count).
    ...(input.verificationStatus !== undefined ? [recountListedCreators(deps.db)] : []),
    ...auditOnBehalf(
      deps,
      actor,
      id,
      "creator.update",
      { type: "user", id },
      { fields: Object.keys(input).filter((key) => key !== "currentPassword") },
    ),
  ] as const;
  try {
    if (newPassword !== undefined)
      await commitPasswordChange(deps, row.user, actor.sessionId, [...changes], meta.origin);
    else await deps.db.batch(changes);
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
