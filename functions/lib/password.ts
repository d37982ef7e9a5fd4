/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto with a random 16-byte salt per user.
 * Deployed Workers refuse more than 100,000 iterations per deriveBits call (local workerd
 * accepts any number), so PBKDF2_ITERATIONS must stay <= 100,000; a test pins it.
 * Stored format: `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS_PER_CALL = 100_000;
const KEY_BITS = 256;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (value: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(value), (c) => c.charCodeAt(0));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  if (iterations > PBKDF2_MAX_ITERATIONS_PER_CALL) {
    throw new Error(`PBKDF2 iterations ${iterations} exceed the Workers limit`);
  }
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(hash)}`;
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 4 || parts[0] !== "pbkdf2-sha256") {
    // Still do the work so a missing account is not faster than a wrong password.
    await derive(password, new Uint8Array(16), PBKDF2_ITERATIONS);
    return false;
  }
  const iterations = Number(parts[1]);
  const expected = unb64(parts[3]);
  const actual = await derive(password, unb64(parts[2]), iterations);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ expected[i];
  return diff === 0;
}
