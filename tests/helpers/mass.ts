/** Mass messages as a creator and their fans see them, through the API (tests of the queue's delivery). */
import { expect } from "vitest";
import { call, type TestUser, waitFor } from "./api";

export interface Mass {
  _id: string;
  status: string;
  recipients: number;
  delivered: number;
  viewed: number;
  purchases: number;
  revenue: number;
}

export const massOf = async (creator: TestUser, id: string) => {
  const res = await call(`/api/messages/mass/${id}`, { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data as Mass;
};

/** Waits for the queue: until the send's figures say `delivered` fans have it. */
export async function deliveredTo(creator: TestUser, id: string, delivered: number) {
  const mass = await waitFor(
    () => massOf(creator, id),
    (m) => m.delivered === delivered,
  );
  expect(mass.delivered).toBe(delivered);
  return mass;
}

/** The fan's messages from the creator, in their one conversation with them (none: []). */
export async function inbox(fan: TestUser, creatorId: string) {
  const res = await call("/api/conversations?limit=100", { token: fan.token });
  expect(res.status, res.text).toBe(200);
  const conversations = (res.json.data.data as { _id: string; recipient: { _id: string } | null }[]).filter(
    (c) => c.recipient?._id === creatorId,
  );
  expect(conversations.length).toBeLessThanOrEqual(1);
  if (conversations.length === 0) return [];
  const page = await call(`/api/messages/conversations/${conversations[0]._id}`, { token: fan.token });
  return page.json.data.data as {
    _id: string;
    text: string | null;
    locked: boolean;
    price: number;
    senderId: string;
  }[];
}
