/**
 * /cart: the fan's cart (kept in the browser, app/lib/cart.ts), grouped by creator, with quantity
 * steppers within stock, remove, each creator's subtotal and the total in tokens, the wallet balance
 * (a top-up link when short), the delivery address for physical items, and Checkout: one payment
 * from the wallet (`POST /api/orders/checkout`, one order per creator). Before paying the page asks
 * the server how each item is now (the quote) and shows what changed since it was added (price,
 * stock, removed, blocked or not for sale in the fan's country); nothing changed is ever charged
 * silently: a new price must be accepted, an item that cannot be bought must be removed.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { AppError } from "#functions/errors";
import { z } from "#functions/lib/zod";
import { AddressQuery } from "#functions/money/addresses/schemas";
import { searchAddresses } from "#functions/money/addresses/service";
import { type CartQuoteItem, quoteCart } from "#functions/money/orders/checkout";
import { CART_MAX_ITEMS, CartItemBody } from "#functions/money/orders/schemas";
import { countryOptions } from "#functions/site/lookup/countries";
import { LEAF_THUMBNAIL } from "~/components/content/feed/locked-media";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { DeliveryAddressPicker, useDeliveryAddress } from "~/components/money/delivery-address";
import { SummaryLine } from "~/components/money/money-row";
import { QuantityStepper } from "~/components/money/quantity-stepper";
import { TopUpNotice, topUpPath } from "~/components/money/top-up-notice";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { TrashIcon } from "~/components/ui/icons";
import { Photo } from "~/components/ui/photo";
import { Spinner } from "~/components/ui/spinner";
import { byIntent } from "~/lib/actions.server";
import { getJson, problemOf } from "~/lib/api-client";
import { type CartItem, MAX_UNITS, useCart } from "~/lib/cart";
import { tokenAmount } from "~/lib/money";
import { useOptionalUser } from "~/lib/root-data";
import { formAction, pageLoader } from "~/lib/route.server";
import { useHydrated } from "~/lib/use-hydrated";
import { useMoneyAttempt, useSettledPayment } from "~/lib/wallet-charge";

export const meta: MetaFunction = () => [{ title: "Your cart" }];

export const loader = pageLoader(async ({ context }) => {
  const { deps, viewer, country } = context.rc;
  const addresses = viewer
    ? (await searchAddresses(deps, viewer, AddressQuery.parse({ limit: "20" }))).data
    : [];
  return { addresses, countries: viewer ? countryOptions() : [], country };
});

const QuoteItems = z.array(CartItemBody).max(CART_MAX_ITEMS);

export const action = formAction(
  byIntent({
    // How each item of the cart is now, by the checkout's own rules.
    quote: async (form, args) => {
      const { deps, viewer, country } = args.context.rc;
      let items: unknown;
      try {
        items = JSON.parse(String(form.get("items") ?? "[]"));
      } catch {
        throw new AppError("bad_request", { message: "The cart could not be read." });
      }
      return { quote: await quoteCart(deps, viewer, country, QuoteItems.parse(items)) };
    },
  }),
);

type Quote = Awaited<ReturnType<typeof quoteCart>>;

interface OrderView {
  _id: string;
  performer: { name: string } | null;
  productName: string;
  status: string;
  totalPrice: number;
  items: { productId: string; productName: string; quantity: number; downloadLink: string | null }[];
}
interface CheckoutView {
  orders: OrderView[];
  total: number;
}

const round = (tokens: number) => Math.round(tokens * 100) / 100;

/** What an item's problem says to the fan. */
function problemText(item: CartItem, q: CartQuoteItem | undefined): string | null {
  const p = q?.problem;
  if (!p) return null;
  switch (p.code) {
    case "not_found":
    case "performer_not_found":
      return "No longer for sale. Remove it to check out.";
    case "user_blocked":
      return "The creator has blocked you: you cannot buy this. Remove it to check out.";
    case "country_blocked":
      return "Not for sale in your country. Remove it to check out.";
    case "cannot_pay_yourself":
      return "This is your own product.";
    case "out_of_stock":
      return q?.line?.stock
        ? `Only ${q.line.stock} left: lower the quantity.`
        : "Sold out. Remove it to check out.";
    case "already_purchased":
      return `You bought ${item.name} before; it is in your orders.`;
    default:
      return p.message;
  }
}

