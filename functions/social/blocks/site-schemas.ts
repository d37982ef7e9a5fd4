import { z } from "../../lib/zod";

export const BlockedCheckSchema = z
  .object({
    blocked: z.boolean().openapi({ description: "Whether the visitor's country is blocked site-wide" }),
    country: z.string().nullable().openapi({ description: "The visitor's country as the edge sees it" }),
  })
  .openapi("CountryBlockCheck");

export const SiteCountryBlockSchema = z
  .object({
    countryCode: z.string().openapi({ example: "KP" }),
    name: z.string(),
    createdAt: z.string(),
  })
  .openapi("SiteCountryBlock");

export const SiteCountryBlocksBody = z
  .object({
    countryCodes: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, "Use two-letter ISO country codes"),
      )
      .min(1, "Choose at least one country")
      .max(250),
  })
  .openapi("SiteCountryBlocksInput");

export const CountryCodeParam = z.object({
  code: z
    .string()
    .min(2)
    .max(2)
    .openapi({ param: { name: "code", in: "path" }, example: "KP" }),
});
