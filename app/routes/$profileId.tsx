import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import type { Viewer } from "#functions/identity/accounts/viewer";
import { namedCreatorId, profileRead } from "#functions/identity/performers/service";
import { compiledReads, param } from "#functions/lib/statements";
import { liveStreamQuery } from "#functions/messaging/streaming/service";
import { promotionCode } from "#functions/money/subscriptions/promotions";
import { subscriptionOfferReads, subscriptionOffersFrom } from "#functions/money/subscriptions/service";
import { getSettings } from "#functions/site/settings/service";
import { reactionsFrom, viewerReactionsQuery } from "#functions/social/reactions/service";
import { ProfileHeader } from "~/components/creators/profile-header";
import { ProfileTabs } from "~/components/creators/profile-tabs";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { requirePage } from "~/lib/auth.server";
import type { PageHandle } from "~/lib/page";
import { profileDetails } from "~/lib/profile-details.server";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "none", layout: "primary" } as const satisfies PageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.profile.name} (@${data.profile.username ?? data.profile._id})` }]
    : [{ title: "Creator" }];

/**
 * `/{profileId}`: a creator's page by username (or id). This route draws the header and the tabs;
 * each tab is a nested route (`$profileId._index.tsx` is Posts, where the page opens). 404 when there is no such
 * creator, 403 when the creator blocked the viewer or their country.
 */
export const loader = pageLoader(async (args) => {
  const viewer = requirePage(args, handle);
  const { deps, country } = args.context.rc;
  // A trial link (`?promo=CODE`) opens the page with its offer.
  const promo = new URL(args.request.url).searchParams.get("promo")?.trim().slice(0, 32) || null;
  // One round trip for everything the header shows: the creator's profile (with the rules' facts),
  // the live session, the viewer's bookmark and the subscription offers, the last three naming the
  // creator by the same lookup as the profile (namedCreatorId). The rules decide from the profile's
  // facts before anything else is used.
  const profileReads = profileRead(deps, viewer, country, args.params.profileId ?? "");
  const head = compiledReads(
    deps.d1,
    `profile-head:${viewer ? "fan" : "visitor"}:${promo ? "promo" : ""}`,
    () => {
      const creatorId = namedCreatorId();
      const someone = viewer ? ({ id: param("viewerId") } as Viewer) : null;
      return [
        liveStreamQuery(deps, creatorId),
        viewerReactionsQuery(deps, someone?.id, "performer", [creatorId]),
        ...subscriptionOfferReads(deps, someone, creatorId, promo ? param("code") : null),
      ] as const;
    },
    { ...profileReads.values, code: promo ? promotionCode(promo) : "" },
  );
  const [results, settings] = await Promise.all([
    deps.d1.batch([profileReads.statement, ...head.statements]),
    getSettings(deps, ["minimumTipPrice", "maximumTipPrice"]),
  ]);
  const profile = await profileReads.present(results[0]);
  const [liveRows, bookmarkRows, ...offerRows] = head.read(results.slice(1));
  const isOwner = viewer?.id === profile._id;
  const offers = isOwner ? null : await subscriptionOffersFrom(deps, viewer, offerRows);
  const live = liveRows[0];
  const reactions = reactionsFrom(bookmarkRows);
  return {
    profile,
    liveStreamId: live?.id ?? null,
    isBookmarked: reactions.get(profile._id)?.isBookmarked ?? false,
    details: profileDetails(profile),
    isOwner,
    offers,
    tips: { min: settings.minimumTipPrice, max: settings.maximumTipPrice },
  };
});

export default function ProfileLayout() {
  const { profile, isOwner, liveStreamId, isBookmarked, tips, offers } = useLoaderData<typeof loader>();
  const base = `/${profile.username ?? profile._id}`;
  return (
    <div className="space-y-4">
      <ProfileHeader
        profile={profile}
        isOwner={isOwner}
        liveStreamId={liveStreamId}
        isBookmarked={isBookmarked}
        tips={tips}
        offers={offers}
      />
      <ProfileTabs base={base} stats={profile.stats} />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
