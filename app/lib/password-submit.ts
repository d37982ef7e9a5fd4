import { type SubmitFunction, useSubmit } from "@remix-run/react";
import { useCallback, useState } from "react";
import { newPasswordProblem } from "#functions/identity/users/password-rules";
import { clientPasswordDigest } from "#functions/lib/client-hash";
import type { FormResult } from "./form";
import { useRootData } from "./root-data";

/** A submission the browser refused before sending it, shaped as the action's own 422 answer. */
export type RefusedSubmission = Extract<FormResult, { ok: false }>;

/**
 * HASH_PW_CLIENT: when the public setting hashPwClient is on, the browser replaces each non-empty
 * password field with its digest before the form is sent (login, register, password and profile
 * updates); the server hashes what it receives again. Use as the form's onSubmit. Without
 * JavaScript, or with the setting off, the form submits normally. For a form that chooses a new
 * password, useNewPasswordSubmit.
 */
export function usePasswordSubmit(
  fields: readonly string[] = ["password"],
  submitWith?: SubmitFunction,
): (event: React.FormEvent<HTMLFormElement>) => void {
  return useHashedSubmit(fields, submitWith).onSubmit;
}

/**
 * usePasswordSubmit for a form whose `password` field is a password being chosen (sign-up, reset,
 * change). The digest the server receives passes its length rules whatever was typed, so with
 * hashing on the typed password is checked here against those rules (PasswordField's, from
 * password-rules.ts) first: a password that breaks one is not sent, and `refused` holds the
 * answer the server would have given (its message under the password field) until the next
 * submission. The form shows `refused ?? ` its action's answer. A current password (login, the
 * confirmations) is never checked: it is whatever the account has.
 */
export function useNewPasswordSubmit(
  fields: readonly string[] = ["password"],
  submitWith?: SubmitFunction,
): { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; refused: RefusedSubmission | undefined } {
  return useHashedSubmit(fields, submitWith, NEW_PASSWORD);
}

/** The field of a new password in every form that chooses one (its confirmation: confirmPassword). */
const NEW_PASSWORD = "password";

function useHashedSubmit(fields: readonly string[], submitWith?: SubmitFunction, newPassword?: string) {
  const { settings } = useRootData();
  const routerSubmit = useSubmit();
  const submit = submitWith ?? routerSubmit;
  const [refused, setRefused] = useState<RefusedSubmission>();
  const key = fields.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `fields`
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (!settings.hashPwClient) return;
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const data = new FormData(form, submitter);
      const chosen = newPassword ? data.get(newPassword) : null;
      // Blank (or only spaces) is sent as typed: the action reads it as missing and says so.
      const blank = typeof chosen !== "string" || chosen.trim() === "";
      const problem = newPassword && !blank ? newPasswordProblem(chosen as string) : undefined;
      if (newPassword && problem) {
        setRefused({ ok: false, fieldErrors: { [newPassword]: problem } });
        return;
      }
      setRefused(undefined);
      void (async () => {
        for (const name of fields) {
          const value = data.get(name);
          if (typeof value !== "string" || value === "") continue;
          if (name === newPassword && blank) continue;
          data.set(name, await clientPasswordDigest(value));
        }
        submit(data, {
          method: (form.getAttribute("method") ?? "post") as "post",
          action: form.getAttribute("action") ?? undefined,
          encType: (form.getAttribute("enctype") ?? "application/x-www-form-urlencoded") as
            | "multipart/form-data"
            | "application/x-www-form-urlencoded",
        });
      })();
    },
    [settings.hashPwClient, submit, key, newPassword],
  );
  return { onSubmit, refused };
}
