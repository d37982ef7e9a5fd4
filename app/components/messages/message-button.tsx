import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { MiniIcon } from "~/components/ui/icons";
import type { FormFailure } from "~/lib/errors.server";
import { Button } from "../ui/button";
import { useToast } from "../ui/toaster";

/**
 * Whether a creator's page offers its viewer "Message": the server lets a fan start a conversation
 * with a creator they subscribe to, and a creator with their own followers and subscribers
 * (functions/messaging/messages/conversations.ts `assertMayStart`), so a fan who does not subscribe
 * is not offered a button that is refused. A creator viewing another is offered it (whether that one
 * follows them is not read here; a refusal says why). A conversation already made stays in Messages.
 */
export const offersMessage = (
  viewer: { isPerformer: boolean } | null,
  creator: { isSubscribed?: boolean | null },
  isOwner: boolean,
) => Boolean(viewer) && !isOwner && (Boolean(creator.isSubscribed) || Boolean(viewer?.isPerformer));

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
