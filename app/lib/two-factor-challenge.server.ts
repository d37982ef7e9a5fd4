/**
 * The sign-in's second step: after the password (or Google, X) the browser holds the sign-in's
 * challenge in an HttpOnly cookie for five minutes (as long as the challenge is valid), and
 * /auth/two-factor asks for the code. The cookie is no session: it only lets its holder try
 * codes, which count as failed guesses.
 */
import { redirect } from "@remix-run/cloudflare";
import { readCookie, serializeCookie } from "./cookies.server";

const COOKIE = "twoFactorChallenge";
const MAX_AGE_S = 5 * 60;

export const readChallengeCookie = (request: Request) => readCookie(request, COOKIE);

export const clearedChallengeCookie = () =>
  serializeCookie(COOKIE, "", { maxAge: 0, httpOnly: true, secure: true });

/** To the code step with the challenge (`redirectTo` kept for after the sign-in), plus any other cookies. */
export function toCodeStep(challenge: string, redirectTo: string | null, cookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append(
    "Set-Cookie",
    serializeCookie(COOKIE, challenge, { maxAge: MAX_AGE_S, httpOnly: true, secure: true }),
  );
  const to = redirectTo
    ? `/auth/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`
    : "/auth/two-factor";
  return redirect(to, { headers });
}
