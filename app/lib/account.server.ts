import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { requireUser, type Viewer } from "#functions/identity/accounts/viewer";
import {
  PasswordUpdateBody,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
} from "#functions/identity/auth/schemas";
import { changePassword } from "#functions/identity/auth/service";
import { listSessions, signOutOtherSessions, signOutSession } from "#functions/identity/auth/sessions";
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  setupTwoFactor,
} from "#functions/identity/auth/two-factor";
import { NotificationSettingsBody } from "#functions/identity/notifications/schemas";
import {
  notificationSettingsOf,
  updateNotificationSettings,
} from "#functions/identity/notifications/service";
import { EmailChangeBody, UpdateProfileBody } from "#functions/identity/users/schemas";
import { updateProfile } from "#functions/identity/users/service";
import { toIso } from "#functions/lib/clock";
import type { Deps } from "#functions/lib/deps";
import { DEFAULT_MESSAGES, fieldFailure, formFailure, invalidForm, SAVED_MESSAGE } from "./errors.server";
import { textFields } from "./form";
import { qrCodePath } from "./qr.server";

/** The password card of both account pages (`intent=password`). */
export async function passwordAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  source: "user" | "performer",
) {
  const fields = textFields(form, ["currentPassword", "password", "confirmPassword"]);
  const parsed = PasswordUpdateBody.safeParse({ ...fields, source });
  if (!parsed.success) return invalidForm(parsed.error);
  if (fields.confirmPassword !== fields.password)
    return fieldFailure({ confirmPassword: "Passwords do not match." });
  try {
    const { deps, viewer } = context.rc;
    await changePassword(deps, requireUser(viewer), parsed.data, requestMeta(request, deps.env));
    return { ok: true as const, message: SAVED_MESSAGE };
  } catch (err) {
    return formFailure(err, request, DEFAULT_MESSAGES.update);
  }
}

/** The email card of both account pages (`intent=email`): the new address waits for its link. */
export async function emailAction(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = EmailChangeBody.safeParse(textFields(form, ["email", "currentPassword"]));
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    const { deps, viewer } = context.rc;
    const user = await updateProfile(deps, requireUser(viewer), parsed.data, requestMeta(request, deps.env));
    if (user.pendingEmail !== parsed.data.email) return { ok: true as const, message: SAVED_MESSAGE };
    return {
      ok: true as const,
      message: `Check your inbox at ${parsed.data.email}: your email changes once you open the link we sent there.`,
    };
  } catch (err) {
    return formFailure(err, request, DEFAULT_MESSAGES.update);
  }
}

/** The profile part of both account pages (`intent=profile` for fans, `account` for creators): name, username, and what else the page offers. */
export async function profileAction(
  request: Request,
  context: AppLoadContext,
  fields: Record<string, unknown>,
) {
  const parsed = UpdateProfileBody.safeParse(fields);
  if (!parsed.success) return invalidForm(parsed.error);
  const { deps, viewer } = context.rc;
  await updateProfile(deps, requireUser(viewer), parsed.data, requestMeta(request, deps.env));
  return { ok: true as const, message: SAVED_MESSAGE };
}

/** The account pages' security cards: two-factor sign-in and where the person is signed in. */
export async function accountSecurity(deps: Deps, viewer: Viewer) {
  const [twoFactor, sessions] = await Promise.all([
    getTwoFactorStatus(deps, viewer),
    listSessions(deps, viewer),
  ]);
  return {
    twoFactor,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      place: s.place,
      current: s.current,
      createdAt: toIso(s.createdAt),
      lastSeenAt: toIso(s.lastSeenAt),
    })),
  };
}

export type AccountSecurity = Awaited<ReturnType<typeof accountSecurity>>;

/** The second-factor field of the page forms: six digits are an app's code, anything else a recovery code. */
export function secondFactorFields(value: FormDataEntryValue | null) {
  const typed = typeof value === "string" ? value.trim() : "";
  return /^\d{6}$/.test(typed.replace(/\s/g, "")) ? { code: typed } : { recoveryCode: typed || undefined };
}

