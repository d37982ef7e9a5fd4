import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PRODUCT_TYPES } from "./assets";
import { bool, cents, createdAt, id, updatedAt } from "./columns";
import { walletCharges } from "./ledger";
import { users } from "./users";

/** A fan's delivery address. */
export const addresses = sqliteTable(
  "addresses",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    country: text("country").notNull(),
    state: text("state").notNull().default(""),
    city: text("city").notNull(),
    streetAddress: text("street_address").notNull(),
    zipCode: text("zip_code").notNull().default(""),
    description: text("description").notNull().default(""),
    isDefault: bool("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId, t.createdAt)],
);

export const ORDER_STATUSES = ["processing", "shipping", "delivered", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The delivery address an order ships to, copied when it was set (the address may change later). */
export interface DeliveryAddress {
  addressId: string;
  name: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  streetAddress: string;
  zipCode: string;
  description: string;
}

/**
 * A product bought with a wallet charge. Digital orders are delivered at once (download link);
 * physical ones go processing -> shipping -> delivered. A refund restores stock and balance.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    chargeId: text("charge_id")
      .notNull()
      .references(() => walletCharges.id),
    /** The cart checkout that made it (one order per creator of the cart), or null. */
    checkoutId: text("checkout_id"),
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: cents("unit_price").notNull(),
    totalPrice: cents("total_price").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    shippingCode: text("shipping_code"),
    deliveryAddress: text("delivery_address", { mode: "json" }).$type<DeliveryAddress | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_charge_unique").on(t.chargeId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_performer_idx").on(t.performerId, t.createdAt),
    index("orders_product_idx").on(t.productId),
    index("orders_checkout_idx").on(t.checkoutId),
    // The admin's list of every order, newest first.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A cart checkout (`POST /orders/checkout`): one payment from the fan's wallet for several
 * products of several creators, one order per creator, written in one batch with the orders and
 * their charges. The (user, Idempotency-Key) index makes a retry answer the first checkout.
 */
export const checkouts = sqliteTable(
  "checkouts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    total: cents("total").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The request the key was first used for; the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkouts_idempotency_unique").on(t.userId, t.idempotencyKey),
    index("checkouts_user_idx").on(t.userId, t.createdAt),
  ],
);

/** The products of an order made by a checkout (an order of one product has its columns only). */
export const orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: cents("unit_price").notNull(),
    totalPrice: cents("total_price").notNull(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    uniqueIndex("order_items_product_unique").on(t.orderId, t.productId),
  ],
);
