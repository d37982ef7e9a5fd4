/**
 * `npx tsx standins/twitter/main.ts [--port 8873] [--consumer-key KEY] [--consumer-secret SECRET]`
 *
 * Starts the X (Twitter) OAuth 1.0a stand-in and prints its base URL (the value for TWITTER_API_BASE).
 */
import { cliPort, stopOnSignal } from "../lib/server";
import { startTwitterStandin } from "./standin";

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const standin = await startTwitterStandin({
  port: cliPort(process.argv, "TWITTER_STANDIN_PORT", 8873),
  consumerKey: arg("--consumer-key") ?? process.env.TWITTER_CONSUMER_KEY,
  consumerSecret: arg("--consumer-secret") ?? process.env.TWITTER_CONSUMER_SECRET,
});
console.log(standin.url);
console.error(`[twitter stand-in] OAuth 1.0a at ${standin.url}/oauth/*, API at ${standin.url}/1.1/*`);
stopOnSignal(standin);
