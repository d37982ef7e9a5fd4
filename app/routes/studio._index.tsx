/**
 * /studio: the creator's overview: their first-steps checklist until it is done, stats and
 * shortcuts to every kind of post and asset. A new creator lands here after signing up.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { HOW_TO_GET_VERIFIED } from "#functions/identity/access/verified-messages";
import { creatorChecklist } from "#functions/identity/performers/checklist";
import { getOwnPerformerProfile } from "#functions/identity/performers/service";
import { calculatePayout } from "#functions/money/payouts/service";
import { POST_TYPES } from "~/components/content/studio/compose-form";
import { CreatorChecklist } from "~/components/content/studio/creator-checklist";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { requirePage } from "~/lib/auth.server";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Creator studio" }];

export const loader = pageLoader(async (args) => {
  const viewer = requirePage(args, handle);
  const { deps } = args.context.rc;
  const [profile, checklist, payout] = await Promise.all([
    getOwnPerformerProfile(deps, viewer),
    creatorChecklist(deps, viewer.id),
    calculatePayout(deps, viewer),
  ]);
  return {
    checklist,
    // What the creator earned (the wallet in the header is what they spend as a fan).
    money: {
      earned: payout.totalEarned,
      available: payout.available,
      minimum: payout.minimumPayoutAmount,
      canRequest: payout.canRequest,
    },
    stats: profile.stats,
    isVerified: profile.isVerified,
    pending: profile.verificationStatus === "pending",
    username: profile.username,
    name: profile.name,
  };
});

interface Tile {
  label: string;
  value: number | string;
  to?: string;
  testId?: string;
  /** A line under the figure, such as what the figure must reach. */
  note?: string;
}

/** Figures as tiles; one with a page of its own links to it. */
function Tiles({ tiles, className }: { tiles: Tile[]; className: string }) {
  return (
    <dl className={className}>
      {tiles.map((t) => {
        const body = (
          <>
            <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{t.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink" data-testid={t.testId}>
              {typeof t.value === "number" ? t.value.toLocaleString("en") : t.value}
            </dd>
            {t.note ? (
              <dd className="mt-0.5 text-xs text-ink-muted" data-testid={t.testId && `${t.testId}-note`}>
                {t.note}
              </dd>
            ) : null}
          </>
        );
        return t.to ? (
          <Link
            key={t.label}
            to={t.to}
            className="rounded-2xl border border-line bg-surface p-4 hover:border-brand-300"
          >
            {body}
          </Link>
        ) : (
          <div key={t.label} className="rounded-2xl border border-line bg-surface p-4">
            {body}
          </div>
        );
      })}
    </dl>
  );
}

export default function StudioOverview() {
  const { checklist, stats, isVerified, pending, username, name, money } = useLoaderData<typeof loader>();
  const moneyTiles: Tile[] = [
    { label: "Earned", value: tokenAmount(money.earned), to: "/creator/earnings", testId: "studio-earned" },
    {
      label: "Available to pay out",
      value: tokenAmount(money.available),
      to: "/creator/payouts",
      testId: "studio-available",
      // As on the earnings page: below the site's minimum, the tile says what a payout needs.
      note:
        money.available < money.minimum
          ? `Payouts from ${tokenAmount(money.minimum)}`
          : money.canRequest
            ? "Ready to request"
            : undefined,
    },
  ];
  const tiles: Tile[] = [
    { label: "Followers", value: stats.totalFollowers },
    { label: "Subscribers", value: stats.totalSubscribers },
    { label: "Likes", value: stats.totalLikes },
    { label: "Views", value: stats.totalViews },
    { label: "Posts", value: stats.totalPosts, to: "/studio/posts" },
    { label: "Photos", value: stats.totalPhotos, to: "/studio/photos" },
    { label: "Galleries", value: stats.totalGalleries, to: "/studio/galleries" },
    { label: "Videos", value: stats.totalVideos, to: "/studio/videos" },
    { label: "Products", value: stats.totalProducts, to: "/studio/products" },
  ];
  return (
    <>
      <StudioHeader
        title={`${checklist.done ? "Welcome back" : "Welcome"}, ${name.split(" ")[0] || "creator"}`}
        description="Everything you publish, in one place."
        action={
          username ? (
            <ButtonLink to={`/${username}`} variant="secondary">
              View my profile
            </ButtonLink>
          ) : null
        }
      />
      {/* Until the first steps are done they lead the page; the checklist says what verifying unlocks. */}
      {checklist.done ? null : <CreatorChecklist checklist={checklist} />}
      {isVerified || !checklist.done ? null : (
        <Alert tone="info" className="mb-6">
          <strong className="font-semibold">
            {pending ? "Your ID documents are being reviewed." : "Your account is not verified yet."}
          </strong>{" "}
          You can post for subscribers, but you cannot sell content, go live, request payouts or appear in
          search until you are verified.{" "}
          {pending ? (
            "An admin usually reviews them within a day."
          ) : (
            <>
              {HOW_TO_GET_VERIFIED}{" "}
              <Link to="/studio/verification" className="font-semibold underline">
                Get verified
              </Link>
            </>
          )}
        </Alert>
      )}
      <Tiles tiles={moneyTiles} className="mb-3 grid grid-cols-2 gap-3" />
      <Tiles tiles={tiles} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-ink">Create</h2>
      <div className="flex flex-wrap gap-2">
        {POST_TYPES.map((t) => (
          <ButtonLink key={t.value} to={`/studio/compose?type=${t.value}`} variant="secondary" size="sm">
            {t.label}
          </ButtonLink>
        ))}
        <ButtonLink to="/studio/videos" variant="secondary" size="sm">
          Upload a video
        </ButtonLink>
        <ButtonLink to="/studio/products" variant="secondary" size="sm">
          Add a product
        </ButtonLink>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
