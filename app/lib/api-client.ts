/**
 * The browser's calls to the API outside Remix's loaders and actions (chat messages, a picker's
 * list, a live count, a download link). One rule for all of them, as for the pages: a 401 sends
 * the browser to login and back here (`toSignIn`), a failure shows the server's message, else
 * DEFAULT_MESSAGES.generic, and a 204 is an empty result. The session cookie authenticates them;
 * the browser adds our Origin. Money calls add retries and an Idempotency-Key (wallet-charge.ts)
 * but answer 401s the same way.
 */
import { DEFAULT_MESSAGES } from "./default-messages";
import { loginHref } from "./login-link";

/**
 * A failed call. `signedOut`: a 401, and the browser is already on its way to login (`toSignIn`),
 * so a caller shows nothing of it.
 */
export type ApiFailure = {
  ok: false;
  status: number;
  message: string;
  details?: Record<string, string>;
  signedOut?: true;
};

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

const SIGNED_OUT = "Please login!";

/** A 401: the session is gone; to login, and back to this page after it. */
export function toSignIn(): { status: 401; message: string; signedOut: true } {
  window.location.assign(loginHref(window.location.pathname + window.location.search));
  return { status: 401, message: SIGNED_OUT, signedOut: true };
}

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API and resolves with the envelope's data, or with what went wrong (never rejects). */
export async function callApi<T>(
  path: string,
  { method = "GET", body, signal }: CallOptions = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: DEFAULT_MESSAGES.generic };
  }
  if (res.status === 401) return { ok: false, ...toSignIn() };
  if (res.status === 204 || res.status === 205) return { ok: true, data: undefined as T };
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
}

export const getJson = <T>(path: string, signal?: AbortSignal) => callApi<T>(path, { signal });

export const postJson = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", body });

/** What a failed call has to show, or null when there is nothing: it succeeded, or it went to login. */
export const problemOf = (result: ApiResult<unknown>) =>
  result.ok || result.signedOut ? null : result.message;

/** The message to show for a failed call: the first field error, else the server's message. */
export const firstProblem = (result: { message: string; details?: Record<string, string> }) =>
  Object.values(result.details ?? {})[0] ?? result.message;
