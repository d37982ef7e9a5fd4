import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { type FormResult, formErrors } from "~/lib/form";
import { usePasswordSubmit } from "~/lib/password-submit";
import { FormStatus } from "../form-status";
import { Alert } from "../ui/alert";
import { Button, buttonClass, SubmitRow } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { CopyButton } from "../ui/copy-button";
import { Field } from "../ui/field";
import { CurrentPasswordField } from "./current-password-field";
import { IntentForm } from "./intent-form";

interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  required: boolean;
}

interface SetupResult {
  ok: true;
  setup: { secret: string; otpauthUrl: string; qr: { size: number; path: string } };
}

type EnableResult = FormResult & { recoveryCodes?: string[] };

/**
 * The "Two-factor sign-in" card of the account pages (`#two-factor`): set up with an authenticator
 * app (scan the QR code or type the secret, confirm with a code and the password), see the ten
 * recovery codes once, or turn it off with a code or a recovery code. Posts `intent=twoFactor*`.
 */
const ENABLE_FETCHER = "two-factor-enable";

export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  // The enable form's answer outlives the form: its card turns to "On" in the same render.
  const enable = useFetcher<EnableResult>({ key: ENABLE_FETCHER });
  const [dismissed, setDismissed] = useState<unknown>(null);
  const codes =
    enable.data?.ok && enable.data.recoveryCodes && dismissed !== enable.data
      ? enable.data.recoveryCodes
      : null;
  return (
    <Card id="two-factor" className="scroll-mt-24">
      <CardHeader
        title="Two-factor sign-in"
        description="A code from an authenticator app on your phone, asked for after your password."
      />
      <CardBody className="space-y-4">
        {status.required && !status.enabled ? (
          <Alert tone="info">
            This site requires two-factor sign-in for admins: set it up to use the console.
          </Alert>
        ) : null}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setDismissed(enable.data)} />
        ) : status.enabled ? (
          <DisableForm recoveryCodesLeft={status.recoveryCodesLeft} />
        ) : (
          <SetupFlow />
        )}
      </CardBody>
    </Card>
  );
}

function SetupFlow() {
  const setup = useFetcher<SetupResult | FormResult>();
  const enable = useFetcher<EnableResult>({ key: ENABLE_FETCHER });
  const onSubmit = usePasswordSubmit(["currentPassword"], enable.submit);
  const { fieldErrors } = formErrors(enable.data);
  const started = setup.data && "setup" in setup.data ? setup.data.setup : null;

  if (!started) {
    return (
      <setup.Form method="post" className="flex flex-wrap items-center justify-between gap-3">
        <input type="hidden" name="intent" value="twoFactorSetup" />
        <p className="text-sm text-ink-muted">
          <span className="font-medium text-ink">Off.</span> Anyone with your password can log in.
        </p>
        <FormStatus result={setup.data} state={setup.state} />
        <Button type="submit" pending={setup.state !== "idle"}>
          Set up two-factor sign-in
        </Button>
      </setup.Form>
    );
  }
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-muted">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy, ...).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows, with your password.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <svg
          viewBox={`0 0 ${started.qr.size} ${started.qr.size}`}
          className="size-44 shrink-0 rounded-lg bg-white"
          role="img"
          aria-label="QR code for your authenticator app"
          shapeRendering="crispEdges"
        >
          <path d={started.qr.path} fill="#000" />
        </svg>
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-ink">Setup key</p>
          {/* Groups of four that never break inside: a narrow screen wraps between groups only. */}
          <code data-testid="two-factor-secret" className="block font-mono text-base tracking-wider text-ink">
            {started.secret.match(/.{1,4}/g)?.map((group, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a group's place in the key is its identity
              <span key={i}>
                <span className="inline-block">{group}</span>{" "}
              </span>
            ))}
          </code>
          <CopyButton text={started.secret} label="Copy key" copiedTitle="Setup key copied" />
          <p className="text-xs text-ink-subtle">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <enable.Form method="post" className="space-y-4" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="twoFactorEnable" />
        <FormStatus result={enable.data?.ok ? undefined : enable.data} state={enable.state} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={fieldErrors.code}
          />
          <CurrentPasswordField error={fieldErrors.currentPassword} />
        </div>
        <SubmitRow pending={enable.state !== "idle"}>Turn on</SubmitRow>
      </enable.Form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Alert tone="success">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one logs you in once if you
        lose your phone. They are shown only now.
      </Alert>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface-muted p-4 font-mono text-sm text-ink sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <CopyButton text={codes.join("\n")} label="Copy codes" copiedTitle="Recovery codes copied" />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join("\n")}\n`)}`}
          download="recovery-codes.txt"
          className={buttonClass("secondary", "sm")}
        >
          Download
        </a>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

function DisableForm({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  const onSubmit = usePasswordSubmit(["currentPassword"], fetcher.submit);
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        <span className="font-medium text-emerald-700 dark:text-emerald-400">On.</span> After your password we
        ask for a code from your app.{" "}
        {recoveryCodesLeft === 1 ? "1 recovery code" : `${recoveryCodesLeft} recovery codes`} left.
      </p>
      {recoveryCodesLeft <= 2 ? (
        <Alert tone="info">
          Few recovery codes left: turn two-factor sign-in off and on again for ten new ones.
        </Alert>
      ) : null}
      <IntentForm
        fetcher={fetcher}
        intent="twoFactorDisable"
        submitLabel="Turn off"
        submitVariant="danger"
        formRef={formRef}
        onSubmit={onSubmit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Code from the app or a recovery code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            maxLength={40}
            required
            error={fieldErrors.code ?? fieldErrors.recoveryCode}
          />
          <CurrentPasswordField error={fieldErrors.currentPassword} />
        </div>
      </IntentForm>
    </div>
  );
}
