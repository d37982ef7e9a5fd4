/**
 * Money: integer cents in D1 and in every sum, tokens with two decimals in JSON and forms
 * (1 token = 1 USD). Convert only at the edges, with these.
 */
import { z } from "./zod";

/** Money in JSON: tokens with two decimals (cents / 100). */
export const toTokens = (cents: number) => Math.round(cents) / 100;
/** Tokens from JSON to integer cents; callers validate the range. */
export const toCents = (tokens: number) => Math.round(tokens * 100);

/** Tokens as a person reads them in a message: "25" or "25.50". */
export const formatTokens = (tokens: number) =>
  Number.isInteger(tokens) ? String(tokens) : tokens.toFixed(2);

/** Whether an amount in tokens has at most two decimals (a whole number of cents). */
export const isWholeCents = (tokens: number) => Math.abs(Math.round(tokens * 100) - tokens * 100) < 1e-6;

/** Highest price of one item for sale (gallery, photo, video, product), in tokens. */
export const MAX_ASSET_PRICE = 10_000;

/** How a multipart form's field of tokens is documented: the rules TokenAmount checks. */
export const TOKEN_AMOUNT_FIELD = {
  type: "number",
  minimum: 0,
  maximum: MAX_ASSET_PRICE,
  multipleOf: 0.01,
} as const;

/** Tokens with at most two decimals (numbers in JSON, strings in forms). */
export const TokenAmount = z.coerce
  .number({ message: "Enter an amount in tokens." })
  .min(0)
  .max(MAX_ASSET_PRICE)
  .refine(isWholeCents, "At most two decimals.")
  .openapi({ multipleOf: 0.01 });
