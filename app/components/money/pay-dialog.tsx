/**
 * The one dialog for paying from the wallet (subscribe, tip, unlock, buy, contribute, a message or
 * a live session): what it costs, the balance, and "Top up" when the balance is short (before
 * paying, or on the server's 402). It sends the price it shows as `expectedPrice`: when the server
 * answers that the price changed (409 `price_changed`), it shows the new price and asks again, and
 * confirming sends that one. The money call goes through useMoneyAttempt (app/lib/wallet-charge.ts):
 * one Idempotency-Key per attempt, a lost connection retried with the same key ("Connection lost,
 * retrying…") and, if it never gets through, kept for the fan's own retry. After success the page
 * data is reloaded, so the item unlocks in place (no full reload). With `byCard` the price goes on a
 * card instead: no balance, and the fan is sent to the hosted page the answer names (`redirectUrl`).
 */
import { Link, useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { SummaryLine } from "~/components/money/money-row";
import { TopUpNotice, topUpPath } from "~/components/money/top-up-notice";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { useLazyDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toaster";
import { useResume, useSignupHref } from "~/lib/login-link";
import { dollarAmount, tokenAmount } from "~/lib/money";
import { useOptionalUser } from "~/lib/root-data";
import { changedPrice, useMoneyAttempt } from "~/lib/wallet-charge";

export interface PayDialogProps {
  /** The button that opens the dialog. */
  trigger: (open: () => void) => React.ReactNode;
  title: string;
  /** What the fan gets, in a sentence. */
  description?: React.ReactNode;
  /** Tokens, sent as `expectedPrice`; null while the fan still chooses (an amount field in `children`). */
  price: number | null;
  /** What the price line is called: "Price" (the default), "Amount" where the fan chose it. */
  priceLabel?: string;
  /** `/wallet/charges/feed/<id>`, `/payment/subscribe/performers`, ... */
  path: string;
  /** The request body (from the fields in `children` when there are some), or what to fix. */
  body: () => Record<string, unknown> | string | Promise<Record<string, unknown> | string>;
  confirmLabel: string;
  successMessage: string;
  /** Fields (an amount, a message, an address) before the price. */
  children?: React.ReactNode;
  onPaid?: (data: unknown) => void;
  /** Shown under the success message (a download link, where to follow the order). */
  after?: React.ReactNode;
  /** Paid by card on Stripe's hosted page (the answer's `redirectUrl`), not from the wallet. */
  byCard?: boolean;
  /**
   * This dialog's name in the address a visitor comes back to after signing up ("subscribe",
   * "unlock-feed-<id>", unlockResume): the dialog opens for them then (`useResume`). Left out: it does not.
   */
  resume?: string;
}

export function PayDialog(props: PayDialogProps) {
  const user = useOptionalUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signupTo = useSignupHref(props.resume);
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const dialog = useLazyDialog();
  const titleId = useId();
  const attempt = useMoneyAttempt();
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "paying" }
    | { kind: "done" }
    | { kind: "failed"; message: string; short: boolean }
    /** The server refused the price shown: it is `price` now. */
    | { kind: "repriced"; price: number }
  >({ kind: "idle" });
  // Success is said once, in the dialog. A toast says it only when the dialog goes away still open
  // (an unlocked item replaces its locked view, dialog included), so the fan is told anyway.
  const unread = useRef<string | null>(null);
  const toastRef = useRef(toast);
  toastRef.current = toast;
  useEffect(
    () => () => {
      if (unread.current) toastRef.current({ tone: "success", title: unread.current });
    },
    [],
  );
  // The server's price for the price the dialog showed (`was`), kept until the dialog is reopened.
  const [serverPrice, setServerPrice] = useState<{ price: number; was: number | null } | null>(null);

  const open = () => {
    if (!user) {
      // A visitor signs up first (or logs in from there), as Subscribe does, and comes back here.
      navigate(signupTo);
      return;
    }
    setState({ kind: "idle" });
    setServerPrice(null);
    dialog.open();
  };
  const close = dialog.close;
  useResume(user ? props.resume : undefined, open);

  // The price the fan is asked to pay: the server's after a price_changed, until what the dialog
  // prices changes (another plan or quantity, or the page reloaded with the new price).
  const price = serverPrice && serverPrice.was === props.price ? serverPrice.price : props.price;
  const askAgain = state.kind === "repriced" && price === state.price;
  const balance = user?.balance ?? 0;
  // A card is charged in dollars; the wallet pays in tokens.
  const amount = props.byCard ? dollarAmount : tokenAmount;
  const short = !props.byCard && price !== null && balance < price;
  const topUpHref = topUpPath(location.pathname + location.search);
  const confirmLabel = askAgain && !props.byCard && price ? `Pay ${amount(price)}` : props.confirmLabel;

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ kind: "paying" });
    const body = await props.body();
    if (typeof body === "string") {
      setState({ kind: "failed", message: body, short: false });
      return;
    }
    const shown = props.price;
    const result = await attempt.pay(props.path, price === null ? body : { ...body, expectedPrice: price });
    if (result.ok) {
      const next = props.byCard ? (result.data as { redirectUrl?: string | null } | null)?.redirectUrl : null;
      if (next) {
        // Still "paying" while the browser leaves for Stripe's page.
        window.location.assign(next);
        return;
      }
      setState({ kind: "done" });
      unread.current = props.successMessage;
      props.onPaid?.(result.data);
      revalidate();
      return;
    }
    // Still "paying" while the browser leaves for login (it comes back here after).
    if (result.signedOut) return;
    const now = changedPrice(result);
    if (now !== null) {
      setServerPrice({ price: now, was: shown });
      setState({ kind: "repriced", price: now });
      // The page behind the dialog shows the new price too.
      revalidate();
      return;
    }
    setState({ kind: "failed", message: result.message, short: result.status === 402 });
  };

  return (
    <>
      {props.trigger(open)}
      {dialog.mounted ? (
        <dialog
          ref={dialog.ref}
          aria-labelledby={titleId}
          data-testid="pay-dialog"
          onClose={() => {
            unread.current = null;
          }}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/50"
        >
          <form onSubmit={pay} noValidate className="space-y-4 p-5">
            <h2 id={titleId} className="text-lg font-semibold">
              {props.title}
            </h2>
            {props.description ? <div className="text-sm text-ink-muted">{props.description}</div> : null}
            {state.kind === "done" ? (
              <>
                <Alert tone="success">{props.successMessage}</Alert>
                {props.after}
              </>
            ) : (
              <>
                {props.children}
                <dl className="space-y-1 rounded-xl bg-surface-muted/60 p-3 text-sm">
                  {price !== null ? (
                    <SummaryLine label={props.priceLabel ?? "Price"} testId="pay-price">
                      {amount(price)}
                    </SummaryLine>
                  ) : null}
                  {props.byCard ? (
                    <SummaryLine label="Paid with">A card, on Stripe's secure page</SummaryLine>
                  ) : (
                    <SummaryLine label="Your balance" testId="pay-balance">
                      {tokenAmount(balance)}
                    </SummaryLine>
                  )}
                </dl>
                {askAgain && price !== null ? (
                  <div data-testid="price-changed">
                    <Alert tone="info" className="font-medium text-ink">
                      The price changed to {amount(price)}.{" "}
                      {props.byCard ? `Continue to payment at ${amount(price)}?` : `Pay ${amount(price)}?`}
                    </Alert>
                  </div>
                ) : null}
                {state.kind === "paying" && attempt.retrying ? (
                  <Alert tone="info">Connection lost, retrying…</Alert>
                ) : null}
                {state.kind === "failed" ? <Alert tone="error">{state.message}</Alert> : null}
                {short || (state.kind === "failed" && state.short) ? (
                  <TopUpNotice href={topUpHref}>You do not have enough tokens for this.</TopUpNotice>
                ) : null}
              </>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={close}>
                {state.kind === "done" ? "Close" : "Cancel"}
              </Button>
              {state.kind === "done" ? null : short ? (
                <Link to={topUpHref} className={buttonClass("primary")}>
                  Top up
                </Link>
              ) : (
                <Button type="submit" pending={state.kind === "paying"}>
                  {confirmLabel}
                </Button>
              )}
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
