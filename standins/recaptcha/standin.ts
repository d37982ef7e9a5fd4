/**
 * The reCAPTCHA stand-in: Google's siteverify endpoint (form POST of secret, response, remoteip;
 * JSON answer with success and error-codes) and a widget script at /recaptcha/api.js that draws an
 * "I'm not a robot" checkbox into each `.g-recaptcha` element and puts a token into the form's
 * `g-recaptcha-response` field when it is ticked. Tokens are single use, as Google's are.
 *
 *   const captcha = await startRecaptchaStandin({ port: 0, secret });
 *   // RECAPTCHA_VERIFY_URL = `${captcha.url}/recaptcha/api/siteverify`,
 *   // RECAPTCHA_SCRIPT_URL = `${captcha.url}/recaptcha/api.js`
 *
 * Tests get a good token with POST /_standin/token.
 */
import { parseForm, type Route, randomId, type Standin, startServer } from "../lib/server";

export interface RecaptchaStandinOptions {
  port?: number;
  /** The secret siteverify accepts (any when not given). */
  secret?: string;
}

export interface RecaptchaStandin extends Standin {
  verifyUrl: string;
  scriptUrl: string;
}

/** The widget: plain DOM, no eval; the token is fixed into the script when it is served. */
const widget = (token: string) => `(() => {
  const token = ${JSON.stringify(token)};
  const render = (el) => {
    if (el.dataset.rendered) return;
    el.dataset.rendered = "1";
    const form = el.closest("form");
    let field = form && form.querySelector('[name="g-recaptcha-response"]');
    if (form && !field) {
      field = document.createElement("input");
      field.type = "hidden";
      field.name = "g-recaptcha-response";
      form.appendChild(field);
    }
    const label = document.createElement("label");
    label.style.cssText = "display:inline-flex;align-items:center;gap:.5rem;padding:.6rem .8rem;border:1px solid #ccc;border-radius:.4rem;font:14px system-ui,sans-serif;cursor:pointer";
    const box = document.createElement("input");
    box.type = "checkbox";
    box.setAttribute("aria-label", "I'm not a robot");
    box.addEventListener("change", () => { if (field) field.value = box.checked ? token : ""; });
    label.append(box, document.createTextNode("I'm not a robot"));
    el.appendChild(label);
  };
  const renderAll = () => document.querySelectorAll(".g-recaptcha").forEach(render);
  window.grecaptcha = { ready: (fn) => fn(), render: (el) => render(typeof el === "string" ? document.getElementById(el) : el), getResponse: () => token, reset: () => {} };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", renderAll); else renderAll();
  new MutationObserver(renderAll).observe(document.documentElement, { childList: true, subtree: true });
})();`;

export async function startRecaptchaStandin(
  options: RecaptchaStandinOptions = {},
): Promise<RecaptchaStandin> {
  const tokens = new Set<string>();
  const issue = () => {
    const token = `standin.${randomId(16)}`;
    tokens.add(token);
    return token;
  };

  const routes: Route[] = [
    [
      "POST",
      "/recaptcha/api/siteverify",
      (req) => {
        const form = parseForm(req.body);
        const secret = form.get("secret");
        const response = form.get("response");
        const errors: string[] = [];
        if (!secret) errors.push("missing-input-secret");
        else if (options.secret && secret !== options.secret) errors.push("invalid-input-secret");
        if (!response) errors.push("missing-input-response");
        else if (!tokens.has(response)) errors.push("timeout-or-duplicate");
        if (errors.length > 0) return { json: { success: false, "error-codes": errors } };
        tokens.delete(response!);
        return { json: { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost" } };
      },
    ],
    [
      "GET",
      "/recaptcha/api.js",
      () => ({ headers: { "content-type": "text/javascript; charset=utf-8" }, text: widget(issue()) }),
    ],
    ["POST", "/_standin/token", () => ({ json: { token: issue() } })],
  ];
  const server = await startServer("recaptcha", routes, { port: options.port });
  return {
    ...server,
    verifyUrl: `${server.url}/recaptcha/api/siteverify`,
    scriptUrl: `${server.url}/recaptcha/api.js`,
  };
}