export default function CartPage() {
  const { addresses, countries, country } = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  const hydrated = useHydrated();
  const cart = useCart(user?.id ?? null);
  const quoter = useFetcher<{ quote?: Quote; formError?: string }>();
  const { revalidate } = useRevalidator();
  const attempt = useMoneyAttempt();
  const settle = useSettledPayment();
  const delivery = useDeliveryAddress(addresses, country);
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "paying" }
    | { kind: "failed"; message: string; short: boolean }
    | { kind: "done"; result: CheckoutView }
  >({ kind: "idle" });

  // Ask the server how the cart is now whenever its products or quantities change.
  const signature = JSON.stringify(cart.items.map((i) => ({ productId: i.productId, quantity: i.quantity })));
  const { submit } = quoter;
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!hydrated || !userId || signature === "[]") return;
    submit({ intent: "quote", items: signature }, { method: "post" });
  }, [hydrated, userId, signature, submit]);

  const quote = quoter.data?.quote;
  const quoted = useMemo(() => new Map((quote?.items ?? []).map((q) => [q.productId, q])), [quote]);
  const current =
    quote !== undefined && cart.items.every((i) => quoted.get(i.productId)?.quantity === i.quantity);
  const quoting = user !== null && cart.items.length > 0 && (!current || quoter.state !== "idle");

  const groups = useMemo(() => {
    const byCreator = new Map<string, CartItem[]>();
    for (const item of cart.items)
      byCreator.set(item.performerId, [...(byCreator.get(item.performerId) ?? []), item]);
    return [...byCreator];
  }, [cart.items]);

  if (!hydrated) {
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-ink-muted">
        <Spinner /> Loading your cart…
      </div>
    );
  }

  if (state.kind === "done") return <Paid result={state.result} />;
  // Paid (the cart is emptied at once), the balance being brought up to date.
  if (state.kind === "paying" && cart.items.length === 0) {
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-ink-muted">
        <Spinner /> Paid, finishing your orders…
      </div>
    );
  }

  const priceOf = (item: CartItem) => quoted.get(item.productId)?.line?.price ?? item.price;
  const changed = cart.items.filter((i) => {
    const now = quoted.get(i.productId)?.line?.price;
    return now !== undefined && now !== i.price;
  });
  const problems = cart.items.filter((i) => problemText(i, quoted.get(i.productId)) !== null);
  const total = round(cart.items.reduce((sum, i) => sum + priceOf(i) * i.quantity, 0));
  const balance = quote?.balance ?? user?.balance ?? 0;
  const short = user !== null && balance < total;
  const physical = cart.items.some(
    (i) => (quoted.get(i.productId)?.line?.productType ?? i.type) === "physical",
  );
  const canPay =
    user !== null &&
    cart.items.length > 0 &&
    current &&
    !quoting &&
    changed.length === 0 &&
    problems.length === 0 &&
    !short;
  const topUpHref = topUpPath("/cart");

  const checkout = async () => {
    setState({ kind: "paying" });
    let deliveryAddressId: string | undefined;
    if (physical) {
      const saving = delivery.addressId === "new";
      const to = await delivery.resolve();
      if (!to.ok) {
        setState({ kind: "failed", message: to.problem, short: false });
        return;
      }
      deliveryAddressId = to.id;
      if (saving) revalidate();
    }
    const result = await attempt.pay("/orders/checkout", {
      items: cart.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      ...(deliveryAddressId ? { deliveryAddressId } : {}),
      expectedTotal: total,
    });
    if (result.ok) {
      cart.clear();
      // Still "paying" until the header's balance is the new one: the thanks shows with it.
      settle(() => setState({ kind: "done", result: result.data as CheckoutView }));
      return;
    }
    // Something changed since the quote: ask again, so the cart shows what.
    submit({ intent: "quote", items: signature }, { method: "post" });
    setState({
      kind: "failed",
      message:
        result.code === "price_changed"
          ? "Prices changed since you opened the cart. Check them below and pay again."
          : result.message,
      short: result.status === 402,
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Your cart</h1>
      {cart.items.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          text="Add products from creators' shops; they wait here until you check out."
          action={<ButtonLink to="/search">Discover creators</ButtonLink>}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-4" data-testid="cart-groups">
            {groups.map(([performerId, items]) => {
              const first = items[0];
              const name = quote?.performers[performerId]?.name ?? first.performerName;
              const username = quote?.performers[performerId]?.username ?? first.performerUsername;
              const subtotal = round(items.reduce((sum, i) => sum + priceOf(i) * i.quantity, 0));
              return (
                <Card key={performerId} data-testid="cart-group">
                  <CardHeader
                    title={
                      username ? (
                        <Link to={`/${username}`} className="hover:underline">
                          {name || username}
                        </Link>
                      ) : (
                        name || "A creator"
                      )
                    }
                  />
                  <div className="divide-y divide-line">
                    {items.map((item) => (
                      <CartRow
                        key={item.productId}
                        item={item}
                        quote={quoted.get(item.productId)}
                        problem={problemText(item, quoted.get(item.productId))}
                        onQuantity={(q) => cart.setQuantity(item.productId, q)}
                        onRemove={() => cart.remove(item.productId)}
                      />
                    ))}
                    <div className="flex justify-between px-5 py-3 text-sm sm:px-6">
                      <span className="text-ink-muted">Subtotal</span>
                      <span className="font-semibold text-ink" data-testid="cart-subtotal">
                        {tokenAmount(subtotal)}
                      </span>
                    </div>
                  </div>
                </Card>
              );
            })}
          </div>
          <Card className="lg:sticky lg:top-20">
            <CardHeader title="Summary" />
            <CardBody className="space-y-4">
              <dl className="space-y-1 text-sm">
                <SummaryLine label="Total" testId="cart-total" strong>
                  {tokenAmount(total)}
                </SummaryLine>
                {user ? (
                  <SummaryLine label="Your balance" testId="cart-balance">
                    {tokenAmount(balance)}
                  </SummaryLine>
                ) : null}
              </dl>
              {!user ? (
                <>
                  <p className="text-sm text-ink-muted">Log in to check out; your cart comes with you.</p>
                  <ButtonLink to="/auth/login?redirectTo=%2Fcart" className="w-full">
                    Log in to check out
                  </ButtonLink>
                </>
              ) : (
                <>
                  {physical ? (
                    <div className="space-y-2">
                      <DeliveryAddressPicker
                        delivery={delivery}
                        countries={countries}
                        fieldsClassName="grid gap-2"
                      />
                    </div>
                  ) : null}
                  {changed.length > 0 ? (
                    <Alert tone="info" className="space-y-2 text-ink">
                      <p className="font-medium" data-testid="cart-prices-changed">
                        {changed.length === 1 ? "A price changed" : "Some prices changed"} since you added{" "}
                        {changed.length === 1 ? "it" : "them"}.
                      </p>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          cart.acceptPrices(new Map(changed.map((i) => [i.productId, priceOf(i)])))
                        }
                      >
                        Accept the new prices
                      </Button>
                    </Alert>
                  ) : null}
                  {problems.length > 0 ? (
                    <Alert tone="error">Some items cannot be bought as they are: see them in the cart.</Alert>
                  ) : null}
                  {quoter.data?.formError ? <Alert tone="error">{quoter.data.formError}</Alert> : null}
                  {state.kind === "failed" ? <Alert tone="error">{state.message}</Alert> : null}
                  {state.kind === "paying" && attempt.retrying ? (
                    <Alert tone="info">Connection lost, retrying…</Alert>
                  ) : null}
                  {short || (state.kind === "failed" && state.short) ? (
                    <TopUpNotice href={topUpHref}>
                      You need {tokenAmount(round(Math.max(0, total - balance)))} more.
                    </TopUpNotice>
                  ) : null}
                  {short ? (
                    <Link to={topUpHref} className={buttonClass("primary", "md", "w-full")}>
                      Top up
                    </Link>
                  ) : (
                    <Button
                      className="w-full"
                      onClick={checkout}
                      disabled={!canPay || state.kind === "paying"}
                      data-testid="cart-checkout"
                    >
                      {state.kind === "paying" ? (
                        <>
                          <Spinner className="size-4" /> Paying…
                        </>
                      ) : quoting ? (
                        "Checking prices…"
                      ) : (
                        `Check out · ${tokenAmount(total)}`
                      )}
                    </Button>
                  )}
                  <p className="text-xs text-ink-muted">
                    Paid once from your wallet; each creator gets their own order.
                  </p>
                </>
              )}
            </CardBody>
          </Card>
        </div>
      )}
    </div>
  );
}

