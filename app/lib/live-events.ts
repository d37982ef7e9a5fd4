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
  offerCounts(frame);
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
 * Live counts (unread messages, unread notifications): whichever count is newest, the page data's or
 * a pushed one. Counts carry when they were read, because pushes from different requests can
 * arrive out of order.
 */
type Count = { total: number; at: number };

function liveCount() {
  let newest: Count | null = null;
  const subscribers = new Set<() => void>();
  const offer = (count: Count) => {
    if (newest && newest.at > count.at) return;
    newest = count;
    for (const notify of subscribers) notify();
  };
  const subscribe = (notify: () => void) => {
    subscribers.add(notify);
    return () => {
      subscribers.delete(notify);
    };
  };
  /** The newest count, from the socket or the page data (0 without page data: logged out). */
  const use = (fromPageData: Count | null): number => {
    const live = useSyncExternalStore(
      subscribe,
      () => newest,
      () => null,
    );
    useEffect(() => {
      if (fromPageData) offer(fromPageData);
    }, [fromPageData]);
    if (!fromPageData) return 0;
    return (live && live.at >= fromPageData.at ? live : fromPageData).total;
  };
  return { offer, use };
}

const unreadMessages = liveCount();
const unreadNotifications = liveCount();

function offerCounts(frame: ServerFrame) {
  if (frame.event === "messages/unread") unreadMessages.offer(frame.data);
  if (frame.event === "notifications/unread") unreadNotifications.offer(frame.data);
}

/** Offers a count a page read itself (after marking a conversation read): newer counts still win. */
export function useOfferUnread(count: Count) {
  useEffect(() => unreadMessages.offer(count), [count]);
}

/** How many messages the user has not seen: the newest count, from the socket or the page data. */
export const useUnreadCount = (fromPageData: Count | null): number => unreadMessages.use(fromPageData);

/** Offers a notifications count a page read itself (after marking some read). */
export function useOfferNotificationsUnread(count: Count | null) {
  useEffect(() => {
    if (count) unreadNotifications.offer(count);
  }, [count]);
}

/** How many notifications the user has not read: the newest count, from the socket or the page data. */
export const useNotificationsUnreadCount = (fromPageData: Count | null): number =>
  unreadNotifications.use(fromPageData);
