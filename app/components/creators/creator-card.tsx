import { Link } from "@remix-run/react";
import type { PerformerCardData } from "#functions/identity/performers/schemas";
import { Photo } from "~/components/ui/photo";
import { tokenAmount } from "~/lib/money";
import { pluralWord } from "~/lib/plural";
import { Avatar } from "../ui/avatar";
import { OnlineDot } from "../ui/online-dot";
import { VerifiedBadge } from "./verified-badge";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** What a tile shows of a creator's card: of the stats, the followers only. */
export type CreatorTileData = Omit<PerformerCardData, "stats"> & {
  stats: Pick<PerformerCardData["stats"], "totalFollowers">;
};

/** A card as the tile needs it (a page's loader sends this, not the card's other stats). */
export const creatorTile = (card: PerformerCardData): CreatorTileData => ({
  ...card,
  stats: { totalFollowers: card.stats.totalFollowers },
});

/**
 * A creator tile of the discovery lists: cover, avatar, name, a line of bio, followers and price.
 * Styled by short classes (app/tailwind.css, `creator-card*`): /home and search repeat the tile.
 */
export function CreatorCard({ creator }: { creator: CreatorTileData }) {
  const href = `/${creator.username ?? creator._id}`;
  return (
    <Link to={href} prefetch="intent" className="group creator-card">
      <div className="creator-card-cover">
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
          <p className="creator-card-name">{creator.name}</p>
          {creator.isVerified ? <VerifiedBadge /> : null}
        </div>
        {creator.username ? <p className="truncate text-sm text-ink-subtle">@{creator.username}</p> : null}
        <p className="creator-card-bio">{creator.bio || "\u00a0"}</p>
        <div className="creator-card-meta">
          <span>
            <strong className="font-semibold text-ink">{compact.format(creator.stats.totalFollowers)}</strong>{" "}
            {pluralWord(creator.stats.totalFollowers, "follower")}
          </span>
          <span className="creator-card-price">
            {creator.isFreeSubscription ? "Free" : `${tokenAmount(creator.monthlyPrice)}/mo`}
          </span>
        </div>
      </div>
    </Link>
  );
}
