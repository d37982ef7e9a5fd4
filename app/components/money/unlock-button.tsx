/** "Unlock for $x": pays for a post, video or gallery from the wallet; the page reloads its data and the item opens. */
import { buttonClass } from "~/components/ui/button";
import { formatTokens } from "../content/feed/locked-media";
import { PayDialog } from "./pay-dialog";

export function UnlockButton({
  chargePath,
  price,
  label,
  className,
}: {
  /** `/wallet/charges/feed/<id>`, `/wallet/charges/video/<id>`, ... */
  chargePath: string;
  price: number;
  /** What is bought, e.g. "Post by Luna". */
  label: string;
  className?: string;
}) {
  return (
    <PayDialog
      trigger={(open) => (
        <button type="button" onClick={open} className={className ?? buttonClass("primary", "sm")}>
          Unlock for {formatTokens(price)}
        </button>
      )}
      title="Unlock"
      description={`${label}: pay once and it is yours to see.`}
      price={price}
      path={chargePath}
      body={() => ({})}
      confirmLabel={`Pay ${formatTokens(price)}`}
      successMessage="Unlocked. Enjoy!"
    />
  );
}
