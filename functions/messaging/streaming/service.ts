/**
 * Live streams. A verified creator goes live with a title
 * and a flat price per session (0 = free); subscribers join, and a paid session needs a purchase of
 * that session (a `purchases` row of type "stream", written by the wallet charge). Blocked users
 * and visitors from blocked countries cannot join. Video goes through Agora: the creator gets a
 * publisher token, viewers a subscriber token.
 */

import { and, desc, eq, type SQL } from "drizzle-orm";
import { conversations, streams } from "../../../drizzle/schema/messaging";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import {
  assertCanSeePerformer,
  hasPurchased,
  isSubscribed,
  visibleCreatorCondition,
} from "../../identity/access/service";
import { assertVerifiedCreator } from "../../identity/access/verified";
import { assertManages, type Viewer } from "../../identity/accounts/viewer";
import { quote } from "../../identity/notifications/kinds";
import { deliverFanOut, subscribersStatement } from "../../identity/notifications/service";
import { type PerformerCard, performerCards } from "../../identity/performers/cards";
import { runBatch } from "../../lib/batch";
import { toIso } from "../../lib/clock";
import { containsText, selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toCents, toTokens } from "../../lib/money";
import type { Paging } from "../../lib/paging";
import { AGORA_TOKEN_TTL_SECONDS, type AgoraRole, agoraConfig, buildRtcToken } from "./agora";

export type StreamRow = typeof streams.$inferSelect;

