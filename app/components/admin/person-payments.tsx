/**
 * The admin user page's "Payments": the person's recent wallet charges, as payer and as the creator
 * paid, each refundable once (to the payer's wallet) with a reason, after a confirmation.
 */
import { Form, useNavigation } from "@remix-run/react";
import type { ChargeDto } from "#functions/money/wallet/schemas";
import { Pill } from "~/components/admin/admin-nav";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
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

/** A person as a sentence names them: @username, else their name. */
export const atName = (card: ChargeDto["user"], id: string) =>
  card?.username ? `@${card.username}` : card?.name || id;

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
  const navigation = useNavigation();
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
                    <Form noValidate method="post" className="flex items-end gap-2">
                      <input type="hidden" name="id" value={c._id} />
                      <input type="hidden" name="key" value={attemptKey} />
                      <Field
                        label="Reason for the refund"
                        name="refundReason"
                        required
                        minLength={3}
                        maxLength={500}
                        className="flex-1"
                      />
                      <ConfirmSubmit
                        name="intent"
                        value="refundCharge"
                        variant="danger"
                        size="sm"
                        disabled={navigation.formData?.get("id") === c._id}
                        message={`Refund ${tokenAmount(c.amount)} to ${payer}?`}
                        text="The tokens go back to their wallet and what they paid for is undone."
                      >
                        Refund
                      </ConfirmSubmit>
                    </Form>
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
