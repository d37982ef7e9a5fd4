import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CHARGE_TYPES } from "./ledger";
import { users } from "./users";

/**
 * Figures of a creator's earnings the app keeps instead of summing the earnings on every read.
 * The rule they keep: an earning counts while it is not refunded. Each is moved in the same D1
 * batch as the write that makes an earning or refunds it, by one function
 * (functions/money/ledger/earning-figures.ts), so they equal the row-by-row sums at every moment.
 */

/**
 * A creator's earnings per UTC day (`day`: ms since the epoch / 86,400,000) and kind of sale:
 * gross, net (cents) and how many. The statistics read a period's days, not its earnings.
 */
export const earningDays = sqliteTable(
  "earning_days",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    type: text("type", { enum: CHARGE_TYPES }).notNull(),
    gross: integer("gross").notNull().default(0),
    net: integer("net").notNull().default(0),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.day, t.type] })],
);

/** How many tips (not refunded) a fan has sent a creator: the fan tipped them while n > 0. */
export const tipTallies = sqliteTable(
  "tip_tallies",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.userId] })],
);

/** How many fans have a tip (not refunded) with a creator: their tallies above 0. */
export const tipperCounts = sqliteTable("tipper_counts", {
  performerId: text("performer_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  n: integer("n").notNull().default(0),
});
