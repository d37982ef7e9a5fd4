import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** Countries blocked from the whole site by an admin (ISO 3166-1 alpha-2, upper case). */
export const siteCountryBlocks = sqliteTable("site_country_blocks", {
  countryCode: text("country_code").primaryKey(),
  createdAt: createdAt(),
});

/** Countries a creator blocks from their profile and content. */
export const performerCountryBlocks = sqliteTable(
  "performer_country_blocks",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    countryCode: text("country_code").notNull(),
    createdAt: createdAt(),
  },
  // By country: the creators hiding from one country (the kept search total subtracts them).
  (t) => [
    primaryKey({ columns: [t.performerId, t.countryCode] }),
    index("performer_country_blocks_country_idx").on(t.countryCode, t.performerId),
  ],
);

/** Users a creator blocks. */
export const userBlocks = sqliteTable(
  "user_blocks",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.userId] }), index("user_blocks_user_idx").on(t.userId)],
);
