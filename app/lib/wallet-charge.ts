/**
 * Wallet charges from the browser (`POST /api/wallet/charges/<kind>/<id>`): unlocking a
 * pay-per-view message, buying a live session, tipping. Each call carries a fresh Idempotency-Key,
 * so a double click charges once. Resolves with the server's error message on failure.
 */
import { GENERIC_ERROR } from "./upload";

export type ChargeKind = "message" | "stream" | "tip";

export async function chargeWallet(
  kind: ChargeKind,
  id: string,
  body: Record<string, unknown> = {},
): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  try {
    const res = await fetch(`/api/wallet/charges/${kind}/${encodeURIComponent(id)}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    if (res.status === 401) {
      window.location.assign("/auth/login");
      return { ok: false, message: "Please login!", status: 401 };
    }
    if (res.ok) return { ok: true };
    const error = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
    return { ok: false, message: error?.message || GENERIC_ERROR, status: res.status };
  } catch {
    return { ok: false, message: GENERIC_ERROR, status: 0 };
  }
}
