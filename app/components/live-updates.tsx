import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { useOptionalUser } from "~/lib/root-data";
import { useUserSocket } from "~/lib/user-socket";
import type { ServerFrame } from "../../party/protocol";
import { useToast } from "./ui/toaster";

/**
 * Keeps the signed-in user's notification socket open (closed while logged out) and reacts to
 * its events: a balance change reloads the page data (the header shows the new balance), a
 * notification shows a toast. D1 stays the source of truth; the socket only says "look again".
 */
export function LiveUpdates() {
  const user = useOptionalUser();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const onEvent = useCallback(
    (frame: ServerFrame) => {
      if (frame.event === "balance/updated" || frame.event === "payment/status") revalidate();
      if (frame.event === "notification") toast({ tone: "info", title: frame.data.message });
    },
    [revalidate, toast],
  );
  useUserSocket(user?.id ?? null, onEvent);
  return null;
}
