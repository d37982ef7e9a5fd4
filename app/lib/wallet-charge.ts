/**
 * Every call that moves money from the browser goes through here: wallet charges (`POST
 * /api/wallet/charges/<kind>/<id>`: a tip, a post, video, gallery or product, a crowdfunding
 * contribution, a pay-per-view message or live session) and subscriptions. Two rules:
 *
 * - One Idempotency-Key per attempt (`useMoneyAttempt`): a key lives from the attempt's first send
 *   until the server answers it. A charge made, or a refusal (which stores nothing), settles it and
 *   the next send is a new attempt; a send that got no answer keeps it, so trying again can never
 *   charge twice.
 * - A send whose connection fails (fetch rejects, or no answer within ANSWER_TIMEOUT_MS) is sent
 *   again, the same request with the same key, after RETRY_DELAYS_MS; the person sees "Connection
 *   lost, retrying…" meanwhile and, if it never gets through, UNREACHED.
 */
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toSignIn } from "./api-client";
import { DEFAULT_MESSAGES } from "./default-messages";

export type ChargeKind =
  | "message"
  | "stream"
  | "tip"
  | "feed"
  | "video"
  | "gallery"
  | "product"
  | "crowdfunding";

export type MoneyResult =
  | { ok: true; data: unknown }
  | {
      ok: false;
      /** 0: no answer (the connection failed every time). */
      status: number;
      /** The catalogue's code (`insufficient_balance`, `price_changed`, ...), when the server answered. */
      code: string | null;
      message: string;
      details: Record<string, string>;
      /** A 401: on the way to login (api-client.ts `toSignIn`). */
      signedOut?: true;
    };

/** What the person is told when a money call never got through. */
const UNREACHED = "We could not reach the server; you were not charged twice — try again.";

/** How long a money call waits for an answer before it counts as lost and is sent again. */
const ANSWER_TIMEOUT_MS = 20_000;
/** The waits before each resend of a call that got no answer (then it gives up). */
const RETRY_DELAYS_MS = [500, 1500, 3500];

/** The catalogue's wording is for API clients; these say it in a fan's words. */
const PLAIN_WORDS: ReadonlyMap<string, string> = new Map([
  [
    "idempotency_key_reused",
    "An earlier try of this payment reached us with other details. Reload the page to see what it did.",
  ],
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One send: the server's answer, or null when the connection failed or nothing came back in time. */
async function send(path: string, body: Record<string, unknown>, idempotencyKey: string) {
  try {
    return await fetch(`/api${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
}

/**
 * POSTs a money call with its attempt's Idempotency-Key, sending it again (same body, same key) while
 * the connection fails; `onRetry` is called before each resend. Resolves with the data, or with what
 * went wrong (`status` 0: never reached; 402: the balance is short; 409 `price_changed`: `details.price`
 * is the price now).
 */
async function postMoney(
  path: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  onRetry?: (attempt: number) => void,
): Promise<MoneyResult> {
  let res = await send(path, body, idempotencyKey);
  for (let i = 0; res === null && i < RETRY_DELAYS_MS.length; i++) {
    onRetry?.(i + 1);
    await sleep(RETRY_DELAYS_MS[i]);
    res = await send(path, body, idempotencyKey);
  }
  if (res === null) return { ok: false, status: 0, code: null, message: UNREACHED, details: {} };
  if (res.status === 401) return { ok: false, ...toSignIn(), code: "unauthorized", details: {} };
  const json = (await res.json().catch(() => null)) as {
    data?: unknown;
    code?: string;
    message?: string;
    details?: Record<string, string>;
  } | null;
  if (res.ok) return { ok: true, data: json?.data };
  const code = json?.code ?? null;
  const details = json?.details ?? {};
  // A field's plain-words reason says more than the catalogue's general message.
  const detail = Object.values(details).find((v) => typeof v === "string");
  const message = (code && PLAIN_WORDS.get(code)) || detail || json?.message || DEFAULT_MESSAGES.generic;
  return { ok: false, status: res.status, code, message, details };
}

/**
 * One money attempt at a time, for a dialog or a form that pays: `pay(path, body)` sends with the
 * attempt's key (made at its first send, dropped once the server answered) and `retrying` is true
 * while a lost connection is being retried.
 */
export function useMoneyAttempt() {
  const key = useRef<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const pay = useCallback(async (path: string, body: Record<string, unknown>) => {
    key.current ??= crypto.randomUUID();
    const result = await postMoney(path, body, key.current, () => setRetrying(true));
    setRetrying(false);
    // Answered: settled (paid, or refused and nothing stored). Unanswered: the key stays.
    if (result.ok || result.status !== 0) key.current = null;
    return result;
  }, []);
  return { pay, retrying };
}

/**
 * After a payment from the wallet: `settle(show)` reloads the page's data (the header's balance)
 * and calls `show` once it is back, so the thanks never sits beside the old balance.
 */
export function useSettledPayment() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<{ show: () => void; reloading: boolean } | null>(null);
  const { revalidate, state } = revalidator;
  useEffect(() => {
    if (!pending) return;
    if (state === "loading") {
      if (!pending.reloading) setPending({ ...pending, reloading: true });
    } else if (pending.reloading) {
      setPending(null);
      pending.show();
    }
  }, [pending, state]);
  return useCallback(
    (show: () => void) => {
      setPending({ show, reloading: false });
      revalidate();
    },
    [revalidate],
  );
}

/** The price now of a 409 `price_changed` (tokens), or null for any other result. */
export function changedPrice(result: MoneyResult): number | null {
  if (result.ok || result.code !== "price_changed") return null;
  const price = Number(result.details.price);
  return Number.isFinite(price) ? price : null;
}
