/**
 * Private conversations: who may start one, opening one
 * (the same two people always get the same conversation), the viewer's list with unread counts,
 * and reading. Messages themselves are in service.ts.
 */

import { and, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { userBlocks } from "../../../drizzle/schema/blocks";
import { conversationMembers, conversations, privateKey } from "../../../drizzle/schema/messaging";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { isSubscribed, performerNotHidden, performerVisibility } from "../../identity/access/service";
import type { LookupColumns, Viewer } from "../../identity/accounts/viewer";
import { unreadNotificationsQuery } from "../../identity/notifications/service";
import { type UserCard, userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { containsText, selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { formatTokens } from "../../lib/money";
import type { Paging } from "../../lib/paging";
import { compiled, param } from "../../lib/statements";
import { isFollowing } from "../../social/follows/service";
import { viewedOnRead } from "./mass-figures";
import { type ConversationRow, lastMessagePreviews } from "./present";
import { type MessagePreview, previewLine } from "./preview";

export interface ConversationView {
  _id: string;
  type: ConversationRow["type"];
  name: string;
  performerId: string | null;
  streamId: string | null;
  recipient: UserCard | null;
  /** The preview's line, an amount in words ("Tip of 10 tokens"): for API clients; pages render lastMessagePreview. */
  lastMessage: string;
  /** The newest message as the viewer may see it (null: none). */
  lastMessagePreview: MessagePreview | null;
  lastSenderId: string | null;
  lastMessageCreatedAt: string | null;
  totalNotSeenMessages: number;
  /** When the other participant last read it: the viewer's messages sent up to then were seen (see seenAt). */
  seenAt: string | null;
  isBlocked: boolean;
  createdAt: string;
  updatedAt: string;
}

type Person = Pick<Viewer, "id" | "isAdmin">;

/* ---- Blocks between two people ---- */

/** Which of the pair blocked the other, if either did (only creators block). */
async function blockBetween(
  deps: Deps,
  viewerId: string,
  otherId: string,
): Promise<"viewer_blocked" | "blocked_by_other" | null> {
  const rows = await deps.db
    .select({ performerId: userBlocks.performerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.performerId, viewerId), eq(userBlocks.userId, otherId)),
        and(eq(userBlocks.performerId, otherId), eq(userBlocks.userId, viewerId)),
      ),
    )
    .limit(2);
  if (rows.some((r) => r.performerId === otherId)) return "blocked_by_other";
  if (rows.length > 0) return "viewer_blocked";
  return null;
}

/** Throws when either of the two blocked the other: nobody writes in such a conversation. */
export async function assertNotBlocked(deps: Deps, viewerId: string, otherId: string) {
  const block = await blockBetween(deps, viewerId, otherId);
  if (block === "blocked_by_other") throw new AppError("user_blocked");
  if (block === "viewer_blocked")
    throw new AppError("forbidden", { message: "You blocked this user. Unblock them to write to them." });
}

/**
 * Who may start a conversation with whom: a fan (or anyone) with a creator they subscribe to; a
 * creator with their followers and subscribers. Neither when one blocked the other, and a creator
 * hidden from the viewer (blocks, the viewer's country) cannot be written to at all.
 */
async function assertMayStart(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  recipient: typeof users.$inferSelect,
) {
  if (recipient.role === "performer") {
    const visibility = await performerVisibility(deps, viewer, country, recipient.id);
    if (visibility !== "visible") throw new AppError(visibility);
  }
  await assertNotBlocked(deps, viewer.id, recipient.id);
  if (recipient.role === "performer" && (await isSubscribed(deps, viewer.id, recipient.id))) return;
  if (viewer.isPerformer) {
    const [follows, subscribed] = await Promise.all([
      isFollowing(deps, recipient.id, viewer.id),
      isSubscribed(deps, recipient.id, viewer.id),
    ]);
    if (follows || subscribed) return;
  }
  throw new AppError("messaging_not_allowed");
}

/* ---- Reading conversations ---- */

/** The other participant of each of these private conversations (for the viewer), and when they last read it. */
async function otherMembers(deps: Deps, viewerId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { userId: string; lastReadAt: number | null }>();
  const rows = await deps.db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversationMembers)
    .where(
      and(inArray(conversationMembers.conversationId, [...ids]), ne(conversationMembers.userId, viewerId)),
    );
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/**
 * Read receipts, the one rule: a participant has seen every message of the conversation created
 * at or before their `lastReadAt` (set by markConversationRead, which also zeroes their unread
 * count and tells the room). Answers carry it as the other side's `seenAt`; the thread shows
 * "Seen" under the viewer's last message it covers. The unread count obeys the same rule
 * (service.ts, unreadDecrement).
 */
export const seenAt = (lastReadAt: number | null | undefined) => toIso(lastReadAt);

/** When the other participant of a private conversation last read it (null: never, or nobody). */
export async function otherSeenAt(deps: Deps, viewerId: string, id: string): Promise<string | null> {
  return seenAt((await otherMembers(deps, viewerId, [id])).get(id)?.lastReadAt);
}

/** Of these people, the ones the viewer blocked or who blocked the viewer. */
async function blockedWith(deps: Deps, viewerId: string, others: readonly string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await deps.db
    .select({ performerId: userBlocks.performerId, userId: userBlocks.userId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.performerId, viewerId), inArray(userBlocks.userId, [...others])),
        and(eq(userBlocks.userId, viewerId), inArray(userBlocks.performerId, [...others])),
      ),
    );
  return new Set(rows.map((r) => (r.performerId === viewerId ? r.userId : r.performerId)));
}

