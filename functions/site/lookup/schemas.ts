import { z } from "../../lib/zod";

export const CountrySchema = z
  .object({
    name: z.string(),
    code: z.string().openapi({ example: "US" }),
    capital: z.string(),
    region: z.string(),
    currency: z.object({ code: z.string(), name: z.string(), symbol: z.string() }).nullable(),
    language: z.object({ code: z.string(), name: z.string() }).nullable(),
    flag: z.string().openapi({ description: "Emoji flag" }),
  })
  .openapi("Country");

export const StateSchema = z
  .object({ name: z.string(), isoCode: z.string(), countryCode: z.string() })
  .openapi("State");

export const CitySchema = z
  .object({ name: z.string(), stateCode: z.string(), countryCode: z.string() })
  .openapi("City");

export const LanguageSchema = z
  .object({ code: z.string(), name: z.string(), nativeName: z.string() })
  .openapi("Language");

export const PhoneCodeSchema = z
  .object({ code: z.string(), name: z.string(), dialCode: z.string(), flag: z.string() })
  .openapi("PhoneCode");

const OptionSchema = z.object({ value: z.string(), label: z.string() }).openapi("ProfileOption");

export const UserAdditionalSchema = z
  .object({
    heights: z.array(OptionSchema),
    weights: z.array(OptionSchema),
    ageRanges: z.array(OptionSchema),
    bodyTypes: z.array(OptionSchema),
    ethnicities: z.array(OptionSchema),
    sizes: z.array(OptionSchema),
    hairs: z.array(OptionSchema),
    eyes: z.array(OptionSchema),
    genders: z.array(OptionSchema),
    sexualOrientations: z.array(OptionSchema),
  })
  .openapi("UserAdditional");

export const CountryParam = z.object({
  country: z
    .string()
    .min(1)
    .max(8)
    .openapi({ param: { name: "country", in: "path" }, example: "US" }),
});

export const CountryStateParams = CountryParam.extend({
  state: z
    .string()
    .min(1)
    .max(10)
    .regex(/^[A-Za-z0-9-]+$/, "Not a state code")
    .openapi({ param: { name: "state", in: "path" }, example: "CA" }),
});
