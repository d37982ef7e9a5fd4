/**
 * /payment/cancelled?transactionId=…&to=/path: where Stripe's Checkout sends a payer who cancels
 * (a top-up or a card subscription). Their open payment is closed here, once (its Checkout Session
 * expired at Stripe, the payment marked cancelled: functions/money/payments/top-up.ts), then they go on
 * to the page they paid from (checked by safeRedirect) with `payment=cancelled&transactionId=…`,
 * which says nothing was charged.
 */
import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { cancelCheckoutPayment } from "#functions/money/payments/top-up";
import { requirePage } from "~/lib/auth.server";
import type { PageHandle } from "~/lib/page";
import { safeRedirect } from "~/lib/redirect.server";

export const handle = { auth: "required" } satisfies PageHandle;

export async function loader(args: LoaderFunctionArgs) {
  const viewer = requirePage(args, handle);
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
}
