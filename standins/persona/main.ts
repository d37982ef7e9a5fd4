/**
 * `npx tsx standins/persona/main.ts [--port 8871] [--webhook-url URL] [--webhook-secret wbhsec_...]`
 *
 * Starts the Persona stand-in and prints its base URL (the value for PERSONA_API_BASE; the hosted
 * flow is `<url>/verify`, the value for PERSONA_HOSTED_URL).
 */
import { cliPort, stopOnSignal } from "../lib/server";
import { startPersonaStandin } from "./standin";

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const standin = await startPersonaStandin({
  port: cliPort(process.argv, "PERSONA_STANDIN_PORT", 8871),
  webhookUrl: arg("--webhook-url") ?? process.env.PERSONA_STANDIN_WEBHOOK_URL,
  webhookSecret: arg("--webhook-secret") ?? process.env.PERSONA_WEBHOOK_SECRET,
});
console.log(standin.url);
console.error(
  `[persona stand-in] API at ${standin.url}/api/v1, hosted flow ${standin.url}/verify; signing secret ${standin.webhookSecret}`,
);
stopOnSignal(standin);
