import { z } from "zod";

/**
 * Every setting, its type, its default (product spec section 9) and whether the public may read it.
 * The one place settings keys are defined; values an admin changed are stored in D1 `settings`.
 * Money settings are tokens (1 token = 1 USD), as the clients show them.
 */
export const SETTINGS = {
  siteName: { schema: z.string().min(1).max(80), default: "Fanverse", public: true },
  logo: { schema: z.string().max(500), default: "/logo.svg", public: true },
  favicon: { schema: z.string().max(500), default: "/favicon.ico", public: true },
  menus: {
    schema: z.array(z.object({ title: z.string(), path: z.string(), section: z.string() })),
    default: [] as { title: string; path: string; section: string }[],
    public: true,
  },
  maintenanceMode: { schema: z.boolean(), default: false, public: true },
  requireEmailVerification: { schema: z.boolean(), default: false, public: true },
  stripePublishableKey: { schema: z.string().max(200), default: "", public: true },
  paymentGateway: { schema: z.enum(["stripe"]), default: "stripe" as const, public: true },
  freeSubscriptionEnabled: { schema: z.boolean(), default: true, public: true },
  freeSubscriptionDuration: { schema: z.number().int().min(1).max(365), default: 1, public: true },
  minimumSubscriptionPrice: { schema: z.number().min(0), default: 2.95, public: true },
  maximumSubscriptionPrice: { schema: z.number().min(0), default: 300, public: true },
  minimumWalletPrice: { schema: z.number().min(0), default: 2.95, public: true },
  maximumWalletPrice: { schema: z.number().min(0), default: 300, public: true },
  minimumTipPrice: { schema: z.number().min(0), default: 10, public: true },
  maximumTipPrice: { schema: z.number().min(0), default: 10000, public: true },
  minimumPayoutAmount: { schema: z.number().min(0), default: 50, public: true },
  performerCommission: { schema: z.number().min(0).max(1), default: 0.2, public: false },
  /** Days a creator's earning waits before it can be paid out (0: at once). */
  earningHoldingDays: { schema: z.number().int().min(0).max(365), default: 0, public: false },
  personaEnabled: { schema: z.boolean(), default: false, public: true },
  personaIsProduction: { schema: z.boolean(), default: false, public: true },
  personaTemplateId: { schema: z.string().max(200), default: "", public: true },
  gaCode: { schema: z.string().max(40), default: "", public: true },
  googleClientId: { schema: z.string().max(200), default: "", public: true },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((k) => SETTINGS[k].public);
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);
