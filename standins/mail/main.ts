/**
 * `npx tsx standins/mail/main.ts [--port 8875] [--api-key KEY]`
 *
 * Starts the mail provider stand-in (Resend, Postmark and Mailgun styles) and prints its base URL
 * (the value for MAIL_API_BASE). Received messages: GET <url>/_standin/messages.
 */
import { cliPort, stopOnSignal } from "../lib/server";
import { startMailStandin } from "./standin";

const at = process.argv.indexOf("--api-key");
const standin = await startMailStandin({
  port: cliPort(process.argv, "MAIL_STANDIN_PORT", 8875),
  apiKey: at >= 0 ? process.argv[at + 1] : process.env.MAIL_API_KEY,
});
console.log(standin.url);
console.error(`[mail stand-in] MAIL_API_BASE=${standin.url}; messages at ${standin.url}/_standin/messages`);
stopOnSignal(standin);
