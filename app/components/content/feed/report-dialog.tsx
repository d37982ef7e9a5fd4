/**
 * "Report" opens a modal dialog; the report goes through /content/actions to the reports service.
 * Once sent, the dialog says so ("You reported this post") until the person closes it, and says the
 * same each time it is opened again on this page: the report is made once.
 */
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useLazyDialog } from "~/components/ui/dialog";
import { SelectField, TextareaField } from "~/components/ui/field";
import { FlagIcon } from "../../ui/icons";
import { actionDetails, actionError, type ContentActionResult } from "./types";

type ReportTarget = "performer" | "feed" | "video" | "gallery" | "product" | "comment";

const REASONS = [
  { value: "Spam or scam", label: "Spam or scam" },
  { value: "Harassment or abuse", label: "Harassment or abuse" },
  { value: "Illegal content", label: "Illegal content" },
  { value: "Copyright infringement", label: "Copyright infringement" },
  { value: "Possibly underage", label: "Possibly underage" },
  { value: "Something else", label: "Something else" },
];

const NAMES: Record<ReportTarget, string> = {
  performer: "creator",
  feed: "post",
  video: "video",
  gallery: "gallery",
  product: "product",
  comment: "comment",
};

export function ReportButton({
  targetType,
  targetId,
  compact,
}: {
  targetType: ReportTarget;
  targetId: string;
  compact?: boolean;
}) {
  const dialog = useLazyDialog();
  return (
    <>
      <button
        type="button"
        onClick={dialog.open}
        className="feed-action"
        aria-label={`Report this ${NAMES[targetType]}`}
      >
        <FlagIcon className="size-4" />
        {compact ? null : <span>Report</span>}
      </button>
      {dialog.mounted ? (
        <ReportDialog
          dialogRef={dialog.ref}
          close={dialog.close}
          targetType={targetType}
          targetId={targetId}
        />
      ) : null}
    </>
  );
}

export function ReportDialog({
  dialogRef,
  close,
  targetType,
  targetId,
}: {
  dialogRef: React.RefObject<HTMLDialogElement>;
  close: () => void;
  targetType: ReportTarget;
  targetId: string;
}) {
  const titleId = useId();
  const fetcher = useFetcher<ContentActionResult>();
  const done = Boolean(fetcher.data?.ok);
  const error = actionError(fetcher.data);
  const details = actionDetails(fetcher.data);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <fetcher.Form noValidate method="post" action="/resources/content" className="space-y-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          Report this {NAMES[targetType]}
        </h2>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="targetType" value={targetType} />
        <input type="hidden" name="targetId" value={targetId} />
        {done ? (
          <Alert tone="success">
            You reported this {NAMES[targetType]}. Thanks, our team will review it.
          </Alert>
        ) : (
          <>
            {error ? <Alert tone="error">{error}</Alert> : null}
            <SelectField
              label="Reason"
              name="reason"
              options={REASONS}
              required
              placeholder="Choose a reason"
              error={details.reason}
            />
            <TextareaField
              label="Details (optional)"
              name="description"
              maxLength={1000}
              error={details.description}
            />
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {done ? "Close" : "Cancel"}
          </Button>
          {done ? null : (
            <Button type="submit" variant="danger" pending={fetcher.state !== "idle"}>
              Send report
            </Button>
          )}
        </div>
      </fetcher.Form>
    </dialog>
  );
}
