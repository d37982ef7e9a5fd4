/**
 * What a subscription to a creator costs and how long a period lasts, and the one statement that
 * (re)activates a subscription row, shared by wallet subscriptions, their renewals and card
 * subscriptions' webhooks.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { follows } from "../../../drizzle/schema/social";
import { type SubscriptionType, subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { followDayStatement } from "../../identity/performers/follow-days";
import { DAY } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { formatTokens, toCents, toTokens } from "../../lib/money";
import { getSettings } from "../../site/settings/service";

export { bundlePrice, discounted } from "./pricing";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A period paid at the creator's price (trials and bundles renew as monthly). */
export type PaidType = "monthly" | "yearly";

export const PERIOD_DAYS: Record<PaidType, number> = { monthly: 30, yearly: 365 };

export interface CreatorTerms {
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  /** Days of the free subscription (the creator's, else the setting). */
  freeDays: number;
  /** The creator offers a free subscription and the site allows it now. */
  freeOffered: boolean;
  /** The site allows free subscriptions now (freeSubscriptionEnabled): also what a free trial needs. */
  freeAllowed: boolean;
  min: number;
  max: number;
}

export async function creatorTerms(deps: Deps, performerId: string): Promise<CreatorTerms> {
  const [[row], settings] = await Promise.all([termsRowQuery(deps, performerId), termSettings(deps)]);
  return termsOf(row, settings);
}

/** The creator's row creatorTerms reads (a statement, so a batch can carry it). */
export const termsRowQuery = (deps: Deps, performerId: string) =>
  deps.db
    .select({ profile: performerProfiles, name: users.name })
    .from(performerProfiles)
    .innerJoin(users, eq(users.id, performerProfiles.userId))
    .where(eq(performerProfiles.userId, performerId))
    .limit(1);

/** The site settings creatorTerms depends on (read once per isolate). */
export const termSettings = (deps: Deps) =>
  getSettings(deps, [
    "freeSubscriptionEnabled",
    "freeSubscriptionDuration",
    "minimumSubscriptionPrice",
    "maximumSubscriptionPrice",
  ]);

/** The terms from the creator's row and the settings; 404 when there is no such creator. */
export function termsOf(
  row: Awaited<ReturnType<typeof termsRowQuery>>[number] | undefined,
  settings: Awaited<ReturnType<typeof termSettings>>,
): CreatorTerms {
  if (!row) throw new AppError("performer_not_found");
  return {
    name: row.name,
    monthlyPrice: row.profile.monthlyPrice,
    yearlyPrice: row.profile.yearlyPrice,
    freeDays: row.profile.freeSubscriptionDays ?? settings.freeSubscriptionDuration,
    freeOffered: settings.freeSubscriptionEnabled && row.profile.isFreeSubscription,
    freeAllowed: settings.freeSubscriptionEnabled,
    min: toCents(settings.minimumSubscriptionPrice),
    max: toCents(settings.maximumSubscriptionPrice),
  };
}

/** The price of a paid period; 422 when the creator's price lies outside the site's bounds now. */
export function periodPrice(terms: CreatorTerms, type: PaidType): number {
  const price = type === "yearly" ? terms.yearlyPrice : terms.monthlyPrice;
  if (price < terms.min || price > terms.max) {
    throw fieldError({
      type: `This creator's ${type} price is outside ${formatTokens(toTokens(terms.min))}–${formatTokens(toTokens(terms.max))} tokens; try again later.`,
    });
  }
  return price;
}

/** A promotion's discount on renewals still to come (none: null). */
export interface Discount {
  percent: number;
  periodsLeft: number;
}

/** Where a subscription's expiry moves with a new period: max(now, expiresAt) + the period. */
export const extendedExpiry = (
  row: Pick<SubscriptionRow, "expiresAt"> | undefined,
  now: number,
  days: number,
) => Math.max(now, row?.expiresAt ?? 0) + days * DAY;

/**
 * Makes the fan's subscription to the creator active until `expiresAt` (one row per pair: a new
 * one, or the old one brought back). Renewal stops being cancelled; a free subscription marks the
 * pair's one free trial as used.
 *
 * Subscribing also follows: a subscription that starts (new, or a lapsed one taken up again) adds
 * the follow row and moves the follower count and the day's follows, before the row is activated so a renewal of an
 * active subscription leaves a fan who unfollowed alone; an existing follow stays as it is.
 */
export function activateStatements(
  deps: Deps,
  s: {
    userId: string;
    performerId: string;
    type: SubscriptionType;
    expiresAt: number;
    gateway: "wallet" | "stripe";
    stripeSubscriptionId?: string | null;
    /** The operation's one instant: the period starts exactly when its end was computed from. */
    now: number;
    /** The discount left for the renewals after this period; none when not given. */
    discount?: Discount | null;
  },
) {
  const { now } = s;
  const discount = s.discount && s.discount.periodsLeft > 0 ? s.discount : null;
  const freeTrial = s.type === "free" ? now : null;
  const startsNow = sql`NOT EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${and(
    eq(subscriptions.userId, s.userId),
    eq(subscriptions.performerId, s.performerId),
    eq(subscriptions.status, "active"),
    gt(subscriptions.expiresAt, now),
  )})`;
  const notFollowing = sql`NOT EXISTS (SELECT 1 FROM ${follows} WHERE ${and(
    eq(follows.followerId, s.userId),
    eq(follows.performerId, s.performerId),
  )})`;
  const followCount = deps.db
    .update(performerProfiles)
    .set({ totalFollowers: sql`${performerProfiles.totalFollowers} + 1` })
    .where(and(eq(performerProfiles.userId, s.performerId), startsNow, notFollowing));
  const followDay = followDayStatement(deps, s.performerId, now, sql`${startsNow} AND ${notFollowing}`);
  const follow = deps.db
    .insert(follows)
    .select(sql`SELECT ${s.userId}, ${s.performerId}, ${now} WHERE ${startsNow} AND ${notFollowing}`)
    .onConflictDoNothing();
  const activate = deps.db
    .insert(subscriptions)
    .values({
      id: deps.ids.next(),
      userId: s.userId,
      performerId: s.performerId,
      type: s.type,
      status: "active",
      startedAt: now,
      expiresAt: s.expiresAt,
      paymentGateway: s.gateway,
      stripeSubscriptionId: s.stripeSubscriptionId ?? null,
      freeTrialUsedAt: freeTrial,
      discountPercent: discount?.percent ?? null,
      discountedPeriodsLeft: discount?.periodsLeft ?? 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.performerId],
      set: {
        type: s.type,
        status: "active",
        startedAt: sql`CASE WHEN ${subscriptions.status} = 'active' AND ${subscriptions.expiresAt} > ${now} THEN ${subscriptions.startedAt} ELSE ${now} END`,
        expiresAt: s.expiresAt,
        paymentGateway: s.gateway,
        stripeSubscriptionId: s.stripeSubscriptionId ?? null,
        cancelledAt: null,
        freeTrialUsedAt:
          freeTrial === null
            ? sql`${subscriptions.freeTrialUsedAt}`
            : sql`coalesce(${subscriptions.freeTrialUsedAt}, ${now})`,
        discountPercent: discount?.percent ?? null,
        discountedPeriodsLeft: discount?.periodsLeft ?? 0,
        updatedAt: now,
      },
    });
  return [followCount, followDay, follow, activate] as const;
}
