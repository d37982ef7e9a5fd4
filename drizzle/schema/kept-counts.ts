import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Counts the app keeps instead of counting rows on every read (a list's `total` over the whole
 * site). Each is rewritten in the same D1 batch as every write that can change it, so it is exact;
 * the writer and the key live in one place (functions/identity/access/verified.ts for
 * "listed_creators").
 */
export const keptCounts = sqliteTable("kept_counts", {
  key: text("key").primaryKey(),
  value: integer("value").notNull().default(0),
});
