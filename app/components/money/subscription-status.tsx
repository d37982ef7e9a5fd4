/** A subscription in words, the same for the fan (my subscriptions) and the creator (my subscribers). */
import type { SubscriptionDto } from "#functions/money/subscriptions/schemas";
import { StatusBadge } from "./status-badge";

type Row = Pick<SubscriptionDto, "status" | "isActive" | "willRenew" | "type" | "paymentGateway">;

/** Active (renews), Cancelled (access until it expires), Awaiting payment (a card checkout not finished), Expired. */
export function SubscriptionBadge({ s }: { s: Row }) {
  if (s.isActive) {
    return s.willRenew ? (
      <StatusBadge tone="good">Active</StatusBadge>
    ) : (
      <StatusBadge tone="wait">Cancelled</StatusBadge>
    );
  }
  if (s.status === "created") return <StatusBadge tone="wait">Awaiting payment</StatusBadge>;
  return <StatusBadge tone="none">Expired</StatusBadge>;
}

/** "Monthly · by card", "Yearly · from wallet", "Free trial". */
export function planText(s: Row): string {
  const plan = s.type === "free" ? "Free trial" : s.type === "yearly" ? "Yearly" : "Monthly";
  if (s.paymentGateway === "stripe") return `${plan} · by card`;
  return s.type === "free" ? plan : `${plan} · from wallet`;
}
