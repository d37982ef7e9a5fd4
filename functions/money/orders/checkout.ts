/**
 * The cart's checkout (docs/cart.md; docs/money.md, "Cart checkout"): several products of several
 * creators paid once from the fan's wallet. One D1 batch writes the checkout (its unique
 * (user, Idempotency-Key) makes a retry answer the first one), and for each creator one wallet
 * charge through `addCharge` (the sale: their earning with the commission rule, the platform's
 * commission) with one order listing that creator's products, each product's stock taken (the
 * CHECK refuses an oversell) and each digital product's purchase. Every product passes the selling
 * rules of one product (the `product` SaleKind's `line`); whatever refuses, nothing is written.
 */
import { and, eq, inArray } from "drizzle-orm";
import { walletCharges } from "../../../drizzle/schema/ledger";
import { checkouts, type DeliveryAddress, orderItems, orders } from "../../../drizzle/schema/orders";
import { purchases } from "../../../drizzle/schema/purchases";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { requireUser, type Viewer } from "../../identity/accounts/viewer";
import { quote, tokensText } from "../../identity/notifications/kinds";
import { type UserCard, userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { formatTokens, toTokens } from "../../lib/money";
import { deliveryAddressOf, findOwnAddress } from "../addresses/service";
import { commitMoney, newMoneyBatch, OVERDRAFT, refusedBy } from "../ledger/movements";
import { saleTerms } from "../ledger/sale";
import { addCharge, assertExpectedPrice } from "../wallet/charge";
import { type OrderLine, saleKind } from "../wallet/sales";
import { presentCharges } from "../wallet/service";
import type { CheckoutDto, CheckoutInput } from "./schemas";
import { present as presentOrders } from "./service";

type CheckoutRow = typeof checkouts.$inferSelect;
type CartItem = CheckoutInput["items"][number];

const subtotal = (lines: readonly OrderLine[]) => lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

const names = (lines: readonly OrderLine[]) =>
  lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(", ");

/** The products sold as order lines (money sells no product itself: the content domain's kind does). */
function productKind() {
  const kind = saleKind("product");
  if (!kind?.line) throw new Error("No seller registered products as order lines.");
  return kind as Required<Pick<typeof kind, "line">>;
}

/** 409 `out_of_stock` naming each short item, with what is left in `details["items.<productId>"]`. */
function outOfStock(lines: readonly OrderLine[]): AppError {
  return new AppError("out_of_stock", {
    message: `Not enough left in stock: ${lines.map((l) => l.name).join(", ")}. Nothing was charged.`,
    details: Object.fromEntries(
      lines.map((l) => [`items.${l.productId}`, `Only ${l.stock ?? 0} left of ${l.name}.`]),
    ),
  });
}

/** 402 with what is missing: `details.shortfall` (tokens) and `details.balance`. */
async function notEnoughTokens(deps: Deps, payerId: string, total: number): Promise<AppError | null> {
  const [row] = await deps.db.select({ balance: users.balance }).from(users).where(eq(users.id, payerId));
  const balance = row?.balance ?? 0;
  if (balance >= total) return null;
  const shortfall = toTokens(total - balance);
  return new AppError("insufficient_balance", {
    message: `You need ${formatTokens(shortfall)} more tokens for this cart. Nothing was charged.`,
    details: { shortfall: String(shortfall), balance: String(toTokens(balance)) },
  });
}

async function findCheckout(deps: Deps, userId: string, key: string) {
  const [row] = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
    .limit(1);
  return row;
}

function replayOf(row: CheckoutRow, fingerprint: string): CheckoutRow {
  if (row.fingerprint !== fingerprint) throw new AppError("idempotency_key_reused");
  return row;
}

/** What a checkout made: its orders, its one payment with each creator's part, its total. */
export async function presentCheckout(deps: Deps, row: CheckoutRow): Promise<CheckoutDto> {
  const orderRows = await deps.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutId, row.id))
    .orderBy(orders.productName, orders.id);
  const chargeRows = orderRows.length
    ? await deps.db
        .select()
        .from(walletCharges)
        .where(
          inArray(
            walletCharges.id,
            orderRows.map((o) => o.chargeId),
          ),
        )
    : [];
  const [presented, parts] = await Promise.all([
    presentOrders(deps, orderRows),
    presentCharges(deps, chargeRows),
  ]);
  return {
    orders: presented,
    charge: {
      _id: row.id,
      amount: toTokens(row.total),
      description: `Cart: ${presented.length} ${presented.length === 1 ? "order" : "orders"}`,
      parts,
      createdAt: toIso(row.createdAt)!,
    },
    total: toTokens(row.total),
  };
}

