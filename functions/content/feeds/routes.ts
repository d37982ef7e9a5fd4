import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/hono";
import { registerPerformerFeedRoutes } from "./performer-routes";
import { registerUserFeedRoutes } from "./user-routes";

/** Feeds: creators' studio calls (/performer/feeds...) and fans' timeline calls (/user/feeds...). */
export function registerFeedRoutes(api: OpenAPIHono<AppEnv>) {
  registerPerformerFeedRoutes(api);
  registerUserFeedRoutes(api);
}
