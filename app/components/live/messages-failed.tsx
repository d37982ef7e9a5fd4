import { useRevalidator } from "@remix-run/react";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/**
 * Messages or conversations that failed to load (spec section 8: "Error occurred, please try again
 * later"), in their place: a thread's or a live chat's first page, the conversation list. Try again
 * runs the page's loaders again.
 */
export function MessagesFailed({ error, className = "py-4" }: { error: string; className?: string }) {
  const { revalidate, state } = useRevalidator();
  return (
    <div className={`space-y-3 ${className}`} data-testid="messages-failed">
      <Alert tone="error">{error}</Alert>
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        pending={state === "loading"}
        onClick={revalidate}
      >
        Try again
      </Button>
    </div>
  );
}