/**
 * `POST /orders/checkout`: pays the cart once. Refusals write nothing: 404/403/422 by the selling
 * rules of one product (the first item refused), 422 for a physical item without an address,
 * 409 `out_of_stock` naming the short items, 409 `already_purchased` for a digital item bought
 * before, 409 `price_changed` when `expectedTotal` is not the total now (each item's price in the
 * details), 402 with the shortfall. The same Idempotency-Key answers the first checkout.
 */
export async function checkout(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  input: CheckoutInput,
  idempotencyKey: string | null,
): Promise<CheckoutDto> {
  const payer = requireUser(viewer);
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (seen.has(item.productId)) {
      throw fieldError({ [`items.${i}.productId`]: "List each product once, with its quantity." });
    }
    seen.add(item.productId);
  });
  // What the request buys; expectedTotal is a condition on it (as a charge's expectedPrice).
  const fingerprint = JSON.stringify([
    [...input.items]
      .sort((a, b) => (a.productId < b.productId ? -1 : 1))
      .map((i) => [i.productId, i.quantity]),
    input.deliveryAddressId ?? null,
  ]);
  if (idempotencyKey) {
    const earlier = await findCheckout(deps, payer.id, idempotencyKey);
    if (earlier) return presentCheckout(deps, replayOf(earlier, fingerprint));
  }

  const kind = productKind();
  const lines: OrderLine[] = [];
  for (const item of input.items) {
    lines.push(
      await kind.line({ deps, payer, country, id: item.productId, input: { quantity: item.quantity } }),
    );
  }
  let address: DeliveryAddress | null = null;
  if (lines.some((l) => l.productType === "physical")) {
    if (!input.deliveryAddressId) {
      throw fieldError({ deliveryAddressId: "Choose where to deliver the physical items." });
    }
    address = deliveryAddressOf(await findOwnAddress(deps, payer.id, input.deliveryAddressId));
  }
  const short = lines.filter((l) => l.stock !== null && l.stock < l.quantity);
  if (short.length > 0) throw outOfStock(short);
  const bought = await boughtBefore(deps, payer.id, lines);
  if (bought.length > 0) {
    throw new AppError("already_purchased", {
      message: `You have already bought ${bought.map((l) => l.name).join(", ")}. Remove it from the cart.`,
      details: Object.fromEntries(bought.map((l) => [`items.${l.productId}`, "Bought before."])),
    });
  }
  const total = subtotal(lines);
  assertExpectedPrice(
    input.expectedTotal,
    total,
    Object.fromEntries(lines.map((l) => [`items.${l.productId}`, String(toTokens(l.unitPrice))])),
  );
  const poor = await notEnoughTokens(deps, payer.id, total);
  if (poor) throw poor;

  const byCreator = new Map<string, OrderLine[]>();
  for (const line of lines)
    byCreator.set(line.performerId, [...(byCreator.get(line.performerId) ?? []), line]);
  const terms = new Map(
    await Promise.all(
      [...byCreator].map(
        async ([performerId, own]) =>
          [performerId, await saleTerms(deps, performerId, subtotal(own))] as const,
      ),
    ),
  );

  const checkoutId = deps.ids.next();
  const now = deps.clock.now();
  const batch = newMoneyBatch();
  // The checkout first: a retry racing in with the same key fails here.
  batch.statements.push(
    deps.db.insert(checkouts).values({
      id: checkoutId,
      userId: payer.id,
      total,
      idempotencyKey: idempotencyKey ?? `auto:${checkoutId}`,
      fingerprint,
      createdAt: now,
    }),
  );
  for (const [performerId, own] of byCreator) {
    const orderId = deps.ids.next();
    const amount = subtotal(own);
    const units = own.reduce((sum, l) => sum + l.quantity, 0);
    const physical = own.some((l) => l.productType === "physical");
    addCharge(deps, batch, {
      payerId: payer.id,
      item: {
        type: "product",
        targetId: orderId,
        performerId,
        amount,
        quantity: units,
        message: null,
        description: names(own),
        unlocks: null,
        // The creator hears of it like of a single purchase: what was bought, for how much.
        notice: {
          type: "purchase",
          object: { type: "product", id: own[0].productId },
          text: `bought ${quote(names(own), 60)} for ${tokensText(amount)}.`,
        },
        withCharge: (deps, charge) => [
          deps.db.insert(orders).values({
            id: orderId,
            userId: payer.id,
            performerId,
            productId: own[0].productId,
            chargeId: charge.id,
            checkoutId,
            productType: physical ? "physical" : "digital",
            productName: names(own),
            quantity: units,
            unitPrice: own.length === 1 ? own[0].unitPrice : amount,
            totalPrice: amount,
            status: physical ? "processing" : "delivered",
            deliveryAddress: physical ? address : null,
            createdAt: charge.now,
            updatedAt: charge.now,
          }),
          ...own.map((l) =>
            deps.db.insert(orderItems).values({
              id: deps.ids.next(),
              orderId,
              productId: l.productId,
              productType: l.productType,
              productName: l.name,
              quantity: l.quantity,
              unitPrice: l.unitPrice,
              totalPrice: l.unitPrice * l.quantity,
            }),
          ),
          ...own.flatMap((l) => l.reserve(deps)),
          ...own
            .filter((l) => l.productType === "digital")
            .map((l) =>
              deps.db.insert(purchases).values({
                id: deps.ids.next(),
                userId: payer.id,
                itemType: "product",
                itemId: l.productId,
                performerId,
                price: l.unitPrice,
                createdAt: charge.now,
              }),
            ),
        ],
      },
      terms: terms.get(performerId)!,
      key: `checkout:${checkoutId}:${performerId}`,
      fingerprint,
      // The price check is the cart's (above): one total, each item's price in its details.
      expectedPrice: null,
    });
  }
  try {
    await commitMoney(deps, batch, []);
  } catch (err) {
    const why = await whyRefused(deps, err, { payer, country, lines, total, idempotencyKey, fingerprint });
    if (why instanceof Replay) return why.answer;
    throw why;
  }
  return presentCheckout(deps, (await findCheckout(deps, payer.id, idempotencyKey ?? `auto:${checkoutId}`))!);
}

