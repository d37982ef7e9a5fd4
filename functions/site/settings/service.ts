import { settings as settingsTable } from "../../../drizzle/schema/settings";
import { AppError, fieldError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { formatTokens } from "../../lib/money";
import { type AuditActor, recordAdminAction } from "../audit/service";
import {
  isSettingKey,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  SETTING_RANGES,
  SETTINGS,
  type SettingKey,
  type Settings,
  type SettingValue,
} from "./catalogue";

/**
 * How long an isolate keeps the settings it read. Every page and many API calls read settings,
 * which change only when an admin saves them: a save applies at once in the isolate that made it
 * and within this many milliseconds everywhere else.
 */
const SETTINGS_CACHE_MS = 10_000;
let cache: { values: Promise<Map<SettingKey, unknown>>; at: number } | null = null;

/** Forgets this isolate's copy of the settings (after a write). */
function forgetCachedSettings() {
  cache = null;
}

/** Every stored catalogue setting that parses, read once per SETTINGS_CACHE_MS per isolate. */
function storedSettings(deps: Pick<Deps, "db">): Promise<Map<SettingKey, unknown>> {
  const now = Date.now();
  if (cache && now - cache.at < SETTINGS_CACHE_MS) return cache.values;
  const values = deps.db
    .select()
    .from(settingsTable)
    .then((rows) => {
      const out = new Map<SettingKey, unknown>();
      for (const row of rows) {
        if (!isSettingKey(row.key)) continue;
        try {
          const parsed = SETTINGS[row.key].schema.safeParse(JSON.parse(row.value));
          if (parsed.success) out.set(row.key, parsed.data);
        } catch {
          // A corrupt stored value falls back to the default.
        }
      }
      return out;
    });
  const entry = { values, at: now };
  cache = entry;
  values.catch(() => {
    if (cache === entry) cache = null;
  });
  return values;
}

/** Reads the given settings: the stored value where an admin set one (and it still parses), else the default. */
export async function getSettings<K extends SettingKey>(
  deps: Pick<Deps, "db">,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const out = {} as Pick<Settings, K>;
  if (keys.length === 0) return out;
  const stored = await storedSettings(deps);
  for (const key of keys) {
    (out as Record<string, unknown>)[key] = stored.has(key) ? stored.get(key) : SETTINGS[key].default;
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

/** The statement that stores one setting (for a batch). */
function settingUpsert(deps: Pick<Deps, "db" | "clock">, key: SettingKey, value: unknown) {
  const json = JSON.stringify(value);
  const now = deps.clock.now();
  return deps.db
    .insert(settingsTable)
    .values({ key, value: json, updatedAt: now })
    .onConflictDoUpdate({ target: settingsTable.key, set: { value: json, updatedAt: now } });
}

/** Stores one setting without the admin checks (seeding, tests); the value is validated against the catalogue. */
export async function updateSetting<K extends SettingKey>(
  deps: Pick<Deps, "db" | "clock">,
  key: K,
  value: SettingValue<K>,
) {
  await settingUpsert(deps, key, SETTINGS[key].schema.parse(value));
  forgetCachedSettings();
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
 * Rules between settings, on the values they would have after a change: each minimum at most its
 * maximum, Persona on only with a template, reCAPTCHA on only with a site key. Problems are keyed
 * by the setting to fix.
 */
function crossSettingProblems(next: Settings, changed: ReadonlySet<SettingKey>): Record<string, string> {
  const details: Record<string, string> = {};
  for (const [minKey, maxKey, what] of SETTING_RANGES) {
    const min = next[minKey] as number;
    const max = next[maxKey] as number;
    if (min <= max) continue;
    if (changed.has(minKey))
      details[minKey] = `The minimum ${what} can be at most the maximum, ${formatTokens(max)} tokens.`;
    if (changed.has(maxKey))
      details[maxKey] = `The maximum ${what} must be at least the minimum, ${formatTokens(min)} tokens.`;
  }
  if (next.personaEnabled && !next.personaTemplateId) {
    details[changed.has("personaTemplateId") ? "personaTemplateId" : "personaEnabled"] =
      "Set the Persona template id before turning Persona on.";
  }
  if (next.recaptchaEnabled && !next.recaptchaSiteKey) {
    details[changed.has("recaptchaSiteKey") ? "recaptchaSiteKey" : "recaptchaEnabled"] =
      "Set the reCAPTCHA site key before turning reCAPTCHA on.";
  }
  return details;
}

/**
 * Admin change of several settings at once (the settings form): every value is checked against
 * the catalogue and against the other settings, and nothing is stored unless all pass (422 with a
 * message per setting). Unknown keys (and internal `__` secrets) are a 404. Stored in one batch
 * with its audit entry; the new values apply at once in this isolate and within
 * SETTINGS_CACHE_MS in the others.
 */
export async function adminUpdateSettings(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  admin: AuditActor,
  values: Record<string, unknown>,
) {
  const entries = Object.entries(values);
  if (entries.length === 0) throw fieldError({ values: "Change at least one setting." });
  const parsed = new Map<SettingKey, unknown>();
  const details: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (isSecretKey(key) || !isSettingKey(key)) {
      throw new AppError("setting_not_found", {
        details: { [key.slice(0, 80)]: "There is no such setting." },
      });
    }
    const result = SETTINGS[key].schema.safeParse(value);
    if (result.success) parsed.set(key, result.data);
    else details[key] = settingProblem(key, result.error.issues[0]);
  }
  if (Object.keys(details).length > 0) throw fieldError(details);

  // Checked against what is stored now, not this isolate's cached copy.
  forgetCachedSettings();
  const current = await getSettings(deps, SETTING_KEYS);
  const next = { ...current, ...Object.fromEntries(parsed) } as Settings;
  const cross = crossSettingProblems(next, new Set(parsed.keys()));
  if (Object.keys(cross).length > 0) throw fieldError(cross);

  const changes = [...parsed].filter(
    ([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value),
  );
  if (changes.length > 0) {
    const [first, ...rest] = changes.map(([key, value]) => settingUpsert(deps, key, value));
    await deps.db.batch([
      first,
      ...rest,
      ...recordAdminAction(
        deps,
        admin,
        "settings.update",
        { type: "settings", id: changes.map(([key]) => key).join(",") },
        {
          changes: Object.fromEntries(
            changes.map(([key, value]) => [key, { from: current[key], to: value }]),
          ),
        },
      ),
    ]);
    forgetCachedSettings();
  }
  return [...parsed.keys()].map((key) => adminEntry(key, next[key] as SettingValue<typeof key>));
}

/** The first problem with a setting's value; in a list, naming the entry ("Link 2: Give the link a title."). */
function settingProblem(
  key: SettingKey,
  issue: { path: PropertyKey[]; message: string } | undefined,
): string {
  if (!issue) return "This value is not accepted.";
  const def = SETTINGS[key];
  const index = issue.path[0];
  return "entry" in def && typeof index === "number"
    ? `${def.entry} ${index + 1}: ${issue.message}`
    : issue.message;
}

/**
 * Admin change of one setting by key. Unknown keys (and internal `__` secrets) are a 404; a value
 * the catalogue or the other settings refuse is a 422 with `details.value`.
 */
export async function adminUpdateSetting(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  admin: AuditActor,
  key: string,
  value: unknown,
) {
  if (isSecretKey(key) || !isSettingKey(key)) throw new AppError("setting_not_found");
  try {
    const [entry] = await adminUpdateSettings(deps, admin, { [key]: value });
    return entry;
  } catch (err) {
    if (err instanceof AppError && err.code === "validation_failed" && err.details) {
      throw fieldError({ value: Object.values(err.details)[0] ?? "This value is not accepted." });
    }
    throw err;
  }
}
