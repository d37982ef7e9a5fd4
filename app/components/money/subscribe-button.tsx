/**
 * "Subscribe" on a creator's profile: monthly, yearly or (when the creator offers it) free, paid
 * from the wallet in the pay dialog; "Subscribed" once the fan is in. Also "Tip", any amount.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { formatTokens } from "../content/feed/locked-media";
import { PayDialog } from "./pay-dialog";

type Plan = "monthly" | "yearly" | "free";

export function SubscribeButton({
  performerId,
  name,
  monthlyPrice,
  yearlyPrice,
  freeOffered,
  subscribed,
}: {
  performerId: string;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  freeOffered: boolean;
  subscribed: boolean;
}) {
  const [plan, setPlan] = useState<Plan>(freeOffered ? "free" : "monthly");
  const plans: { value: Plan; label: string; price: number }[] = [
    ...(freeOffered ? [{ value: "free" as const, label: "Free trial", price: 0 }] : []),
    { value: "monthly", label: "Monthly", price: monthlyPrice },
    { value: "yearly", label: "Yearly", price: yearlyPrice },
  ];
  const price = plans.find((p) => p.value === plan)?.price ?? monthlyPrice;
  return (
    <PayDialog
      // The dialog stays mounted once subscribed, so its success message outlives the page's reload.
      trigger={(open) =>
        subscribed ? (
          <Button variant="secondary" disabled data-testid="subscribed">
            Subscribed
          </Button>
        ) : (
          <Button onClick={open}>
            {freeOffered ? "Subscribe for free" : `Subscribe ${formatTokens(monthlyPrice)}/month`}
          </Button>
        )
      }
      title={`Subscribe to ${name}`}
      description="See all their posts for subscribers. Renews from your wallet until you cancel."
      price={price}
      path="/payment/subscribe/performers"
      body={() => ({ performerId, type: plan, paymentGateway: "wallet" })}
      confirmLabel={price > 0 ? `Pay ${formatTokens(price)}` : "Subscribe"}
      successMessage={`You are subscribed to ${name}.`}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Plan</legend>
        {plans.map((p) => (
          <label
            key={p.value}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-500"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="plan"
                value={p.value}
                checked={plan === p.value}
                onChange={() => setPlan(p.value)}
              />
              {p.label}
            </span>
            <span className="font-semibold">{p.price > 0 ? formatTokens(p.price) : "Free"}</span>
          </label>
        ))}
      </fieldset>
    </PayDialog>
  );
}

/** Parses a tokens amount typed by the fan: a positive number with at most two decimals. */
function readAmount(raw: string): number | string {
  const amount = Number(raw);
  if (!raw.trim() || !Number.isFinite(amount) || amount <= 0) return "Enter an amount of tokens.";
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return "At most two decimals.";
  return amount;
}

/** A payment of an amount the fan chooses, with an optional message: a tip, a crowdfunding contribution. */
function AmountButton({
  label,
  title,
  path,
  confirmLabel,
  successMessage,
  variant = "secondary",
}: {
  label: string;
  title: string;
  path: string;
  confirmLabel: string;
  successMessage: string;
  variant?: "primary" | "secondary";
}) {
  const [amount, setAmount] = useState("5");
  const [message, setMessage] = useState("");
  const parsed = readAmount(amount);
  return (
    <PayDialog
      trigger={(open) => (
        <Button variant={variant} size={variant === "primary" ? "sm" : "md"} onClick={open}>
          {label}
        </Button>
      )}
      title={title}
      price={typeof parsed === "number" ? parsed : null}
      path={path}
      body={() => {
        if (typeof parsed === "string") return parsed;
        return message.trim() ? { amount: parsed, message: message.trim() } : { amount: parsed };
      }}
      confirmLabel={confirmLabel}
      successMessage={successMessage}
    >
      <Field
        label="Amount"
        name="amount"
        type="number"
        step="0.01"
        min="0.01"
        prefix="$"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextareaField
        label="Message (optional)"
        name="message"
        rows={2}
        maxLength={500}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </PayDialog>
  );
}

export function TipButton({ performerId, name }: { performerId: string; name: string }) {
  return (
    <AmountButton
      label="Tip"
      title={`Tip ${name}`}
      path={`/wallet/charges/tip/${encodeURIComponent(performerId)}`}
      confirmLabel="Send tip"
      successMessage={`Thanks! ${name} got your tip.`}
    />
  );
}

export function ContributeButton({ crowdfundingId, title }: { crowdfundingId: string; title: string }) {
  return (
    <AmountButton
      label="Contribute"
      title={title ? `Contribute to ${title}` : "Contribute"}
      path={`/wallet/charges/crowdfunding/${encodeURIComponent(crowdfundingId)}`}
      confirmLabel="Contribute"
      successMessage="Thank you for backing this!"
      variant="primary"
    />
  );
}