function CartRow({
  item,
  quote,
  problem,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  quote: CartQuoteItem | undefined;
  problem: string | null;
  onQuantity: (q: number) => void;
  onRemove: () => void;
}) {
  const line = quote?.line;
  const price = line?.price ?? item.price;
  const type = line?.productType ?? item.type;
  const stock = line?.stock ?? null;
  const max = Math.max(1, Math.min(MAX_UNITS, stock ?? MAX_UNITS, Math.max(stock ?? 0, item.quantity)));
  return (
    <div className="flex gap-3 px-5 py-4 sm:px-6" data-testid="cart-item">
      <Photo
        sizes="thumb"
        src={item.imageUrl || LEAF_THUMBNAIL}
        onError={(e) => {
          e.currentTarget.srcset = "";
          e.currentTarget.src = LEAF_THUMBNAIL;
        }}
        alt=""
        className="size-16 shrink-0 rounded-xl border border-line bg-surface-muted object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/products/${item.productId}`}
              className="block truncate font-medium text-ink hover:underline"
            >
              {line?.name ?? item.name}
            </Link>
            <p className="text-sm text-ink-muted">
              {tokenAmount(price)} each · {type === "digital" ? "digital download" : "shipped"}
            </p>
          </div>
          <p className="shrink-0 font-semibold text-ink">{tokenAmount(round(price * item.quantity))}</p>
        </div>
        {line && line.price !== item.price ? (
          <p
            className="text-sm font-medium text-amber-700 dark:text-amber-300"
            data-testid="cart-item-changed"
          >
            Price changed from {tokenAmount(item.price)} to {tokenAmount(line.price)}.
          </p>
        ) : null}
        {problem ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="cart-item-problem">
            {problem}
          </p>
        ) : null}
        <div className="flex items-center gap-2">
          {type === "physical" ? (
            <QuantityStepper
              label={`Quantity of ${item.name}`}
              value={item.quantity}
              min={1}
              max={stock !== null && stock < item.quantity ? item.quantity : max}
              onChange={(q) => onQuantity(stock !== null ? Math.min(q, Math.max(stock, 1)) : q)}
            />
          ) : null}
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${item.name}`}>
            <TrashIcon className="size-4" /> Remove
          </Button>
        </div>
      </div>
    </div>
  );
}

/** After paying: the orders (one per creator), digital downloads, where to follow them. */
function Paid({ result }: { result: CheckoutView }) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (path: string) => {
    const result = await getJson<{ url?: string }>(path);
    if (result.ok && result.data?.url) window.location.assign(result.data.url);
    else if (result.ok) setFailed("The download is not ready; find it in your orders.");
    else setFailed(problemOf(result));
  };
  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="cart-paid">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Thank you!</h1>
      <Alert tone="success">
        Paid {tokenAmount(result.total)} from your wallet: {result.orders.length}{" "}
        {result.orders.length === 1 ? "order" : "orders"}.
      </Alert>
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <ul className="space-y-3">
        {result.orders.map((order) => (
          <li key={order._id} data-testid="cart-order">
            <Card>
              <CardBody className="space-y-2">
                <div className="flex justify-between gap-3">
                  <p className="font-semibold text-ink">{order.performer?.name ?? "A creator"}</p>
                  <p className="font-semibold text-ink">{tokenAmount(order.totalPrice)}</p>
                </div>
                <ul className="space-y-1 text-sm text-ink-muted">
                  {order.items.map((i) => (
                    <li key={i.productId} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        {i.productName}
                        {i.quantity > 1 ? ` × ${i.quantity}` : ""}
                      </span>
                      {i.downloadLink ? (
                        <Button size="sm" variant="secondary" onClick={() => download(i.downloadLink!)}>
                          Download
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <p className="text-xs text-ink-muted">
                  {order.status === "delivered"
                    ? "Delivered"
                    : "Processing: the creator ships it to your address"}
                </p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/user/subscriptions">See my orders</ButtonLink>
        <ButtonLink to="/wallet" variant="secondary">
          My wallet
        </ButtonLink>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
