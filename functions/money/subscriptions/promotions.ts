/**
 * Promotions and free-trial links (docs/money.md, "Promotions and bundles"). A creator's promotion
 * is a discount on the first months of a monthly subscription, or free trial days, for new
 * subscribers, former ones, or both; fans claim it by subscribing with its code. The rules of a
 * claim live here, in one place: claimablePromotion reads them (404, 410 ended, 409 claimed or
 * used up, 403 audience) and claimStatements reserves the claim in the batch that subscribes the
 * fan, where the CHECK on the raised count refuses a claim past `maxClaims` and the unique index a
 * second claim by the same fan, however many requests arrive at once.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { promotionClaims, subscriptionPromotions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { linkOrigin } from "../../identity/accounts/emails";
import { requirePerformer, type Viewer } from "../../identity/accounts/viewer";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { instantMs } from "../../lib/instant";
import { toTokens } from "../../lib/money";
import { getSetting } from "../../site/settings/service";
import type { Refusals } from "../ledger/movements";
import type { PromotionDto, PromotionInput, PublicPromotionDto } from "./schemas";
import { type CreatorTerms, discounted, type SubscriptionRow } from "./terms";

export type PromotionRow = typeof subscriptionPromotions.$inferSelect;

/** Codes people can read out: no 0/O, 1/I. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** Whether the promotion can be claimed at all now (not who claims it). */
/**
 * A free trial is a free subscription: while the site turns free subscriptions off
 * (freeSubscriptionEnabled), no trial is made or started, and a fan sees a trial's link as ended.
 */
const TRIALS_OFF = "Free trials are turned off on this site.";

/** The promotion as a fan may take it now: a trial ends for fans while free subscriptions are off. */
export function offerState(row: PromotionRow, terms: Pick<CreatorTerms, "freeAllowed">, now: number) {
  return row.kind === "trial" && !terms.freeAllowed ? "ended" : promotionState(row, now);
}

export function promotionState(row: PromotionRow, now: number): "active" | "ended" | "used_up" {
  if (row.endedAt !== null || (row.endsAt !== null && row.endsAt <= now)) return "ended";
  if (row.maxClaims !== null && row.claimCount >= row.maxClaims) return "used_up";
  return "active";
}

/** The profile link that opens the creator's page with the offer. */
export const promotionPath = (profile: string, code: string) =>
  `/${encodeURIComponent(profile)}?promo=${encodeURIComponent(code)}`;

function toPromotion(row: PromotionRow, profile: string, origin: string | null, now: number): PromotionDto {
  const path = promotionPath(profile, row.code);
  return {
    _id: row.id,
    code: row.code,
    url: origin ? new URL(path, origin).href : path,
    path,
    kind: row.kind,
    audience: row.audience,
    percent: row.percent,
    months: row.months,
    trialDays: row.trialDays,
    maxClaims: row.maxClaims,
    claims: row.claimCount,
    endsAt: toIso(row.endsAt),
    endedAt: toIso(row.endedAt),
    message: row.message,
    status: promotionState(row, now),
    createdAt: toIso(row.createdAt)!,
  };
}

async function profileName(deps: Deps, userId: string): Promise<string> {
  const [row] = await deps.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.username ?? userId;
}

/** `POST /performer/promotions`: a new promotion with its code and link. */
export async function createPromotion(
  deps: Deps,
  viewer: Viewer | null,
  input: PromotionInput,
  requestUrl: string,
): Promise<PromotionDto> {
  const creator = requirePerformer(viewer);
  const now = deps.clock.now();
  const details: Record<string, string> = {};
  if (input.kind === "discount") {
    if (input.percent === undefined) details.percent = "Enter the percent off (5 to 95).";
    if (input.trialDays !== undefined) details.trialDays = "A discount has no trial days; use kind trial.";
  } else {
    if (input.trialDays === undefined) details.trialDays = "Enter the free trial days (1 to 30).";
    if (input.percent !== undefined) details.percent = "A free trial has no percent off; use kind discount.";
    if (input.months !== undefined) details.months = "A free trial has no discounted months.";
  }
  if (input.kind === "trial" && !(await getSetting(deps, "freeSubscriptionEnabled")))
    details.kind = TRIALS_OFF;
  const endsAt = input.endsAt === undefined || input.endsAt === null ? null : instantMs(input.endsAt);
  if (endsAt !== null && endsAt <= now) details.endsAt = "Pick a time in the future.";
  if (Object.keys(details).length > 0) throw fieldError(details);
  const [profile] = await deps.db
    .select({ userId: performerProfiles.userId })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, creator.id))
    .limit(1);
  if (!profile) throw new AppError("performer_not_found");
  const id = deps.ids.next();
  // A code is 8 of 32 characters: a clash is a one-in-a-trillion event, retried once anyway.
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.db.insert(subscriptionPromotions).values({
        id,
        performerId: creator.id,
        code: newCode(),
        kind: input.kind,
        audience: input.audience,
        percent: input.kind === "discount" ? input.percent! : null,
        months: input.kind === "discount" ? (input.months ?? 1) : null,
        trialDays: input.kind === "trial" ? input.trialDays! : null,
        maxClaims: input.maxClaims ?? null,
        endsAt,
        message: input.message?.trim() || null,
        createdAt: now,
        updatedAt: now,
      });
      break;
    } catch (err) {
      if (attempt > 0) throw err;
    }
  }
  const row = (await findPromotion(deps, id))!;
  return toPromotion(row, await profileName(deps, creator.id), linkOrigin(deps.env, requestUrl), now);
}

