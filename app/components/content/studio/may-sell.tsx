import { Link, useRouteLoaderData } from "@remix-run/react";
import type { verificationStatusOf } from "#functions/identity/access/verified";
import { sellingWaitsFor } from "#functions/identity/access/verified-messages";

/**
 * Whether this creator may sell yet (functions/identity/access/verified.ts decides on the server; the studio
 * frame's loader reads where their verification stands), and what to tell them while they may not.
 */
/** What the studio frame's loader (routes/studio.tsx) gives every studio page. */
export interface StudioFrameData {
  verification: Awaited<ReturnType<typeof verificationStatusOf>>;
}

export function useMaySell() {
  const studio = useRouteLoaderData("routes/studio") as StudioFrameData | undefined;
  const status = studio?.verification ?? null;
  return { maySell: status === "approved", status };
}

/** The note a form shows instead of its selling fields while the creator is not verified. */
export function SellingWaits({ status }: { status: ReturnType<typeof useMaySell>["status"] }) {
  return (
    <p className="text-sm text-ink-muted" data-testid="selling-waits">
      {sellingWaitsFor(status)}{" "}
      {status === "pending" ? null : (
        <Link
          to="/studio/verification"
          className="font-semibold text-brand-700 underline dark:text-brand-300"
        >
          Get verified
        </Link>
      )}
    </p>
  );
}