/** Digital products of the cart the payer bought before (each is sold once). */
async function boughtBefore(deps: Deps, payerId: string, lines: readonly OrderLine[]) {
  const digital = lines.filter((l) => l.productType === "digital");
  if (digital.length === 0) return [];
  const rows = await deps.db
    .select({ itemId: purchases.itemId })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, payerId),
        eq(purchases.itemType, "product"),
        inArray(
          purchases.itemId,
          digital.map((l) => l.productId),
        ),
      ),
    );
  const ids = new Set(rows.map((r) => r.itemId));
  return digital.filter((l) => ids.has(l.productId));
}

/**
 * A batch that lost a race (checked before, changed since) says why, as the check would have:
 * the same key's checkout (its answer), stock taken by another order, tokens spent elsewhere, a
 * digital item bought in another tab. Anything else is a bug and is rethrown as it is.
 */
async function whyRefused(
  deps: Deps,
  err: unknown,
  ctx: {
    payer: Viewer;
    country: string | null;
    lines: readonly OrderLine[];
    total: number;
    idempotencyKey: string | null;
    fingerprint: string;
  },
): Promise<unknown> {
  if (ctx.idempotencyKey && refusedBy(err, "UNIQUE:checkouts.")) {
    const earlier = await findCheckout(deps, ctx.payer.id, ctx.idempotencyKey);
    if (earlier) return new Replay(await presentCheckout(deps, replayOf(earlier, ctx.fingerprint)));
  }
  if (refusedBy(err, "CHECK:products_stock_non_negative")) {
    const kind = productKind();
    const now = await Promise.all(
      ctx.lines
        .filter((l) => l.productType === "physical")
        .map((l) =>
          kind.line({
            deps,
            payer: ctx.payer,
            country: ctx.country,
            id: l.productId,
            input: { quantity: l.quantity },
          }),
        ),
    );
    const short = now.filter((l) => (l.stock ?? 0) < l.quantity);
    return outOfStock(short.length > 0 ? short : now);
  }
  if (refusedBy(err, OVERDRAFT)) {
    return (await notEnoughTokens(deps, ctx.payer.id, ctx.total)) ?? new AppError("insufficient_balance");
  }
  if (refusedBy(err, "UNIQUE:purchases.")) return new AppError("already_purchased");
  return err;
}

