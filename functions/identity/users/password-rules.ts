/**
 * The rules of a password being chosen (sign-up, reset, change, profile update) and their words.
 * PasswordField (schemas.ts) holds them on the server. With HASH_PW_CLIENT the server receives a
 * 64-character digest, which passes them whatever was typed, so the browser checks the typed
 * password against them before hashing it (app/lib/password-submit.ts) and says the same message
 * under the same field.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

/** What PasswordField says about a new password (its first broken rule), or undefined when it passes. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}
