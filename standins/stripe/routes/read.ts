/** Parameter checks several routes share, with Stripe's wording. */
import { invalidRequest, metadataObject, type Params } from "../protocol";

export function currency(p: Params, key?: string): string;
export function currency(p: Params, key: string, rule: { required: false }): string | undefined;
export function currency(p: Params, key = "currency", rule = { required: true }): string | undefined {
  const value = p.str(key, { required: rule.required });
  if (value === undefined) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(value)) {
    throw invalidRequest(
      `Invalid currency: ${value}. Stripe currently supports these currencies: usd, eur, gbp, ...`,
      {
        param: p.name(key),
      },
    );
  }
  return value.toLowerCase();
}

/** The smallest charge Stripe takes (50 cents, or 50 units of the currency's smallest unit). */
export const MINIMUM_CHARGE = 50;

export function chargeAmount(p: Params, key: string, currencyCode: string): number;
export function chargeAmount(
  p: Params,
  key: string,
  currencyCode: string,
  required: false,
): number | undefined;
export function chargeAmount(
  p: Params,
  key: string,
  currencyCode: string,
  required = true,
): number | undefined {
  const amount = p.int(key, { required, min: 1 });
  if (amount !== undefined && amount < MINIMUM_CHARGE) throw amountTooSmall(currencyCode, p.name(key));
  return amount;
}

export const amountTooSmall = (currencyCode: string, param?: string) =>
  invalidRequest(`Amount must be at least ${currencyCode === "usd" ? "$0.50 usd" : `50 ${currencyCode}`}`, {
    param,
    code: "amount_too_small",
  });

/** An absolute http(s) URL, as Stripe wants for success, cancel, return and webhook URLs. */
export function url(p: Params, key: string, rule: { required: true }): string;
export function url(p: Params, key: string, rule?: { required?: boolean }): string | undefined;
export function url(p: Params, key: string, rule: { required?: boolean } = {}): string | undefined {
  const value = p.str(key, { required: rule.required, maxLength: 5000 });
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value.replaceAll("{CHECKOUT_SESSION_ID}", "x"));
  } catch {
    throw invalidRequest("Not a valid URL", { param: p.name(key), code: "url_invalid" });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw invalidRequest("Not a valid URL", { param: p.name(key), code: "url_invalid" });
  }
  return value;
}

export function email(p: Params, key = "email"): string | null | undefined {
  const value = p.nullable(key, { maxLength: 512 });
  if (value && !/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw invalidRequest(`Invalid email address: ${value}`, { param: p.name(key), code: "email_invalid" });
  }
  return value;
}

/** Metadata on a new object (empty values are not kept). */
export const newMetadata = (p: Params, key = "metadata") =>
  metadataObject(new Map([...(p.metadata(key) ?? [])].filter(([, v]) => v !== "")));
