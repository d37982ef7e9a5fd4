import { useEffect, useRef } from "react";
import { usePasswordSubmit } from "~/lib/password-submit";
import { Alert } from "../ui/alert";
import { Card, CardBody, CardHeader } from "../ui/card";
import { Field } from "../ui/field";
import { CurrentPasswordField } from "./current-password-field";
import { IntentForm } from "./intent-form";
import { useSectionForm } from "./use-section-form";

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
  const { fetcher, fieldErrors } = useSectionForm();
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
        <IntentForm
          fetcher={fetcher}
          intent="email"
          submitLabel="Change email"
          formRef={formRef}
          onSubmit={onSubmit}
        >
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
        </IntentForm>
      </CardBody>
    </Card>
  );
}
