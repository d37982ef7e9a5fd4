/**
 * How each setting reads in the console: its label, the kind of value (tokens, a percentage kept
 * as a fraction, days...) and its group. The settings form and the audit log's words for a change
 * of settings both read it.
 */
import type { SettingKey } from "#functions/site/settings/catalogue";

export type Kind = "text" | "bool" | "tokens" | "days" | "percent" | "gateway" | "menus";
export type Group = "site" | "accounts" | "money" | "identity" | "analytics";
export interface FieldDef {
  label: string;
  kind: Kind;
  group: Group;
  hint?: string;
}

/** How each setting shows on the form; the compiler makes sure every setting has one. */
export const SETTING_FIELDS = {
  siteName: { label: "Site name", kind: "text", group: "site" },
  logo: {
    label: "Logo",
    kind: "text",
    group: "site",
    hint: "A site path (/logo.svg) or an http(s) address.",
  },
  favicon: {
    label: "Favicon",
    kind: "text",
    group: "site",
    hint: "A site path (/favicon.ico) or an http(s) address.",
  },
  menus: { label: "Menus", kind: "menus", group: "site" },
  maintenanceMode: {
    label: "Maintenance mode",
    kind: "bool",
    group: "site",
    hint: "Closes the site to everyone but admins, who keep working.",
  },
  requireEmailVerification: {
    label: "Require a verified email to log in",
    kind: "bool",
    group: "accounts",
  },
  requireAdminTwoFactor: {
    label: "Require two-factor sign-in for admins",
    kind: "bool",
    group: "accounts",
    hint: "An admin without it is sent to set it up on their account page before using the console.",
  },
  googleClientId: {
    label: "Google sign-in client id",
    kind: "text",
    group: "accounts",
    hint: "Empty hides the Google button. The web sign-in also needs Google's client secret on the server (GOOGLE_CLIENT_SECRET).",
  },
  recaptchaEnabled: {
    label: "reCAPTCHA on sign-up, contact and repeated failed logins",
    kind: "bool",
    group: "accounts",
  },
  recaptchaSiteKey: { label: "reCAPTCHA site key", kind: "text", group: "accounts" },
  contactEmail: {
    label: "Contact form recipient",
    kind: "text",
    group: "accounts",
    hint: "Empty: every admin account is mailed.",
  },
  stripePublishableKey: { label: "Stripe publishable key", kind: "text", group: "money" },
  paymentGateway: { label: "Payment gateway", kind: "gateway", group: "money" },
  freeSubscriptionEnabled: {
    label: "Free subscriptions",
    kind: "bool",
    group: "money",
    hint: "Off withdraws every creator's free offer at once.",
  },
  freeSubscriptionDuration: { label: "Free subscription length (days)", kind: "days", group: "money" },
  minimumSubscriptionPrice: { label: "Minimum subscription price", kind: "tokens", group: "money" },
  maximumSubscriptionPrice: { label: "Maximum subscription price", kind: "tokens", group: "money" },
  minimumWalletPrice: { label: "Minimum wallet top-up", kind: "tokens", group: "money" },
  maximumWalletPrice: { label: "Maximum wallet top-up", kind: "tokens", group: "money" },
  minimumTipPrice: { label: "Minimum tip", kind: "tokens", group: "money" },
  maximumTipPrice: { label: "Maximum tip", kind: "tokens", group: "money" },
  minimumPayoutAmount: { label: "Minimum payout", kind: "tokens", group: "money" },
  performerCommission: {
    label: "Platform commission (%)",
    kind: "percent",
    group: "money",
    hint: "The share of each sale the platform keeps; creators may have their own.",
  },
  earningHoldingDays: {
    label: "Earnings holding period (days)",
    kind: "days",
    group: "money",
    hint: "Days a sale waits before the creator can request it as a payout; 0: at once.",
  },
  personaEnabled: { label: "Identity verification with Persona", kind: "bool", group: "identity" },
  personaIsProduction: {
    label: "Persona production environment",
    kind: "bool",
    group: "identity",
    hint: "Off uses Persona's sandbox.",
  },
  personaTemplateId: { label: "Persona inquiry template id", kind: "text", group: "identity" },
  gaCode: {
    label: "Google Analytics id",
    kind: "text",
    group: "analytics",
    hint: "G-XXXXXXXXXX; empty: no analytics.",
  },
} satisfies Record<SettingKey, FieldDef>;
