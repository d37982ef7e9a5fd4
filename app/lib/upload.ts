/**
 * Browser uploads to the API's multipart calls with XMLHttpRequest (fetch cannot report upload
 * progress). The promise resolves with the envelope's `data`, rejects with an UploadError carrying
 * the server's message, and rejects with an UploadError whose message is "aborted" when cancelled
 * (an aborted upload shows no error). A 401 sends the browser to /auth/login.
 */
import { DEFAULT_MESSAGES } from "./default-messages";

export class UploadError extends Error {
  readonly status: number;
  readonly aborted: boolean;
  readonly details?: Record<string, string>;

  constructor(
    message: string,
    options: { status?: number; aborted?: boolean; details?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = options.aborted ? "AbortError" : "UploadError";
    this.status = options.status ?? 0;
    this.aborted = options.aborted ?? false;
    this.details = options.details;
  }
}

interface UploadOptions {
  /** The file, sent in `field`; or use `files` for calls that take several (video + thumbnail). */
  file?: File | Blob;
  files?: Record<string, File | Blob | null | undefined>;
  /** Multipart field of the file: "file" for most calls, "photo" for photos. */
  field?: string;
  /** Other form fields sent beside the file. */
  fields?: Record<string, string | number | boolean | null | undefined>;
  method?: "POST" | "PUT";
  /** Called with 0..1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadHandle<T> {
  promise: Promise<T>;
  abort(): void;
}

function errorFrom(xhr: XMLHttpRequest): UploadError {
  let body: { message?: unknown; details?: Record<string, string> } | null = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = null;
  }
  const message = typeof body?.message === "string" && body.message ? body.message : DEFAULT_MESSAGES.generic;
  return new UploadError(message, { status: xhr.status, details: body?.details });
}

/** Starts an upload; `abort()` (or the signal) cancels it and the promise rejects as aborted. */
export function startUpload<T = unknown>(url: string, options: UploadOptions): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.fields ?? {})) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    const fileName = (f: File | Blob) => (f instanceof File ? f.name : "upload");
    if (options.file) form.append(options.field ?? "file", options.file, fileName(options.file));
    for (const [key, f] of Object.entries(options.files ?? {})) if (f) form.append(key, f, fileName(f));

    xhr.open(options.method ?? "POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        window.location.assign("/auth/login");
        reject(new UploadError("Please login!", { status: 401 }));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr));
        return;
      }
      options.onProgress?.(1);
      if (xhr.status === 204 || xhr.status === 205 || !xhr.responseText) {
        resolve(undefined as T);
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { data?: T };
        resolve((body && "data" in body ? body.data : body) as T);
      } catch {
        reject(new UploadError(DEFAULT_MESSAGES.generic, { status: xhr.status }));
      }
    };
    xhr.onerror = () => reject(new UploadError(DEFAULT_MESSAGES.generic));
    xhr.onabort = () => reject(new UploadError("aborted", { aborted: true }));

    if (options.signal?.aborted) {
      reject(new UploadError("aborted", { aborted: true }));
      return;
    }
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export const isAbortedUpload = (err: unknown): boolean => err instanceof UploadError && err.aborted;
