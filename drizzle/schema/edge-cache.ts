import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The edge cache's generation (functions/http/edge/edge-cache.ts): every cached public answer's
 * key carries the current version of its scope, so bumping it retires every copy in every data
 * centre at once. One row per scope ("public" today).
 */
export const edgeCacheVersions = sqliteTable("edge_cache_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(0),
});
