/** A creator's ID documents (signed URLs, shown to admins only) with the approve and reject forms. */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { useRowFieldErrors } from "~/lib/form";

export interface ReviewDocument {
  /** The guided ID check's step; null for documents sent at sign-up or through the API. */
  step?: "front" | "back" | "selfie" | null;
  fileId: string;
  url: string;
  mimeType: string;
}

const STEP_LABEL = { front: "Front of the ID", back: "Back of the ID", selfie: "Selfie with the ID" };

export function DocumentGallery({ documents }: { documents: ReviewDocument[] }) {
  if (documents.length === 0) return <p className="text-sm text-ink-muted">No documents uploaded yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="ID documents">
      {documents.map((d, i) => {
        const label = d.step ? STEP_LABEL[d.step] : `Document ${i + 1}`;
        return (
          <li key={d.fileId}>
            <a
              href={d.url}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-xl border border-line bg-surface-muted hover:border-brand-300"
            >
              {d.mimeType.startsWith("image/") ? (
                // The original, never a variant: an ID is reviewed at full detail, and only its owner
                // and admins may read it (no variants are made of it).
                <img
                  src={d.url}
                  alt={d.step ? `ID document: ${label}` : `ID document ${i + 1}`}
                  className="aspect-[4/3] w-full object-contain"
                />
              ) : (
                <span className="flex aspect-[4/3] items-center justify-center p-3 text-center text-sm text-ink-muted">
                  {label} (PDF): open
                </span>
              )}
            </a>
            <p className="mt-1 text-xs font-medium text-ink-muted">{label}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** Approve, or reject with a reason the creator will read. */
export function ReviewForms({
  performerId,
  name,
  verified,
}: {
  performerId: string;
  name: string;
  verified: boolean;
}) {
  const who = name || "this creator";
  const navigation = useNavigation();
  const [rejecting, setRejecting] = useState(false);
  const fieldErrors = useRowFieldErrors(useActionData(), "performerId", performerId);
  const busy =
    navigation.formData?.get("intent") === "verify" &&
    navigation.formData?.get("performerId") === performerId;
  return (
    <Form noValidate method="post" className="space-y-3">
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="performerId" value={performerId} />
      {rejecting ? (
        <TextareaField
          label={`Why is ${name || "this creator"} not verified?`}
          name="reason"
          required
          maxLength={500}
          error={fieldErrors.reason}
          hint="The creator sees this and gets it by email, so say what to send instead."
          autoFocus
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {rejecting ? (
          <>
            <ConfirmSubmit
              name="decision"
              value="rejected"
              variant="danger"
              size="sm"
              pending={busy}
              message={verified ? `Revoke ${who}'s verification?` : `Reject ${who}'s verification?`}
              text="They are not verified; they see your reason and get it by email."
            >
              {verified ? "Revoke verification" : "Reject"}
            </ConfirmSubmit>
            <Button variant="ghost" size="sm" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            {verified ? null : (
              <ConfirmSubmit
                name="decision"
                value="approved"
                size="sm"
                pending={busy}
                tone="primary"
                message={`Verify ${who}?`}
                text="They can then sell, go live, request payouts and appear in search."
              >
                Approve
              </ConfirmSubmit>
            )}
            <Button variant="secondary" size="sm" onClick={() => setRejecting(true)}>
              {verified ? "Revoke verification" : "Reject…"}
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}
