import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, ok, responses } from "../../http/hono";
import { toIso } from "../../lib/clock";
import { requestMeta } from "../accounts/request-meta";
import { clearedSessionCookie, sessionCookie } from "../accounts/sessions";
import { requireUser } from "../accounts/viewer";
import {
  Done,
  LoginResult,
  RecoveryCodesResult,
  SessionList,
  SignedOut,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorLoginBody,
  TwoFactorSetupResult,
  TwoFactorStatusSchema,
} from "./schemas";
import { completeTwoFactorSignIn } from "./service";
import { listSessions, signOutOtherSessions, signOutSession } from "./sessions";
import { disableTwoFactor, enableTwoFactor, getTwoFactorStatus, setupTwoFactor } from "./two-factor";

/* Two-factor sign-in and the sessions list: what protects an account beyond its password. */

const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const tags = ["Account security"];

const statusRoute = createRoute({
  method: "get",
  path: "/auth/2fa",
  tags,
  summary: "Whether two-factor sign-in is on, recovery codes left, and whether the site requires it",
  security: bearerSecurity,
  responses: responses(TwoFactorStatusSchema, "Two-factor status", ["unauthorized"]),
});

const setupRoute = createRoute({
  method: "post",
  path: "/auth/2fa/setup",
  tags,
  summary:
    "Start two-factor sign-in: a new secret for an authenticator app (on once /auth/2fa/enable confirms it)",
  security: bearerSecurity,
  responses: responses(TwoFactorSetupResult, "The secret and its otpauth:// URL (the QR code's content)", [
    "unauthorized",
    "two_factor_already_enabled",
  ]),
});

const enableRoute = createRoute({
  method: "post",
  path: "/auth/2fa/enable",
  tags,
  summary:
    "Turn two-factor sign-in on with the app's current code and the password; answers ten recovery codes, once",
  security: bearerSecurity,
  request: { body: json(TwoFactorEnableBody) },
  responses: responses(RecoveryCodesResult, "On; keep the recovery codes somewhere safe", [
    "validation_failed",
    "unauthorized",
    "wrong_password",
    "wrong_two_factor_code",
    "two_factor_already_enabled",
    "two_factor_not_set_up",
    "too_many_attempts",
  ]),
});

const disableRoute = createRoute({
  method: "post",
  path: "/auth/2fa/disable",
  tags,
  summary: "Turn two-factor sign-in off with a current code (or an unused recovery code) and the password",
  security: bearerSecurity,
  request: { body: json(TwoFactorDisableBody) },
  responses: responses(Done, "Off; the secret and the recovery codes are gone", [
    "validation_failed",
    "unauthorized",
    "wrong_password",
    "wrong_two_factor_code",
    "two_factor_not_enabled",
    "too_many_attempts",
  ]),
});

const twoFactorLoginRoute = createRoute({
  method: "post",
  path: "/auth/2fa/login",
  tags: ["Auth"],
  summary:
    "Finish a sign-in that answered 401 two_factor_required (password, Google or X) with its challenge and a code or recovery code",
  request: { body: json(TwoFactorLoginBody) },
  responses: responses(LoginResult, "Logged in", [
    "validation_failed",
    "captcha_failed",
    "incorrect_two_factor_code",
    "two_factor_challenge_expired",
    "account_inactive",
    "too_many_attempts",
  ]),
});

const sessionsRoute = createRoute({
  method: "get",
  path: "/auth/sessions",
  tags,
  summary:
    "Where you are signed in: your live sessions, this one first, then the most recently seen (up to 200)",
  security: bearerSecurity,
  responses: responses(SessionList, "Sessions", ["unauthorized"]),
});

const signOutRoute = createRoute({
  method: "delete",
  path: "/auth/sessions/{id}",
  tags,
  summary: "Sign one of your sessions out at once (its sockets close too); your own clears the cookie",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(Done, "Signed out", ["unauthorized", "session_not_found"]),
});

const signOutOthersRoute = createRoute({
  method: "post",
  path: "/auth/sessions/revoke-others",
  tags,
  summary: "Sign out everywhere else: every session but this one ends, sockets included",
  security: bearerSecurity,
  responses: responses(SignedOut, "Signed out", ["unauthorized"]),
});

export function registerAccountSecurityRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(statusRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getTwoFactorStatus(deps, requireUser(viewer)));
  });

  api.openapi(setupRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await setupTwoFactor(deps, requireUser(viewer)));
  });

  api.openapi(enableRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const meta = requestMeta(c.req.raw, c.env);
    return ok(c, await enableTwoFactor(deps, requireUser(viewer), c.req.valid("json"), meta));
  });

  api.openapi(disableRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    await disableTwoFactor(deps, requireUser(viewer), c.req.valid("json"), requestMeta(c.req.raw, c.env));
    return ok(c, { success: true as const });
  });

  api.openapi(twoFactorLoginRoute, async (c) => {
    const meta = requestMeta(c.req.raw, c.env);
    const result = await completeTwoFactorSignIn(c.get("rc").deps, c.req.valid("json"), meta);
    c.header("Set-Cookie", sessionCookie(result.token, result.maxAge));
    return ok(c, { token: result.token, expiresAt: result.expiresAt, user: result.user });
  });

  api.openapi(sessionsRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const list = await listSessions(deps, requireUser(viewer));
    return ok(c, {
      data: list.map(({ id, createdAt, lastSeenAt, expiresAt, ...rest }) => ({
        _id: id,
        ...rest,
        createdAt: toIso(createdAt) ?? "",
        lastSeenAt: toIso(lastSeenAt) ?? "",
        expiresAt: toIso(expiresAt) ?? "",
      })),
    });
  });

  api.openapi(signOutRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { current } = await signOutSession(deps, requireUser(viewer), c.req.valid("param").id);
    if (current) c.header("Set-Cookie", clearedSessionCookie());
    return ok(c, { success: true as const });
  });

  api.openapi(signOutOthersRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await signOutOtherSessions(deps, requireUser(viewer)));
  });
}
