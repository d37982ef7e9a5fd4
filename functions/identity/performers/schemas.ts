import { VERIFICATION_STATUSES } from "../../../drizzle/schema/performers";
import { isWholeCents } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { isCountryCode, isLanguageCode } from "../../site/lookup/countries";
import {
  optionValues,
  PROFILE_OPTION_FIELDS,
  type ProfileOptionField,
} from "../../site/lookup/profile-options";
import {
  CountryField,
  CurrentPasswordField,
  EmailField,
  NameField,
  PasswordField,
  UsernameField,
} from "../users/schemas";
import { BIO_MAX_LENGTH, BIO_TOO_LONG } from "./limits";

/* ---- Responses ---- */

export const PerformerStatsSchema = z
  .object({
    totalFollowers: z.number().int(),
    totalSubscribers: z.number().int(),
    totalLikes: z.number().int(),
    totalViews: z.number().int(),
    totalPosts: z.number().int(),
    totalPhotos: z.number().int(),
    totalVideos: z.number().int(),
    totalGalleries: z.number().int(),
    totalProducts: z.number().int(),
  })
  .openapi("PerformerStats");
export type PerformerStats = z.infer<typeof PerformerStatsSchema>;

const optionField = () => z.string().nullable();

/** A creator's profile as anyone allowed to see the creator gets it. */
export const PerformerProfileSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    avatar: z.string().openapi({ description: "URL; a placeholder image when none is set" }),
    cover: z.string().nullable(),
    bio: z.string().openapi({ description: "Sanitised rich text (HTML allowlist) or plain text" }),
    gender: optionField(),
    sexualOrientation: optionField(),
    ageRange: optionField(),
    height: optionField(),
    weight: optionField(),
    bodyType: optionField(),
    ethnicity: optionField(),
    hair: optionField(),
    eyes: optionField(),
    size: optionField(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    languages: z.array(z.string()),
    welcomeVideo: z.string().nullable().openapi({ description: "Short-lived signed URL, or null" }),
    monthlyPrice: z.number().openapi({ description: "Tokens", example: 9.95 }),
    yearlyPrice: z.number().openapi({ description: "Tokens", example: 99.95 }),
    isFreeSubscription: z.boolean(),
    freeSubscriptionDays: z.number().int().openapi({
      description: "Days a free subscription lasts (the creator's value, else the site setting)",
    }),
    isVerified: z.boolean(),
    isPerformer: z.literal(true),
    stats: PerformerStatsSchema,
    isFollowed: z.boolean(),
    isSubscribed: z.boolean(),
    isOnline: z.boolean(),
    verificationStatus: z
      .enum(VERIFICATION_STATUSES)
      .optional()
      .openapi({ description: "Only for the creator themself and admins" }),
    documentCount: z.number().int().optional().openapi({ description: "Only for the creator and admins" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("PerformerProfile");
export type PerformerProfile = z.infer<typeof PerformerProfileSchema>;

export const PayoutSettingsSchema = z
  .object({
    preferredMethod: z.enum(["banking", "paypal"]).nullable(),
    banking: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        bankName: z.string().nullable(),
        bankAccount: z.string().nullable(),
        bankRouting: z.string().nullable(),
        bankSwiftCode: z.string().nullable(),
        address: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        country: z.string().nullable(),
      })
      .nullable(),
    paypal: z.object({ email: z.string() }).nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi("PayoutSettings");
export type PayoutSettings = z.infer<typeof PayoutSettingsSchema>;

/** `GET /performers/me`: the full profile plus what only the creator sees (email, payout details). */
export const OwnPerformerProfileSchema = PerformerProfileSchema.extend({
  email: z.string().nullable(),
  payoutSettings: PayoutSettingsSchema,
}).openapi("OwnPerformerProfile");
export type OwnPerformerProfile = z.infer<typeof OwnPerformerProfileSchema>;

/** The small creator tile of discovery lists (search, random, top); reused by the web UI. */
export const PerformerCardSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    avatar: z.string(),
    cover: z.string().nullable(),
    bio: z.string().openapi({ description: "Plain-text excerpt of the bio" }),
    stats: PerformerStatsSchema,
    isFreeSubscription: z.boolean(),
    monthlyPrice: z.number(),
    isVerified: z.boolean(),
    isOnline: z
      .boolean()
      .openapi({ description: "Has the site open now (functions/identity/presence/service.ts)" }),
  })
  .openapi("CreatorCard");
export type PerformerCardData = z.infer<typeof PerformerCardSchema>;

/* ---- Requests ---- */

export const PerformerRefParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, description: "Creator id or username" }),
});

const tokens = (field: string) =>
  z
    .number({ message: `${field} must be a number of tokens` })
    .finite()
    .refine(isWholeCents, "Use at most two decimals")
    .openapi({ description: "Tokens; must lie within the subscription price settings", multipleOf: 0.01 });

const optionSchemas = Object.fromEntries(
  (
    Object.entries(PROFILE_OPTION_FIELDS) as [
      ProfileOptionField,
      (typeof PROFILE_OPTION_FIELDS)[ProfileOptionField],
    ][]
  ).map(([field, list]) => [
    field,
    z
      .enum(optionValues(list), { message: `Choose one of the ${list} options (GET /user-additional)` })
      .nullable()
      .optional(),
  ]),
) as Record<ProfileOptionField, z.ZodOptional<z.ZodNullable<z.ZodEnum<Record<string, string>>>>>;

const PlaceField = z.string().trim().max(100, "At most 100 characters").nullable().optional();

