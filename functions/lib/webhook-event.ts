/**
 * What every provider's webhook (Stripe, Persona) does the same way once the signature is checked.
 *
 * - The event's shape is read with a schema: a correctly signed body that is not an event (`{}`,
 *   `[]`, `null`, no id, no object) is a 400 saying what is missing. Never a 500: a provider
 *   retries a 5xx for days, and this body will never become an event.
 * - The answer says what this delivery did: `duplicate` is true when the insert of the event id,
 *   made in the same D1 batch as the event's effect, met the id already recorded (the unique key
 *   refused it), so two deliveries racing each other get one `false` and one `true`. Nothing is
 *   read before the effect to decide it.
 */
import { AppError, zodFieldMessages } from "../errors";
import { failedConstraint } from "./d1";
import type { z } from "./zod";

/** The event read with its provider's schema, or a 400 `bad_request` naming what is missing. */
export function readWebhookEvent<T>(schema: z.ZodType<T>, value: unknown, provider: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError("bad_request", {
    message: `This is not a ${provider} event.`,
    details: zodFieldMessages(parsed.error.issues, "event"),
  });
}

/** Whether a batch failed because its insert into `table` (the provider's events) met the id. */
export const isDuplicateDelivery = (err: unknown, table: string) =>
  failedConstraint(err)?.startsWith(`UNIQUE:${table}.`) ?? false;
