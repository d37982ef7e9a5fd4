/**
 * A button that puts a text on the clipboard and says so ("Copied" on the button and a toast). Where
 * there is no clipboard (an insecure origin, a denied permission) the text is offered in a prompt to
 * copy by hand.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";

export function CopyButton({
  text,
  label,
  copiedTitle,
  testId,
}: {
  /** What is copied, or a function that makes it when clicked. */
  text: string | (() => string);
  /** The button's label ("Copy link"). */
  label: string;
  /** The toast's title ("Link copied"). */
  copiedTitle: string;
  testId?: string;
}) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const value = typeof text === "function" ? text() : text;
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ tone: "success", title: copiedTitle });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt("Copy this:", value);
    }
  };
  return (
    <Button type="button" variant="secondary" size="sm" onClick={copy} data-testid={testId}>
      {copied ? "Copied" : label}
    </Button>
  );
}
