import { VERIFICATION_STATUSES } from "../../../drizzle/schema/performers";
import { USER_ROLES } from "../../../drizzle/schema/users";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./password-rules";

/**
 * Usernames that would collide with the site's own paths (`/{username}` is a creator's profile
 * page) or could pass for staff. Compared after lower-casing.
 */
const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "admin",
  "administrator",
  "api",
  "app",
  "assets",
  "auth",
  "block",
  "blog",
  "bookmarks",
  "build",
  "cart",
  "comments",
  "contact",
  "conversations",
  "countries",
  "creator",
  "creators",
  "dashboard",
  "data",
  "discover",
  "docs",
  "explore",
  "earnings",
  "favicon.ico",
  "feeds",
  "files",
  "follows",
  "galleries",
  "geoblock",
  "help",
  "home",
  "images",
  "login",
  "logout",
  "maintenance",
  "me",
  "media",
  "messages",
  "model",
  "models",
  "moderator",
  "notifications",
  "null",
  "orders",
  "parties",
  "payment",
  "payments",
  "payout",
  "payouts",
  "performer",
  "performers",
  "photos",
  "posts",
  "privacy",
  "random",
  "products",
  "register",
  "robots.txt",
  "root",
  "search",
  "settings",
  "shop",
  "signup",
  "static",
  "store",
  "stream",
  "streaming",
  "streams",
  "studio",
  "subscriptions",
  "support",
  "system",
  "terms",
  "top",
  "undefined",
  "user",
  "users",
  "vendor",
  "videos",
  "wallet",
  "webhooks",
  "www",
]);

/* Field rules shared by registration, profile updates and the web forms. */

export const UsernameField = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters.")
  .max(30, "Username must be at most 30 characters.")
  .regex(/^[a-z0-9_.]+$/, "Use only letters, digits, underscores and dots.")
  .refine((u) => !RESERVED_USERNAMES.has(u), "This username is reserved.")
  // Profiles are looked up by id or username; a username shaped like an id would be ambiguous.
  .refine((u) => !/^[0-9a-f]{24}$/.test(u), "This username is not allowed.")
  .openapi({ example: "jane_doe" });

export const EmailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Email must be at most 254 characters.")
  .email("Enter a valid email address.")
  .openapi({ example: "jane@example.com" });

/**
 * With HASH_PW_CLIENT the browser sends a 64-character SHA-256 hex digest here, which fits: the
 * browser checks the typed password against the same rules (password-rules.ts) before hashing it.
 */
export const PasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** The password the account has now, asked for before its email or password changes. */
export const CurrentPasswordField = z
  .string({ error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(100)
  .openapi({ description: "The account's current password (with HASH_PW_CLIENT, its digest)" });

export const NameField = z
  .string()
  .trim()
  .min(1, "Name is required.")
  .max(100, "Name must be at most 100 characters.")
  .openapi({ example: "Jane Doe" });

const GENDERS = ["male", "female", "transgender"] as const;
export const GenderField = z.enum(GENDERS, { message: "Choose male, female or transgender." });

/** ISO 3166-1 alpha-2, stored upper-case. */
export const CountryField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Use a two-letter country code.")
  .openapi({ example: "US" });

/* Responses. */

export const CurrentUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    avatar: z.string().openapi({ description: "URL; a placeholder image when none is set" }),
    cover: z.string().nullable(),
    balance: z.number().openapi({ description: "Wallet balance in tokens", example: 12.5 }),
    isPerformer: z.boolean(),
    role: z.enum(USER_ROLES),
    gender: z.string().nullable(),
    country: z.string().nullable(),
    pendingEmail: z.string().nullable().optional().openapi({
      description: "A new email waiting for its confirmation link to be opened (GET /users/me, PUT /users)",
    }),
    verificationStatus: z
      .enum(VERIFICATION_STATUSES)
      .optional()
      .openapi({ description: "Creators only: the state of their ID verification" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("CurrentUser");
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const PublicUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    avatar: z.string(),
    isPerformer: z.boolean(),
    isOnline: z
      .boolean()
      .openapi({ description: "Has the site open now (functions/identity/presence/service.ts)" }),
  })
  .openapi("PublicUser");
export type PublicUser = z.infer<typeof PublicUserSchema>;

/* Requests. */

export const UpdateProfileBody = z
  .object({
    name: NameField.optional(),
    username: UsernameField.optional(),
    email: EmailField.optional(),
    gender: GenderField.nullable().optional(),
    country: CountryField.nullable().optional(),
    password: PasswordField.optional(),
    currentPassword: CurrentPasswordField.optional().openapi({
      description: "Needed to change email or password (422 wrong_password when it is not right)",
    }),
  })
  .openapi("UpdateProfile");
export type UpdateProfileInput = z.infer<typeof UpdateProfileBody>;

/** The account pages' email card: a new address and the current password. */
export const EmailChangeBody = z.object({ email: EmailField, currentPassword: CurrentPasswordField });

/** What the user search can be sorted by (`sortBy`). */
export const USER_SORTS = ["createdAt", "name", "username"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const UserSearchQuery = PagingQuery.extend({ sortBy: namedKey(USER_SORTS).optional() });
export type UserSearchInput = z.infer<typeof UserSearchQuery>;

export const UserRefParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, description: "User id or username" }),
});
