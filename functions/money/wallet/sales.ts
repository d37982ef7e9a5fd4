/**
 * What a wallet can pay for. The wallet sells nothing itself: each selling domain describes what
 * it sells as a SaleKind (its own rules: may this payer buy this item, at what price, what else
 * the charge writes) in its `sales.ts`, and the composition root (functions/sales.ts) registers
 * them by their path word. `POST /wallet/charges/{type}/{id}` looks the kind up here; so does a
 * refund, for the rows it puts back.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { galleries, videos } from "../../../drizzle/schema/assets";
import { type crowdfundings, feeds } from "../../../drizzle/schema/feeds";
import type { ChargeType } from "../../../drizzle/schema/ledger";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { AppError } from "../../errors";
import { assertCanSeePerformer } from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { contentWord, quote, tokensText } from "../../identity/notifications/kinds";
import type { Deps } from "../../lib/deps";
import { inOrder } from "../../lib/in-order";
import type { Chargeable, ChargeRow } from "./charge";

/** What a charge request may carry (tokens as in JSON); each kind reads what it needs. */
export interface ChargeInput {
  amount?: number;
  quantity?: number;
  deliveryAddressId?: string;
  message?: string;
  /** What the payer saw (tokens): checked against the Chargeable's amount by addCharge. */
  expectedPrice?: number;
}

export interface ChargeContext {
  deps: Deps;
  payer: Viewer;
  country: string | null;
  id: string;
  input: ChargeInput;
}

/**
 * An item as a line of an order that holds several (a cart's order per creator, money/orders/
 * checkout.ts): the seller's rules for this payer and quantity were applied, the stock was not
 * (the cart names every short item at once) and the delivery address is the cart's.
 */
export interface OrderLine {
  productId: string;
  performerId: string;
  productType: "digital" | "physical";
  name: string;
  /** Digital: 1 (bought once). */
  quantity: number;
  /** Cents. */
  unitPrice: number;
  /** Units left now (physical), null for digital. */
  stock: number | null;
  /** The item's own rows of the sale, in the charge's batch (stock taken: its CHECK refuses an oversell). */
  reserve: (deps: Deps) => BatchItem<"sqlite">[];
}

/** One kind of thing for sale: how to load and price an item of it, and what a refund puts back. */
export interface SaleKind {
  load(ctx: ChargeContext): Promise<Chargeable>;
  /** Kinds a cart can hold: the item as an order line (the same rules as `load`). */
  line?(ctx: ChargeContext): Promise<OrderLine>;
  /** Rows a refund of such a charge puts back (stock, amount raised, access). */
  onRefund?(deps: Deps, charge: ChargeRow): BatchItem<"sqlite">[];
}

export const notFound = (what: string) => new AppError("not_found", { message: `${what} not found.` });

/**
 * The seller must be an active, verified creator the payer may see (blocks, country), and not
 * the payer (who would pay themself).
 */
export async function assertCanPay(
  ctx: Pick<ChargeContext, "deps" | "payer" | "country">,
  performerId: string,
) {
  if (performerId === ctx.payer.id) throw new AppError("cannot_pay_yourself");
  await inOrder([
    assertCanSeePerformer(ctx.deps, ctx.payer, ctx.country, performerId),
    ctx.deps.db
      .select({ status: performerProfiles.verificationStatus })
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, performerId))
      .limit(1)
      .then(([row]) => {
        if (row?.status !== "approved") throw new AppError("performer_not_found");
      }),
  ]);
}

/** The row each kind of item sells from: a charge reads its creator there (Chargeable.sellerOf). */
const ITEM_TABLES = { feed: feeds, video: videos, gallery: galleries } as const;

/** The creator of `id` in `table`, read inside the charge's statement; no row, no creator. */
export const sellerIn = (
  deps: Deps,
  table: (typeof ITEM_TABLES)[keyof typeof ITEM_TABLES] | typeof crowdfundings,
  id: string,
): SQL => sql`(${deps.db.select({ performerId: table.performerId }).from(table).where(eq(table.id, id))})`;

/** Posts, videos and galleries: for sale (isSale and a price), bought once, unlocked for good. */
export const unlockedOnce = (
  type: "feed" | "video" | "gallery",
  label: string,
  find: (
    deps: Deps,
    id: string,
    now: number,
  ) => Promise<{ performerId: string; isSale: boolean; price: number; title: string } | undefined>,
): SaleKind => ({
  async load(ctx) {
    const item = await find(ctx.deps, ctx.id, ctx.deps.clock.now());
    if (!item) throw notFound(label);
    await assertCanPay(ctx, item.performerId);
    if (!item.isSale || item.price <= 0) throw new AppError("not_for_sale");
    return {
      type,
      targetId: ctx.id,
      performerId: item.performerId,
      amount: item.price,
      quantity: 1,
      message: null,
      description: item.title ? `${label}: ${item.title}` : label,
      sellerOf: sellerIn(ctx.deps, ITEM_TABLES[type], ctx.id),
      unlocks: { itemType: type, itemId: ctx.id },
      notice: {
        type: "purchase",
        object: { type, id: ctx.id },
        text: `bought your ${contentWord(type)}${item.title ? ` ${quote(item.title, 60)}` : ""} for ${tokensText(item.price)}.`,
      },
    };
  },
});

/**
 * Every kind of wallet charge by its path word, registered once at start. A Map, so a type from a
 * request can only find what is here. ("subscription" charges are made by subscriptions/service.ts,
 * not by this path.)
 */
const kinds = new Map<ChargeType, SaleKind>();

/** Called by the composition root with what each selling domain sells; a word is registered once. */
export function registerSales(sold: Iterable<readonly [ChargeType, SaleKind]>) {
  for (const [type, kind] of sold) {
    if (kinds.has(type) && kinds.get(type) !== kind) throw new Error(`Two sellers registered "${type}".`);
    kinds.set(type, kind);
  }
}

export const saleKind = (type: ChargeType): SaleKind | undefined => kinds.get(type);
