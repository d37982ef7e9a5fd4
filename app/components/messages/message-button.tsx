import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { MiniIcon } from "~/components/ui/icons";
import type { FormFailure } from "~/lib/errors.server";
import { Button } from "../ui/button";
import { useToast } from "../ui/toaster";

/**
 * Opens (or creates) the conversation with someone and goes to it (`/messages`'s "open" action).
 * A refusal (not subscribed, blocked) is shown as a toast with the server's reason.
 */
export function MessageButton({
  recipientId,
  source,
  label = "Message",
}: {
  recipientId: string;
  source: "performer" | "user";
  label?: string;
}) {
  const fetcher = useFetcher<FormFailure>();
  const toast = useToast();
  const failure = fetcher.data && fetcher.data.ok === false ? fetcher.data.formError : null;
  useEffect(() => {
    if (failure) toast({ tone: "error", title: failure });
  }, [failure, toast]);
  return (
    <fetcher.Form method="post" action="/messages">
      <input type="hidden" name="intent" value="open" />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="sourceId" value={recipientId} />
      <Button type="submit" variant="secondary" pending={fetcher.state !== "idle"}>
        <MiniIcon shape="chat" className="size-4" />
        {label}
      </Button>
    </fetcher.Form>
  );
}