type Args = Pick<ActionFunctionArgs, "request" | "context">;

async function guarded<T>(request: Request, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    return formFailure(err, request, DEFAULT_MESSAGES.update);
  }
}

/** The security cards' intents, shared by both account pages' actions. */
export const securityIntents = {
  twoFactorSetup: (_form: FormData, { request, context }: Args) =>
    guarded(request, async () => {
      const { secret, otpauthUrl } = await setupTwoFactor(context.rc.deps, requireUser(context.rc.viewer));
      return { ok: true as const, setup: { secret, otpauthUrl, qr: qrCodePath(otpauthUrl) } };
    }),
  twoFactorEnable: (form: FormData, { request, context }: Args) =>
    guarded(request, async () => {
      const parsed = TwoFactorEnableBody.safeParse(textFields(form, ["code", "currentPassword"]));
      if (!parsed.success) return invalidForm(parsed.error);
      const { deps, viewer } = context.rc;
      const meta = requestMeta(request, deps.env);
      const { recoveryCodes } = await enableTwoFactor(deps, requireUser(viewer), parsed.data, meta);
      return { ok: true as const, message: "Two-factor sign-in is on.", recoveryCodes };
    }),
  twoFactorDisable: (form: FormData, { request, context }: Args) =>
    guarded(request, async () => {
      const parsed = TwoFactorDisableBody.safeParse({
        ...secondFactorFields(form.get("code")),
        ...textFields(form, ["currentPassword"]),
      });
      if (!parsed.success) return invalidForm(parsed.error);
      const { deps, viewer } = context.rc;
      await disableTwoFactor(deps, requireUser(viewer), parsed.data, requestMeta(request, deps.env));
      return { ok: true as const, message: "Two-factor sign-in is off." };
    }),
  signOutSession: (form: FormData, { request, context }: Args) =>
    guarded(request, async () => {
      const id = form.get("sessionId");
      const { deps, viewer } = context.rc;
      await signOutSession(deps, requireUser(viewer), typeof id === "string" ? id : "");
      return { ok: true as const, message: "Signed out on that device." };
    }),
  signOutOthers: (_form: FormData, { request, context }: Args) =>
    guarded(request, async () => {
      const { deps, viewer } = context.rc;
      const { signedOut } = await signOutOtherSessions(deps, requireUser(viewer));
      const devices = signedOut === 1 ? "1 other device" : `${signedOut} other devices`;
      return { ok: true as const, message: `Signed out on ${devices}.` };
    }),
};

/** The notifications card of both account pages: which kinds (and their emails) the user gets. */
export const accountNotifications = (deps: Deps, viewer: Viewer) => notificationSettingsOf(deps, viewer);

/**
 * `intent=notifications`: every setting the card showed (`setting` fields) with its boxes, a box
 * left unticked being off.
 */
export const notificationIntents = {
  notifications: (form: FormData, { request, context }: Args) =>
    guarded(request, async () => {
      const settings = form.getAll("setting").map((setting) => ({
        setting,
        inApp: form.has(`inApp:${setting}`),
        ...(form.has(`hasEmail:${setting}`) ? { email: form.has(`email:${setting}`) } : {}),
      }));
      const parsed = NotificationSettingsBody.safeParse({ settings });
      if (!parsed.success) return invalidForm(parsed.error);
      const { deps, viewer } = context.rc;
      await updateNotificationSettings(deps, requireUser(viewer), parsed.data.settings);
      return { ok: true as const, message: SAVED_MESSAGE };
    }),
};

/** The intents both account pages answer the same way: sign-in security, notifications, password and email. */
export function accountIntents(source: "user" | "performer") {
  return {
    ...securityIntents,
    ...notificationIntents,
    password: (form: FormData, { request, context }: Args) => passwordAction(request, context, form, source),
    email: (form: FormData, { request, context }: Args) => emailAction(request, context, form),
  };
}