async function findPromotion(deps: Deps, id: string) {
  const [row] = await deps.db
    .select()
    .from(subscriptionPromotions)
    .where(eq(subscriptionPromotions.id, id))
    .limit(1);
  return row;
}

/** `GET /performer/promotions`: the creator's promotions, newest first, with their claims. */
export async function listPromotions(deps: Deps, viewer: Viewer | null, requestUrl: string) {
  const creator = requirePerformer(viewer);
  const rows = await deps.db
    .select()
    .from(subscriptionPromotions)
    .where(eq(subscriptionPromotions.performerId, creator.id))
    .orderBy(desc(subscriptionPromotions.createdAt), desc(subscriptionPromotions.id))
    .limit(200);
  const profile = await profileName(deps, creator.id);
  const origin = linkOrigin(deps.env, requestUrl);
  const now = deps.clock.now();
  return { data: rows.map((r) => toPromotion(r, profile, origin, now)), total: rows.length };
}

/** `DELETE /performer/promotions/{id}`: ends it now (claims made stay); ending again changes nothing. */
export async function endPromotion(deps: Deps, viewer: Viewer | null, id: string, requestUrl: string) {
  const creator = requirePerformer(viewer);
  const row = await findPromotion(deps, id);
  if (!row || row.performerId !== creator.id) throw new AppError("promotion_not_found");
  const now = deps.clock.now();
  await deps.db
    .update(subscriptionPromotions)
    .set({ endedAt: now, updatedAt: now })
    .where(and(eq(subscriptionPromotions.id, id), isNull(subscriptionPromotions.endedAt)));
  return toPromotion(
    (await findPromotion(deps, id))!,
    await profileName(deps, creator.id),
    linkOrigin(deps.env, requestUrl),
    now,
  );
}

/** Who the fan is to this creator: never subscribed, subscribed now, or had a subscription that ended. */
function standing(current: SubscriptionRow | undefined, now: number): "new" | "current" | "expired" {
  if (!current || current.startedAt === null) return "new";
  return current.status === "active" && (current.expiresAt ?? 0) > now ? "current" : "expired";
}

const audienceFits = (audience: PromotionRow["audience"], who: "new" | "current" | "expired") =>
  who !== "current" && (audience === "both" || audience === who);

async function byCode(deps: Deps, performerId: string, code: string) {
  const [row] = await deps.db
    .select()
    .from(subscriptionPromotions)
    .where(eq(subscriptionPromotions.code, promotionCode(code)))
    .limit(1);
  return row && row.performerId === performerId ? row : undefined;
}

/**
 * The promotion this fan may claim now, by its code, or the refusal: 404 unknown (or another
 * creator's), 410 `promotion_ended` (also a trial while free subscriptions are off), 409 `promotion_already_claimed`, 403 `promotion_not_for_you`
 * (audience), 409 `promotion_used_up`. The batch that claims it answers the same when a parallel
 * claim wins the race (claimStatements, PROMOTION_REFUSALS).
 */
export async function claimablePromotion(
  deps: Deps,
  fanId: string,
  performerId: string,
  code: string,
  current: SubscriptionRow | undefined,
  terms: Pick<CreatorTerms, "freeAllowed">,
): Promise<PromotionRow> {
  const row = await byCode(deps, performerId, code);
  if (!row) throw new AppError("promotion_not_found");
  const now = deps.clock.now();
  const state = offerState(row, terms, now);
  if (state === "ended") {
    throw new AppError(
      "promotion_ended",
      row.kind === "trial" && !terms.freeAllowed ? { message: TRIALS_OFF } : {},
    );
  }
  const [claimed] = await deps.db
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, row.id), eq(promotionClaims.userId, fanId)))
    .limit(1);
  if (claimed) throw new AppError("promotion_already_claimed");
  if (!audienceFits(row.audience, standing(current, now))) throw new AppError("promotion_not_for_you");
  if (state === "used_up") throw new AppError("promotion_used_up");
  return row;
}

