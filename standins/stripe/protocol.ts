/**
 * The wire protocol of Stripe's v1 API as the official SDK speaks it: form-encoded parameters with
 * nested brackets (`a[b][0][c]=`), Stripe's error bodies and statuses, and the readers every
 * endpoint uses to take its parameters, so that a parameter no endpoint reads is refused the way
 * Stripe refuses it (400 `parameter_unknown`) instead of being silently ignored.
 */
import { randomBytes } from "node:crypto";

export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

export interface StripeErrorBody {
  type: "invalid_request_error" | "card_error" | "idempotency_error" | "api_error";
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
}

/** An answer in Stripe's error shape; thrown anywhere below a route and written by the server. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const withDocs = (body: StripeErrorBody): StripeErrorBody =>
  body.code
    ? { ...body, doc_url: `https://stripe.com/docs/error-codes/${body.code.replaceAll("_", "-")}` }
    : body;

export const invalidRequest = (message: string, extra: { param?: string; code?: string } = {}) =>
  new StripeError(400, withDocs({ type: "invalid_request_error", message, ...extra }));

/** A path names an object that does not exist (404), or a parameter does (400 with `param`). */
export const noSuch = (what: string, id: string, param?: string) =>
  new StripeError(
    param ? 400 : 404,
    withDocs({
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${what}: '${id}'`,
      param,
    }),
  );

export const cardError = (body: Omit<StripeErrorBody, "type">) =>
  new StripeError(402, withDocs({ type: "card_error", ...body }));

// ---------------------------------------------------------------------------------------------
// Form decoding

const SEGMENT = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    throw invalidRequest("Invalid request: the parameters are not properly URL-encoded.");
  }
}

/**
 * Parses `application/x-www-form-urlencoded` into nested objects (null prototypes, so no request key
 * reaches a prototype). Objects whose keys are all indexes become arrays; `a[]=` appends.
 */
export function parseForm(text: string): FormObject {
  const root: FormObject = Object.create(null);
  if (!text) return root;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawKey = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? "" : pair.slice(eq + 1));
    const match = SEGMENT.exec(rawKey);
    if (!match) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.includes("__proto__")) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] === "" ? String(Object.keys(node).length) : path[i];
      const last = i === path.length - 1;
      const existing = Object.hasOwn(node, key) ? node[key] : undefined;
      if (last) {
        if (existing !== undefined && typeof existing !== "string") {
          throw invalidRequest(`Invalid value for ${rawKey}: it is both a value and a hash.`, {
            param: rawKey,
          });
        }
        node[key] = value;
      } else {
        if (typeof existing === "string") {
          throw invalidRequest(`Invalid value for ${rawKey}: it is both a value and a hash.`, {
            param: rawKey,
          });
        }
        if (existing === undefined) node[key] = Object.create(null);
        node = node[key] as FormObject;
      }
    }
  }
  return arraysOf(root) as FormObject;
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arraysOf(value[key]);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Parameter readers

interface StringRule {
  required?: boolean;
  oneOf?: readonly string[];
  maxLength?: number;
}

/**
 * A view on one level of the parameters. Every read marks the key used; `done()` refuses whatever
 * was sent but never read, naming it the way Stripe does (`line_items[0][bogus]`).
 */
export class Params {
  private readonly used = new Set<string>();
  private readonly children: Params[] = [];

  constructor(
    private readonly data: FormObject,
    private readonly prefix = "",
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.data, key);
  }

  private take(key: string): FormValue | undefined {
    this.used.add(key);
    return Object.hasOwn(this.data, key) ? this.data[key] : undefined;
  }

  private scalar(key: string): string | undefined {
    const value = this.take(key);
    if (value === undefined || typeof value === "string") return value;
    throw invalidRequest(`Invalid ${this.name(key)}: must be a string, not a hash or array.`, {
      param: this.name(key),
    });
  }

  private missing(key: string): StripeError {
    return invalidRequest(`Missing required param: ${this.name(key)}.`, {
      param: this.name(key),
      code: "parameter_missing",
    });
  }

  /** A string; an empty string counts as absent (Stripe's "unset"). */
  str(key: string, rule: StringRule & { required: true }): string;
  str(key: string, rule?: StringRule): string | undefined;
  str(key: string, rule: StringRule = {}): string | undefined {
    const value = this.scalar(key);
    if (value === undefined || value === "") {
      if (rule.required) throw this.missing(key);
      return undefined;
    }
    if (rule.oneOf && !rule.oneOf.includes(value)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${rule.oneOf.join(", ")}`, {
        param: this.name(key),
      });
    }
    if (rule.maxLength && value.length > rule.maxLength) {
      throw invalidRequest(
        `Invalid ${this.name(key)}: must be at most ${rule.maxLength} characters (it has ${value.length}).`,
        { param: this.name(key) },
      );
    }
    return value;
  }

  int(key: string, rule: { required: true; min?: number }): number;
  int(key: string, rule?: { required?: boolean; min?: number }): number | undefined;
  int(key: string, rule: { required?: boolean; min?: number } = {}): number | undefined {
    const value = this.scalar(key);
    if (value === undefined || value === "") {
      if (rule.required) throw this.missing(key);
      return undefined;
    }
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw invalidRequest(`Invalid integer: ${value}`, {
        param: this.name(key),
        code: "parameter_invalid_integer",
      });
    }
    const n = Number(value);
    if (rule.min !== undefined && n < rule.min) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be greater than or equal to ${rule.min}`, {
        param: this.name(key),
      });
    }
    return n;
  }

  bool(key: string): boolean | undefined {
    const value = this.scalar(key);
    if (value === undefined || value === "") return undefined;
    if (value === "true") return true;
    if (value === "false") return false;
    throw invalidRequest(`Invalid boolean: ${value}`, { param: this.name(key) });
  }

  /** A nested hash, read with its own `Params`. */
  obj(key: string, rule: { required: true }): Params;
  obj(key: string, rule?: { required?: boolean }): Params | undefined;
  obj(key: string, rule: { required?: boolean } = {}): Params | undefined {
    const value = this.take(key);
    if (value === undefined || value === "") {
      if (rule.required) throw this.missing(key);
      return undefined;
    }
    if (typeof value === "string" || Array.isArray(value)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be a hash.`, { param: this.name(key) });
    }
    const child = new Params(value, this.name(key));
    this.children.push(child);
    return child;
  }

  /** An array of hashes (`items[0][price]=`). */
  list(key: string, rule: { required?: boolean } = {}): Params[] | undefined {
    const value = this.take(key);
    if (value === undefined || value === "") {
      if (rule.required) throw this.missing(key);
      return undefined;
    }
    if (!Array.isArray(value)) {
      throw invalidRequest(`Invalid array: ${this.name(key)}`, { param: this.name(key) });
    }
    return value.map((element, i) => {
      if (typeof element === "string" || Array.isArray(element)) {
        throw invalidRequest(`Invalid ${this.name(key)}[${i}]: must be a hash.`, {
          param: `${this.name(key)}[${i}]`,
        });
      }
      const child = new Params(element, `${this.name(key)}[${i}]`);
      this.children.push(child);
      return child;
    });
  }

  /**
   * Metadata as Stripe takes it: up to 50 keys of at most 40 characters, values of at most 500;
   * an empty value unsets its key and `metadata=` (empty) unsets them all (`null`).
   */
  metadata(key = "metadata"): Map<string, string> | null | undefined {
    const value = this.take(key);
    if (value === undefined) return undefined;
    if (value === "") return null;
    if (typeof value === "string" || Array.isArray(value)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be a hash.`, { param: this.name(key) });
    }
    const entries = new Map<string, string>();
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== "string") {
        throw invalidRequest(`Invalid ${this.name(key)}[${k}]: metadata values must be strings.`, {
          param: `${this.name(key)}[${k}]`,
        });
      }
      if (k.length > 40) {
        throw invalidRequest(`Metadata keys can have up to 40 characters; ${k} has ${k.length}.`, {
          param: `${this.name(key)}[${k}]`,
        });
      }
      if (v.length > 500) {
        throw invalidRequest(`Metadata values can have up to 500 characters; ${k} has ${v.length}.`, {
          param: `${this.name(key)}[${k}]`,
        });
      }
      entries.set(k, v);
    }
    if (entries.size > 50)
      throw invalidRequest("Metadata can have up to 50 keys.", { param: this.name(key) });
    return entries;
  }

  /** Refuses every parameter no reader took, at this level and below. */
  done(): void {
    for (const key of Object.keys(this.data)) {
      if (!this.used.has(key)) {
        throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, {
          param: this.name(key),
          code: "parameter_unknown",
        });
      }
    }
    for (const child of this.children) child.done();
  }
}

// ---------------------------------------------------------------------------------------------
// Ids and time

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** Ids shaped like Stripe's: the object's prefix and 24 random characters (Checkout's are longer). */
export const newId = (prefix: string, length = 24) => `${prefix}_${randomToken(length)}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

/** A plain metadata object for JSON from a parsed map (created with no prototype). */
export function metadataObject(entries: Map<string, string> | null | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of entries ?? []) out[k] = v;
  return out;
}
