/**
 * Subscription bundles (docs/money.md, "Promotions and bundles"): a creator offers 3, 6 and
 * 12 months paid at once with a percent off. The price is bundlePrice (terms.ts): the monthly
 * price × months × (1 − percent/100), rounded half-up to the cent, charged once; the subscription
 * then runs for months × 30 days and renews as monthly at the normal price unless cancelled.
 */
import { asc, eq } from "drizzle-orm";
import { subscriptionBundles } from "../../../drizzle/schema/subscriptions";
import { fieldError } from "../../errors";
import { requirePerformer, type Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import type { BundleOfferDto, SubscriptionSettingsDto, SubscriptionSettingsInput } from "./schemas";
import { bundlePrice, creatorTerms } from "./terms";

export const BUNDLE_MONTHS = [3, 6, 12] as const;

export type BundleRow = typeof subscriptionBundles.$inferSelect;

export async function bundlesOf(deps: Deps, performerId: string): Promise<BundleRow[]> {
  return bundlesQuery(deps, performerId);
}

/** bundlesOf's read as a statement (a batch can carry it). */
export const bundlesQuery = (deps: Deps, performerId: string) =>
  deps.db
    .select()
    .from(subscriptionBundles)
    .where(eq(subscriptionBundles.performerId, performerId))
    .orderBy(asc(subscriptionBundles.months));

/** Each bundle with its price and what it saves against paying month by month (tokens). */
export function bundleOffers(bundles: readonly BundleRow[], monthlyPrice: number): BundleOfferDto[] {
  return bundles.map((b) => {
    const price = bundlePrice(monthlyPrice, b.months, b.percent);
    return {
      months: b.months,
      percent: b.percent,
      price: toTokens(price),
      saving: toTokens(monthlyPrice * b.months - price),
    };
  });
}

/** `GET /performer/subscription-settings`: the creator's prices and bundles. */
export async function getSubscriptionSettings(
  deps: Deps,
  viewer: Viewer | null,
): Promise<SubscriptionSettingsDto> {
  const creator = requirePerformer(viewer);
  const [terms, bundles] = await Promise.all([creatorTerms(deps, creator.id), bundlesOf(deps, creator.id)]);
  return {
    monthlyPrice: toTokens(terms.monthlyPrice),
    yearlyPrice: toTokens(terms.yearlyPrice),
    bundles: bundleOffers(bundles, terms.monthlyPrice),
  };
}

/** `PUT /performer/subscription-settings`: replaces the creator's bundles (an empty list: none). */
export async function updateSubscriptionSettings(
  deps: Deps,
  viewer: Viewer | null,
  input: SubscriptionSettingsInput,
): Promise<SubscriptionSettingsDto> {
  const creator = requirePerformer(viewer);
  await creatorTerms(deps, creator.id);
  const seen = new Set<number>();
  input.bundles.forEach((b, i) => {
    if (seen.has(b.months)) throw fieldError({ [`bundles.${i}.months`]: "Each length once." });
    seen.add(b.months);
  });
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db.delete(subscriptionBundles).where(eq(subscriptionBundles.performerId, creator.id)),
    ...input.bundles.map((b) =>
      deps.db
        .insert(subscriptionBundles)
        .values({ performerId: creator.id, months: b.months, percent: b.percent, createdAt: now }),
    ),
  ]);
  return getSubscriptionSettings(deps, viewer);
}
