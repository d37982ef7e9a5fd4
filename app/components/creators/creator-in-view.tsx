import { tokenAmount } from "~/lib/money";
import { Avatar } from "../ui/avatar";
import { VerifiedBadge } from "./verified-badge";

/** The creator a sign-in or sign-up page keeps in view (creator-in-view.server.ts). */
export interface CreatorInView {
  name: string;
  username: string | null;
  avatar: string | null;
  monthlyPrice: number;
  isFreeSubscription: boolean;
  isVerified: boolean;
}

/**
 * The creator a visitor came from, kept in view on sign-up and log-in: avatar, name and what a
 * subscription costs, so the visitor knows where the form takes them back to.
 */
export function CreatorInViewCard({ creator }: { creator: CreatorInView }) {
  return (
    <div
      className="mb-4 flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs"
      data-testid="signup-creator"
    >
      <Avatar src={creator.avatar} name={creator.name} size="md" />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-muted">Subscribing to</p>
        <p className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-semibold text-ink">{creator.name}</span>
          {creator.isVerified ? <VerifiedBadge className="size-4 shrink-0" /> : null}
        </p>
        {creator.username ? <p className="truncate text-xs text-ink-subtle">@{creator.username}</p> : null}
      </div>
      <p className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        {creator.isFreeSubscription ? "Free" : `${tokenAmount(creator.monthlyPrice)}/month`}
      </p>
    </div>
  );
}
