import { z } from "../lib/zod";
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
  })
  .openapi("Login");
export type LoginInput = z.infer<typeof LoginBody>;

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
