import { linkOrigin, requireLinkOrigin } from "../../identity/accounts/emails";
import type { Deps } from "../../lib/deps";

/**
 * Where a hosted payment page sends the payer back: a path on this site (never another one) at
 * the site's public origin (PUBLIC_ORIGIN; a loopback request's own origin when running locally),
 * with `payment=<outcome>` and the transaction id added.
 */
export function returnUrl(
  deps: Deps,
  requestUrl: string,
  path: string | undefined,
  params: Record<string, string>,
): string {
  const origin = requireLinkOrigin(linkOrigin(deps.env, requestUrl));
  const url = new URL(path ?? "/wallet", origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  // Stripe fills this placeholder in; URLSearchParams would escape its braces.
  return url.href.replace("%7BCHECKOUT_SESSION_ID%7D", "{CHECKOUT_SESSION_ID}");
}

/**
 * Checkout's cancel link for a payment: the page that closes it (`/payment/cancelled`,
 * app/routes/payment.cancelled.tsx), which then sends the payer on to `returnPath` with
 * `payment=cancelled&transactionId=…`.
 */
export function checkoutCancelUrl(deps: Deps, requestUrl: string, returnPath: string, transactionId: string) {
  return returnUrl(deps, requestUrl, "/payment/cancelled", { transactionId, to: returnPath });
}
