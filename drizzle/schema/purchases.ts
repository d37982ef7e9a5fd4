import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, createdAt } from "./columns";
import { users } from "./users";

export const PURCHASE_ITEM_TYPES = ["feed", "video", "gallery", "product", "message", "stream"] as const;
export type PurchaseItemType = (typeof PURCHASE_ITEM_TYPES)[number];

/**
 * One fan's purchase of one item for sale. It unlocks the item for good (also after a
 * subscription ends). Written in the same batch as the wallet ledger rows of the payment.
 */
export const purchases = sqliteTable(
  "purchases",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: PURCHASE_ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the fan paid, in cents. */
    price: cents("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("purchases_user_item_uq").on(t.userId, t.itemType, t.itemId),
    index("purchases_performer_idx").on(t.performerId),
    index("purchases_item_idx").on(t.itemType, t.itemId),
  ],
);
