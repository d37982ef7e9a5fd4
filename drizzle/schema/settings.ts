import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";

/** Admin-changed values of the settings in functions/site/settings/catalogue.ts; absent keys use the default. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  /** JSON-encoded value. */
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
