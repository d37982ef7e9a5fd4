import { type SubmitFunction, useSubmit } from "@remix-run/react";
import { useCallback } from "react";
import { clientPasswordDigest } from "#functions/lib/client-hash";
import { useRootData } from "./root-data";

/**
 * HASH_PW_CLIENT: when the public setting hashPwClient is on, the browser replaces each non-empty
 * password field with its digest before the form is sent (login, register, password and profile
 * updates); the server hashes what it receives again. Use as the form's onSubmit. Without
 * JavaScript, or with the setting off, the form submits normally.
 */
export function usePasswordSubmit(
  fields: readonly string[] = ["password"],
  submitWith?: SubmitFunction,
): (event: React.FormEvent<HTMLFormElement>) => void {
  const { settings } = useRootData();
  const routerSubmit = useSubmit();
  const submit = submitWith ?? routerSubmit;
  const key = fields.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `fields`
  return useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (!settings.hashPwClient) return;
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const data = new FormData(form, submitter);
      void (async () => {
        for (const name of fields) {
          const value = data.get(name);
          if (typeof value === "string" && value !== "") data.set(name, await clientPasswordDigest(value));
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
    [settings.hashPwClient, submit, key],
  );
}
