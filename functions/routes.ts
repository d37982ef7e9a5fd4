import type { OpenAPIHono } from "@hono/zod-openapi";
import { registerAddressRoutes } from "./money/addresses/routes";
import { registerAdminRoutes } from "./site/admin/routes";
import { registerAuthRoutes } from "./identity/auth/routes";
import { registerBlockRoutes } from "./social/blocks/routes";
import { registerSiteBlockRoutes } from "./social/blocks/site-routes";
import { registerCaptchaRoutes } from "./identity/captcha/routes";
import { registerCommentRoutes } from "./social/comments/routes";
import { registerContactRoutes } from "./site/contact/routes";
import { registerEarningRoutes } from "./money/earnings/routes";
import { registerFeedRoutes } from "./content/feeds/routes";
import { registerFileRoutes } from "./content/files/routes";
import { registerFollowRoutes } from "./social/follows/routes";
import { registerGalleryRoutes } from "./content/galleries/routes";
import type { AppEnv } from "./http/hono";
import { registerLookupRoutes } from "./site/lookup/routes";
import { registerMessageRoutes } from "./messaging/messages/routes";
import { registerOrderRoutes } from "./money/orders/routes";
import { registerPaymentAdminRoutes } from "./money/payments/admin-routes";
import { registerPaymentRoutes } from "./money/payments/routes";
import { registerPayoutAdminRoutes } from "./money/payouts/admin-routes";
import { registerPayoutRoutes } from "./money/payouts/routes";
import { registerPerformerRoutes } from "./identity/performers/routes";
import { registerPhotoRoutes } from "./content/photos/routes";
import { registerProductRoutes } from "./content/products/routes";
import { registerReactionRoutes } from "./social/reactions/routes";
import { registerReportRoutes } from "./social/reports/routes";
import { registerSearchRoutes } from "./social/search/routes";
import { registerSettingsRoutes } from "./site/settings/routes";
import { registerSitePageRoutes } from "./site/pages/routes";
import { registerSitePromoRoutes } from "./site/promo/routes";
import { registerSocialLoginRoutes } from "./identity/social-login/routes";
import { registerStreamChatRoutes } from "./messaging/streaming/chat-routes";
import { registerStreamingRoutes } from "./messaging/streaming/routes";
import { registerSubscriptionRoutes } from "./money/subscriptions/routes";
import { registerSystemRoutes } from "./site/system/routes";
import { registerUserRoutes } from "./identity/users/routes";
import { registerVerificationRoutes } from "./identity/verification/routes";
import { registerVideoRoutes } from "./content/videos/routes";
import { registerWalletAdminRoutes } from "./money/wallet/admin-routes";
import { registerWalletRoutes } from "./money/wallet/routes";
import { registerWebhookRoutes } from "./money/webhooks/routes";

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
