import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../lib/http";
import { registerPerformerFeedRoutes } from "./performer-routes";
import { registerUserFeedRoutes } from "./user-routes";

/** Feeds: creators' studio calls (/performer/feeds...) and fans' timeline calls (/user/feeds...). */
export function registerFeedRoutes(api: OpenAPIHono<AppEnv>) {
  registerPerformerFeedRoutes(api);
  registerUserFeedRoutes(api);
}
