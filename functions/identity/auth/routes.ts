import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { AppError } from "../../errors";
import { type AppContext, type AppEnv, ok, optionalSecurity, responses } from "../../http/hono";
import { formFields, multipartBody, readFileField, readFormFields } from "../../http/multipart";
import { requestMeta } from "../accounts/request-meta";
import { clearedSessionCookie, sessionCookie } from "../accounts/sessions";
import { CurrentUserSchema } from "../users/schemas";
import { registerAccountRecoveryRoutes } from "./password-routes";
import { Done, LoginBody, LoginResult, RegisterBody } from "./schemas";
import { registerAccountSecurityRoutes } from "./security-routes";
import { login, logout, registerFan, registerPerformer } from "./service";

const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const loginRoute = createRoute({
  method: "post",
  path: "/auth/login",
  tags: ["Auth"],
  summary:
    "Log in by username or email; returns the session token and sets the `token` cookie. With two-factor sign-in on, the right password without `code` or `recoveryCode` answers 401 two_factor_required (no token; `details.challenge` for /auth/2fa/login)",
  request: { body: json(LoginBody) },
  responses: responses(LoginResult, "Logged in", [
    "validation_failed",
    "captcha_failed",
    "incorrect_credentials",
    "account_inactive",
    "email_not_verified",
    "two_factor_required",
    "incorrect_two_factor_code",
    "too_many_attempts",
  ]),
});

const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: ["Auth"],
  summary: "End the current session and clear the cookie",
  security: optionalSecurity,
  responses: responses(Done, "Logged out"),
});

const registerUserRoute = createRoute({
  method: "post",
  path: "/auth/users/register",
  tags: ["Auth"],
  summary: "Create a fan account (log in next); a verification link is emailed",
  request: { body: json(RegisterBody) },
  responses: responses(
    CurrentUserSchema,
    "The new account",
    [
      "validation_failed",
      "captcha_failed",
      "email_taken",
      "username_taken",
      "too_many_attempts",
      "public_origin_missing",
    ],
    201,
  ),
});

const REGISTER_FIELDS = formFields(RegisterBody);

const registerPerformerRoute = createRoute({
  method: "post",
  path: "/auth/performers/register",
  tags: ["Auth"],
  summary: "Create a creator account with ID documents (image or PDF, 10 MB each) for review",
  request: {
    body: multipartBody(
      { ...REGISTER_FIELDS, "idVerification!": "file", "documentVerification!": "file" },
      "The creator's details and two documents: a photo ID and a selfie holding it",
    ),
  },
  responses: responses(
    CurrentUserSchema,
    "The new creator account, verification pending",
    [
      "validation_failed",
      "captcha_failed",
      "email_taken",
      "username_taken",
      "file_too_large",
      "unsupported_file_type",
      "too_many_attempts",
      "public_origin_missing",
    ],
    201,
  ),
});

const registerPerformerNoDocsRoute = createRoute({
  method: "post",
  path: "/auth/performers/register-without-document",
  tags: ["Auth"],
  summary: "Create a creator account now and send ID documents later",
  request: { body: json(RegisterBody) },
  responses: responses(
    CurrentUserSchema,
    "The new creator account, verification unsubmitted",
    [
      "validation_failed",
      "captcha_failed",
      "email_taken",
      "username_taken",
      "too_many_attempts",
      "public_origin_missing",
    ],
    201,
  ),
});

/** The text fields and both documents, with every problem reported in one 422. */
async function readPerformerSignup(c: AppContext) {
  const [fields, idVerification, documentVerification] = await Promise.allSettled([
    readFormFields(c, RegisterBody),
    readFileField(c, "idVerification"),
    readFileField(c, "documentVerification"),
  ]);
  const details: Record<string, string> = {};
  for (const result of [fields, idVerification, documentVerification]) {
    if (result.status === "fulfilled") continue;
    if (!(result.reason instanceof AppError) || result.reason.code !== "validation_failed")
      throw result.reason;
    Object.assign(details, result.reason.details);
  }
  if (
    fields.status === "rejected" ||
    idVerification.status === "rejected" ||
    documentVerification.status === "rejected"
  ) {
    throw new AppError("validation_failed", { details });
  }
  return {
    input: fields.value,
    documents: { idVerification: idVerification.value, documentVerification: documentVerification.value },
  };
}

export function registerAuthRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(loginRoute, async (c) => {
    const result = await login(c.get("rc").deps, c.req.valid("json"), requestMeta(c.req.raw, c.env));
    c.header("Set-Cookie", sessionCookie(result.token, result.maxAge));
    return ok(c, { token: result.token, expiresAt: result.expiresAt, user: result.user });
  });

  api.openapi(logoutRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    await logout(deps, viewer);
    c.header("Set-Cookie", clearedSessionCookie());
    return ok(c, { success: true as const });
  });

  api.openapi(registerUserRoute, async (c) =>
    ok(c, await registerFan(c.get("rc").deps, c.req.valid("json"), requestMeta(c.req.raw, c.env)), 201),
  );

  api.openapi(registerPerformerRoute, async (c) => {
    const { input, documents } = await readPerformerSignup(c);
    return ok(
      c,
      await registerPerformer(c.get("rc").deps, input, documents, requestMeta(c.req.raw, c.env)),
      201,
    );
  });

  api.openapi(registerPerformerNoDocsRoute, async (c) =>
    ok(
      c,
      await registerPerformer(c.get("rc").deps, c.req.valid("json"), null, requestMeta(c.req.raw, c.env)),
      201,
    ),
  );

  registerAccountRecoveryRoutes(api);
  registerAccountSecurityRoutes(api);
}