export interface StreamView {
  _id: string;
  performerId: string;
  performer: PerformerCard | null;
  type: StreamRow["type"];
  status: StreamRow["status"];
  title: string;
  price: number;
  isFree: boolean;
  conversationId: string | null;
  duration: number;
  startedAt: string;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export async function presentStreams(deps: Deps, rows: readonly StreamRow[]): Promise<StreamView[]> {
  const cards = await performerCards(
    deps,
    rows.map((r) => r.performerId),
  );
  return rows.map((r) => ({
    _id: r.id,
    performerId: r.performerId,
    performer: cards.get(r.performerId) ?? null,
    type: r.type,
    status: r.status,
    title: r.title,
    price: toTokens(r.price),
    isFree: r.price === 0,
    conversationId: r.conversationId,
    duration: r.duration,
    startedAt: toIso(r.startedAt)!,
    endedAt: toIso(r.endedAt),
    createdAt: toIso(r.createdAt)!,
    updatedAt: toIso(r.updatedAt)!,
  }));
}

const presentStream = async (deps: Deps, row: StreamRow) => (await presentStreams(deps, [row]))[0];

export async function findStream(deps: Deps, id: string): Promise<StreamRow> {
  const [row] = await deps.db.select().from(streams).where(eq(streams.id, id)).limit(1);
  if (!row) throw new AppError("stream_not_found");
  return row;
}

/** The creator's live public session, if they are live. */
export async function liveStreamOf(deps: Deps, performerId: string): Promise<StreamRow | null> {
  const [row] = await liveStreamQuery(deps, performerId);
  return row ?? null;
}

/** liveStreamOf's statement, for a caller's own batch (its first row, or none). */
export const liveStreamQuery = (deps: Deps, performerId: string) =>
  deps.db
    .select()
    .from(streams)
    .where(and(eq(streams.performerId, performerId), eq(streams.status, "live"), eq(streams.type, "public")))
    .limit(1);

/* ---- Who may join ---- */

export interface StreamAccess {
  isOwner: boolean;
  isBought: boolean;
  /** May watch the video: the owner, admins, a free session, or a bought one. */
  canWatch: boolean;
}

/**
 * The join rule, checked on every join, token and chat message: the stream is live; a private
 * show is for its creator and its one fan (404 for anyone else); a public one for its creator,
 * admins and subscribers who may see the creator (blocks and country blocks: 403). For a paid
 * session it says whether this session was bought.
 */
export async function streamAccess(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  stream: StreamRow,
): Promise<StreamAccess> {
  const isOwner = stream.performerId === viewer.id;
  if (stream.status !== "live") throw new AppError("stream_ended");
  if (stream.type === "private" && !isOwner && stream.userId !== viewer.id)
    throw new AppError("stream_not_found");
  if (isOwner || viewer.isAdmin) return { isOwner, isBought: false, canWatch: true };
  await assertCanSeePerformer(deps, viewer, country, stream.performerId);
  if (stream.type === "public" && !(await isSubscribed(deps, viewer.id, stream.performerId))) {
    throw new AppError("subscription_required", {
      message: "Subscribe to this creator to join the live stream.",
    });
  }
  const isBought = stream.price > 0 && (await hasPurchased(deps, viewer.id, "stream", stream.id));
  return { isOwner, isBought, canWatch: stream.price === 0 || isBought };
}

/** `GET /streaming/join/{id}`: the stream for a viewer who may join it, and whether they may watch. */
export async function joinStream(deps: Deps, viewer: Viewer, country: string | null, id: string) {
  const stream = await findStream(deps, id);
  const access = await streamAccess(deps, viewer, country, stream);
  const [view, viewerCount] = await Promise.all([
    presentStream(deps, stream),
    deps.realtime.streamViewerCount(stream.id),
  ]);
  return { stream: view, ...access, viewerCount };
}

/**
 * For the stream room's upgrade (realtime/authorize.ts): the socket's role when the viewer may join
 * the stream's chat (a paid session's chat is open to subscribers who have not bought it: it is
 * where they decide), else null.
 */
export async function streamRoomRole(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  id: string,
): Promise<"owner" | "member" | null> {
  try {
    const stream = await findStream(deps, id);
    const access = await streamAccess(deps, viewer, country, stream);
    return access.isOwner ? "owner" : "member";
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/* ---- The creator's controls ---- */

/**
 * A verified creator goes live (public session): the stream and its public chat are created
 * together. A creator already live gets that session back (`created: false`), never a second.
 */
export async function goLive(deps: Deps, creator: Viewer, input: { title: string; price: number }) {
  await assertVerifiedCreator(deps, creator.id, "go_live");
  const current = await liveStreamOf(deps, creator.id);
  if (current) return { stream: await presentStream(deps, current), created: false };
  const now = deps.clock.now();
  const id = deps.ids.next();
  const conversationId = deps.ids.next();
  // The creator's subscribers are told, in the batch that starts the stream (a raced second start writes nothing).
  const announced = subscribersStatement(deps, creator.id, {
    type: "creator_live",
    object: { type: "stream", id },
    text: `is live now${input.title ? `: ${quote(input.title, 80)}` : "."}`,
  });
  try {
    await runBatch(deps, [
      deps.db.insert(conversations).values({
        id: conversationId,
        type: "stream",
        memberKey: `stream:${id}`,
        performerId: creator.id,
        streamId: id,
        createdAt: now,
        updatedAt: now,
      }),
      deps.db.insert(streams).values({
        id,
        performerId: creator.id,
        type: "public",
        status: "live",
        title: input.title,
        price: toCents(input.price),
        conversationId,
        startedAt: now,
        createdAt: now,
        updatedAt: now,
      }),
      announced.statement,
    ]);
    deliverFanOut(deps, announced.fanOutId);
  } catch (err) {
    // Two "go live" at once: the unique index keeps one; both answer with it.
    const raced = await liveStreamOf(deps, creator.id);
    if (raced) return { stream: await presentStream(deps, raced), created: false };
    throw err;
  }
  return { stream: await presentStream(deps, await findStream(deps, id)), created: true };
}

/** The stream a creator controls: their own (admins: any); 404 for anyone else. */
async function ownStream(deps: Deps, viewer: Viewer, id: string) {
  const stream = await findStream(deps, id);
  assertManages(viewer, stream, "stream_not_found");
  return stream;
}

/** Ends a session (its creator or an admin); ending one already ended changes nothing. */
export async function endStream(deps: Deps, viewer: Viewer, id: string) {
  const stream = await ownStream(deps, viewer, id);
  if (stream.status === "ended") return presentStream(deps, stream);
  const now = deps.clock.now();
  await deps.db
    .update(streams)
    .set({ status: "ended", endedAt: now, updatedAt: now })
    .where(eq(streams.id, id));
  deps.waitUntil(deps.realtime.endStream(id));
  return presentStream(deps, { ...stream, status: "ended", endedAt: now, updatedAt: now });
}

/** Changes a live session's title or price; its viewers see the change. */
export async function updateStream(
  deps: Deps,
  viewer: Viewer,
  input: { streamId: string; title?: string; price?: number },
) {
  const stream = await ownStream(deps, viewer, input.streamId);
  if (stream.status !== "live") throw new AppError("stream_ended");
  const changes = {
    title: input.title ?? stream.title,
    price: input.price === undefined ? stream.price : toCents(input.price),
    updatedAt: deps.clock.now(),
  };
  await deps.db.update(streams).set(changes).where(eq(streams.id, stream.id));
  const frame = {
    event: "stream/updated" as const,
    data: { streamId: stream.id, title: changes.title, price: toTokens(changes.price) },
  };
  deps.waitUntil(deps.realtime.toStream(stream.id, [{ frame }]));
  return presentStream(deps, { ...stream, ...changes });
}

/** Records how long a session has been live (the creator's page reports it); it never goes back. */
export async function setStreamDuration(
  deps: Deps,
  viewer: Viewer,
  input: { streamId: string; duration: number },
) {
  const stream = await ownStream(deps, viewer, input.streamId);
  const duration = Math.max(stream.duration, input.duration);
  const updatedAt = deps.clock.now();
  await deps.db.update(streams).set({ duration, updatedAt }).where(eq(streams.id, stream.id));
  return presentStream(deps, { ...stream, duration, updatedAt });
}

/* ---- Who is live ---- */

/**
 * `GET /streaming/user/search`: public sessions live now, newest first, of verified creators the
 * viewer may see; `q` matches the title or the creator's name or username.
 */
export async function searchLiveStreams(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: Paging,
) {
  const conditions: SQL[] = [
    eq(streams.status, "live"),
    eq(streams.type, "public"),
    visibleCreatorCondition(viewer, country, streams.performerId),
  ];
  if (query.q) {
    conditions.push(containsText([streams.title, users.name, users.username], query.q));
  }
  const { rows, total } = await selectPage<{ stream: StreamRow }>(deps.db, {
    fields: { stream: streams } as never,
    from: streams,
    join: (q) => q.innerJoin(users, eq(users.id, streams.performerId)) as never,
    where: and(...conditions),
    orderBy:
      query.sort === "asc" ? [streams.startedAt, streams.id] : [desc(streams.startedAt), desc(streams.id)],
    paging: query,
  });
  return {
    data: await presentStreams(
      deps,
      rows.map((r) => r.stream),
    ),
    total,
  };
}

/* ---- Video tokens ---- */

/**
 * `POST /streaming/agora/token`: a one-hour token for the stream's channel. Its creator publishes;
 * a viewer who may join and watch (free, or this session bought: 403 purchase_required otherwise)
 * subscribes. The account is the user id.
 */
export async function streamToken(deps: Deps, viewer: Viewer, country: string | null, streamId: string) {
  const config = agoraConfig(deps.env);
  const stream = await findStream(deps, streamId);
  const access = await streamAccess(deps, viewer, country, stream);
  if (!access.canWatch) {
    throw new AppError("purchase_required", { message: "Buy this live session to watch it." });
  }
  const role: AgoraRole = access.isOwner ? "publisher" : "subscriber";
  return {
    appId: config.appId,
    channel: stream.id,
    account: viewer.id,
    role,
    token: buildRtcToken(config, stream.id, viewer.id, role),
    expiresAt: toIso(deps.clock.now() + AGORA_TOKEN_TTL_SECONDS * 1000)!,
  };
}

/**
 * For `POST /wallet/charges/stream/{id}` (the money work): the session a buyer may buy, or the
 * refusal (the join rules; 422 when it is free or their own, 409 when already bought). Returns what to
 * charge: the creator who is paid and the price in cents.
 */
export async function streamForSale(deps: Deps, buyer: Viewer, country: string | null, streamId: string) {
  const stream = await findStream(deps, streamId);
  const access = await streamAccess(deps, buyer, country, stream);
  if (access.isOwner || stream.price === 0)
    throw new AppError("not_for_sale", { message: "This session is free." });
  if (access.isBought)
    throw new AppError("already_purchased", { message: "You already bought this session." });
  return {
    itemType: "stream" as const,
    itemId: stream.id,
    performerId: stream.performerId,
    price: stream.price,
    title: stream.title,
  };
}
