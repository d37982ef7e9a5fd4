import { z } from "zod";
import { isWholeCents } from "../../lib/money";
import { MENU_LIMITS, MENU_SECTIONS, SITE_PATH_MAX } from "./menus";

/* Value rules with messages an admin can act on (the settings form shows them by the field). */

const onOff = z.boolean({ message: "Choose on or off." });

/** A site path ("/logo.svg") or an http(s) address; `example` is the path the message suggests. */
const sitePathOrUrl = (example: string) =>
  z
    .string({ message: `Enter a site path such as ${example} or an http(s) address.` })
    .trim()
    .max(SITE_PATH_MAX, `At most ${SITE_PATH_MAX} characters.`)
    .refine(
      // "//host" and "/\host" are other sites to a browser, not paths of this one.
      (v) => (v.startsWith("/") && !/^\/[/\\]/.test(v)) || /^https?:\/\/[^\s/]+/i.test(v),
      `Enter a site path such as ${example} or an http(s) address.`,
    );

const tokens = (max: number) =>
  z
    .number({ message: "Enter an amount in tokens." })
    .min(0, "Enter an amount of 0 or more.")
    .max(max, `Enter an amount of at most ${max.toLocaleString("en")}.`)
    .refine(isWholeCents, "At most two decimals.");

/** Empty, or text matching `pattern`. */
const optionalPattern = (pattern: RegExp, message: string, max = 200) =>
  z
    .string({ message })
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((v) => v === "" || pattern.test(v), message);

const MenuItem = z.object({
  title: z
    .string({ message: "Give the link a title." })
    .trim()
    .min(1, "Give the link a title.")
    .max(MENU_LIMITS.title, `At most ${MENU_LIMITS.title} characters.`),
  path: sitePathOrUrl("/pages/terms"),
  section: z.enum(MENU_SECTIONS, { message: "Choose header or footer." }),
});

/**
 * Every setting, its type, its default and whether the public may read it.
 * The one place settings keys are defined; values an admin changed are stored in D1 `settings`.
 * Money settings are tokens (1 token = 1 USD), as the clients show them. Rules between settings
 * (a minimum below its maximum) are checked by the settings service.
 */
export const SETTINGS = {
  siteName: {
    schema: z.string({ message: "Enter the site's name." }).trim().min(1, "Enter the site's name.").max(80),
    default: "Fanverse",
    public: true,
  },
  logo: { schema: sitePathOrUrl("/logo.svg"), default: "/logo.svg", public: true },
  favicon: { schema: sitePathOrUrl("/favicon.ico"), default: "/favicon.ico", public: true },
  menus: {
    schema: z
      .array(MenuItem, { message: "Menus are a list of links." })
      .max(MENU_LIMITS.links, `At most ${MENU_LIMITS.links} menu links.`),
    default: [] as z.infer<typeof MenuItem>[],
    public: true,
    /** A problem with one link names it as the settings page numbers them: "Link 2: ...". */
    entry: "Link",
  },
  maintenanceMode: { schema: onOff, default: false, public: true },
  requireEmailVerification: { schema: onOff, default: false, public: true },
  /** Admins must sign in with two-factor sign-in: one without it is sent to set it up before the console. */
  requireAdminTwoFactor: { schema: onOff, default: false, public: false },
  stripePublishableKey: {
    schema: optionalPattern(
      /^pk_(test|live)_[A-Za-z0-9]+$/,
      "A Stripe publishable key starts with pk_test_ or pk_live_.",
    ),
    default: "",
    public: true,
  },
  paymentGateway: {
    schema: z.enum(["stripe"], { message: "The payment gateway is stripe." }),
    default: "stripe" as const,
    public: true,
  },
  freeSubscriptionEnabled: { schema: onOff, default: true, public: true },
  freeSubscriptionDuration: {
    schema: z
      .number({ message: "Enter a number of days." })
      .int("Enter a whole number of days.")
      .min(1, "Enter between 1 and 365 days.")
      .max(365, "Enter between 1 and 365 days."),
    default: 1,
    public: true,
  },
  minimumSubscriptionPrice: { schema: tokens(100_000), default: 2.95, public: true },
  maximumSubscriptionPrice: { schema: tokens(100_000), default: 300, public: true },
  minimumWalletPrice: { schema: tokens(100_000), default: 2.95, public: true },
  maximumWalletPrice: { schema: tokens(100_000), default: 300, public: true },
  minimumTipPrice: { schema: tokens(100_000), default: 10, public: true },
  maximumTipPrice: { schema: tokens(100_000), default: 10000, public: true },
  minimumPayoutAmount: { schema: tokens(100_000), default: 50, public: true },
  performerCommission: {
    schema: z
      .number({ message: "Enter a fraction between 0 and 1 (0.2 is 20%)." })
      .min(0, "Enter a fraction between 0 and 1 (0.2 is 20%).")
      .max(1, "Enter a fraction between 0 and 1 (0.2 is 20%)."),
    default: 0.2,
    public: false,
  },
  /** Days a creator's earning waits before it can be paid out (0: at once). */
  earningHoldingDays: {
    schema: z
      .number({ message: "Enter a number of days." })
      .int("Enter a whole number of days.")
      .min(0, "Enter between 0 and 365 days.")
      .max(365, "Enter between 0 and 365 days."),
    default: 0,
    public: false,
  },
  personaEnabled: { schema: onOff, default: false, public: true },
  personaIsProduction: { schema: onOff, default: false, public: true },
  personaTemplateId: {
    schema: optionalPattern(/^(itmpl|tmpl|vtmpl)_[A-Za-z0-9]+$/, "A Persona template id starts with itmpl_."),
    default: "",
    public: true,
  },
  gaCode: {
    schema: optionalPattern(
      /^(G|UA|GT|AW)-[A-Z0-9-]+$/i,
      "A Google Analytics id looks like G-XXXXXXXXXX.",
      40,
    ),
    default: "",
    public: true,
  },
  googleClientId: {
    schema: optionalPattern(/^[A-Za-z0-9._-]+$/, "Paste the OAuth client id from Google Cloud."),
    default: "",
    public: true,
  },
  /** reCAPTCHA on sign-up, contact and logins after failures; needs RECAPTCHA_SECRET on the server too. */
  recaptchaEnabled: { schema: onOff, default: false, public: true },
  recaptchaSiteKey: {
    schema: optionalPattern(/^[A-Za-z0-9_-]+$/, "Paste the reCAPTCHA site key.", 100),
    default: "",
    public: true,
  },
  /** Where contact form messages go; empty: to every admin account's address. */
  contactEmail: {
    schema: z.union([z.literal(""), z.email({ message: "Enter an email address." }).max(200)], {
      message: "Enter an email address.",
    }),
    default: "",
    public: false,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((k) => SETTINGS[k].public);
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** Pairs whose minimum may not exceed their maximum. */
export const SETTING_RANGES: readonly (readonly [SettingKey, SettingKey, string])[] = [
  ["minimumSubscriptionPrice", "maximumSubscriptionPrice", "subscription price"],
  ["minimumWalletPrice", "maximumWalletPrice", "wallet top-up"],
  ["minimumTipPrice", "maximumTipPrice", "tip"],
];
