/**
 * reCAPTCHA: a token from the widget is checked with Google's siteverify endpoint
 * (RECAPTCHA_VERIFY_URL, production default https://www.google.com/recaptcha/api/siteverify) with
 * RECAPTCHA_SECRET. Checks run only while the recaptchaEnabled setting is on, a site key is set and
 * the server has the secret; sign-up, contact and logins after repeated failures ask for one.
 */
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { getSettings } from "../../site/settings/service";

const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

/** Failed password logins (per account and client, in the last hour) after which a captcha is asked for. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;

/** Whether captchas are asked for, with what the pages need to show the widget (from settings already read). */
export function captchaFromSettings(
  s: { recaptchaEnabled: boolean; recaptchaSiteKey: string },
  env: Pick<Env, "RECAPTCHA_SECRET" | "RECAPTCHA_SCRIPT_URL">,
) {
  const enabled = s.recaptchaEnabled && Boolean(s.recaptchaSiteKey) && Boolean(env.RECAPTCHA_SECRET);
  return { enabled, siteKey: s.recaptchaSiteKey, scriptUrl: env.RECAPTCHA_SCRIPT_URL || SCRIPT_URL };
}

export async function captchaConfig(deps: Pick<Deps, "db" | "env">) {
  return captchaFromSettings(await getSettings(deps, ["recaptchaEnabled", "recaptchaSiteKey"]), deps.env);
}

/** Asks Google whether the token is good (each token works once). */
async function verifyToken(deps: Pick<Deps, "env">, token: string, ip: string): Promise<boolean> {
  const body = new URLSearchParams({ secret: deps.env.RECAPTCHA_SECRET ?? "", response: token });
  if (ip && ip !== "local") body.set("remoteip", ip);
  let res: Response;
  try {
    res = await fetch(deps.env.RECAPTCHA_VERIFY_URL || VERIFY_URL, { method: "POST", body });
  } catch (err) {
    console.error("reCAPTCHA unreachable", err);
    throw new AppError("provider_unavailable", {
      message: "The robot check could not be reached. Please try again later.",
    });
  }
  if (!res.ok)
    throw new AppError("provider_unavailable", {
      message: "The robot check could not be reached. Please try again later.",
    });
  const answer = (await res.json()) as { success?: boolean };
  return answer.success === true;
}

const NOT_CONFIRMED = 'Tick "I\'m not a robot" and try again.';

/**
 * Throws 422 captcha_failed (on `captchaToken`) unless captchas are off or the token is good.
 * `field` names the form field the page shows the message by.
 */
export async function assertCaptcha(
  deps: Pick<Deps, "db" | "env">,
  token: string | null | undefined,
  ip: string,
  field = "captchaToken",
): Promise<void> {
  if (!(await captchaConfig(deps)).enabled) return;
  if (!token || !(await verifyToken(deps, token, ip))) {
    throw new AppError("captcha_failed", { details: { [field]: NOT_CONFIRMED } });
  }
}

/** `POST /re-captcha/verify {token}`: whether the token is good (always true while captchas are off). */
export async function checkCaptcha(deps: Pick<Deps, "db" | "env">, token: string, ip: string) {
  const config = await captchaConfig(deps);
  if (!config.enabled) return { success: true, required: false };
  await assertCaptcha(deps, token, ip, "token");
  return { success: true, required: true };
}
