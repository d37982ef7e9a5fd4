/**
 * The signed-in user's notification frames (user room), shared by the pages that care: the
 * header's unread badge, the conversation list. LiveUpdates (root) owns the one socket and
 * publishes every frame here.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { ServerFrame } from "../../party/protocol";

type Listener = (frame: ServerFrame) => void;
const listeners = new Set<Listener>();

export function publishUserEvent(frame: ServerFrame) {
  if (frame.event === "messages/unread") offerUnread(frame.data);
  for (const listener of listeners) listener(frame);
}

/** Calls `listener` (the latest one passed) with every notification frame while mounted. */
export function useUserEvents(listener: Listener) {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    const relay: Listener = (frame) => ref.current(frame);
    listeners.add(relay);
    return () => {
      listeners.delete(relay);
    };
  }, []);
}

/*
 * The unread total: whichever count is newest, the page data's or a pushed one. Counts carry when
 * they were read, because pushes from different requests can arrive out of order.
 */
type Count = { total: number; at: number };
let newest: Count | null = null;
const unreadSubscribers = new Set<() => void>();
function offerUnread(count: Count) {
  if (newest && newest.at > count.at) return;
  newest = count;
  for (const notify of unreadSubscribers) notify();
}
const subscribeUnread = (notify: () => void) => {
  unreadSubscribers.add(notify);
  return () => {
    unreadSubscribers.delete(notify);
  };
};

/** Offers a count a page read itself (after marking a conversation read): newer counts still win. */
export function useOfferUnread(count: Count) {
  useEffect(() => offerUnread(count), [count]);
}

/** How many messages the user has not seen: the newest count, from the socket or the page data. */
export function useUnreadCount(fromPageData: Count | null): number {
  const live = useSyncExternalStore(
    subscribeUnread,
    () => newest,
    () => null,
  );
  useEffect(() => {
    if (fromPageData) offerUnread(fromPageData);
  }, [fromPageData]);
  if (!fromPageData) return 0;
  return (live && live.at >= fromPageData.at ? live : fromPageData).total;
}