async function presentConversations(
  deps: Deps,
  viewer: Person,
  rows: readonly { conversation: ConversationRow; unread: number }[],
): Promise<ConversationView[]> {
  const privateIds = rows.filter((r) => r.conversation.type === "private").map((r) => r.conversation.id);
  const others = await otherMembers(deps, viewer.id, privateIds);
  const otherIds = [...others.values()].map((o) => o.userId);
  const [cards, blocked, previews] = await Promise.all([
    userCards(deps, otherIds),
    blockedWith(deps, viewer.id, otherIds),
    lastMessagePreviews(
      deps,
      viewer,
      rows.map((r) => r.conversation.id),
    ),
  ]);
  return rows.map(({ conversation: c, unread }) => {
    const other = others.get(c.id);
    const otherId = other?.userId;
    const preview = previews.get(c.id) ?? null;
    return {
      _id: c.id,
      type: c.type,
      name: c.name,
      performerId: c.performerId,
      streamId: c.streamId,
      recipient: (otherId && cards.get(otherId)) || null,
      lastMessage: previewLine(preview, (tokens) => `${formatTokens(tokens)} tokens`),
      lastMessagePreview: preview,
      lastSenderId: c.lastSenderId,
      lastMessageCreatedAt: toIso(c.lastMessageAt),
      totalNotSeenMessages: unread,
      seenAt: seenAt(other?.lastReadAt),
      isBlocked: Boolean(otherId && blocked.has(otherId)),
      createdAt: toIso(c.createdAt)!,
      updatedAt: toIso(c.updatedAt)!,
    };
  });
}

/** The viewer's own view of one conversation row. */
export async function presentConversation(
  deps: Deps,
  viewer: Person,
  conversation: ConversationRow,
  unread = 0,
) {
  const [view] = await presentConversations(deps, viewer, [{ conversation, unread }]);
  return view;
}

/** SQL: the other participant of the conversation in the current row (private conversations). */
const otherMemberOf = (viewerId: string) =>
  sql`(SELECT m2.user_id FROM conversation_members m2 WHERE m2.conversation_id = ${conversations.id} AND m2.user_id <> ${viewerId} LIMIT 1)`;

/**
 * The viewer's private conversations, the most recent first (load-more with offset), with their
 * unread counts. `q` matches the other person's name or username. Conversations with a creator
 * the viewer may not see (the creator blocked them, or their country) are left out.
 */
