import { z } from "../../lib/zod";
import { PUBLIC_SETTING_KEYS, SETTINGS } from "./catalogue";

/** Every public setting with its catalogue type, plus `hashPwClient` from the environment. */
export const PublicSettingsSchema = z
  .object({
    ...Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, SETTINGS[key].schema])),
    hashPwClient: z.boolean(),
  })
  .openapi("PublicSettings");

export const SettingsByKeysBody = z.object({
  keys: z
    .array(z.string().min(1).max(80))
    .min(1)
    .max(100)
    .openapi({ example: ["minimumTipPrice"] }),
});

/** `POST /settings/keys`: only the requested public keys (unknown or private keys are left out). */
export const SettingsByKeysSchema = z.record(z.string(), z.unknown()).openapi("SettingsByKeys");

export const AdminSettingSchema = z
  .object({
    key: z.string(),
    value: z.unknown(),
    defaultValue: z.unknown(),
    public: z.boolean(),
  })
  .openapi("AdminSetting");

export const SettingKeyParam = z.object({
  key: z
    .string()
    .min(1)
    .max(80)
    .openapi({ param: { name: "key", in: "path" }, example: "minimumSubscriptionPrice" }),
});

export const UpdateSettingBody = z.object({ value: z.unknown() }).openapi("UpdateSetting");

export const UpdateSettingsBody = z
  .object({
    values: z
      .record(z.string().max(80), z.unknown())
      .openapi({ example: { minimumTipPrice: 5, maximumTipPrice: 500 } }),
  })
  .openapi("UpdateSettings");
