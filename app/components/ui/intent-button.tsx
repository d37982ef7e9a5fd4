/**
 * A form's submit button for one of the page action's intents (`name="intent"`), busy while that
 * intent is being sent.
 */
import { useNavigation } from "@remix-run/react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";

export function IntentButton({
  intent,
  ...props
}: Omit<ComponentProps<typeof Button>, "type" | "name" | "value" | "pending"> & { intent: string }) {
  const navigation = useNavigation();
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      pending={navigation.formData?.get("intent") === intent}
      {...props}
    />
  );
}
