import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { type FormResult, formErrors } from "~/lib/form";
import { usePasswordSubmit } from "~/lib/password-submit";
import { FormStatus } from "../form-status";
import { SubmitRow } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { Field } from "../ui/field";
import { CurrentPasswordField } from "./current-password-field";

/** The "Change password" card of the account pages; posts `intent=password` to the page's action. */
export function PasswordForm() {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = usePasswordSubmit(["currentPassword", "password", "confirmPassword"], fetcher.submit);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <Card>
      <CardHeader title="Change password" description="Other devices will be logged out." />
      <CardBody>
        <fetcher.Form method="post" ref={formRef} className="space-y-4" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="password" />
          <FormStatus result={fetcher.data} state={fetcher.state} />
          <CurrentPasswordField error={fieldErrors.currentPassword} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              error={fieldErrors.password}
              hint="At least 8 characters."
            />
            <Field
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              error={fieldErrors.confirmPassword}
            />
          </div>
          <SubmitRow pending={fetcher.state !== "idle"}>Update password</SubmitRow>
        </fetcher.Form>
      </CardBody>
    </Card>
  );
}
