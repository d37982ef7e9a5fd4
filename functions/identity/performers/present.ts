import { type performerPayoutSettings, performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { Kept } from "../../lib/kept";
import { toTokens } from "../../lib/money";
import { plainText } from "../../lib/rich-text";
import { fileUrls } from "../../media/upload";
import { isOnlineAt } from "../presence/service";
import type {
  OwnPerformerProfile,
  PayoutSettings,
  PerformerCardData,
  PerformerProfile,
  PerformerStats,
} from "./schemas";

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof performerProfiles.$inferSelect;
type PayoutRow = typeof performerPayoutSettings.$inferSelect;
export interface PerformerRow {
  user: UserRow;
  profile: ProfileRow;
}
/**
 * The columns a creator card shows (toPerformerCard), for every query that reads cards: a card
 * needs a name, an avatar, a bio excerpt and a few counters, not the whole user and profile rows
 * (less for D1 to read and send, and no password hash in memory).
 */
export const CARD_FIELDS = {
  user: {
    id: users.id,
    name: users.name,
    username: users.username,
    avatarFileId: users.avatarFileId,
    coverFileId: users.coverFileId,
    onlineUntil: users.onlineUntil,
  },
  profile: {
    bio: performerProfiles.bio,
    isFreeSubscription: performerProfiles.isFreeSubscription,
    monthlyPrice: performerProfiles.monthlyPrice,
    verificationStatus: performerProfiles.verificationStatus,
    totalFollowers: performerProfiles.totalFollowers,
    totalSubscribers: performerProfiles.totalSubscribers,
    totalLikes: performerProfiles.totalLikes,
    totalViews: performerProfiles.totalViews,
    totalPosts: performerProfiles.totalPosts,
    totalPhotos: performerProfiles.totalPhotos,
    totalVideos: performerProfiles.totalVideos,
    totalGalleries: performerProfiles.totalGalleries,
    totalProducts: performerProfiles.totalProducts,
  },
};

type CardUser = Pick<UserRow, keyof typeof CARD_FIELDS.user>;
type CardProfile = Pick<ProfileRow, keyof typeof CARD_FIELDS.profile>;
/** What toPerformerCard reads: CARD_FIELDS, or whole rows. */
export interface PerformerSearchRow {
  user: CardUser;
  profile: CardProfile;
}

/** Shown when a creator has not uploaded an avatar (public/images/default-avatar.svg). */
const DEFAULT_PERFORMER_AVATAR = "/images/default-avatar.svg";
const BIO_EXCERPT = 160;

export function performerStats(p: CardProfile): PerformerStats {
  return {
    totalFollowers: p.totalFollowers,
    totalSubscribers: p.totalSubscribers,
    totalLikes: p.totalLikes,
    totalViews: p.totalViews,
    totalPosts: p.totalPosts,
    totalPhotos: p.totalPhotos,
    totalVideos: p.totalVideos,
    totalGalleries: p.totalGalleries,
    totalProducts: p.totalProducts,
  };
}

/**
 * Excerpts already made in this isolate, by bio: every card of every discovery list shows one,
 * a bio changes rarely, and sanitize-html's parse (plainText) was the largest share of a creator
 * search's own CPU. Bounded like rich-text's previews: cleared when full, long bios not kept.
 */
const bioExcerpts = new Kept<string, string>(2_000);
const BIO_EXCERPT_CACHE_MAX_BIO = 4_000;

/** The bio as plain text, cut at a word boundary with an ellipsis when longer than BIO_EXCERPT. */
function bioExcerpt(bio: string): string {
  if (bio.length > BIO_EXCERPT_CACHE_MAX_BIO) return makeBioExcerpt(bio);
  return bioExcerpts.get(bio) ?? bioExcerpts.keep(bio, makeBioExcerpt(bio));
}

function makeBioExcerpt(bio: string, n = BIO_EXCERPT): string {
  const text = plainText(bio);
  if (text.length <= n) return text;
  const cut = text.slice(0, n - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length >= n / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * The creator tile of discovery lists. `urls` maps file ids to signed URLs (fileUrls over the
 * avatar and cover ids of the rows); reusable wherever a user row and a profile row are at hand.
 */
export function toPerformerCard(
  row: PerformerSearchRow,
  urls: ReadonlyMap<string, string>,
  freeSubscriptionEnabled: boolean,
  now: number,
): PerformerCardData {
  const { user, profile } = row;
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    avatar: (user.avatarFileId && urls.get(user.avatarFileId)) || DEFAULT_PERFORMER_AVATAR,
    cover: (user.coverFileId && urls.get(user.coverFileId)) || null,
    bio: bioExcerpt(profile.bio),
    stats: performerStats(profile),
    // Turning free subscriptions off on the site withdraws every creator's free offer at once.
    isFreeSubscription: profile.isFreeSubscription && freeSubscriptionEnabled,
    monthlyPrice: toTokens(profile.monthlyPrice),
    isVerified: profile.verificationStatus === "approved",
    isOnline: isOnlineAt(user.onlineUntil, now),
  };
}

export async function toPerformerProfile(
  deps: Deps,
  row: PerformerRow,
  options: {
    privileged: boolean;
    relations: { isFollowed: boolean; isSubscribed: boolean };
    freeSubscriptionDuration: number;
    freeSubscriptionEnabled: boolean;
  },
): Promise<PerformerProfile> {
  const { user, profile } = row;
  const urls = await fileUrls(deps, [user.avatarFileId, user.coverFileId, profile.welcomeVideoFileId]);
  const url = (id: string | null) => (id ? (urls.get(id) ?? null) : null);
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    avatar: url(user.avatarFileId) ?? DEFAULT_PERFORMER_AVATAR,
    cover: url(user.coverFileId),
    bio: profile.bio,
    gender: profile.gender,
    sexualOrientation: profile.sexualOrientation,
    ageRange: profile.ageRange,
    height: profile.height,
    weight: profile.weight,
    bodyType: profile.bodyType,
    ethnicity: profile.ethnicity,
    hair: profile.hair,
    eyes: profile.eyes,
    size: profile.size,
    country: profile.country,
    state: profile.state,
    city: profile.city,
    languages: profile.languages,
    welcomeVideo: url(profile.welcomeVideoFileId),
    monthlyPrice: toTokens(profile.monthlyPrice),
    yearlyPrice: toTokens(profile.yearlyPrice),
    isFreeSubscription: profile.isFreeSubscription && options.freeSubscriptionEnabled,
    freeSubscriptionDays: profile.freeSubscriptionDays ?? options.freeSubscriptionDuration,
    isVerified: profile.verificationStatus === "approved",
    isPerformer: true,
    stats: performerStats(profile),
    isFollowed: options.relations.isFollowed,
    isSubscribed: options.relations.isSubscribed,
    isOnline: isOnlineAt(user.onlineUntil, deps.clock.now()),
    ...(options.privileged
      ? { verificationStatus: profile.verificationStatus, documentCount: profile.documentFileIds.length }
      : {}),
    createdAt: toIso(user.createdAt)!,
    updatedAt: toIso(Math.max(user.updatedAt, profile.updatedAt))!,
  };
}

export function toPayoutSettings(row: PayoutRow | null): PayoutSettings {
  if (!row) return { preferredMethod: null, banking: null, paypal: null, updatedAt: null };
  return {
    preferredMethod: row.preferredMethod,
    banking: row.bankAccount
      ? {
          firstName: row.bankFirstName,
          lastName: row.bankLastName,
          bankName: row.bankName,
          bankAccount: row.bankAccount,
          bankRouting: row.bankRouting,
          bankSwiftCode: row.bankSwiftCode,
          address: row.bankAddress,
          city: row.bankCity,
          state: row.bankState,
          country: row.bankCountry,
        }
      : null,
    paypal: row.paypalEmail ? { email: row.paypalEmail } : null,
    updatedAt: toIso(row.updatedAt),
  };
}

export function toOwnProfile(
  profile: PerformerProfile,
  user: UserRow,
  payout: PayoutRow | null,
): OwnPerformerProfile {
  return { ...profile, email: user.email, payoutSettings: toPayoutSettings(payout) };
}
