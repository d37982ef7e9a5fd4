/**
 * The Worker's bindings and variables (wrangler.toml, secrets), checked once per isolate before the
 * first request is served: a deploy missing a binding or with a malformed variable answers every
 * request with a 500 that names it ("Configuration error: MEDIA binding missing."), instead of
 * failing somewhere deep inside a request. Messages name the setting, never its value.
 */
import { z } from "./zod";

/** A binding: an object with the method the code calls on it. */
const binding = (name: string, method: string) =>
  z.custom<unknown>(
    (value) =>
      typeof value === "object" &&
      value !== null &&
      typeof (value as Record<string, unknown>)[method] === "function",
    { message: `${name} binding missing` },
  );

const flag = (name: string) =>
  z.enum(["true", "false"], { message: `${name} must be "true" or "false"` }).optional();

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** Empty, or an http(s) address. */
const address = (name: string) =>
  z
    .string({ message: `${name} must be a string` })
    .refine((value) => value.trim() === "" || isHttpUrl(value.trim()), {
      message: `${name} is not an http(s) address`,
    })
    .optional();

const text = (name: string) => z.string({ message: `${name} must be a string` }).optional();

const EnvSchema = z.object({
  DB: binding("DB", "prepare"),
  MEDIA: binding("MEDIA", "put"),
  User: binding("User", "idFromName"),
  MASS_QUEUE: binding("MASS_QUEUE", "sendBatch"),
  HASH_PW_CLIENT: flag("HASH_PW_CLIENT"),
  TRUST_CF_IPCOUNTRY_HEADER: flag("TRUST_CF_IPCOUNTRY_HEADER"),
  DEV_TOOLS: flag("DEV_TOOLS"),
  PUBLIC_ORIGIN: address("PUBLIC_ORIGIN"),
  APP_ORIGIN: z
    .string({ message: "APP_ORIGIN must be a string" })
    .refine(
      (value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .every((origin) => origin === "" || isHttpUrl(origin)),
      { message: "APP_ORIGIN must list http(s) origins, comma-separated" },
    )
    .optional(),
  SIGNING_SECRET: text("SIGNING_SECRET"),
  MAIL_API_KEY: text("MAIL_API_KEY"),
  MAIL_FROM: text("MAIL_FROM"),
  STRIPE_SECRET_KEY: text("STRIPE_SECRET_KEY"),
  STRIPE_WEBHOOK_SECRET: text("STRIPE_WEBHOOK_SECRET"),
  STRIPE_API_BASE: address("STRIPE_API_BASE"),
  // Where each provider is reached (its own address by default; a local stand-in in tests).
  MAIL_API_BASE: address("MAIL_API_BASE"),
  PERSONA_API_BASE: address("PERSONA_API_BASE"),
  PERSONA_HOSTED_URL: address("PERSONA_HOSTED_URL"),
  GOOGLE_JWKS_URL: address("GOOGLE_JWKS_URL"),
  GOOGLE_AUTH_URL: address("GOOGLE_AUTH_URL"),
  GOOGLE_TOKEN_URL: address("GOOGLE_TOKEN_URL"),
  TWITTER_API_BASE: address("TWITTER_API_BASE"),
  RECAPTCHA_VERIFY_URL: address("RECAPTCHA_VERIFY_URL"),
  RECAPTCHA_SCRIPT_URL: address("RECAPTCHA_SCRIPT_URL"),
});

const checked = new WeakMap<object, string | null>();

/**
 * What is wrong with the Worker's configuration ("MEDIA binding missing; PUBLIC_ORIGIN is not an
 * http(s) address"), or null when nothing is. Worked out once per env object (one per isolate).
 */
export function configurationProblem(env: Env): string | null {
  const known = checked.get(env);
  if (known !== undefined) return known;
  const result = EnvSchema.safeParse(env);
  const problem = result.success
    ? null
    : [...new Set(result.error.issues.map((issue) => issue.message))].join("; ");
  checked.set(env, problem);
  return problem;
}
