import type { AppLoadContext } from "@remix-run/cloudflare";
import { PasswordUpdateBody } from "#functions/auth/schemas";
import { changePassword } from "#functions/auth/service";
import { requestMeta } from "#functions/identity/request-meta";
import { requireUser } from "#functions/identity/viewer";
import { EmailChangeBody } from "#functions/users/schemas";
import { updateProfile } from "#functions/users/service";
import { DEFAULT_MESSAGES, fieldFailure, formFailure, invalidForm, SAVED_MESSAGE } from "./errors.server";
import { textFields } from "./form";

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
    return fieldFailure({ confirmPassword: "Passwords do not match" });
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
