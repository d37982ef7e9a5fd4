/** A field for an amount of tokens, to the cent (a top-up, a tip, a payout, a price). */
import type { ComponentProps } from "react";
import { Field } from "~/components/ui/field";

export function TokenField(props: Omit<ComponentProps<typeof Field>, "type" | "inputMode" | "step">) {
  return <Field type="number" inputMode="decimal" step="0.01" {...props} />;
}
