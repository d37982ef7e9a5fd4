import { useEffect, useRef } from "react";
import { formErrors } from "~/lib/form";
import { useNewPasswordSubmit } from "~/lib/password-submit";
import { Card, CardBody, CardHeader } from "../ui/card";
import { CurrentPasswordField } from "./current-password-field";
import { IntentForm } from "./intent-form";
import { ConfirmPasswordField, NewPasswordField } from "./new-password-fields";
import { useSectionForm } from "./use-section-form";

/** The "Change password" card of the account pages; posts `intent=password` to the page's action. */
export function PasswordForm() {
  const { fetcher, fieldErrors: answered } = useSectionForm();
  const formRef = useRef<HTMLFormElement>(null);
  const { onSubmit, refused } = useNewPasswordSubmit(
    ["currentPassword", "password", "confirmPassword"],
    fetcher.submit,
  );
  // A new password refused in the browser (client-side hashing) replaces the last answer.
  const fieldErrors = refused ? formErrors(refused).fieldErrors : answered;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <Card>
      <CardHeader title="Change password" description="Other devices will be logged out." />
      <CardBody>
        <IntentForm
          fetcher={fetcher}
          intent="password"
          submitLabel="Update password"
          formRef={formRef}
          onSubmit={onSubmit}
          result={refused}
        >
          <CurrentPasswordField error={fieldErrors.currentPassword} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordField error={fieldErrors.password} />
            <ConfirmPasswordField error={fieldErrors.confirmPassword} />
          </div>
        </IntentForm>
      </CardBody>
    </Card>
  );
}