export const UpdatePerformerBody = z
  .object({
    _id: z.string().max(64).optional().openapi({ description: "The creator's id, when sent it must match" }),
    name: NameField.optional(),
    username: UsernameField.optional(),
    bio: z
      .string()
      .max(BIO_MAX_LENGTH, BIO_TOO_LONG)
      .optional()
      .openapi({
        description: `Rich text (HTML allowlist, sanitised when saved) or plain text; at most ${BIO_MAX_LENGTH.toLocaleString("en-US")} characters as sent, tags included`,
      }),
    ...optionSchemas,
    country: CountryField.refine(isCountryCode, "Unknown country code").nullable().optional(),
    state: PlaceField,
    city: PlaceField,
    languages: z
      .array(z.string().trim().toLowerCase().refine(isLanguageCode, "Unknown language code (ISO 639-1)"))
      .max(20, "At most 20 languages")
      .optional(),
    monthlyPrice: tokens("monthlyPrice").optional(),
    yearlyPrice: tokens("yearlyPrice").optional(),
    isFreeSubscription: z.boolean().optional(),
    freeSubscriptionDays: z
      .number()
      .int("Use whole days")
      .min(1, "At least 1 day")
      .max(365, "At most 365 days")
      .nullable()
      .optional(),
    verificationStatus: z
      .enum(VERIFICATION_STATUSES)
      .optional()
      .openapi({ description: "Admins only: approve or reject the creator's verification" }),
    password: PasswordField.optional().openapi({
      description:
        "A new password, set by the creator themself (an admin cannot: 422 on `password`); needs `currentPassword`, ends every other session and tells the account's address, as `PUT /auth/users/me/password`",
    }),
    currentPassword: CurrentPasswordField.optional().openapi({
      description: "Needed with `password` (422 wrong_password when it is not right)",
    }),
  })
  .openapi("UpdatePerformer");
export type UpdatePerformerInput = z.infer<typeof UpdatePerformerBody>;

const BankText = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
const OptionalBankText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

export const BankingSettingsBody = z
  .object({
    firstName: BankText(100),
    lastName: BankText(100),
    bankName: BankText(150),
    bankAccount: BankText(64).regex(/^[A-Za-z0-9 -]+$/, "Use letters, digits, spaces and dashes"),
    bankRouting: OptionalBankText(64),
    bankSwiftCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "A SWIFT/BIC code has 8 or 11 letters and digits")
      .nullable()
      .optional(),
    address: OptionalBankText(200),
    city: OptionalBankText(100),
    state: OptionalBankText(100),
    country: CountryField.refine(isCountryCode, "Unknown country code").nullable().optional(),
    currentPassword: CurrentPasswordField,
  })
  .openapi("BankingSettings");
export type BankingSettingsInput = z.infer<typeof BankingSettingsBody>;

export const PaymentGatewaySettingsBody = z
  .object({
    key: z.literal("paypal").default("paypal").openapi({ description: "The payout gateway; PayPal" }),
    value: z.object({ email: EmailField }),
    currentPassword: CurrentPasswordField,
  })
  .openapi("PaymentGatewaySettings");
export type PaymentGatewaySettingsInput = z.infer<typeof PaymentGatewaySettingsBody>;

/* ---- Discovery ---- */

const optionFilter = (list: Parameters<typeof optionValues>[0]) =>
  z.enum(optionValues(list), { message: `Choose one of the ${list} options` }).optional();

export const PerformerSearchQuery = PagingQuery.extend({
  sortBy: namedKey(["popular", "latest", "subscribers"]).default("popular"),
  gender: optionFilter("genders"),
  country: CountryField.optional(),
  bodyType: optionFilter("bodyTypes"),
  ageRange: optionFilter("ageRanges"),
  ethnicity: optionFilter("ethnicities"),
  hair: optionFilter("hairs"),
  eyes: optionFilter("eyes"),
  sexualOrientation: optionFilter("sexualOrientations"),
  height: optionFilter("heights"),
  weight: optionFilter("weights"),
  size: optionFilter("sizes"),
  isFreeSubscription: z
    .enum(["true", "false"], { message: "Use true or false" })
    .transform((v) => v === "true")
    .optional(),
});
export type PerformerSearchInput = z.infer<typeof PerformerSearchQuery>;

export const RandomPerformersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const TopPerformersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  sortBy: namedKey(["followers", "subscribers"]).default("followers"),
});
export type TopPerformersInput = z.infer<typeof TopPerformersQuery>;

/** A new creator's first steps, in the order the studio lists them (checklist.ts reads each one). */
export const CHECKLIST_KEYS = ["photos", "bio", "prices", "verification", "payout", "post"] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

export const ChecklistSchema = z
  .object({
    items: z.array(
      z.object({
        key: z.enum(CHECKLIST_KEYS).openapi({
          description:
            "photos (profile photo and cover), bio, prices (saved once), verification (ID approved), " +
            "payout (a payout method), post (a first post fans can see)",
        }),
        done: z.boolean(),
        state: z.enum(["todo", "in_review", "done"]).openapi({
          description: "in_review: handed in and waiting for a decision (the ID documents)",
        }),
        href: z
          .string()
          .openapi({ description: "The page where the step is done", example: "/studio/compose" }),
      }),
    ),
    done: z.boolean().openapi({ description: "Every item is done; the studio stops showing the checklist" }),
  })
  .openapi("CreatorChecklist");
export type Checklist = z.infer<typeof ChecklistSchema>;