/** The first checkout with this key, answered again (thrown through whyRefused, caught by checkout). */
class Replay {
  constructor(readonly answer: CheckoutDto) {}
}

/** One item of the cart as the cart page shows it: as it is now, or why it cannot be bought. */
export interface CartQuoteItem {
  productId: string;
  quantity: number;
  line: {
    name: string;
    productType: "digital" | "physical";
    /** Tokens. */
    price: number;
    stock: number | null;
    performerId: string;
  } | null;
  /** Why it cannot be bought as it is (removed, blocked, geoblocked, short, bought before). */
  problem: { code: string; message: string } | null;
}

/**
 * The cart as it is now, for the cart page: each item through the same rules as the checkout,
 * each refusal kept on its item (so a changed item shows before paying), the creators' cards, the
 * fan's balance.
 */
export async function quoteCart(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  items: readonly CartItem[],
): Promise<{ items: CartQuoteItem[]; performers: Record<string, UserCard>; balance: number; total: number }> {
  const payer = requireUser(viewer);
  const kind = productKind();
  const quoted: CartQuoteItem[] = [];
  const digital: OrderLine[] = [];
  for (const item of items) {
    try {
      const line = await kind.line({
        deps,
        payer,
        country,
        id: item.productId,
        input: { quantity: item.quantity },
      });
      if (line.productType === "digital") digital.push(line);
      const short = line.stock !== null && line.stock < line.quantity;
      quoted.push({
        productId: item.productId,
        quantity: line.quantity,
        line: {
          name: line.name,
          productType: line.productType,
          price: toTokens(line.unitPrice),
          stock: line.stock,
          performerId: line.performerId,
        },
        problem: short
          ? {
              code: "out_of_stock",
              message: line.stock ? `Only ${line.stock} left.` : "Sold out.",
            }
          : null,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      quoted.push({
        productId: item.productId,
        quantity: item.quantity,
        line: null,
        problem: { code: err.code, message: err.message },
      });
    }
  }
  const bought = new Set((await boughtBefore(deps, payer.id, digital)).map((l) => l.productId));
  for (const q of quoted) {
    if (bought.has(q.productId))
      q.problem = { code: "already_purchased", message: "You have bought this before." };
  }
  const cards = await userCards(
    deps,
    quoted.flatMap((q) => (q.line ? [q.line.performerId] : [])),
  );
  const [row] = await deps.db.select({ balance: users.balance }).from(users).where(eq(users.id, payer.id));
  return {
    items: quoted,
    performers: Object.fromEntries(cards),
    balance: toTokens(row?.balance ?? 0),
    total: toTokens(
      quoted.reduce(
        (sum, q) => sum + (q.line && !q.problem ? Math.round(q.line.price * 100) * q.quantity : 0),
        0,
      ),
    ),
  };
}
