/**
 * The reCAPTCHA checkbox inside a form: Google's widget (or the local stand-in's, offline) puts its
 * token into the form's `g-recaptcha-response` field, which the action hands to the service as
 * captchaToken. Shown only while captchas are on.
 */
import { useEffect } from "react";

export interface CaptchaConfig {
  enabled: boolean;
  siteKey: string;
  scriptUrl: string;
}

export function CaptchaField({ config, error }: { config: CaptchaConfig; error?: string }) {
  useEffect(() => {
    if (!config.enabled) return;
    const g = (window as { grecaptcha?: { render?: (el: Element) => void } }).grecaptcha;
    const placeholders = document.querySelectorAll(".g-recaptcha:not([data-rendered])");
    if (g?.render) {
      // After a client-side navigation the script is already there: render the new placeholder.
      for (const el of placeholders) if (el.childElementCount === 0) g.render(el);
      return;
    }
    if (document.querySelector("script[data-captcha]")) return;
    const script = document.createElement("script");
    script.src = config.scriptUrl;
    script.async = true;
    script.defer = true;
    script.dataset.captcha = "1";
    document.head.appendChild(script);
  }, [config.enabled, config.scriptUrl]);
  if (!config.enabled) return null;
  return (
    <div className="space-y-1.5">
      <div className="g-recaptcha" data-sitekey={config.siteKey} />
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The widget's token from a submitted form. */
export const captchaToken = (form: FormData) => {
  const value = form.get("g-recaptcha-response");
  return typeof value === "string" && value ? value : undefined;
};
