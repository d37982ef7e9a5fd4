import { integer, text } from "drizzle-orm/sqlite-core";

/** String primary key, exposed as `_id` in JSON. */
export const id = () => text("id").primaryKey();
/** Milliseconds since epoch; ISO 8601 in JSON. */
export const timestamp = (name: string) => integer(name);
export const createdAt = () => integer("created_at").notNull();
export const updatedAt = () => integer("updated_at").notNull();
/** Money is integer cents (1 token = 1 USD = 100 cents). */
export const cents = (name: string) => integer(name);
export const bool = (name: string) => integer(name, { mode: "boolean" });
