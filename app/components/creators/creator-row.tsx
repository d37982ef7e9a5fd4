import { Link } from "@remix-run/react";
import type { PerformerCardData } from "#functions/identity/performers/schemas";
import { pluralWord } from "~/lib/plural";
import { Avatar } from "../ui/avatar";
import { VerifiedBadge } from "./verified-badge";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** What a row shows of a creator's card: name, avatar, the badge and the followers. */
export type CreatorRowData = Pick<
  PerformerCardData,
  "_id" | "name" | "username" | "avatar" | "isVerified"
> & {
  stats: Pick<PerformerCardData["stats"], "totalFollowers">;
};

/** A card as the row needs it (a page's loader sends this, not the whole card). */
export const creatorRowData = (card: PerformerCardData): CreatorRowData => ({
  _id: card._id,
  name: card.name,
  username: card.username,
  avatar: card.avatar,
  isVerified: card.isVerified,
  stats: { totalFollowers: card.stats.totalFollowers },
});

/** A one-line creator entry (avatar, name, followers) for side lists. */
export function CreatorRow({ creator, rank }: { creator: CreatorRowData; rank?: number }) {
  return (
    <Link to={`/${creator.username ?? creator._id}`} prefetch="intent" className="creator-row">
      {rank ? <span className="w-4 text-center text-sm font-semibold text-ink-subtle">{rank}</span> : null}
      <Avatar src={creator.avatar} name={creator.name} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 truncate text-sm font-semibold text-ink">
          <span className="truncate">{creator.name}</span>
          {creator.isVerified ? <VerifiedBadge className="size-3.5" /> : null}
        </p>
        <p className="truncate text-xs text-ink-subtle">
          {compact.format(creator.stats.totalFollowers)}{" "}
          {pluralWord(creator.stats.totalFollowers, "follower")}
        </p>
      </div>
    </Link>
  );
}
