import { z } from "../../lib/zod";
import {
  CountryField,
  CurrentPasswordField,
  CurrentUserSchema,
  EmailField,
  GenderField,
  NameField,
  PasswordField,
  UsernameField,
} from "../users/schemas";

const CaptchaToken = z.string().max(4000).optional();

const TotpCode = z.string().trim().max(20).openapi({
  description: "The 6-digit code of the authenticator app (two-factor sign-in)",
  example: "123456",
});
const RecoveryCode = z
  .string()
  .trim()
  .max(40)
  .openapi({ description: "One of the account's unused recovery codes (`xxxxx-xxxxx`), instead of `code`" });

export const LoginBody = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, "Enter your username or email")
      .max(254)
      .openapi({ description: "Username or email, case-insensitive", example: "jane_doe" }),
    password: z.string().min(1, "Enter your password").max(100),
    remember: z.boolean().optional().default(false).openapi({ description: "Stay logged in for 365 days" }),
    captchaToken: CaptchaToken.openapi({
      description: "reCAPTCHA token, needed after repeated failed logins when captchas are on",
    }),
    code: TotpCode.optional(),
    recoveryCode: RecoveryCode.optional(),
  })
  .openapi("Login");
export type LoginInput = z.infer<typeof LoginBody>;

export const TwoFactorLoginBody = z
  .object({
    challenge: z.string().min(1, "The sign-in has expired, please log in again").max(1000).openapi({
      description: "`details.challenge` of the 401 two_factor_required answer (valid 5 minutes)",
    }),
    code: TotpCode.optional(),
    recoveryCode: RecoveryCode.optional(),
    captchaToken: CaptchaToken.openapi({
      description: "reCAPTCHA token, needed after repeated failed attempts when captchas are on",
    }),
  })
  .refine((v) => v.code || v.recoveryCode, {
    message: "Enter the code from your authenticator app or a recovery code",
    path: ["code"],
  })
  .openapi("TwoFactorLogin");
export type TwoFactorLoginInput = z.infer<typeof TwoFactorLoginBody>;

export const TwoFactorSetupResult = z
  .object({
    secret: z.string().openapi({ description: "The shared secret, base32 (for typing into an app)" }),
    otpauthUrl: z
      .string()
      .openapi({ description: "`otpauth://totp/...` URL (what the QR code holds): SHA1, 6 digits, 30 s" }),
  })
  .openapi("TwoFactorSetup");

export const TwoFactorEnableBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")
      .openapi({ description: "The current code of the secret from /auth/2fa/setup" }),
    currentPassword: CurrentPasswordField.openapi({
      description: "The account's password (422 wrong_password when it is not right)",
    }),
  })
  .openapi("TwoFactorEnable");
export type TwoFactorEnableInput = z.infer<typeof TwoFactorEnableBody>;

export const RecoveryCodesResult = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .openapi({ description: "Ten one-time codes, shown once: each signs in once instead of a code" }),
  })
  .openapi("RecoveryCodes");

export const TwoFactorDisableBody = z
  .object({
    code: TotpCode.optional(),
    recoveryCode: RecoveryCode.optional(),
    currentPassword: CurrentPasswordField.openapi({
      description: "The account's password (422 wrong_password when it is not right)",
    }),
  })
  .refine((v) => v.code || v.recoveryCode, {
    message: "Enter the code from your authenticator app or a recovery code",
    path: ["code"],
  })
  .openapi("TwoFactorDisable");
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableBody>;

export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().openapi({ description: "The site requires it of this account (admins, when set)" }),
  })
  .openapi("TwoFactorStatus");

export const LoginResult = z
  .object({
    token: z.string().openapi({ description: "Send as `Authorization: Bearer <token>`" }),
    expiresAt: z.string(),
    user: CurrentUserSchema,
  })
  .openapi("LoginResult");

export const RegisterBody = z
  .object({
    name: NameField,
    username: UsernameField,
    email: EmailField,
    password: PasswordField,
    gender: GenderField.optional(),
    country: CountryField.optional(),
    captchaToken: CaptchaToken.openapi({ description: "reCAPTCHA token, when captchas are on" }),
  })
  .openapi("Register");
export type RegisterInput = z.infer<typeof RegisterBody>;

export const PasswordUpdateBody = z
  .object({
    password: PasswordField,
    source: z
      .enum(["user", "performer"])
      .optional()
      .openapi({ description: "Which account page sent it; informational" }),
    currentPassword: CurrentPasswordField.openapi({
      description: "The account's current password (422 wrong_password when it is not right)",
    }),
  })
  .openapi("PasswordUpdate");
export type PasswordUpdateInput = z.infer<typeof PasswordUpdateBody>;

export const EmailBody = z.object({ email: EmailField }).openapi("EmailOnly");

export const TokenBody = z
  .object({ token: z.string().trim().min(1, "The link is missing its token").max(200) })
  .openapi("OneTimeToken");

export const ResetPasswordBody = z
  .object({
    token: z.string().trim().min(1, "The link is missing its token").max(200),
    password: PasswordField,
  })
  .openapi("ResetPassword");

export const Done = z.object({ success: z.literal(true) });

const SessionSchema = z
  .object({
    _id: z.string().openapi({ description: "The session's public id (never its token)" }),
    device: z.string().openapi({ example: "Chrome on macOS" }),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    country: z
      .string()
      .nullable()
      .openapi({ description: "ISO 3166-1 alpha-2 of the last request", example: "FR" }),
    place: z.string().nullable().openapi({ description: "The country's name", example: "France" }),
    createdAt: z.string().openapi({ description: "Signed in at" }),
    lastSeenAt: z.string().openapi({ description: "Last request, to within 15 minutes" }),
    expiresAt: z.string(),
    current: z.boolean().openapi({ description: "The session making this request" }),
  })
  .openapi("Session");

export const SessionList = z.object({ data: z.array(SessionSchema) }).openapi("SessionList");

export const SignedOut = z
  .object({ signedOut: z.number().int().openapi({ description: "How many sessions were signed out" }) })
  .openapi("SignedOut");
