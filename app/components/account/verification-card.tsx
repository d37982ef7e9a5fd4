import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { PerformerProfile } from "#functions/identity/performers/schemas";
import { plural } from "~/lib/plural";
import { Alert } from "../ui/alert";
import { buttonClass } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { FilePickButton, UploadNote, UploadProgress } from "./upload-parts";
import { useFileUpload } from "./use-file-upload";

const MAX_BYTES = 10 * 1024 * 1024;

const checkDocument = (file: File) => {
  if (!/^image\/(jpeg|png|webp)$|^application\/pdf$/.test(file.type))
    return "Choose a JPEG, PNG, WebP or PDF file.";
  if (file.size > MAX_BYTES) return "The file is too large (10 MB at most).";
  return null;
};

const STATUS_TEXT: Record<NonNullable<PerformerProfile["verificationStatus"]>, string> = {
  unsubmitted: "Not verified yet. Send a photo ID and a selfie holding it.",
  pending: "Your documents are being reviewed, usually within a day.",
  approved: "You're verified.",
  rejected: "Your verification was not accepted. Send clearer documents to try again.",
};

export interface VerificationState {
  lastDecision: { decision: string; method: string; reason: string } | null;
  persona: { status: string } | null;
  personaEnabled: boolean;
}

/**
 * The creator's ID verification: its state, why it was refused, and the ways to get verified:
 * documents (upload with progress and cancel) and, where the site offers it, Persona.
 */
export function VerificationCard({
  status,
  documentCount,
  state,
  returnedFromPersona,
}: {
  status: PerformerProfile["verificationStatus"];
  documentCount: number;
  state: VerificationState;
  returnedFromPersona: boolean;
}) {
  const { state: upload, start, cancel } = useFileUpload("/api/performers/documents/upload", checkDocument);
  const current = status ?? "unsubmitted";
  const personaBusy = state.persona && ["completed", "needs_review"].includes(state.persona.status);
  const revalidator = useRevalidator();
  // Back from Persona: its verdict arrives by webhook moments later; look again a few times.
  useEffect(() => {
    if (!returnedFromPersona || current === "approved") return;
    const timer = setInterval(() => revalidator.revalidate(), 3000);
    const stop = setTimeout(() => clearInterval(timer), 30_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [returnedFromPersona, current, revalidator]);
  return (
    <Card id="verification">
      <CardHeader
        title="ID verification"
        description="Verified creators appear in search and can sell content, go live and request payouts."
      />
      <CardBody className="space-y-3">
        <p className="text-sm text-ink">
          {STATUS_TEXT[current]}
          {documentCount > 0 ? (
            <span className="text-ink-subtle"> ({plural(documentCount, "document")} sent)</span>
          ) : null}
        </p>
        {current === "rejected" && state.lastDecision?.reason ? (
          <Alert tone="error">Reason: {state.lastDecision.reason}</Alert>
        ) : null}
        {returnedFromPersona && current !== "approved" ? (
          <Alert tone="info">
            Thanks! Persona is checking your identity; this page updates when it is done.
          </Alert>
        ) : null}
        {current !== "approved" ? (
          upload.phase === "uploading" ? (
            <UploadProgress progress={upload.progress} label="Document upload progress" onCancel={cancel} />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <FilePickButton
                label="Upload a document"
                ariaLabel="Upload an ID document"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                onFile={start}
              />
              <span className="text-xs text-ink-subtle">JPEG, PNG, WebP or PDF, up to 10 MB.</span>
            </div>
          )
        ) : null}
        {current !== "approved" && state.personaEnabled ? (
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
            {personaBusy ? (
              <p className="text-sm text-ink-muted">Persona is reviewing your identity check.</p>
            ) : (
              <>
                <a href="/creator/persona" className={buttonClass("secondary", "sm")}>
                  Verify with Persona instead
                </a>
                <span className="text-xs text-ink-subtle">
                  A quick ID and selfie check, usually done in minutes.
                </span>
              </>
            )}
          </div>
        ) : null}
        {upload.phase === "idle" ? <UploadNote message={upload.message} /> : null}
      </CardBody>
    </Card>
  );
}
