import type { Deps } from "../../lib/deps";

/**
 * Whether fans are offered card payments (a card subscription, saving a card, paying with one):
 * Stripe is configured (or its local stand-in) and the site's `paymentGateway` setting names it.
 * Wallet payments do not depend on it.
 */
export function cardPaymentsOffered(
  deps: Pick<Deps, "payments">,
  settings: { paymentGateway: string },
): boolean {
  return deps.payments.enabled && settings.paymentGateway === "stripe";
}
