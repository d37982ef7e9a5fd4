/**
 * Calls that move money from the browser: wallet charges (`POST /api/wallet/charges/<kind>/<id>`:
 * a tip, a post, video, gallery or product, a crowdfunding contribution, a pay-per-view message or
 * live session) and wallet subscriptions. The caller passes one Idempotency-Key per attempt, so a
 * double click (or a retry of the same attempt) charges once. Resolves with the server's message
 * on failure; status 402 means the balance is short.
 */
import { GENERIC_ERROR } from "./upload";

export type ChargeKind =
  | "message"
  | "stream"
  | "tip"
  | "feed"
  | "video"
  | "gallery"
  | "product"
  | "crowdfunding";

export type MoneyResult = { ok: true; data: unknown } | { ok: false; message: string; status: number };

export async function postMoney(
  path: string,
  body: Record<string, unknown>,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<MoneyResult> {
  try {
    const res = await fetch(`/api${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
    });
    if (res.status === 401) {
      window.location.assign(`/auth/login?redirectTo=${encodeURIComponent(window.location.pathname)}`);
      return { ok: false, message: "Please login!", status: 401 };
    }
    const json = (await res.json().catch(() => null)) as {
      data?: unknown;
      code?: string;
      message?: string;
      details?: Record<string, string>;
    } | null;
    if (res.ok) return { ok: true, data: json?.data };
    // A field's plain-words reason says more than the catalogue's general message.
    const detail = json?.details ? Object.values(json.details).find((v) => typeof v === "string") : undefined;
    return { ok: false, message: detail || json?.message || GENERIC_ERROR, status: res.status };
  } catch {
    return { ok: false, message: GENERIC_ERROR, status: 0 };
  }
}

export function chargeWallet(
  kind: ChargeKind,
  id: string,
  body: Record<string, unknown> = {},
  idempotencyKey?: string,
): Promise<MoneyResult> {
  return postMoney(`/wallet/charges/${kind}/${encodeURIComponent(id)}`, body, idempotencyKey);
}
