import { UserCardSchema } from "../../identity/users/cards";
import { z } from "../../lib/zod";
import { isCountryCode } from "../../site/lookup/countries";

export const BlockUserBody = z
  .object({
    targetId: z.string().trim().min(1).max(64).openapi({ description: "The user to block" }),
    reason: z.string().trim().max(500).optional(),
  })
  .openapi("BlockUserInput");

export const BlockedUserSchema = z
  .object({
    _id: z.string().openapi({ description: "The blocked user's id" }),
    user: UserCardSchema,
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("BlockedUser");

const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, "Use two-letter ISO 3166-1 country codes")
  .openapi({ pattern: "^[A-Za-z]{2}$", description: "An ISO 3166-1 alpha-2 country code (any case)" });

export const BlockCountriesBody = z
  .object({
    countryCodes: z
      .array(CountryCode)
      .max(250)
      .openapi({
        description: "The full list of blocked countries (replaces the current one; [] lifts every block)",
        example: ["US", "FR"],
      }),
  })
  .openapi("PerformerCountryBlocksInput");

export const BlockedCountriesSchema = z
  .object({
    countryCodes: z.array(z.string()),
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
  })
  .openapi("PerformerCountryBlocks");
