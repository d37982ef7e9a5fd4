/**
 * What a fan without access sees in place of the media: the blurred thumbnail (or the teaser clip,
 * which anyone who may see the creator may watch), a lock, and how to get access. Never a file URL.
 */
import { Link } from "@remix-run/react";
import { UnlockButton, unlockResume } from "~/components/money/unlock-button";
import { buttonClass } from "~/components/ui/button";
import { Photo } from "~/components/ui/photo";
import { resumeHref, useSignupHref } from "~/lib/login-link";
import { tokenAmount } from "~/lib/money";
import { LockIcon } from "../../ui/icons";

export const LEAF_THUMBNAIL = "/images/leaf.svg";

/**
 * The creator's own thumbnail, or null where the API gave the leaf that stands in for none: the
 * leaf is for cards and lists, never a video's poster (the video's own first frame is better).
 */
export const chosenThumbnail = (url: string | null | undefined) =>
  url && url !== LEAF_THUMBNAIL ? url : null;

export function LockedMedia({
  thumbnail,
  preview,
  teaser,
  lockReason,
  price,
  to,
  label,
  contents,
  compact,
  chargePath,
}: {
  thumbnail?: string | null;
  /** The server's tiny blurred preview of the locked photo or video poster (a data: URI), scaled up here behind a blur. */
  preview?: string | null;
  teaser?: string | null;
  /** The service's reason: "purchase_required", "subscription_required", "login_required" (or short forms). */
  lockReason: string | null;
  price: number;
  /** Where the call to action leads (the creator's profile to subscribe, or the item to buy). */
  to: string;
  label: string;
  /** What unlocking gives, in words ("3 photos", "a video"); the count comes from the API, never a file. */
  contents?: string | null;
  /** A slim banner instead of the blurred picture (locked text posts). */
  compact?: boolean;
  /** A sale: pay in a dialog here (`/wallet/charges/<kind>/<id>`) instead of following `to`. */
  chargePath?: string;
}) {
  const purchase = Boolean(lockReason?.startsWith("purchase"));
  // The creator's chosen thumbnail, else the blurred preview of the content, else the leaf.
  const chosen = chosenThumbnail(thumbnail);
  const picture = chosen ?? preview ?? LEAF_THUMBNAIL;
  const login = lockReason === "login_required";
  // A price means the item is sold on its own: a visitor is told that, not "for subscribers".
  const forSale = purchase || (login && price > 0);
  // A visitor signs up first (or logs in from there), as Subscribe does, and comes back here; to the
  // Unlock dialog of an item for sale.
  const signupTo = useSignupHref(forSale && chargePath ? unlockResume(chargePath) : undefined);
  const cta =
    purchase || forSale ? `Unlock for ${tokenAmount(price)}` : login ? "Sign up to see" : "Subscribe to see";
  // A fan asked to subscribe lands on the creator's page with the Subscribe dialog open.
  const href = login ? signupTo : forSale ? to : resumeHref(to, "subscribe");
  // What is inside and what it costs, before anyone pays: "2 photos · $4.99".
  const summary = [contents, price > 0 ? tokenAmount(price) : null].filter(Boolean).join(" · ");
  const holds = summary ? (
    <span className="font-semibold" data-testid="locked-contents">
      {summary}
    </span>
  ) : null;
  if (compact) {
    return (
      <div
        className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-muted/60 p-3"
        data-testid="locked-media"
        data-lock-reason={lockReason ?? ""}
      >
        <span className="grid size-9 place-items-center rounded-full bg-surface text-ink-muted ring-1 ring-line">
          <LockIcon className="size-4" title="Locked" />
        </span>
        <p className="min-w-0 flex-1 text-sm text-ink-muted">
          {holds ? <>{holds} · </> : null}
          {forSale ? "Pay once to read the whole post" : "Subscribe to read the whole post"}
        </p>
        {purchase && chargePath ? (
          <UnlockButton chargePath={chargePath} price={price} label={label} />
        ) : (
          <Link to={href} className={buttonClass("primary", "sm")}>
            {cta}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="locked-media" data-lock-reason={lockReason ?? ""}>
      {teaser ? (
        <video
          src={teaser}
          poster={chosen ?? undefined}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={`Teaser: ${label}`}
          className="aspect-video w-full rounded-xl bg-black object-contain"
        />
      ) : null}
      <div className="locked-cover">
        <Photo
          sizes="thumb"
          src={picture}
          alt=""
          aria-hidden="true"
          data-testid="locked-preview"
          className="locked-backdrop"
          draggable={false}
        />
        <div className="locked-veil">
          <span className="locked-badge">
            <LockIcon className="size-7" title="Locked" />
          </span>
          {holds ? <p className="text-base drop-shadow">{holds}</p> : null}
          <p className="text-sm font-medium drop-shadow">
            {forSale ? "Pay once to see this" : "For subscribers only"}
          </p>
          {purchase && chargePath ? (
            <UnlockButton
              chargePath={chargePath}
              price={price}
              label={label}
              className={buttonClass("primary", "sm", "shadow-lg")}
            />
          ) : (
            <Link to={href} className={buttonClass("primary", "sm", "shadow-lg")}>
              {cta}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
