export interface Ids {
  /** A new record id: 24 lower-case hex characters, time-ordered like the ids the clients know. */
  next(): string;
}

/** Every byte's two hex digits, made once (the session lookup hashes a token on every request). */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += HEX[b];
  return out;
}

const utf8 = new TextEncoder();

/** Seconds timestamp (8 hex) + 8 random bytes (16 hex): sortable by creation, unguessable. */
export const randomIds: Ids = {
  next() {
    const ts = Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, "0");
    return ts + hex(crypto.getRandomValues(new Uint8Array(8)));
  },
};

/** A URL-safe random secret of `bytes` bytes (session tokens, one-time links). */
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", utf8.encode(value));
  return hex(new Uint8Array(digest));
}
