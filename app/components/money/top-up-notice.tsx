/** Where a fan without enough tokens is sent: the wallet, coming back to `returnTo` once topped up. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";

export const topUpPath = (returnTo: string) => `/wallet?returnTo=${encodeURIComponent(returnTo)}`;

/** "You need more tokens" (the caller's words) and the link to top up the wallet. */
export function TopUpNotice({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Alert tone="info">
      {children}{" "}
      <Link to={href} className="font-semibold text-brand-700 underline dark:text-brand-300">
        Top up your wallet
      </Link>
    </Alert>
  );
}
