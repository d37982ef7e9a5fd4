/**
 * /studio/verification: the guided ID check. Three uploads (front, back, a selfie with the ID),
 * each with its preview, progress and cancel; the overall status (in review, approved, rejected
 * with the reason); sending for review once all three are there.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { guidedVerificationOf, submitVerification } from "#functions/identity/verification/guided";
import type { GuidedVerification } from "#functions/identity/verification/schemas";
import { DocumentPreview, ID_DOCUMENTS, IdCheckStep, STEP_TEXT } from "~/components/account/id-check-step";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formErrors } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "ID verification · Studio" }];

export const loader = pageLoader(handle, async (args, viewer) =>
  guidedVerificationOf(args.context.rc.deps, viewer.id),
);

export const action = formAction(handle, async (_form, { context }, viewer) => {
  await submitVerification(context.rc.deps, viewer);
  return { ok: true as const, message: "Sent for review" };
});

function StatusAlert({ check }: { check: ReturnType<typeof useLoaderData<typeof loader>> }) {
  switch (check.verificationStatus) {
    case "approved":
      return <Alert tone="success">You're verified: you can sell, go live and be paid.</Alert>;
    case "pending":
      return (
        <Alert tone="info">
          <strong className="font-semibold text-ink">In review.</strong> An admin is checking your documents,
          usually within a day. We'll notify you and email you the decision.
        </Alert>
      );
    case "rejected":
      return (
        <Alert tone="error">
          <strong className="font-semibold">Your documents were rejected.</strong>{" "}
          {check.lastDecision?.reason ? (
            <span data-testid="id-check-reason">Reason given by our team: {check.lastDecision.reason} </span>
          ) : null}
          To try again, upload new photos below (choose a new file on the photo that needs it), then press
          Send for review.
        </Alert>
      );
    default:
      return (
        <Alert tone="info">
          <strong className="font-semibold text-ink">Not sent yet.</strong> Upload the three photos, then send
          them for review.
        </Alert>
      );
  }
}

export default function StudioVerification() {
  const check = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const open = check.verificationStatus === "unsubmitted" || check.verificationStatus === "rejected";
  const missing = check.steps.filter((s) => !s.done);
  return (
    <>
      <StudioHeader
        title="ID verification"
        description="Verified creators can sell content, go live, request payouts and appear in search. Your documents are private: only you and our reviewers see them."
      />
      <div className="space-y-5">
        <div data-testid="id-check-status">
          <StatusAlert check={check} />
        </div>
        {check.signUpDocuments.length > 0 ? <SignUpDocuments documents={check.signUpDocuments} /> : null}
        {open || check.steps.some((s) => s.done) ? (
          <ol className="grid gap-4 md:grid-cols-3" aria-label="Steps">
            {check.steps.map((step, i) => (
              <li key={step.step}>
                <IdCheckStep step={step} index={i} open={open} />
              </li>
            ))}
          </ol>
        ) : null}
        {open ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!check.canSubmit} pending={navigation.state === "submitting"}>
              Send for review
            </Button>
            <p className="text-sm text-ink-muted" data-testid="id-check-remaining">
              {missing.length === 0
                ? "All three photos are ready."
                : `Still to upload: ${missing.map((s) => STEP_TEXT[s.step].title.replace(/^./, (c) => c.toLowerCase())).join(", ")}.`}
            </p>
          </Form>
        ) : null}
        {formError ? (
          <Alert tone="error">
            {formError}
            {Object.values(fieldErrors).length ? ` ${Object.values(fieldErrors).join(" ")}` : null}
          </Alert>
        ) : null}
      </div>
    </>
  );
}

/** The documents sent with the sign-up form: what the review looks at when no step was uploaded. */
function SignUpDocuments({ documents }: { documents: GuidedVerification["signUpDocuments"] }) {
  return (
    <section aria-labelledby="signup-documents" data-testid="signup-documents" className="space-y-3">
      <h2 id="signup-documents" className="text-sm font-semibold text-ink">
        Sent when you signed up
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {documents.map((doc, i) => {
          const label = ID_DOCUMENTS[i]?.label ?? `Document ${i + 1}`;
          return (
            <li key={doc.fileId}>
              <Card className="space-y-2 p-4">
                <h3 className="text-sm font-medium text-ink">{label}</h3>
                <div className="aspect-[4/3] overflow-hidden rounded-xl border border-line bg-surface-muted">
                  <DocumentPreview src={doc.url} pdf={doc.mimeType === "application/pdf"} label={label} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
