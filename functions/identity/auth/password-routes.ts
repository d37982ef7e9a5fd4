import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, ok, responses } from "../../http/hono";
import { requestMeta } from "../accounts/request-meta";
import { requireUser } from "../accounts/viewer";
import { Done, EmailBody, PasswordUpdateBody, ResetPasswordBody, TokenBody } from "./schemas";
import {
  changePassword,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  verifyEmail,
} from "./service";

const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const changePasswordRoute = createRoute({
  method: "put",
  path: "/auth/users/me/password",
  tags: ["Auth"],
  summary: "Set a new password (the current one is needed); every other session of the account ends",
  security: bearerSecurity,
  request: { body: json(PasswordUpdateBody) },
  responses: responses(Done, "Password changed", [
    "validation_failed",
    "unauthorized",
    "wrong_password",
    "too_many_attempts",
  ]),
});

const forgotRoute = createRoute({
  method: "post",
  path: "/auth/users/forgot",
  tags: ["Auth"],
  summary: "Email a one-hour password reset link (same answer whether or not the account exists)",
  request: { body: json(EmailBody) },
  responses: responses(Done, "Accepted", ["validation_failed", "too_many_attempts", "public_origin_missing"]),
});

const resetRoute = createRoute({
  method: "post",
  path: "/auth/users/reset-password",
  tags: ["Auth"],
  summary: "Set a new password with the emailed token; every session of the account ends",
  request: { body: json(ResetPasswordBody) },
  responses: responses(Done, "Password reset", ["validation_failed", "invalid_token"]),
});

const resendVerificationRoute = createRoute({
  method: "post",
  path: "/auth/email-verification",
  tags: ["Auth"],
  summary: "Email a new verification link to an unverified account (same answer otherwise)",
  request: { body: json(EmailBody) },
  responses: responses(Done, "Accepted", ["validation_failed", "too_many_attempts", "public_origin_missing"]),
});

const verifyEmailRoute = createRoute({
  method: "post",
  path: "/auth/verify-email",
  tags: ["Auth"],
  summary: "Confirm an email address with the emailed token",
  request: { body: json(TokenBody) },
  responses: responses(Done, "Email verified", ["validation_failed", "invalid_token"]),
});

const done = { success: true as const };

/** Password change, forgotten password and email verification. */
export function registerAccountRecoveryRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(changePasswordRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    await changePassword(deps, requireUser(viewer), c.req.valid("json"), requestMeta(c.req.raw, c.env));
    return ok(c, done);
  });

  api.openapi(forgotRoute, async (c) => {
    await requestPasswordReset(c.get("rc").deps, c.req.valid("json").email, requestMeta(c.req.raw, c.env));
    return ok(c, done);
  });

  api.openapi(resetRoute, async (c) => {
    const { token, password } = c.req.valid("json");
    await resetPassword(c.get("rc").deps, token, password, requestMeta(c.req.raw, c.env));
    return ok(c, done);
  });

  api.openapi(resendVerificationRoute, async (c) => {
    await resendVerificationEmail(c.get("rc").deps, c.req.valid("json").email, requestMeta(c.req.raw, c.env));
    return ok(c, done);
  });

  api.openapi(verifyEmailRoute, async (c) => {
    await verifyEmail(c.get("rc").deps, c.req.valid("json").token);
    return ok(c, done);
  });
}