/**
 * The claim, for the batch that subscribes the fan: the count first (its CHECK refuses a claim
 * past `maxClaims`; the update also refuses nothing once ended, which the read above caught), then
 * the fan's claim (its unique index refuses a second one).
 */
export function claimStatements(
  deps: Deps,
  promotion: PromotionRow,
  claim: { userId: string; price: number; key: string | null; fingerprint: string },
) {
  return [
    deps.db
      .update(subscriptionPromotions)
      .set({ claimCount: sql`${subscriptionPromotions.claimCount} + 1` })
      .where(eq(subscriptionPromotions.id, promotion.id)),
    deps.db.insert(promotionClaims).values({
      id: deps.ids.next(),
      promotionId: promotion.id,
      userId: claim.userId,
      price: claim.price,
      idempotencyKey: claim.key,
      fingerprint: claim.fingerprint,
      createdAt: deps.clock.now(),
    }),
  ];
}

/** What a claim's refused statements mean to the fan. */
export const PROMOTION_REFUSALS: Refusals = [
  ["CHECK:subscription_promotions_claims_within_limit", () => new AppError("promotion_used_up")],
  ["UNIQUE:promotion_claims.promotion_id", () => new AppError("promotion_already_claimed")],
];

/** A trial claimed earlier with this Idempotency-Key (a trial has no charge to replay), if any. */
export async function claimByKey(deps: Deps, userId: string, key: string) {
  const [row] = await deps.db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.userId, userId), eq(promotionClaims.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** What the first period costs with the promotion (cents): the discounted month, or 0 for a trial. */
export const promotionPrice = (row: PromotionRow, monthlyPrice: number) =>
  row.kind === "trial" ? 0 : discounted(monthlyPrice, row.percent ?? 0);

/** A promotion's code as stored: codes are upper case; what a link or a form sends is trimmed. */
export const promotionCode = (code: string) => code.trim().toUpperCase();

/**
 * What the profile's offer reads, as statements (subscriptionOffers batches them with the terms):
 * the link's promotion (none without a code), the newest discounts open to everyone, and which of
 * the creator's promotions this viewer claimed (none for a visitor).
 */
export function profileOfferReads(
  deps: Deps,
  viewerId: string | null,
  performerId: string,
  code: string | null,
) {
  const db = deps.db;
  return [
    db
      .select()
      .from(subscriptionPromotions)
      .where(
        and(
          // A statement built once per isolate passes a placeholder, bound to promotionCode(code).
          eq(subscriptionPromotions.code, typeof code === "string" ? promotionCode(code) : (code ?? "")),
          eq(subscriptionPromotions.performerId, performerId),
        ),
      )
      .limit(code ? 1 : 0),
    db
      .select()
      .from(subscriptionPromotions)
      .where(
        and(
          eq(subscriptionPromotions.performerId, performerId),
          eq(subscriptionPromotions.kind, "discount"),
          isNull(subscriptionPromotions.endedAt),
        ),
      )
      .orderBy(desc(subscriptionPromotions.createdAt))
      .limit(20),
    db
      .select({ promotionId: promotionClaims.promotionId })
      .from(promotionClaims)
      .innerJoin(subscriptionPromotions, eq(subscriptionPromotions.id, promotionClaims.promotionId))
      // A visitor matches no claim ("" is no user's id).
      .where(
        and(eq(promotionClaims.userId, viewerId ?? ""), eq(subscriptionPromotions.performerId, performerId)),
      ),
  ] as const;
}

/**
 * The offer a fan sees on the creator's profile: the promotion of the link (`code`), else the
 * newest active discount open to everyone (trials go by link only). `eligible` says whether this
 * viewer may claim it (a visitor: whether anyone may).

 * From what profileOfferReads read.
 */
export function profileOfferFrom(
  now: number,
  viewerId: string | null,
  terms: CreatorTerms,
  current: SubscriptionRow | undefined,
  byLink: readonly PromotionRow[],
  discounts: readonly PromotionRow[],
  claimed: readonly { promotionId: string }[],
): PublicPromotionDto | null {
  const row = byLink[0] ?? discounts.find((r) => promotionState(r, now) === "active");
  if (!row) return null;
  const state = offerState(row, terms, now);
  let eligible = state === "active";
  if (eligible && viewerId !== null) {
    eligible =
      !claimed.some((c) => c.promotionId === row.id) && audienceFits(row.audience, standing(current, now));
  }
  return {
    code: row.code,
    kind: row.kind,
    audience: row.audience,
    percent: row.percent,
    months: row.months,
    trialDays: row.trialDays,
    endsAt: toIso(row.endsAt),
    message: row.message,
    status: state,
    eligible,
    price: toTokens(promotionPrice(row, terms.monthlyPrice)),
    regularPrice: toTokens(terms.monthlyPrice),
    claimsLeft: row.maxClaims === null ? null : Math.max(0, row.maxClaims - row.claimCount),
  };
}
