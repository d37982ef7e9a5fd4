import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { publishUserEvent } from "~/lib/live-events";
import { useOptionalUser } from "~/lib/root-data";
import { useUserSocket } from "~/lib/user-socket";
import type { ServerFrame } from "../../party/protocol";
import { useToast } from "./ui/toaster";

/**
 * Keeps the signed-in user's notification socket open (closed while logged out; while it is open
 * the user shows as online) and reacts to its events: a balance other than the one shown reloads
 * the page data (the header shows the new balance), a notification shows a toast, and every frame
 * goes to the pages listening (app/lib/live-events.ts: the unread badge, the conversation list, the
 * wallet's payment status). D1 stays the source of truth; the socket only says "look again".
 *
 * Reloading the page data also clears what a form's action answered (its error or success
 * message), so it happens only when there is something new to show: not for a balance the header
 * already shows, and a payment's status is left to the page that shows that payment.
 */
export function LiveUpdates() {
  const user = useOptionalUser();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const shownBalance = user?.balance;
  const onEvent = useCallback(
    (frame: ServerFrame) => {
      if (frame.event === "balance/updated" && frame.data.balance !== shownBalance) revalidate();
      if (frame.event === "notification") {
        const { message, link } = frame.data;
        toast({ tone: "info", title: message, link: link ? { to: link, label: "Open" } : undefined });
      }
      publishUserEvent(frame);
    },
    [revalidate, toast, shownBalance],
  );
  useUserSocket(user?.id ?? null, onEvent);
  return null;
}
