/**
 * Media is never public by R2 key. A viewer entitled to a file gets a URL
 * `/media/<fileId>?exp=<unix seconds>&sig=<hmac>`, valid for a short time; the Worker checks the
 * signature and expiry before streaming the object from R2.
 *
 * URLs are signed for fixed time windows, not "an hour from now": every URL signed for a file in
 * the same hour is the same URL (it expires at the end of the next hour, so it is valid for one to
 * two hours), and browsers and the edge can cache the file under it instead of downloading it
 * again on every page view.
 */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/** The expiry of URLs signed at `nowMs`: the end of the window after the current one. */
function windowExpiry(nowMs: number, windowSeconds = SIGNED_URL_TTL_SECONDS): number {
  return (Math.floor(nowMs / 1000 / windowSeconds) + 2) * windowSeconds;
}

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** The imported HMAC key, once per isolate and secret (importKey costs more than a signature). */
let keyCache: { secret: string; key: Promise<CryptoKey> } | null = null;

function signingKey(secret: string): Promise<CryptoKey> {
  if (keyCache?.secret !== secret) {
    const key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keyCache = { secret, key };
    key.catch(() => {
      if (keyCache?.key === key) keyCache = null;
    });
  }
  return keyCache.key;
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await signingKey(secret);
  return b64url(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

/**
 * Paths already signed in this isolate, by expiry, then file: a file's URL is the same all hour,
 * and a page shows the same files to every viewer, so each is signed once per window and
 * isolate instead of on every page view. Cleared when the secret changes or it grows too big.
 */
let signedPaths: { secret: string; size: number; windows: Map<number, Map<string, string>> } = {
  secret: "",
  size: 0,
  windows: new Map(),
};
const MAX_SIGNED_PATHS = 20_000;

/**
 * The path signMediaPath gives, when this isolate already signed it for the current window;
 * undefined otherwise. Synchronous, so a page whose files were all signed before (the usual
 * case) makes no promise per file.
 */
export function knownMediaPath(
  secret: string,
  fileId: string,
  nowMs: number,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
): string | undefined {
  if (signedPaths.secret !== secret) return undefined;
  return signedPaths.windows.get(windowExpiry(nowMs, ttlSeconds))?.get(fileId);
}

export async function signMediaPath(
  secret: string,
  fileId: string,
  nowMs: number,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
): Promise<string> {
  const exp = windowExpiry(nowMs, ttlSeconds);
  const known = knownMediaPath(secret, fileId, nowMs, ttlSeconds);
  if (known) return known;
  const sig = await hmac(secret, `${fileId}.${exp}`);
  const path = `/media/${encodeURIComponent(fileId)}?exp=${exp}&sig=${sig}`;
  if (signedPaths.secret !== secret || signedPaths.size >= MAX_SIGNED_PATHS) {
    signedPaths = { secret, size: 0, windows: new Map() };
  }
  let window = signedPaths.windows.get(exp);
  if (!window) {
    window = new Map();
    signedPaths.windows.set(exp, window);
  }
  if (!window.has(fileId)) signedPaths.size++;
  window.set(fileId, path);
  return path;
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
