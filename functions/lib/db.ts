import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";

export type Db = DrizzleD1Database;

/** One Drizzle instance per request, over the D1 binding. */
export const createDb = (d1: D1Database): Db => drizzle(d1);
