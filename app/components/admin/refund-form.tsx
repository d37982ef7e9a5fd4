/**
 * The console's refund form: a required reason, then a Refund button that asks first (what goes
 * back, to whom). The one shape of an admin's refund, for an order and for a wallet charge.
 */
import { Form, useNavigation } from "@remix-run/react";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

export function RefundForm({
  id,
  attemptKey,
  intent,
  reasonName,
  question,
  consequence,
  className,
}: {
  /** The refunded record's id (posted as `id`; its form is busy while that id is being posted). */
  id: string;
  attemptKey: string;
  /** The action's intent. */
  intent: string;
  /** The reason field's name, as the action reads it. */
  reasonName: string;
  /** The confirmation's question ("Refund ◎5.00 to @fan?"). */
  question: string;
  /** What follows a refund, said in the confirmation. */
  consequence: string;
  className?: string;
}) {
  const navigation = useNavigation();
  return (
    <Form noValidate method="post" className={cn("flex items-end gap-2", className)}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="key" value={attemptKey} />
      <Field
        label="Reason for the refund"
        name={reasonName}
        required
        minLength={3}
        maxLength={500}
        className="flex-1"
      />
      <ConfirmSubmit
        name="intent"
        value={intent}
        variant="danger"
        size="sm"
        disabled={navigation.formData?.get("id") === id}
        message={question}
        text={consequence}
      >
        Refund
      </ConfirmSubmit>
    </Form>
  );
}