export async function listConversations(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  query: Paging,
): Promise<{ data: ConversationView[]; total: number }> {
  const other = otherMemberOf(viewer.id);
  const conditions: SQL[] = [
    eq(conversationMembers.userId, viewer.id),
    eq(conversations.type, "private"),
    performerNotHidden(viewer, country, other),
  ];
  if (query.q) {
    const matches = containsText([sql`u.name`, sql`u.username`], query.q);
    conditions.push(sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${other} AND ${matches})`);
  }
  const recency = sql`COALESCE(${conversations.lastMessageAt}, ${conversations.createdAt})`;
  const { rows, total } = await selectPage<{ conversation: ConversationRow; unread: number }>(deps.db, {
    fields: { conversation: conversations, unread: conversationMembers.unread } as never,
    from: conversations,
    join: (q) =>
      q.innerJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id)) as never,
    where: and(...conditions),
    orderBy: query.sort === "asc" ? [recency, conversations.id] : [desc(recency), desc(conversations.id)],
    paging: query,
  });
  return { data: await presentConversations(deps, viewer, rows), total };
}

/** A private conversation the viewer is in (admins: any); 404 otherwise, as for one that does not exist. */
export async function requireMembership(
  deps: Deps,
  viewer: Person,
  id: string,
): Promise<{ conversation: ConversationRow; unread: number; otherId: string | null }> {
  const [row] = await deps.db
    .select({ conversation: conversations, unread: conversationMembers.unread })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, viewer.id),
      ),
    )
    .where(and(eq(conversations.id, id), eq(conversations.type, "private")))
    .limit(1);
  if (!row || (row.unread === null && !viewer.isAdmin)) throw new AppError("conversation_not_found");
  const others = await otherMembers(deps, viewer.id, [id]);
  return { conversation: row.conversation, unread: row.unread ?? 0, otherId: others.get(id)?.userId ?? null };
}

/**
 * Whether the viewer may open the conversation's room: a participant, and neither blocked the
 * other (realtime/authorize.ts asks before the socket opens).
 */
export async function mayJoinConversation(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  try {
    const { otherId } = await requireMembership(deps, { id: viewer.id, isAdmin: false }, id);
    return !otherId || !(await blockBetween(deps, viewer.id, otherId));
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/* ---- Unread counts ---- */

/** All the viewer's unseen messages, in conversations they may see. */
const unreadTotalQuery = (deps: Deps, viewer: Person, country: string | null) =>
  deps.db
    .select({ total: sql<number>`COALESCE(SUM(${conversationMembers.unread}), 0)` })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, viewer.id),
        performerNotHidden(viewer, country, otherMemberOf(viewer.id)),
      ),
    );

export async function unreadTotal(
  deps: Deps,
  viewer: Person,
  country: string | null = null,
): Promise<number> {
  const [row] = await unreadTotalQuery(deps, viewer, country);
  return Number(row?.total ?? 0);
}

/**
 * What the page chrome counts for a signed-in user, in one statement: unread messages (as
 * unreadTotal) and unread notifications.
 */
export async function unreadCounts(
  deps: Deps,
  viewer: Person,
): Promise<{ messages: number; notifications: number }> {
  // One statement of the two queries above (the same SQL, as subqueries), its text built once per
  // isolate (lib/statements.ts): every signed-in page asks, and drizzle built both on each.
  const shape = viewer.isAdmin ? "admin" : "user";
  const row = await compiled(
    deps.d1,
    `unread-counts:${shape}`,
    () => {
      const who = { id: param("viewerId"), isAdmin: viewer.isAdmin };
      const messages = unreadTotalQuery(deps, who, null).getSQL();
      const notes = unreadNotificationsQuery(deps, param("viewerId")).getSQL();
      return sql`select (${messages}) as messages, (${notes}) as notifications`;
    },
    { viewerId: viewer.id },
  ).first<{ messages: number | null; notifications: number | null }>();
  return { messages: Number(row?.messages ?? 0), notifications: Number(row?.notifications ?? 0) };
}

/**
 * The same two counts as columns of a page's session lookup (RequestContext `lookupColumns`, set by
 * the Worker for page requests), so the page chrome's counts cost no round trip of their own: the
 * same queries as `unreadCounts`, for the session's user, an admin's without the block rule (the
 * role is known only from the lookup's own row).
 */
export const PAGE_CHROME_COUNTS: LookupColumns = {
  key: "unread",
  names: ["unreadMessages", "unreadNotifications"],
  columns: (userId) => {
    // Built once per isolate without a database: drizzle's query builder makes the same SQL.
    const deps = { db: new QueryBuilder() } as unknown as Deps;
    const messages = (isAdmin: boolean) => unreadTotalQuery(deps, { id: userId, isAdmin }, null).getSQL();
    return [
      sql`case when ${users.role} = 'admin' then (${messages(true)}) else (${messages(false)}) end`,
      sql`(${unreadNotificationsQuery(deps, userId).getSQL()})`,
    ];
  },
};

/** The chrome's counts a page's session lookup read (PAGE_CHROME_COUNTS), if it did. */
export function unreadCountsLookedUp(
  lookedUp: ReadonlyMap<string, unknown> | null,
): { messages: number; notifications: number } | null {
  if (!lookedUp?.has("unreadMessages")) return null;
  return {
    messages: Number(lookedUp.get("unreadMessages") ?? 0),
    notifications: Number(lookedUp.get("unreadNotifications") ?? 0),
  };
}

/** Tells a user's open pages their new unread total (after the answer, best effort). */
export function pushUnreadTotal(deps: Deps, userId: string) {
  deps.waitUntil(
    (async () => {
      const at = deps.clock.now();
      const total = await unreadTotal(deps, { id: userId, isAdmin: false });
      await deps.realtime.notifyUser(userId, { event: "messages/unread", data: { total, at } });
    })(),
  );
}

/**
 * Marks a conversation read for the viewer (unseen count 0, `lastReadAt` now: the read receipt,
 * see seenAt); the other participant's open thread hears it (`conversation/read` with `readAt`),
 * and the viewer's pages get their new unread total.
 */
export async function markConversationRead(deps: Deps, viewer: Viewer, id: string) {
  const { conversation, unread } = await requireMembership(deps, viewer, id);
  const now = deps.clock.now();
  // The mass messages read by this (their kept `viewed`, before the read time moves).
  await deps.db.batch([
    viewedOnRead(deps, id, viewer.id, now),
    deps.db
      .update(conversationMembers)
      .set({ unread: 0, lastReadAt: now })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, viewer.id))),
  ]);
  deps.waitUntil(
    deps.realtime.toConversation(id, [
      {
        frame: {
          event: "conversation/read",
          data: { conversationId: id, userId: viewer.id, readAt: seenAt(now)! },
        },
      },
    ]),
  );
  if (unread > 0) pushUnreadTotal(deps, viewer.id);
  return { conversation, read: unread };
}

/* ---- Opening, reading, renaming ---- */

/**
 * Opens the private conversation between the viewer and another person (`source` says what they
 * are: "performer" a creator, "user" anyone else). The same two people always get the same
 * conversation: an existing one is returned as it is (`created: false`), never a second one or a
 * conflict; the unique member key settles a race between two first messages.
 */
export async function openConversation(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  input: { source: "user" | "performer"; sourceId: string },
): Promise<{ conversation: ConversationView; created: boolean }> {
  if (input.sourceId === viewer.id) throw fieldError({ sourceId: "You cannot message yourself." });
  const [recipient] = await deps.db.select().from(users).where(eq(users.id, input.sourceId)).limit(1);
  if (!recipient || recipient.status !== "active") throw new AppError("user_not_found");
  if ((recipient.role === "performer") !== (input.source === "performer")) {
    throw fieldError({
      source:
        recipient.role === "performer"
          ? "This person is a creator: use performer."
          : "This person is not a creator: use user.",
    });
  }
  const memberKey = privateKey(viewer.id, recipient.id);
  const [existing] = await deps.db.select().from(conversations).where(eq(conversations.memberKey, memberKey));
  if (existing) {
    if (recipient.role === "performer") {
      const visibility = await performerVisibility(deps, viewer, country, recipient.id);
      if (visibility !== "visible") throw new AppError(visibility);
    }
    const { unread } = await requireMembership(deps, viewer, existing.id);
    return { conversation: await presentConversation(deps, viewer, existing, unread), created: false };
  }
  await assertMayStart(deps, viewer, country, recipient);
  const performerId = recipient.role === "performer" ? recipient.id : viewer.isPerformer ? viewer.id : null;
  const row = await privateConversationOf(deps, viewer.id, recipient.id, performerId);
  return { conversation: await presentConversation(deps, viewer, row, 0), created: true };
}

/**
 * The private conversation of two people, made (with both members) when there is none yet. The
 * caller has decided they may talk; the unique member key settles a race between two first ones.
 */
export async function privateConversationOf(
  deps: Deps,
  a: string,
  b: string,
  performerId: string | null,
): Promise<ConversationRow> {
  const memberKey = privateKey(a, b);
  const [existing] = await deps.db.select().from(conversations).where(eq(conversations.memberKey, memberKey));
  if (existing) return existing;
  const now = deps.clock.now();
  await deps.db
    .insert(conversations)
    .values({ id: deps.ids.next(), type: "private", memberKey, performerId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: conversations.memberKey });
  const [row] = await deps.db.select().from(conversations).where(eq(conversations.memberKey, memberKey));
  await deps.db
    .insert(conversationMembers)
    .values([a, b].map((userId) => ({ conversationId: row.id, userId, createdAt: now })))
    .onConflictDoNothing();
  return row;
}

/** Opens a conversation by id: marks it read for the viewer and returns it (unseen count 0). */
export async function getConversation(deps: Deps, viewer: Viewer, country: string | null, id: string) {
  const { conversation, otherId } = await requireMembership(deps, viewer, id);
  if (otherId) {
    const visibility = await performerVisibility(deps, viewer, country, otherId);
    // Only creators can be hidden; for anyone else performerVisibility says "not found".
    if (visibility === "user_blocked" || visibility === "country_blocked") throw new AppError(visibility);
  }
  await markConversationRead(deps, viewer, id);
  return presentConversation(deps, viewer, conversation, 0);
}

/** Gives a conversation a title (either participant); an empty name removes it. */
export async function renameConversation(deps: Deps, viewer: Viewer, id: string, name: string) {
  const { conversation, unread } = await requireMembership(deps, viewer, id);
  const updatedAt = deps.clock.now();
  await deps.db.update(conversations).set({ name, updatedAt }).where(eq(conversations.id, id));
  return presentConversation(deps, viewer, { ...conversation, name, updatedAt }, unread);
}
