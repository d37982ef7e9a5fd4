/**
 * `npx tsx standins/recaptcha/main.ts [--port 8874] [--secret SECRET]`
 *
 * Starts the reCAPTCHA stand-in and prints RECAPTCHA_VERIFY_URL and RECAPTCHA_SCRIPT_URL.
 */
import { cliPort, stopOnSignal } from "../lib/server";
import { startRecaptchaStandin } from "./standin";

const at = process.argv.indexOf("--secret");
const standin = await startRecaptchaStandin({
  port: cliPort(process.argv, "RECAPTCHA_STANDIN_PORT", 8874),
  secret: at >= 0 ? process.argv[at + 1] : process.env.RECAPTCHA_SECRET,
});
console.log(standin.url);
console.error(
  `[recaptcha stand-in] RECAPTCHA_VERIFY_URL=${standin.verifyUrl} RECAPTCHA_SCRIPT_URL=${standin.scriptUrl}`,
);
stopOnSignal(standin);
