import { Link } from "@remix-run/react";
import type { PerformerCardData } from "#functions/identity/performers/schemas";
import { Photo } from "~/components/ui/photo";
import { tokenAmount } from "~/lib/money";
import { pluralWord } from "~/lib/plural";
import { Avatar } from "../ui/avatar";
import { OnlineDot } from "../ui/online-dot";
import { VerifiedBadge } from "./verified-badge";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** A creator tile of the discovery lists: cover, avatar, name, a line of bio, followers and price. */
export function CreatorCard({ creator }: { creator: PerformerCardData }) {
  const href = `/${creator.username ?? creator._id}`;
  return (
    <Link
      to={href}
      prefetch="intent"
      className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative h-24 bg-gradient-to-br from-brand-400 via-brand-600 to-violet-700">
        {creator.cover ? (
          <Photo
            sizes="thumb"
            src={creator.cover}
            alt=""
            className="absolute inset-0 size-full object-cover"
            loading="lazy"
          />
        ) : null}
      </div>
      <div className="px-4 pb-4">
        <div className="relative -mt-10 inline-block">
          <Avatar src={creator.avatar} name={creator.name} size="lg" className="ring-4 ring-surface" />
          <OnlineDot online={creator.isOnline} className="right-1 bottom-1 size-4" />
        </div>
        <div className="mt-2 flex items-center gap-1.5">
          <p className="truncate font-semibold text-ink group-hover:text-brand-600">{creator.name}</p>
          {creator.isVerified ? <VerifiedBadge /> : null}
        </div>
        {creator.username ? <p className="truncate text-sm text-ink-subtle">@{creator.username}</p> : null}
        <p className="mt-2 line-clamp-2 min-h-10 text-sm text-ink-muted">{creator.bio || "\u00a0"}</p>
        <div className="mt-3 flex items-center justify-between text-xs text-ink-subtle">
          <span>
            <strong className="font-semibold text-ink">{compact.format(creator.stats.totalFollowers)}</strong>{" "}
            {pluralWord(creator.stats.totalFollowers, "follower")}
          </span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 dark:bg-brand-900/30 dark:text-brand-300">
            {creator.isFreeSubscription ? "Free" : `${tokenAmount(creator.monthlyPrice)}/mo`}
          </span>
        </div>
      </div>
    </Link>
  );
}
