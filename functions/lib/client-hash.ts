/**
 * HASH_PW_CLIENT: when the public setting `hashPwClient` is true, the browser sends
 * `clientPasswordDigest(password)` instead of the typed password on login, registration, password
 * change, reset and profile update. The server does not know or care: it treats the digest as the
 * password and PBKDF2-hashes it like any other (so a stolen digest is worth no more than a stolen
 * password, but the plain password never leaves the browser). The 64-character digest passes the
 * server's length rules whatever was typed, so a new password (sign-up, reset, password change) is
 * held to them in the browser before hashing: `useNewPasswordSubmit` (app/lib/password-submit.ts)
 * checks the typed password against functions/identity/users/password-rules.ts, the rules and
 * words PasswordField uses, and shows the server's message under the field instead of sending. A
 * current password (login, the confirmations) is not checked. An API client that hashes must
 * check the typed password itself.
 *
 * Isomorphic: WebCrypto only, so it runs in browsers, the Worker and Node 20.
 */
export async function clientPasswordDigest(password: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
