import { inArray } from "drizzle-orm";
import { settings as settingsTable } from "../../drizzle/schema/settings";
import { AppError, fieldError } from "../errors";
import type { Deps } from "../lib/deps";
import {
  isSettingKey,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
  type Settings,
  type SettingValue,
} from "./catalogue";

/** Reads the given settings: the stored value where an admin set one (and it still parses), else the default. */
export async function getSettings<K extends SettingKey>(
  deps: Pick<Deps, "db">,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const out = {} as Pick<Settings, K>;
  for (const key of keys) (out as Record<string, unknown>)[key] = SETTINGS[key].default;
  if (keys.length === 0) return out;
  const rows = await deps.db
    .select()
    .from(settingsTable)
    .where(inArray(settingsTable.key, keys as unknown as string[]));
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    try {
      const parsed = SETTINGS[row.key].schema.safeParse(JSON.parse(row.value));
      if (parsed.success) (out as Record<string, unknown>)[row.key] = parsed.data;
    } catch {
      // A corrupt stored value falls back to the default.
    }
  }
  return out;
}

export async function getSetting<K extends SettingKey>(
  deps: Pick<Deps, "db">,
  key: K,
): Promise<SettingValue<K>> {
  const values = await getSettings(deps, [key]);
  return values[key];
}

/** The settings anyone may read (no secrets), plus HASH_PW_CLIENT from the environment. */
export async function getPublicSettings(deps: Pick<Deps, "db" | "env">) {
  const values = await getSettings(deps, PUBLIC_SETTING_KEYS);
  return { ...values, hashPwClient: deps.env.HASH_PW_CLIENT === "true" };
}

/** `POST /settings/keys {keys}`: public settings by key; unknown or private keys are left out. */
export async function getPublicSettingsByKeys(deps: Pick<Deps, "db">, keys: string[]) {
  const wanted = keys.filter((k): k is SettingKey => isSettingKey(k) && SETTINGS[k].public);
  return getSettings(deps, wanted);
}

/** Admin change of one setting; the value is validated against the catalogue. */
export async function updateSetting<K extends SettingKey>(
  deps: Pick<Deps, "db" | "clock">,
  key: K,
  value: SettingValue<K>,
) {
  const parsed = SETTINGS[key].schema.parse(value);
  const json = JSON.stringify(parsed);
  await deps.db
    .insert(settingsTable)
    .values({ key, value: json, updatedAt: deps.clock.now() })
    .onConflictDoUpdate({ target: settingsTable.key, set: { value: json, updatedAt: deps.clock.now() } });
}

const isSecretKey = (key: string) => key.startsWith("__");

/** What an admin sees of one setting: its current value, its default and whether the public may read it. */
function adminEntry<K extends SettingKey>(key: K, value: SettingValue<K>) {
  return { key, value, defaultValue: SETTINGS[key].default, public: SETTINGS[key].public as boolean };
}

/** Admin list: every catalogue setting, public or not; internal `__` secrets are never part of it. */
export async function listAdminSettings(deps: Pick<Deps, "db">) {
  const keys = SETTING_KEYS.filter((k) => !isSecretKey(k));
  const values = await getSettings(deps, keys);
  return keys.map((key) => adminEntry(key, values[key]));
}

/**
 * Admin change of one setting by key. Unknown keys (and internal `__` secrets) are a 404; a value
 * the catalogue refuses is a 422 with `details.value`.
 */
export async function adminUpdateSetting(deps: Pick<Deps, "db" | "clock">, key: string, value: unknown) {
  if (isSecretKey(key) || !isSettingKey(key)) throw new AppError("setting_not_found");
  const parsed = SETTINGS[key].schema.safeParse(value);
  if (!parsed.success) {
    throw fieldError({ value: parsed.error.issues[0]?.message ?? "This value is not accepted." });
  }
  await updateSetting(deps, key, parsed.data as SettingValue<typeof key>);
  return adminEntry(key, parsed.data as SettingValue<typeof key>);
}
