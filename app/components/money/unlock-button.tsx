/**
 * "Unlock for $x": pays for one item in the pay dialog (a post, video or gallery; a pay-per-view
 * message; a live session); the page reloads its data and the item opens.
 */
import { buttonClass } from "~/components/ui/button";
import { tokenAmount } from "~/lib/money";
import { PayDialog } from "./pay-dialog";

/**
 * The Unlock dialog's name in the way back from sign-up (PayDialog's `resume`):
 * "unlock-<kind>-<id>" from `/wallet/charges/<kind>/<id>`, so a visitor's Unlock link and the
 * signed-in Unlock button name the same dialog.
 */
export const unlockResume = (chargePath: string) => `unlock-${chargePath.split("/").slice(-2).join("-")}`;

export function UnlockButton({
  chargePath,
  price,
  label,
  className,
  triggerLabel,
  title = "Unlock",
  description,
}: {
  /** `/wallet/charges/feed/<id>`, `/wallet/charges/message/<id>`, `/wallet/charges/stream/<id>`, ... */
  chargePath: string;
  price: number;
  /** What is bought, e.g. "Post by Luna". */
  label: string;
  className?: string;
  /** The button's words; "Unlock for $x" when left out. */
  triggerLabel?: string;
  title?: string;
  /** What the fan gets; "<label>: pay once and it is yours to see." when left out. */
  description?: string;
}) {
  return (
    <PayDialog
      trigger={(open) => (
        <button type="button" onClick={open} className={className ?? buttonClass("primary", "sm")}>
          {triggerLabel ?? `Unlock for ${tokenAmount(price)}`}
        </button>
      )}
      title={title}
      description={description ?? `${label}: pay once and it is yours to see.`}
      price={price}
      path={chargePath}
      body={() => ({})}
      confirmLabel={`Pay ${tokenAmount(price)}`}
      successMessage="Unlocked. Enjoy!"
      resume={unlockResume(chargePath)}
    />
  );
}
