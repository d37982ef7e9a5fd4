import type { PerformerProfile } from "#functions/performers/schemas";
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
  pending: "Your documents are being reviewed.",
  approved: "You're verified.",
  rejected: "Your verification was not accepted. Send clearer documents to try again.",
};

/** The creator's ID verification: its state and an upload of more documents (progress and cancel). */
export function VerificationCard({
  status,
  documentCount,
}: {
  status: PerformerProfile["verificationStatus"];
  documentCount: number;
}) {
  const { state, start, cancel } = useFileUpload("/api/performers/documents/upload", checkDocument);
  const current = status ?? "unsubmitted";
  return (
    <Card>
      <CardHeader title="ID verification" description="Verified creators appear in search and discovery." />
      <CardBody className="space-y-3">
        <p className="text-sm text-ink">
          {STATUS_TEXT[current]}
          {documentCount > 0 ? (
            <span className="text-ink-subtle">
              {" "}
              ({documentCount} document{documentCount === 1 ? "" : "s"} sent)
            </span>
          ) : null}
        </p>
        {current !== "approved" ? (
          state.phase === "uploading" ? (
            <UploadProgress progress={state.progress} label="Document upload progress" onCancel={cancel} />
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
        {state.phase === "idle" ? <UploadNote message={state.message} /> : null}
      </CardBody>
    </Card>
  );
}
