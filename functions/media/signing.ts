/**
 * Media is never public by R2 key. A viewer entitled to a file gets a URL
 * `/media/<fileId>?exp=<unix seconds>&sig=<hmac>`, valid for a short time; the Worker checks the
 * signature and expiry before streaming the object from R2.
 */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return b64url(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

export async function signMediaPath(
  secret: string,
  fileId: string,
  nowMs: number,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
): Promise<string> {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  const sig = await hmac(secret, `${fileId}.${exp}`);
  return `/media/${encodeURIComponent(fileId)}?exp=${exp}&sig=${sig}`;
}

/** True when `sig` is the signature of fileId+exp and exp has not passed. */
export async function verifyMediaSignature(
  secret: string,
  fileId: string,
  exp: string | null,
  sig: string | null,
  nowMs: number,
): Promise<boolean> {
  if (!exp || !sig || !/^\d+$/.test(exp)) return false;
  if (Number(exp) * 1000 < nowMs) return false;
  const expected = await hmac(secret, `${fileId}.${exp}`);
  if (expected.length !== sig.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sig.charCodeAt(i);
  return diff === 0;
}
