import type { PerformerProfile } from "#functions/identity/performers/schemas";
import type { SubscriptionOffersDto } from "#functions/money/subscriptions/schemas";
import { Photo } from "~/components/ui/photo";
import { loginHref } from "~/lib/login-link";
import { pluralWord } from "~/lib/plural";
import { useOptionalUser } from "~/lib/root-data";
import { FollowButton } from "../content/feed/follow-button";
import { BookmarkButton } from "../content/feed/reaction-buttons";
import { ReportButton } from "../content/feed/report-dialog";
import { VideoPlayer } from "../content/feed/video-player";
import { MessageButton, offersMessage } from "../messages/message-button";
import { type AmountRange, OfferBanner, SubscribeButton, TipButton } from "../money/subscribe-button";
import { Avatar } from "../ui/avatar";
import { ButtonLink } from "../ui/button";
import { OnlineDot } from "../ui/online-dot";
import { VerifiedBadge } from "./verified-badge";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/**
 * The top of a creator's page: cover, avatar (with the online dot), name, stats and what the viewer
 * can do (watch them live, message, follow; edit for the owner).
 */
export function ProfileHeader({
  profile,
  isOwner,
  liveStreamId,
  isBookmarked,
  tips,
  offers,
}: {
  profile: PerformerProfile;
  /** The creator's promotion for this viewer and their bundles (not for the owner). */
  offers?: SubscriptionOffersDto | null;
  isOwner: boolean;
  /** Their public live session, when they are live now. */
  liveStreamId: string | null;
  isBookmarked: boolean;
  /** The site's tip bounds, in tokens. */
  tips: AmountRange;
}) {
  const viewer = useOptionalUser();
  const stats = [
    { noun: "Post", value: profile.stats.totalPosts },
    { noun: "Photo", value: profile.stats.totalPhotos },
    { noun: "Video", value: profile.stats.totalVideos },
    { noun: "Follower", value: profile.stats.totalFollowers },
    { noun: "Like", value: profile.stats.totalLikes },
  ];
  return (
    <section className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
      <div className="relative h-36 bg-gradient-to-br from-brand-400 via-brand-600 to-violet-700 sm:h-56">
        {profile.cover ? (
          <Photo
            loading="eager"
            sizes="cover"
            src={profile.cover}
            alt=""
            className="absolute inset-0 size-full object-cover"
            draggable={false}
          />
        ) : null}
      </div>
      {/* On a phone the actions get a row of their own under the name (they would stand over the
          cover beside the avatar); from 640 px they sit beside the avatar. */}
      <div className="flex flex-col px-4 pb-5 sm:block sm:px-6">
        <div className="contents sm:flex sm:items-end sm:justify-between sm:gap-4">
          <div className="relative -mt-14 shrink-0 self-start sm:-mt-16">
            <Avatar src={profile.avatar} name={profile.name} size="xl" className="ring-4 ring-surface" />
            <OnlineDot online={profile.isOnline} className="right-2 bottom-2 size-5 ring-4" />
          </div>
          <div className="order-1 mt-4 flex flex-wrap items-center gap-2 sm:order-none sm:mt-0 sm:justify-end sm:pb-1">
            {liveStreamId && !isOwner ? (
              // A new document: the live page has its own policy (the video service's hosts).
              <ButtonLink to={`/live/${liveStreamId}`} reloadDocument className="bg-red-600 hover:bg-red-700">
                <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden="true" />
                Live now
              </ButtonLink>
            ) : null}
            {offersMessage(viewer, profile, isOwner) ? (
              <MessageButton recipientId={profile._id} source="performer" />
            ) : null}
            {!isOwner ? <TipButton performerId={profile._id} name={profile.name} range={tips} /> : null}
            {!isOwner ? (
              <SubscribeButton
                performerId={profile._id}
                name={profile.name}
                monthlyPrice={profile.monthlyPrice}
                yearlyPrice={profile.yearlyPrice}
                freeOffered={profile.isFreeSubscription}
                subscribed={profile.isSubscribed}
                offers={offers}
              />
            ) : null}
            {isOwner ? (
              <ButtonLink to="/creator/account" variant="secondary">
                Edit profile
              </ButtonLink>
            ) : viewer ? (
              <>
                <ReportButton targetType="performer" targetId={profile._id} compact />
                <BookmarkButton objectType="performer" objectId={profile._id} bookmarked={isBookmarked} />
                <FollowButton performerId={profile._id} followed={profile.isFollowed} />
              </>
            ) : (
              <ButtonLink to={loginHref(`/${profile.username ?? profile._id}`)} variant="secondary">
                Log in to follow
              </ButtonLink>
            )}
          </div>
        </div>
        <div className="mt-3 min-w-0">
          <div className="flex items-center gap-2">
            <h1 className="truncate text-2xl font-bold tracking-tight text-ink">{profile.name}</h1>
            {profile.isVerified ? <VerifiedBadge className="size-5" /> : null}
          </div>
          {profile.username ? <p className="text-ink-subtle">@{profile.username}</p> : null}
        </div>
        <dl className="order-2 mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {stats.map((s) => (
            <div key={s.noun} className="flex items-baseline gap-1.5">
              <dt className="order-2 text-sm text-ink-muted">{pluralWord(s.value, s.noun)}</dt>
              <dd className="order-1 font-semibold text-ink">{compact.format(s.value)}</dd>
            </div>
          ))}
        </dl>
        {!isOwner && !profile.isSubscribed && offers?.promotion ? (
          <OfferBanner promotion={offers.promotion} name={profile.name} />
        ) : null}
        {profile.welcomeVideo ? (
          <figure className="order-2 mt-4 max-w-md" data-testid="welcome-video">
            <figcaption className="mb-1.5 text-sm font-medium text-ink-muted">
              A welcome from {profile.name}
            </figcaption>
            <VideoPlayer src={profile.welcomeVideo} label={`Welcome video from ${profile.name}`} />
          </figure>
        ) : null}
        {isOwner && profile.verificationStatus && profile.verificationStatus !== "approved" ? (
          <p className="order-2 mt-4 rounded-xl bg-surface-muted px-3 py-2 text-sm text-ink-muted">
            {profile.verificationStatus === "pending"
              ? "Your ID documents are being reviewed."
              : profile.verificationStatus === "rejected"
                ? "Your ID verification was not accepted."
                : "Your account is not verified yet."}
          </p>
        ) : null}
      </div>
    </section>
  );
}
