/**
 * Private show requests: a fan asks the creator for a private show in their
 * conversation; the creator accepts (a private stream starts for that fan, the request goes) or
 * declines. One request per conversation; the creator's go-live page hears them arrive and leave
 * (stream room, to the creator's own sockets only), matched by conversation id.
 */
import { and, desc, eq } from "drizzle-orm";
import { privateStreamRequests, streams } from "../../../drizzle/schema/messaging";
import type { Delivery } from "../../../party/protocol";
import { AppError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import { type UserCard, userCards } from "../../identity/users/cards";
import { runBatch } from "../../lib/batch";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toCents } from "../../lib/money";
import { assertNotBlocked, requireMembership } from "../messages/conversations";
import { findStream, liveStreamOf, presentStreams } from "./service";

export interface PrivateRequestView {
  conversationId: string;
  performerId: string;
  user: UserCard;
  createdAt: string;
}

type RequestRow = typeof privateStreamRequests.$inferSelect;

async function presentRequests(deps: Deps, rows: readonly RequestRow[]): Promise<PrivateRequestView[]> {
  const cards = await userCards(
    deps,
    rows.map((r) => r.userId),
  );
  return rows.flatMap((r) => {
    const user = cards.get(r.userId);
    return user
      ? [
          {
            conversationId: r.conversationId,
            performerId: r.performerId,
            user,
            createdAt: toIso(r.createdAt)!,
          },
        ]
      : [];
  });
}

/** Tells the creator's live page, if they are live, about a request (only their own sockets). */
async function tellCreatorsLivePage(deps: Deps, performerId: string, frame: Delivery["frame"]) {
  const live = await liveStreamOf(deps, performerId);
  if (live) await deps.realtime.toStream(live.id, [{ frame, only: [performerId] }]);
}

/**
 * A fan asks for a private show in their conversation with a creator. Asking again changes
 * nothing (the first request stays).
 */
export async function requestPrivateShow(deps: Deps, viewer: Viewer, conversationId: string) {
  const { conversation, otherId } = await requireMembership(
    deps,
    { id: viewer.id, isAdmin: false },
    conversationId,
  );
  const performerId = conversation.performerId;
  if (!performerId || performerId === viewer.id || performerId !== otherId) {
    throw new AppError("forbidden", {
      message: "You can ask a creator for a private show in your conversation with them.",
    });
  }
  await assertNotBlocked(deps, viewer.id, performerId);
  await deps.db
    .insert(privateStreamRequests)
    .values({ conversationId, performerId, userId: viewer.id, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const [row] = await deps.db
    .select()
    .from(privateStreamRequests)
    .where(eq(privateStreamRequests.conversationId, conversationId));
  const [view] = await presentRequests(deps, [row]);
  deps.waitUntil(
    (async () => {
      await tellCreatorsLivePage(deps, performerId, { event: "stream/private-request", data: view });
      await deps.realtime.notifyUser(performerId, {
        event: "notification",
        data: {
          message: `${view.user.name || view.user.username} asks for a private show`,
          link: "/studio/live",
        },
      });
    })(),
  );
  return view;
}

/** The creator's pending requests, newest first. */
export async function listPrivateRequests(deps: Deps, creator: Viewer) {
  const rows = await deps.db
    .select()
    .from(privateStreamRequests)
    .where(eq(privateStreamRequests.performerId, creator.id))
    .orderBy(desc(privateStreamRequests.createdAt))
    .limit(100);
  const data = await presentRequests(deps, rows);
  return { data, total: data.length };
}

async function findRequest(deps: Deps, viewer: Viewer, conversationId: string) {
  const [row] = await deps.db
    .select()
    .from(privateStreamRequests)
    .where(eq(privateStreamRequests.conversationId, conversationId));
  if (!row || (row.performerId !== viewer.id && row.userId !== viewer.id)) {
    throw new AppError("not_found", { message: "There is no such request." });
  }
  return row;
}

/**
 * The creator accepts a request: a private show starts for that fan (at `price` tokens, 0 = free)
 * and the request is removed in the same batch. The fan is told where to join.
 */
export async function acceptPrivateRequest(
  deps: Deps,
  creator: Viewer,
  conversationId: string,
  input: { price: number },
) {
  const request = await findRequest(deps, creator, conversationId);
  if (request.performerId !== creator.id)
    throw new AppError("forbidden", { message: "Only the creator can accept." });
  await assertNotBlocked(deps, creator.id, request.userId);
  const now = deps.clock.now();
  const id = deps.ids.next();
  const [fan] = [...(await userCards(deps, [request.userId])).values()];
  await runBatch(deps, [
    deps.db.insert(streams).values({
      id,
      performerId: creator.id,
      type: "private",
      status: "live",
      title: `Private show with ${fan?.name || fan?.username || "a fan"}`,
      price: toCents(input.price),
      conversationId,
      userId: request.userId,
      startedAt: now,
      createdAt: now,
      updatedAt: now,
    }),
    deps.db
      .delete(privateStreamRequests)
      .where(
        and(
          eq(privateStreamRequests.conversationId, conversationId),
          eq(privateStreamRequests.performerId, creator.id),
        ),
      ),
  ]);
  deps.waitUntil(
    (async () => {
      await tellCreatorsLivePage(deps, creator.id, {
        event: "stream/private-request-removed",
        data: { conversationId },
      });
      await deps.realtime.notifyUser(request.userId, {
        event: "notification",
        data: {
          message: `${creator.name || creator.username} started your private show`,
          link: `/live/${id}`,
        },
      });
    })(),
  );
  const [view] = await presentStreams(deps, [await findStream(deps, id)]);
  return view;
}

/** The creator declines a request, or the fan withdraws it. */
export async function removePrivateRequest(deps: Deps, viewer: Viewer, conversationId: string) {
  const request = await findRequest(deps, viewer, conversationId);
  await deps.db.delete(privateStreamRequests).where(eq(privateStreamRequests.conversationId, conversationId));
  deps.waitUntil(
    tellCreatorsLivePage(deps, request.performerId, {
      event: "stream/private-request-removed",
      data: { conversationId },
    }),
  );
  return { conversationId, removed: true as const };
}
