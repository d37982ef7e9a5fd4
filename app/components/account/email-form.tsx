import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { type FormResult, formErrors } from "~/lib/form";
import { usePasswordSubmit } from "~/lib/password-submit";
import { FormStatus } from "../form-status";
import { Alert } from "../ui/alert";
import { SubmitRow } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { Field } from "../ui/field";
import { CurrentPasswordField } from "./current-password-field";

/**
 * The "Email" card of the account pages; posts `intent=email` to the page's action. The current
 * password is asked for, and the new address only replaces the current one once the link mailed
 * to it is opened, so a borrowed session cannot take the account.
 */
export function EmailForm({
  email,
  emailVerified,
  pendingEmail,
}: {
  email: string | null;
  emailVerified: boolean;
  pendingEmail: string | null | undefined;
}) {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = usePasswordSubmit(["currentPassword"], fetcher.submit);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      const password = formRef.current?.elements.namedItem("currentPassword");
      if (password instanceof HTMLInputElement) password.value = "";
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <Card>
      <CardHeader
        title="Email"
        description="Where we send your login links. A new address is used once you confirm it."
      />
      <CardBody>
        <fetcher.Form method="post" ref={formRef} className="space-y-4" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="email" />
          <FormStatus result={fetcher.data} state={fetcher.state} />
          {pendingEmail && !fetcher.data?.ok ? (
            <Alert tone="info">
              Waiting for confirmation: open the link we sent to{" "}
              <strong className="break-all">{pendingEmail}</strong>. Until then your email stays{" "}
              {email ?? "unset"}.
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={email ?? ""}
              required
              error={fieldErrors.email}
              hint={email && !emailVerified ? "Not verified yet: check your inbox." : undefined}
            />
            <CurrentPasswordField error={fieldErrors.currentPassword} hint="Needed to change your email." />
          </div>
          <SubmitRow pending={fetcher.state !== "idle"}>Change email</SubmitRow>
        </fetcher.Form>
      </CardBody>
    </Card>
  );
}
