import type { OpenAPIHono } from "@hono/zod-openapi";
import { registerAddressRoutes } from "./addresses/routes";
import { registerAdminRoutes } from "./admin/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerBlockRoutes } from "./blocks/routes";
import { registerSiteBlockRoutes } from "./blocks/site-routes";
import { registerCaptchaRoutes } from "./captcha/routes";
import { registerCommentRoutes } from "./comments/routes";
import { registerContactRoutes } from "./contact/routes";
import { registerEarningRoutes } from "./earnings/routes";
import { registerFeedRoutes } from "./feeds/routes";
import { registerFileRoutes } from "./files/routes";
import { registerFollowRoutes } from "./follows/routes";
import { registerGalleryRoutes } from "./galleries/routes";
import type { AppEnv } from "./http/hono";
import { registerLookupRoutes } from "./lookup/routes";
import { registerMessageRoutes } from "./messages/routes";
import { registerOrderRoutes } from "./orders/routes";
import { registerPaymentAdminRoutes } from "./payments/admin-routes";
import { registerPaymentRoutes } from "./payments/routes";
import { registerPayoutAdminRoutes } from "./payouts/admin-routes";
import { registerPayoutRoutes } from "./payouts/routes";
import { registerPerformerRoutes } from "./performers/routes";
import { registerPhotoRoutes } from "./photos/routes";
import { registerProductRoutes } from "./products/routes";
import { registerReactionRoutes } from "./reactions/routes";
import { registerReportRoutes } from "./reports/routes";
import { registerSearchRoutes } from "./search/routes";
import { registerSettingsRoutes } from "./settings/routes";
import { registerSitePageRoutes } from "./site-pages/routes";
import { registerSitePromoRoutes } from "./site-promo/routes";
import { registerSocialLoginRoutes } from "./social-login/routes";
import { registerStreamChatRoutes } from "./streaming/chat-routes";
import { registerStreamingRoutes } from "./streaming/routes";
import { registerSubscriptionRoutes } from "./subscriptions/routes";
import { registerSystemRoutes } from "./system/routes";
import { registerUserRoutes } from "./users/routes";
import { registerVerificationRoutes } from "./verification/routes";
import { registerVideoRoutes } from "./videos/routes";
import { registerWalletAdminRoutes } from "./wallet/admin-routes";
import { registerWalletRoutes } from "./wallet/routes";
import { registerWebhookRoutes } from "./webhooks/routes";

/** Every API domain registers its routes here; the order does not matter. */
export const apiDomains: ((api: OpenAPIHono<AppEnv>) => void)[] = [
  registerSystemRoutes,
  registerFileRoutes,
  registerAuthRoutes,
  registerSocialLoginRoutes,
  registerUserRoutes,
  registerSettingsRoutes,
  registerLookupRoutes,
  registerSiteBlockRoutes,
  registerPerformerRoutes,
  registerGalleryRoutes,
  registerPhotoRoutes,
  registerVideoRoutes,
  registerProductRoutes,
  registerFeedRoutes,
  registerFollowRoutes,
  registerReactionRoutes,
  registerCommentRoutes,
  registerBlockRoutes,
  registerReportRoutes,
  registerSearchRoutes,
  registerSitePageRoutes,
  registerSitePromoRoutes,
  registerVerificationRoutes,
  registerAdminRoutes,
  registerCaptchaRoutes,
  registerContactRoutes,
  registerMessageRoutes,
  registerStreamingRoutes,
  registerStreamChatRoutes,
  // Money (issue 10, docs/money.md)
  registerAddressRoutes,
  registerWalletRoutes,
  registerWalletAdminRoutes,
  registerPaymentRoutes,
  registerPaymentAdminRoutes,
  registerSubscriptionRoutes,
  registerWebhookRoutes,
  registerEarningRoutes,
  registerPayoutRoutes,
  registerPayoutAdminRoutes,
  registerOrderRoutes,
];
