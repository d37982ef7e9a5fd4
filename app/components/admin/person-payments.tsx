/**
 * The admin user page's "Payments": the person's recent wallet charges, as payer and as the creator
 * paid, each refundable once (to the payer's wallet) with a reason, after a confirmation.
 */
import { useNavigation } from "@remix-run/react";
import type { ChargeDto } from "#functions/money/wallet/schemas";
import { Pill } from "~/components/admin/admin-nav";
import { atName } from "~/components/admin/at-name";
import { RefundForm } from "~/components/admin/refund-form";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { formatDateTime } from "~/components/ui/time";
import { tokenAmount } from "~/lib/money";

const KIND = new Map<ChargeDto["type"], string>([
  ["tip", "Tip"],
  ["feed", "Post"],
  ["video", "Video"],
  ["gallery", "Gallery"],
  ["product", "Product"],
  ["message", "Message"],
  ["stream", "Live session"],
  ["crowdfunding", "Crowdfunding"],
  ["subscription", "Subscription"],
]);

export function PersonPayments({
  personId,
  charges,
  total,
  attemptKey,
}: {
  personId: string;
  charges: ChargeDto[];
  total: number;
  attemptKey: string;
}) {
  const _navigation = useNavigation();
  return (
    <Card>
      <CardHeader
        title="Payments"
        description={`The ${charges.length} most recent of ${total} wallet charges this person paid or was paid. A refund returns the tokens to the payer.`}
      />
      <CardBody>
        {charges.length === 0 ? (
          <p className="text-sm text-ink-muted">No payments yet.</p>
        ) : (
          <ul className="divide-y divide-line text-sm" aria-label="Payments">
            {charges.map((c) => {
              const paid = c.userId === personId;
              const payer = atName(c.user, c.userId);
              return (
                <li key={c._id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{KIND.get(c.type) ?? c.type}</span>
                    <span className="font-bold text-ink">{tokenAmount(c.amount)}</span>
                    <Pill tone={c.status === "refunded" ? "bad" : "good"}>
                      {c.status === "refunded" ? "Refunded" : "Paid"}
                    </Pill>
                    <span className="text-ink-subtle">{formatDateTime(c.createdAt)}</span>
                  </div>
                  <p className="text-ink-muted">
                    {paid ? `Paid to ${atName(c.performer, c.performerId)}` : `Paid by ${payer}`}
                    {c.description ? ` · ${c.description}` : ""}
                    {c.refundedAt ? ` · refunded ${formatDateTime(c.refundedAt)}` : ""}
                  </p>
                  {c.status === "paid" ? (
                    <RefundForm
                      id={c._id}
                      attemptKey={attemptKey}
                      intent="refundCharge"
                      reasonName="refundReason"
                      question={`Refund ${tokenAmount(c.amount)} to ${payer}?`}
                      consequence="The tokens go back to their wallet and what they paid for is undone."
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
