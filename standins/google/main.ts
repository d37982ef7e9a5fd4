/**
 * `npx tsx standins/google/main.ts [--port 8872] [--client-id ID] [--client-secret SECRET]`
 *
 * Starts the Google sign-in stand-in and prints the three addresses to configure
 * (GOOGLE_JWKS_URL, GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL).
 */
import { cliPort, stopOnSignal } from "../lib/server";
import { startGoogleStandin } from "./standin";

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const standin = await startGoogleStandin({
  port: cliPort(process.argv, "GOOGLE_STANDIN_PORT", 8872),
  clientId: arg("--client-id"),
  clientSecret: arg("--client-secret") ?? process.env.GOOGLE_CLIENT_SECRET,
});
console.log(standin.url);
console.error(
  `[google stand-in] GOOGLE_JWKS_URL=${standin.jwksUrl} GOOGLE_AUTH_URL=${standin.authUrl} GOOGLE_TOKEN_URL=${standin.tokenUrl}`,
);
stopOnSignal(standin);
