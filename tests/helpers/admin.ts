import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { systemClock } from "#functions/lib/clock";
import type { SettingKey, SettingValue } from "#functions/site/settings/catalogue";
import { updateSetting } from "#functions/site/settings/service";
import { adminActions } from "../../drizzle/schema/admin";
import { db } from "./api";

/** Changes a setting as test set-up (no admin action, nothing audited). */
export const setSetting = <K extends SettingKey>(key: K, value: SettingValue<K>) =>
  updateSetting({ db: db(), clock: systemClock }, key, value);

/** The newest audit entries about a target. */
export async function auditOf(targetType: string, targetId: string) {
  return db()
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
}

/** Calls a stand-in's test controls (tests/setup/standin-config.ts) from inside the Worker's runtime. */
export async function standin<T = any>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`stand-in ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export const personaBase = () => env.PERSONA_API_BASE as string;
export const googleBase = () => (env.GOOGLE_JWKS_URL as string).replace(/\/oauth2\/v3\/certs$/, "");
export const twitterBase = () => env.TWITTER_API_BASE as string;
export const recaptchaBase = () =>
  (env.RECAPTCHA_VERIFY_URL as string).replace(/\/recaptcha\/api\/siteverify$/, "");
