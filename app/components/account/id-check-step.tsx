/**
 * One step of the guided ID check (front, back, selfie): what to photograph, the photo as it will
 * be reviewed (the chosen file while it uploads, with progress and Cancel; then the stored one),
 * and whether the step is done.
 */
import type { GuidedVerification } from "#functions/identity/verification/schemas";
import { cn } from "~/lib/cn";
import { Card } from "../ui/card";
import { CheckIcon, ImageIcon } from "../ui/icons";
import { FilePickButton, UploadNote, UploadProgress } from "./upload-parts";
import { useFileUpload } from "./use-file-upload";

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";

/** The upload's own check before sending (the server checks the bytes again). */
export const checkDocument = (file: File) => {
  if (!/^image\/(jpeg|png|webp)$|^application\/pdf$/.test(file.type))
    return "Choose a JPEG, PNG, WebP or PDF file.";
  if (file.size > MAX_BYTES) return "The file is too large (10 MB at most).";
  return null;
};

type Step = GuidedVerification["steps"][number];

/**
 * The identity documents a creator sends, as the sign-up form and /studio/verification both name
 * them: a photo ID and a selfie holding it. The sign-up's two file fields are these, in order (the
 * server stores them so); the guided check asks for the photo ID's two sides.
 */
export const ID_DOCUMENTS = [
  { field: "idVerification", label: "Photo ID" },
  { field: "documentVerification", label: "Selfie holding your ID" },
] as const;
const [PHOTO_ID, SELFIE] = ID_DOCUMENTS;

export const STEP_TEXT: Record<Step["step"], { title: string; hint: string }> = {
  front: {
    title: `${PHOTO_ID.label}: front`,
    hint: "Passport, ID card or driving licence; all four corners in view.",
  },
  back: {
    title: `${PHOTO_ID.label}: back`,
    hint: "The other side, sharp and readable. For a passport, the signature page.",
  },
  selfie: {
    title: SELFIE.label,
    hint: "Your face and the ID's photo side next to it, both in focus.",
  },
};

export function DocumentPreview({ src, pdf, label }: { src: string | null; pdf: boolean; label: string }) {
  if (src && !pdf) return <img src={src} alt={label} className="size-full object-contain" />;
  return (
    <span className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-sm text-ink-muted">
      <ImageIcon className="size-8 text-ink-subtle" />
      {src ? "PDF uploaded" : "No photo yet"}
    </span>
  );
}

export function IdCheckStep({ step, index, open }: { step: Step; index: number; open: boolean }) {
  const {
    state: upload,
    start,
    cancel,
  } = useFileUpload(`/api/performer/verification/documents/${step.step}`, checkDocument);
  const text = STEP_TEXT[step.step];
  const uploading = upload.phase === "uploading";
  const doc = step.document;
  const badge = (
    <span
      className={cn(
        "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
        step.done
          ? "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
          : "bg-surface-muted text-ink-muted",
      )}
    >
      {step.done ? "Uploaded" : "To do"}
    </span>
  );
  return (
    <Card className="flex h-full flex-col" data-testid={`id-step-${step.step}`} data-done={step.done}>
      <div className="flex items-start gap-3 px-4 pt-4">
        <span
          className={cn(
            "grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold",
            step.done
              ? "bg-emerald-600 text-white dark:bg-emerald-500"
              : "bg-surface-muted text-ink-muted ring-1 ring-line",
          )}
        >
          {step.done ? <CheckIcon className="size-4" title="Done" /> : index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-ink">{text.title}</h2>
          <p className="text-xs text-ink-subtle">{text.hint}</p>
        </div>
      </div>
      <div className="mt-auto px-4 pt-4 pb-3">
        <div className="aspect-[4/3] overflow-hidden rounded-xl border border-dashed border-line bg-surface-muted">
          {uploading ? (
            <DocumentPreview src={upload.preview} pdf={false} label={`${text.title} (uploading)`} />
          ) : (
            <DocumentPreview
              src={doc?.url ?? null}
              pdf={doc?.mimeType === "application/pdf"}
              label={text.title}
            />
          )}
        </div>
      </div>
      <div className="space-y-2 px-4 pb-4">
        {uploading ? (
          <UploadProgress
            progress={upload.progress}
            label={`${text.title} upload progress`}
            onCancel={cancel}
          />
        ) : (
          <div className="flex min-h-9 items-center justify-between gap-2">
            {open ? (
              <FilePickButton
                label={step.done ? "Replace" : "Upload"}
                ariaLabel={`Upload the ${text.title.replace(/^./, (c) => c.toLowerCase())}`}
                accept={ACCEPT}
                onFile={start}
              />
            ) : (
              <span />
            )}
            {badge}
          </div>
        )}
        {upload.phase === "idle" ? <UploadNote message={upload.message} /> : null}
      </div>
    </Card>
  );
}
