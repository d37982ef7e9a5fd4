import type { OpenAPIHono } from "@hono/zod-openapi";
import { registerAdminRoutes } from "./admin/console/routes";
import { registerContactRoutes } from "./admin/contact/routes";
import { registerSitePageRoutes } from "./admin/pages/routes";
import { registerSitePromoRoutes } from "./admin/promo/routes";
import { registerFeedRoutes } from "./content/feeds/routes";
import { registerFileRoutes } from "./content/files/routes";
import { registerGalleryRoutes } from "./content/galleries/routes";
import { registerPhotoRoutes } from "./content/photos/routes";
import { registerProductRoutes } from "./content/products/routes";
import { registerVaultRoutes } from "./content/vault/routes";
import { registerVideoRoutes } from "./content/videos/routes";
import type { AppEnv } from "./http/hono";
import { registerAuthRoutes } from "./identity/auth/routes";
import { registerCaptchaRoutes } from "./identity/captcha/routes";
import { registerNotificationRoutes } from "./identity/notifications/routes";
import { registerPerformerRoutes } from "./identity/performers/routes";
import { registerSocialLoginRoutes } from "./identity/social-login/routes";
import { registerUserRoutes } from "./identity/users/routes";
import { registerVerificationRoutes } from "./identity/verification/routes";
import { registerFanPanelRoutes } from "./messaging/fans/routes";
import { registerListRoutes } from "./messaging/lists/routes";
import { registerMassMessageRoutes } from "./messaging/mass/routes";
import { registerMessageRoutes } from "./messaging/messages/routes";
import { registerStreamChatRoutes } from "./messaging/streaming/chat-routes";
import { registerStreamingRoutes } from "./messaging/streaming/routes";
import { registerAddressRoutes } from "./money/addresses/routes";
import { registerEarningRoutes } from "./money/earnings/routes";
import { registerOrderRoutes } from "./money/orders/routes";
import { registerPaymentAdminRoutes } from "./money/payments/admin-routes";
import { registerPaymentRoutes } from "./money/payments/routes";
import { registerPayoutAdminRoutes } from "./money/payouts/admin-routes";
import { registerPayoutRoutes } from "./money/payouts/routes";
import { registerSubscriptionRoutes } from "./money/subscriptions/routes";
import { registerWalletAdminRoutes } from "./money/wallet/admin-routes";
import { registerWalletRoutes } from "./money/wallet/routes";
import { registerWebhookRoutes } from "./money/webhooks/routes";
import { registerLookupRoutes } from "./site/lookup/routes";
import { registerSettingsRoutes } from "./site/settings/routes";
import { registerSystemRoutes } from "./site/system/routes";
import { registerBlockRoutes } from "./social/blocks/routes";
import { registerSiteBlockRoutes } from "./social/blocks/site-routes";
import { registerCommentRoutes } from "./social/comments/routes";
import { registerFollowRoutes } from "./social/follows/routes";
import { registerReactionRoutes } from "./social/reactions/routes";
import { registerReportRoutes } from "./social/reports/routes";
import { registerSearchRoutes } from "./social/search/routes";
import { registerStatisticsRoutes } from "./social/statistics/routes";

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
  registerVaultRoutes,
  registerFollowRoutes,
  registerReactionRoutes,
  registerCommentRoutes,
  registerBlockRoutes,
  registerReportRoutes,
  registerSearchRoutes,
  registerStatisticsRoutes,
  registerSitePageRoutes,
  registerSitePromoRoutes,
  registerVerificationRoutes,
  registerNotificationRoutes,
  registerAdminRoutes,
  registerCaptchaRoutes,
  registerContactRoutes,
  registerMessageRoutes,
  registerFanPanelRoutes,
  registerListRoutes,
  registerMassMessageRoutes,
  registerStreamingRoutes,
  registerStreamChatRoutes,
  // Money (docs/money.md)
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
