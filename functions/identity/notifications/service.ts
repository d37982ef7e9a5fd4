/**
 * Notifications (docs/notifications.md): what happened to a person, stored in D1 and pushed live to
 * their user room. Each kind is written by the service call that does the thing, as a statement in
 * that call's own batch (`notificationStatement`), so it exists exactly when the thing happened;
 * after the batch, `deliverNotifications` pushes the new unread count (best effort: D1 is the truth).
 *
 * The rules every notification passes are in the statement itself, so no writer can forget one:
 * nobody is told about their own action, a creator who blocked the actor (or whom the actor blocked
 * out) is not told, and a kind the recipient turned off is not written.
 */
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { userBlocks } from "../../../drizzle/schema/blocks";
import {
  type NotificationObjectType,
  type NotificationSetting,
  type NotificationType,
  notificationSettings,
  notifications,
} from "../../../drizzle/schema/notifications";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { toIso } from "../../lib/clock";
import { slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { compiled, param } from "../../lib/statements";
import {
  leadingViewerColumn,
  type ReadViewer,
  readRowsAsViewer,
  requireUser,
  type Viewer,
  type ViewerRead,
} from "../accounts/viewer";
import { type CardRow, cardsOf, type UserCard, userCards } from "../users/cards";
import { PUBLIC_CARD_COLUMNS } from "../users/service";
import { type NotificationGroup, objectLink, SETTING_LABELS, settingOf, typesOf } from "./kinds";

export interface NewNotification {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  /** Who did it; null for the site's own decisions. */
  actorId: string | null;
  object: { type: NotificationObjectType; id: string } | null;
  /** The sentence after the actor's name, plain text. */
  text: string;
  /** Written only when this also holds (the action's own row is new: a first follow, a first like). */
  when?: SQL;
}

/** The longest text kept (a tip's message is quoted in it). */
const MAX_TEXT = 300;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** The recipient has not turned this kind off. */
const wanted = (recipient: SQLWrapper, type: NotificationType) =>
  sql`NOT EXISTS (SELECT 1 FROM ${notificationSettings} WHERE ${notificationSettings.userId} = ${recipient} AND ${notificationSettings.setting} = ${settingOf(type)} AND ${notificationSettings.inApp} = 0)`;

/** Neither side blocked the other (a creator's block of a fan, either way round). */
const notBlocked = (recipient: SQLWrapper, actorId: string | null) =>
  actorId === null
    ? sql`1`
    : sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.performerId} = ${recipient} AND ${userBlocks.userId} = ${actorId}) OR (${userBlocks.performerId} = ${actorId} AND ${userBlocks.userId} = ${recipient}))`;

/**
 * One person's notification, as a statement for the batch of the action it reports. Written only
 * when the rules above allow (and `when`, if given); otherwise the statement inserts nothing.
 */
export function notificationStatement(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  n: NewNotification,
): BatchItem<"sqlite"> {
  const now = deps.clock.now();
  return deps.db.insert(notifications).select(
    deps.db
      .select({
        id: sql<string>`${deps.ids.next()}`.as("id"),
        userId: users.id,
        type: sql<NotificationType>`${n.type}`.as("type"),
        actorId: sql<string | null>`${n.actorId}`.as("actor_id"),
        objectType: sql<NotificationObjectType | null>`${n.object?.type ?? null}`.as("object_type"),
        objectId: sql<string | null>`${n.object?.id ?? null}`.as("object_id"),
        text: sql<string>`${clip(n.text)}`.as("text"),
        createdAt: sql<number>`${now}`.as("created_at"),
        readAt: sql<number | null>`NULL`.as("read_at"),
      })
      .from(users)
      .where(
        and(
          eq(users.id, n.userId),
          n.actorId === n.userId ? sql`0` : undefined,
          wanted(users.id, n.type),
          notBlocked(users.id, n.actorId),
          n.when,
        ),
      ),
  );
}

/**
 * The same notification for every fan whose subscription to a creator gives access now (a post, a
 * live stream), as one statement. Their rows share an id prefix, `fanOutId`, by which
 * `deliverFanOut` finds whom to tell live.
 */
export function subscribersStatement(
  deps: Deps,
  performerId: string,
  n: Omit<NewNotification, "userId" | "actorId" | "when">,
  when?: SQL,
): { statement: BatchItem<"sqlite">; fanOutId: string } {
  const now = deps.clock.now();
  const fanOutId = deps.ids.next();
  const statement = deps.db.insert(notifications).select(
    deps.db
      .select({
        id: sql<string>`${fanOutId} || ${subscriptions.id}`.as("id"),
        userId: subscriptions.userId,
        type: sql<NotificationType>`${n.type}`.as("type"),
        actorId: sql<string | null>`${performerId}`.as("actor_id"),
        objectType: sql<NotificationObjectType | null>`${n.object?.type ?? null}`.as("object_type"),
        objectId: sql<string | null>`${n.object?.id ?? null}`.as("object_id"),
        text: sql<string>`${clip(n.text)}`.as("text"),
        createdAt: sql<number>`${now}`.as("created_at"),
        readAt: sql<number | null>`NULL`.as("read_at"),
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.performerId, performerId),
          eq(subscriptions.status, "active"),
          sql`${subscriptions.expiresAt} > ${now}`,
          sql`${subscriptions.userId} <> ${performerId}`,
          wanted(subscriptions.userId, n.type),
          notBlocked(subscriptions.userId, performerId),
          when,
        ),
      ),
  );
  return { statement, fanOutId };
}

/** A person's unread notifications (`userId` a value or a placeholder). */
const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** The query of how many of a person's notifications are unread (to batch with others: the page chrome). */
export const unreadNotificationsQuery = (deps: Pick<Deps, "db">, userId: string) =>
  deps.db.select({ n: count() }).from(notifications).where(unreadOf(userId));

/** How many of a person's notifications are unread. */
export async function unreadNotifications(deps: Pick<Deps, "db">, userId: string): Promise<number> {
  const [row] = await unreadNotificationsQuery(deps, userId);
  return row?.n ?? 0;
}

/** Pushes each user's unread count, as of now, to their room. */
async function pushUnread(deps: Deps, userIds: readonly string[]) {
  const at = deps.clock.now();
  const unique = [...new Set(userIds)];
  const totals = new Map<string, number>(unique.map((id) => [id, 0]));
  for (const part of slices(unique)) {
    const rows = await deps.db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, part), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    for (const row of rows) totals.set(row.userId, row.n);
  }
  await Promise.all(
    [...totals].map(([userId, total]) =>
      deps.realtime.notifyUser(userId, { event: "notifications/unread", data: { total, at } }),
    ),
  );
}

/**
 * After the batch that wrote notifications: their recipients' rooms get the new unread count (after
 * the answer; a push that fails is only logged). A recipient the rules left out gets the same count.
 */
export function deliverNotifications(deps: Deps, userIds: readonly string[]) {
  if (userIds.length > 0) deps.waitUntil(pushUnread(deps, userIds));
}

/** After a `subscribersStatement`'s batch: tells the fans it wrote to. */
export function deliverFanOut(deps: Deps, fanOutId: string) {
  deps.waitUntil(
    (async () => {
      const rows = await deps.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(sql`${notifications.id} >= ${fanOutId} AND ${notifications.id} < ${`${fanOutId}~`}`);
      if (rows.length > 0)
        await pushUnread(
          deps,
          rows.map((r) => r.userId),
        );
    })(),
  );
}

/** One notification on its own (the action is not a batch): written, then delivered. */
export async function notify(deps: Deps, n: NewNotification) {
  await deps.db.batch([notificationStatement(deps, n)]);
  deliverNotifications(deps, [n.userId]);
}

/* ---- Reading ---- */

export interface NotificationQuery {
  type?: NotificationType | NotificationGroup;
  limit: number;
  offset: number;
}

type Row = typeof notifications.$inferSelect;

/** Notifications as the API answers them, with their actors' cards (by id). */
function present(rows: readonly Row[], cards: ReadonlyMap<string, UserCard>) {
  return rows.map((r) => {
    const actor = r.actorId ? (cards.get(r.actorId) ?? null) : null;
    const object = r.objectType && r.objectId ? { type: r.objectType, id: r.objectId } : null;
    return {
      _id: r.id,
      type: r.type,
      actor,
      object,
      link: objectLink(object, actor),
      text: r.text,
      createdAt: toIso(r.createdAt)!,
      readAt: toIso(r.readAt),
    };
  });
}

export type NotificationDto = ReturnType<typeof present>[number];

/** The columns of a page's rows, under their TypeScript names, in the statement's order. */
const ROW_COLUMNS = Object.entries(getTableColumns(notifications));

/** What an actor's card shows (users/service PUBLIC_CARD_COLUMNS), read with the page. */
const ACTOR_COLUMNS = Object.entries(PUBLIC_CARD_COLUMNS);

/** The viewer's notifications the filter selects (`viewerId` is the viewer's id in SQL; the types are fixed per filter). */
const mineOf = (type: NotificationQuery["type"], viewerId: string) =>
  and(
    sql`${notifications.userId} = ${viewerId}`,
    type ? inArray(notifications.type, typesOf(type)) : undefined,
  );

/**
 * The list's one statement: the page (newest first), each row's actor card, the total of the
 * filter and the unread count of all the viewer's notifications. One row per notification in the
 * page's order; an empty page is one row of nulls that still carries the two counts.
 */
function listSql(type: NotificationQuery["type"], as: ReadViewer): SQL {
  const mine = mineOf(type, as.id);
  const page = sql`select * from ${notifications} where ${mine}
    order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${param("limit")} offset ${param("offset")}`;
  const columns = [
    ...ROW_COLUMNS.map(([, column]) => sql.raw(`"p"."${column.name}"`)),
    ...ACTOR_COLUMNS.map(([, column]) => sql.raw(`"a"."${column.name}"`)),
  ];
  return sql`with "p" as (${page})
    select ${leadingViewerColumn(as)}(select count(*) from ${notifications} where ${mine}) as "total",
      (select count(*) from ${notifications} where ${unreadOf(as.id)!}) as "unread",
      ${sql.join(columns, sql`, `)}
    from (select 1) left join "p" left join ${users} "a" on "a"."id" = "p"."actor_id"
    order by "p"."created_at" desc, "p"."id" desc`;
}

/** A row of listSql as the notification's row and its actor's card row (null when it has none). */
function readListRow(raw: unknown[]) {
  const row = {} as Record<string, unknown>;
  ROW_COLUMNS.forEach(([key, column], i) => {
    row[key] = raw[i] === null ? null : column.mapFromDriverValue(raw[i]);
  });
  const card = {} as Record<string, unknown>;
  ACTOR_COLUMNS.forEach(([key, column], i) => {
    const value = raw[ROW_COLUMNS.length + i];
    card[key] = value === null ? null : column.mapFromDriverValue(value);
  });
  return { row: row as Row, card: card.id === null ? null : (card as CardRow) };
}

/** The viewer's own notifications, newest first; `unread` counts all of theirs, whatever the filter. */
export async function listNotifications(deps: Deps, who: ViewerRead, query: NotificationQuery) {
  // Everyone's list is the same read: one statement with the session lookup.
  const { rows: found } = await readRowsAsViewer(
    who,
    ["fan", "performer", "admin"],
    (as) =>
      compiled(deps.d1, `notifications:${query.type ?? ""}:${as.by}`, () => listSql(query.type, as), {
        limit: query.limit,
        offset: query.offset,
        ...as.values,
      }),
    requireUser,
  );
  const [first] = found;
  if (!first) throw new Error("the notifications statement returned no row");
  const [total, unread] = first as [number, number];
  // An empty page is one row without a notification (its id is null).
  const items = found.filter((raw) => raw[2] !== null).map((raw) => readListRow(raw.slice(2)));
  const cards = await cardsOf(
    deps,
    items.flatMap((item) => (item.card ? [item.card] : [])),
  );
  return {
    data: present(
      items.map((item) => item.row),
      cards,
    ),
    total,
    unread,
  };
}

/**
 * Marks one of the viewer's notifications read (again: nothing changes). Another person's id is
 * answered as an unknown one, 404: nobody learns what exists for someone else.
 */
export async function markNotificationRead(deps: Deps, viewer: Viewer, id: string) {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, viewer.id));
  await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await deps.db.select().from(notifications).where(mine).limit(1);
  if (!row) throw new AppError("not_found", { message: "Notification not found." });
  deliverNotifications(deps, [viewer.id]);
  const [dto] = present([row], await userCards(deps, row.actorId ? [row.actorId] : []));
  return { ...dto, unread: await unreadNotifications(deps, viewer.id) };
}

/** Marks every notification of the viewer read. */
export async function markAllNotificationsRead(deps: Deps, viewer: Viewer) {
  const result = await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)));
  deliverNotifications(deps, [viewer.id]);
  return { updated: result.meta.changes ?? 0, unread: await unreadNotifications(deps, viewer.id) };
}

/* ---- Settings ---- */

/** The viewer's switches, every kind that concerns them (creators' kinds for creators). */
export async function notificationSettingsOf(deps: Deps, viewer: Viewer) {
  const rows = await deps.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, viewer.id));
  const chosen = new Map(rows.map((r) => [r.setting, r]));
  return SETTING_LABELS.filter((s) => viewer.isPerformer || !s.creator).map((s) => ({
    setting: s.setting,
    label: s.label,
    inApp: chosen.get(s.setting)?.inApp ?? true,
    email: s.emails === true ? (chosen.get(s.setting)?.email ?? true) : null,
    emailAlways: s.emails === "always",
  }));
}

export async function updateNotificationSettings(
  deps: Deps,
  viewer: Viewer,
  changes: readonly { setting: NotificationSetting; inApp?: boolean; email?: boolean }[],
) {
  const current = new Map((await notificationSettingsOf(deps, viewer)).map((s) => [s.setting, s]));
  const statements = changes.map((change) => {
    const now = current.get(change.setting);
    if (!now) throw fieldError({ setting: "Not a setting of yours." });
    const inApp = change.inApp ?? now.inApp;
    const email = change.email ?? now.email ?? true;
    return deps.db
      .insert(notificationSettings)
      .values({ userId: viewer.id, setting: change.setting, inApp, email })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.setting],
        set: { inApp, email },
      });
  });
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
  return notificationSettingsOf(deps, viewer);
}

/** Whether a person still wants the emails of a kind (the ones the site mails). */
export async function wantsEmail(deps: Pick<Deps, "db">, userId: string, setting: NotificationSetting) {
  const [row] = await deps.db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.setting, setting)))
    .limit(1);
  return row?.email ?? true;
}
