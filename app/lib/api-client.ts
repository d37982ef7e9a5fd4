/**
 * JSON calls from the browser to the API for what must not wait on page reloads (chat messages:
 * several may be on their way at once). The session cookie authenticates them; the browser adds
 * our Origin. Resolves with the envelope's data, or with the server's message and field errors.
 */
import { DEFAULT_MESSAGES } from "./default-messages";

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; details?: Record<string, string> };

export async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (res.status === 401) {
      window.location.assign("/auth/login");
      return { ok: false, status: 401, message: "Please login!" };
    }
    const json = (await res.json().catch(() => null)) as {
      data?: T;
      message?: string;
      details?: Record<string, string>;
    } | null;
    if (res.ok && json && "data" in json) return { ok: true, data: json.data as T };
    return {
      ok: false,
      status: res.status,
      message: json?.message || DEFAULT_MESSAGES.generic,
      details: json?.details,
    };
  } catch {
    return { ok: false, status: 0, message: DEFAULT_MESSAGES.generic };
  }
}

/** The message to show for a failed call: the first field error, else the server's message. */
export const firstProblem = (result: { message: string; details?: Record<string, string> }) =>
  Object.values(result.details ?? {})[0] ?? result.message;
