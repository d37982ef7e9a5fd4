import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
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
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M10 2c-4.418 0-8 3.134-8 7 0 1.933.896 3.683 2.343 4.95-.148.866-.55 1.952-1.356 2.806a.5.5 0 0 0 .41.843c1.62-.103 2.96-.716 3.87-1.31A9.3 9.3 0 0 0 10 16c4.418 0 8-3.134 8-7s-3.582-7-8-7Z"
            clipRule="evenodd"
          />
        </svg>
        {label}
      </Button>
    </fetcher.Form>
  );
}
