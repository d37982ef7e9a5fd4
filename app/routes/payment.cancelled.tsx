/**
 * /payment/cancelled?transactionId=…&to=/path: where Stripe's Checkout sends a payer who cancels
 * (a top-up or a card subscription). Their open payment is closed here, once (its Checkout Session
 * expired at Stripe, the payment marked cancelled: functions/money/payments/top-up.ts), then they go on
 * to the page they paid from (checked by safeRedirect) with `payment=cancelled&transactionId=…`,
 * which says nothing was charged.
 */
import { redirect } from "@remix-run/cloudflare";
import { cancelCheckoutPayment } from "#functions/money/payments/top-up";
import type { PageHandle } from "~/lib/page";
import { safeRedirect } from "~/lib/redirect.server";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;

export const loader = pageLoader(handle, async (args, viewer) => {
  const url = new URL(args.request.url);
  const transactionId = url.searchParams.get("transactionId")?.slice(0, 64) ?? "";
  // Should Stripe not answer, the payment stays open and reads as not completed once Checkout expires.
  if (transactionId) {
    await cancelCheckoutPayment(args.context.rc.deps, viewer, transactionId).catch(() => null);
  }
  const next = new URL(safeRedirect(url.searchParams.get("to"), args.request) ?? "/wallet", url.origin);
  next.searchParams.set("payment", "cancelled");
  if (transactionId) next.searchParams.set("transactionId", transactionId);
  return redirect(next.pathname + next.search);
});
