import type { AppLoadContext } from "@remix-run/cloudflare";
import { PasswordUpdateBody } from "../../functions/auth/schemas";
import { changePassword } from "../../functions/auth/service";
import { requireUser } from "../../functions/auth/viewer";
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
    await changePassword(context.rc.deps, requireUser(context.rc.viewer), parsed.data);
    return { ok: true as const, message: SAVED_MESSAGE };
  } catch (err) {
    return formFailure(err, request, DEFAULT_MESSAGES.update);
  }
}
