/**
 * Fan lists of a creator: the built-in ones, read live from subscriptions, follows and earnings
 * (so they are always current and cannot be edited), and custom ones the creator names and fills.
 * A custom list takes only fans who have a relation with the creator: a follower, a subscriber
 * (now or before), someone who paid them (a purchase or a tip) or who wrote to them. Mass messages
 * send to lists by id (`membersSql`), built-in and custom alike.
 */
import { and, count, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { fanListMembers, fanLists } from "../../../drizzle/schema/lists";
import { SUBSCRIPTION_STATUSES } from "../../../drizzle/schema/subscriptions";
import { AppError, fieldError } from "../../errors";
import {
  leadingViewerColumn,
  type ReadViewer,
  readRowsAsViewer,
  requirePerformer,
  type ViewerRead,
} from "../../identity/accounts/viewer";
import { cardColumnsSql, cardsOf, userCards } from "../../identity/users/cards";
import { PUBLIC_CARD_COLUMNS } from "../../identity/users/service";
import { isUniqueViolation, runBatch } from "../../lib/batch";
import { DAY, toIso } from "../../lib/clock";
import { containsText } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { cellsAsRow, compiled, fromJson, param } from "../../lib/statements";
import { BUILTIN_LISTS, type BuiltinListId, type ListMembersQueryInput } from "./schemas";

/** How many fans "Top spenders" holds: the creator's biggest spenders of the last 30 days. */
export const TOP_SPENDERS = 100;
const TOP_SPENDERS_WINDOW = 30 * DAY;

interface BuiltinList {
  name: string;
  description: string;
  /** `select id, rank` of the members (rank: newest or biggest first). */
  members: (performerId: string, now: number) => SQL;
  /**
   * `select id, rank` of the first `take` members in the page's order (rank descending, then id),
   * read from index ranges that stop at `take`, so a page does not read every member to order
   * them; where it has none, the page orders `members`.
   */
  firstMembers?: (performerId: string, now: number, take: SQL) => SQL;
  /**
   * `select n`: how many members, in reads that do not grow with the audience (counts kept in the
   * same batch as every change of the members, or a scan that stops at the list's size), where
   * the list has one; else its members are counted.
   */
  kept?: (performerId: string, now: number) => SQL;
}

/** The statuses of a subscription that gives no access whatever its dates. */
const INACTIVE_STATUSES = SUBSCRIPTION_STATUSES.filter((s) => s !== "active");
const NOT_ACTIVE = sql.join(
  INACTIVE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The creator's subscriptions with these marks and state (`subscriptions_kept_idx`, a range each). */
const keptRows = (p: string, where: SQL) =>
  sql`(select count(*) from subscriptions where performer_id = ${p} and ${where})`;

/**
 * How many subscriptions give access now (the Subscribers list's rule), from the creator's kept
 * count of rows marked "active" (`recountSubscribers` in functions/money/ledger/subscriber-counts.ts,
 * in the batch of every subscription write): less those marked but not giving access now (ended
 * by time and not yet deactivated by the cron, or changed by a write elsewhere since, a refund),
 * plus those giving access but not marked so (written elsewhere since). Each is a range of
 * `subscriptions_kept_idx` that holds only the rows changed since the creator's last recount.
 */
const subscribersNow = (p: string, now: number) => sql`(
  coalesce((select active_subscriptions from performer_profiles where user_id = ${p}), 0)
  - ${keptRows(p, sql`kept_as = 'active' and status = 'active' and expires_at <= ${now}`)}
  - ${keptRows(p, sql`kept_as = 'active' and status = 'active' and expires_at is null`)}
  - ${keptRows(p, sql`kept_as = 'active' and status in (${NOT_ACTIVE})`)}
  + ${keptRows(p, sql`kept_as = 'ended' and status = 'active' and expires_at > ${now}`)}
  + ${keptRows(p, sql`kept_as is null and status = 'active' and expires_at > ${now}`)})`;

/**
 * How many subscriptions ever started (the Subscribers and Expired lists together), from the kept
 * count of marked rows (a row's start is only ever set, with the recount) plus the started rows
 * not marked yet (written elsewhere: unmarked rows are otherwise only unpaid card checkouts).
 */
const startedNow = (p: string) => sql`(
  coalesce((select started_subscriptions from performer_profiles where user_id = ${p}), 0)
  + ${keptRows(p, sql`kept_as is null and started_at is not null`)})`;

/**
 * The index each rank's ranges walk (named: SQLite's planner would rather search a range of the
 * other column and sort every row of it).
 */
const RANGE_INDEX = {
  started_at: "subscriptions_subscribers_idx",
  expires_at: "subscriptions_ended_idx",
} as const;

/**
 * The first `take` rows of one index range of the creator's subscriptions, in the page's order (rank
 * descending, then the fan's id): the range is `status` and `where`, walked by `rank`, the index's
 * column after status; only rows tied on the rank at the page's end are sorted again.
 */
const subscriptionRange = (
  p: string,
  status: SQL,
  where: SQL,
  rank: "started_at" | "expires_at",
  take: SQL,
) =>
  sql`select * from (select user_id as id, ${sql.raw(rank)} as rank from subscriptions
    indexed by ${sql.raw(RANGE_INDEX[rank])}
    where performer_id = ${p} and status = ${status} and ${where}
    order by ${sql.raw(rank)} desc, user_id limit ${take})`;

/** The built-in lists, by id: a Map, so an id from a request finds only these. */
const BUILTINS: ReadonlyMap<BuiltinListId, BuiltinList> = new Map<BuiltinListId, BuiltinList>([
  [
    "subscribers",
    {
      name: "Subscribers",
      description: "Fans with an active subscription",
      members: (p, now) => sql`select user_id as id, started_at as rank from subscriptions
        where performer_id = ${p} and status = 'active' and expires_at > ${now}`,
      // Newest first along subscriptions_subscribers_idx: the range of active rows, less the few
      // whose period ran out before the cron deactivated them.
      firstMembers: (p, now, take) =>
        subscriptionRange(p, sql`'active'`, sql`expires_at > ${now}`, "started_at", take),
      kept: (p, now) => sql`select ${subscribersNow(p, now)} as n`,
    },
  ],
  [
    "expired",
    {
      name: "Expired subscribers",
      description: "Fans whose subscription has ended",
      members: (p, now) => sql`select user_id as id, expires_at as rank from subscriptions
        where performer_id = ${p} and started_at is not null
          and not (status = 'active' and coalesce(expires_at, 0) > ${now})`,
      // The same rule as one range of subscriptions_ended_idx per way a started subscription is
      // not giving access (each stops at `take`), merged: active with its period run out (or none),
      // and every other status. The creator's active subscribers are never read.
      firstMembers: (p, now, take) => {
        const ended: [SQL, SQL][] = [
          [sql`'active'`, sql`expires_at <= ${now}`],
          [sql`'active'`, sql`expires_at is null`],
          ...INACTIVE_STATUSES.map((status): [SQL, SQL] => [sql`${status}`, sql`1 = 1`]),
        ];
        return sql.join(
          ended.map(([status, where]) =>
            subscriptionRange(p, status, sql`${where} and started_at is not null`, "expires_at", take),
          ),
          sql` union all `,
        );
      },
      // Started, less those giving access now (a subscription giving access has started).
      kept: (p, now) => sql`select ${startedNow(p)} - ${subscribersNow(p, now)} as n`,
    },
  ],
  [
    "followers",
    {
      name: "Followers",
      description: "Everyone who follows you",
      members: (p) =>
        sql`select follower_id as id, created_at as rank from follows where performer_id = ${p}`,
      // Moved with every follow row (follows/service.ts, subscriptions/terms.ts, blocks); a
      // follower's account is never deleted with its follows (users are suspended, and a suspended
      // follower stays in the list).
      kept: (p) => sql`select total_followers as n from performer_profiles where user_id = ${p}`,
    },
  ],
  [
    "top-spenders",
    {
      name: "Top spenders · 30 days",
      description: `The ${TOP_SPENDERS} fans who spent the most with you in the last 30 days`,
      members: (p, now) => sql`select user_id as id, sum(gross) as rank from earnings
        where performer_id = ${p} and created_at > ${now} - ${TOP_SPENDERS_WINDOW} and status <> 'refunded'
        group by user_id order by rank desc limit ${TOP_SPENDERS}`,
      // The same fans, distinct, in the index's order: the scan stops at the list's size.
      kept: (p, now) => sql`select count(*) as n from (select distinct user_id from earnings
        where performer_id = ${p} and created_at > ${now} - ${TOP_SPENDERS_WINDOW} and status <> 'refunded'
        limit ${TOP_SPENDERS})`,
    },
  ],
  [
    "tipped",
    {
      name: "Tipped you",
      description: "Fans who have sent you a tip",
      members: (p) => sql`select user_id as id, max(created_at) as rank from earnings
        where performer_id = ${p} and type = 'tip' and status <> 'refunded' group by user_id`,
      // Moved with every tip and its refund (money/ledger/earning-figures.ts): a fan's first tip adds
      // them, the refund of their last one takes them out.
      kept: (p) => sql`select n from tipper_counts where performer_id = ${p}`,
    },
  ],
]);

const builtinOf = (id: string) => BUILTINS.get(id as BuiltinListId);

const customMembers = (listId: string) =>
  sql`select user_id as id, created_at as rank from fan_list_members where list_id = ${listId}`;

async function ownCustomList(deps: Deps, performerId: string, listId: string) {
  const [list] = await deps.db
    .select()
    .from(fanLists)
    .where(and(eq(fanLists.id, listId), eq(fanLists.performerId, performerId)))
    .limit(1);
  if (!list) throw new AppError("list_not_found");
  return list;
}

/**
 * `select id, rank` of a list's members, for this page and for mass messages: a built-in list of
 * the creator, or one of their custom lists (404 for anyone else's).
 */
export async function membersSql(deps: Deps, performerId: string, listId: string): Promise<SQL> {
  const builtin = builtinOf(listId);
  if (builtin) return builtin.members(performerId, deps.clock.now());
  await ownCustomList(deps, performerId, listId);
  return customMembers(listId);
}

/**
 * The creator's lists one fan is in, built-in and custom (the fan panel of a conversation): the
 * built-in ones by the same member rules as everywhere else, in their order, then custom by name.
 */
export async function listsOfFan(deps: Deps, performerId: string, userId: string) {
  const now = deps.clock.now();
  const [inBuiltins, custom] = await Promise.all([
    Promise.all(
      BUILTIN_LISTS.map(async (id) => {
        const members = BUILTINS.get(id)!.members(performerId, now);
        const rows = await deps.db.all(sql`select 1 from (${members}) where id = ${userId} limit 1`);
        return rows.length > 0;
      }),
    ),
    deps.db
      .select({ id: fanLists.id, name: fanLists.name })
      .from(fanLists)
      .innerJoin(fanListMembers, eq(fanListMembers.listId, fanLists.id))
      .where(and(eq(fanLists.performerId, performerId), eq(fanListMembers.userId, userId)))
      .orderBy(fanLists.name),
  ]);
  return [
    ...BUILTIN_LISTS.filter((_, i) => inBuiltins[i]).map((id) => ({
      _id: id as string,
      name: BUILTINS.get(id)!.name,
      kind: "builtin" as const,
    })),
    ...custom.map((l) => ({ _id: l.id, name: l.name, kind: "custom" as const })),
  ];
}

const countOf = async (deps: Deps, members: SQL) =>
  Number((await deps.db.all<{ n: number }>(sql`select count(*) as n from (${members})`))[0]?.n ?? 0);

/**
 * How many members a built-in list has, as a scalar subquery: its kept count where it has one (one
 * row), else its members counted.
 */
const builtinCountSql = (list: BuiltinList, performerId: string, now: number): SQL =>
  list.kept
    ? sql`coalesce((${list.kept(performerId, now)}), 0)`
    : sql`(select count(*) from (${list.members(performerId, now)}))`;

/** The columns of a custom list the lists page reads, in the statement's order (`listsPageSql`). */
const LIST_COLUMNS = Object.entries(getTableColumns(fanLists));
const LIST_KEYS = LIST_COLUMNS.map(([key]) => key);

/**
 * The lists page as ONE statement for the creator `as.id` at `now`, built once per isolate for each
 * way the viewer is named (`compiled`, keyed by `as.by`), with the session lookup as its first
 * column while the viewer is not known yet (`readRowsAsViewer`). Its columns: the built-in lists'
 * counts (one each, in BUILTIN_LISTS' order), then a custom list's columns (LIST_COLUMNS) and its
 * member count; one row per custom list by name, or one row of nulls that still carries the counts
 * when the creator has none. The page has no LIMIT, so the lookup's one-row window reads no row
 * that the statement does not return.
 */
const listsPageSql = (as: ReadViewer) => {
  const p = as.id;
  const now = param<number>("now");
  const counts = sql.join(
    BUILTIN_LISTS.map(
      (id, i) => sql`${builtinCountSql(BUILTINS.get(id)!, p, now)} as ${sql.identifier(`n${i}`)}`,
    ),
    sql`, `,
  );
  const columns = sql.join(
    LIST_COLUMNS.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const custom = sql`select ${columns},
      (select count(*) from ${fanListMembers} where ${fanListMembers.listId} = ${fanLists.id}) as "members"
    from ${fanLists} where ${fanLists.performerId} = ${p}`;
  return sql`select ${leadingViewerColumn(as)}${counts}, "custom".*
    from (select 1) left join (${custom}) "custom" order by "custom"."name"`;
};

/**
 * Every list of the creator (the viewer: a creator's own read): the built-in ones first, then
 * theirs by name, with member counts. One statement (one round trip, with the session lookup).
 */
export async function listLists(deps: Deps, who: ViewerRead) {
  const { rows } = await readRowsAsViewer(
    who,
    ["performer"],
    (as) =>
      compiled(deps.d1, `lists:${as.by}`, () => listsPageSql(as), { now: deps.clock.now(), ...as.values }),
    requirePerformer,
  );
  const [first] = rows;
  if (!first) throw new Error("the lists statement returned no row");
  const data = [
    ...BUILTIN_LISTS.map((id, i) => {
      const list = BUILTINS.get(id)!;
      return {
        _id: id as string,
        name: list.name,
        kind: "builtin" as const,
        description: list.description,
        memberCount: Number(first[i] ?? 0),
        createdAt: null,
        updatedAt: null,
      };
    }),
    ...rows.flatMap((cells) => {
      const at = BUILTIN_LISTS.length;
      if (cells[at] === null) return []; // no custom list: the counts' row only
      const row = cellsAsRow(LIST_KEYS, cells, at);
      return [presentCustom(fromJson(fanLists, row), Number(cells[at + LIST_KEYS.length]))];
    }),
  ];
  return { data, total: data.length };
}

function presentCustom(list: typeof fanLists.$inferSelect, memberCount: number) {
  return {
    _id: list.id,
    name: list.name,
    kind: "custom" as const,
    description: "",
    memberCount,
    createdAt: toIso(list.createdAt),
    updatedAt: toIso(list.updatedAt),
  };
}

const refuseBuiltin = (listId: string) => {
  if (builtinOf(listId)) throw new AppError("list_not_editable");
};

const nameTaken = (err: unknown) => {
  if (isUniqueViolation(err, "fan_lists")) return new AppError("list_name_taken");
  return err;
};

export async function createList(deps: Deps, performerId: string, input: { name: string }) {
  const now = deps.clock.now();
  const row = { id: deps.ids.next(), performerId, name: input.name.trim(), createdAt: now, updatedAt: now };
  try {
    await deps.db.insert(fanLists).values(row);
  } catch (err) {
    throw nameTaken(err);
  }
  return presentCustom(row, 0);
}

export async function renameList(deps: Deps, performerId: string, listId: string, input: { name: string }) {
  refuseBuiltin(listId);
  await ownCustomList(deps, performerId, listId);
  try {
    await deps.db
      .update(fanLists)
      .set({ name: input.name.trim(), updatedAt: deps.clock.now() })
      .where(eq(fanLists.id, listId));
  } catch (err) {
    throw nameTaken(err);
  }
  const list = await ownCustomList(deps, performerId, listId);
  return presentCustom(list, await countOf(deps, customMembers(listId)));
}

export async function deleteList(deps: Deps, performerId: string, listId: string) {
  refuseBuiltin(listId);
  await ownCustomList(deps, performerId, listId);
  await deps.db.delete(fanLists).where(eq(fanLists.id, listId));
  return { deleted: true as const };
}

/** The keys of a members page row's cells after the total and `mine`, in the statement's order. */
const MEMBER_KEYS = ["rank", ...Object.keys(PUBLIC_CARD_COLUMNS)];

/**
 * A list's members page as ONE statement, built once per isolate for each list, whether it is
 * searched and how the viewer is named (`compiled`, keyed by `as.by`), with the session lookup as
 * its first column while the viewer is not known yet (`readRowsAsViewer`): `as.id` the creator,
 * `now`, `list` (a custom list's id), `q`, `limit`, `offset`. Its columns, in order:
 * 1. the total: without a search a kept count (one row), with one the matches counted;
 * 2. for a custom list, whether it is the creator's (1, else null: anyone else's answers 404; its
 *    members are not read);
 * 3. the page (limited in the "page" CTE), rank and the member's card (MEMBER_KEYS).
 * One row per member in the page's order; an empty page is one row of nulls that still carries 1 and 2.
 */
const membersPageSql = (listId: BuiltinListId | null, searched: boolean, as: ReadViewer): SQL => {
  const p = as.id;
  const now = param<number>("now");
  const builtin = listId && BUILTINS.get(listId);
  const members = builtin ? builtin.members(p, now) : customMembers(param("list"));
  const mine = builtin
    ? undefined
    : sql`(select 1 from ${fanLists} where ${fanLists.id} = ${param("list")} and ${fanLists.performerId} = ${p})`;
  const own = mine ? sql` and exists ${mine}` : sql``;
  const match = searched ? sql` and ${containsText([sql`u.name`, sql`u.username`], param("q"))}` : sql``;
  const from = sql`from (${members}) m join users u on u.id = m.id where 1 = 1${own}${match}`;
  const kept = !searched && builtin?.kept?.(p, now);
  const total = kept ? sql`coalesce((${kept}), 0)` : sql`(select count(*) ${from})`;
  // Unsearched, a list with its first members in index order reads only the page's worth of them
  // (`take`: the page and the rows before it); every member has a user (foreign key), so the join
  // drops none of them.
  const first = !searched && builtin?.firstMembers?.(p, now, sql`${param("limit")} + ${param("offset")}`);
  const pageFrom = first ? sql`from (${first}) m join users u on u.id = m.id` : from;
  return sql`with "page" as (select m.rank as "rank", ${cardColumnsSql("u")} ${pageFrom}
      order by m.rank desc, m.id limit ${param("limit")} offset ${param("offset")})
    select ${leadingViewerColumn(as)}${total} as "total", ${mine ?? sql`null`} as "mine", "page".*
    from (select 1) left join "page" order by "page"."rank" desc, "page"."id"`;
};

/**
 * A page of a list's members (newest or biggest first), by name or username with `q`, for the
 * creator who is the viewer: one statement (one round trip, with the session lookup).
 */
export async function listMembers(deps: Deps, who: ViewerRead, listId: string, query: ListMembersQueryInput) {
  const builtinId = builtinOf(listId) ? (listId as BuiltinListId) : null;
  const searched = Boolean(query.q);
  const { rows } = await readRowsAsViewer(
    who,
    ["performer"],
    (as) => {
      const shape = `lists:members:${builtinId ?? "custom"}:${searched ? "q" : ""}:${as.by}`;
      const values = {
        now: deps.clock.now(),
        list: listId,
        q: query.q ?? "",
        limit: query.limit,
        offset: query.offset,
        ...as.values,
      };
      return compiled(deps.d1, shape, () => membersPageSql(builtinId, searched, as), values);
    },
    requirePerformer,
  );
  const [first] = rows;
  if (!first) throw new Error("the members statement returned no row");
  if (!builtinId && first[1] === null) throw new AppError("list_not_found");
  const page: ({ rank: number | null } & Parameters<typeof cardsOf>[1][number])[] = [];
  for (const cells of rows) {
    const row = cellsAsRow(MEMBER_KEYS, cells, 2);
    if (row.id !== null) page.push(row as (typeof page)[number]);
  }
  const cards = await cardsOf(deps, page);
  const sinceIsTime = !(listId === "top-spenders");
  return {
    data: page.flatMap((r) => {
      const user = cards.get(r.id);
      if (!user) return [];
      return [{ _id: r.id, user, since: sinceIsTime && r.rank ? toIso(Number(r.rank)) : null }];
    }),
    total: Number(first[0]),
  };
}

/**
 * The fans among `userIds` who have a relation with the creator: follow them, subscribe or did,
 * paid them (a purchase, a tip, any charge), or wrote to them in a private conversation.
 */
export async function relatedFans(deps: Deps, performerId: string, userIds: readonly string[]) {
  const ids = JSON.stringify([...new Set(userIds)]);
  const rows = await deps.db.all<{ id: string }>(sql`
    select value as id from json_each(${ids}) w where w.value <> ${performerId} and (
      exists (select 1 from follows where follower_id = w.value and performer_id = ${performerId})
      or exists (select 1 from subscriptions where user_id = w.value and performer_id = ${performerId}
        and started_at is not null)
      or exists (select 1 from purchases where user_id = w.value and performer_id = ${performerId})
      or exists (select 1 from earnings where performer_id = ${performerId} and user_id = w.value)
      or exists (select 1 from messages m join conversations c on c.id = m.conversation_id
        where m.sender_id = w.value and c.type = 'private' and c.performer_id = ${performerId})
    )`);
  return new Set(rows.map((r) => r.id));
}

/** Adds fans to a custom list; a fan already in it stays once. Every fan needs a relation (422). */
export async function addMembers(deps: Deps, performerId: string, listId: string, userIds: string[]) {
  refuseBuiltin(listId);
  await ownCustomList(deps, performerId, listId);
  const wanted = [...new Set(userIds)];
  const related = await relatedFans(deps, performerId, wanted);
  const strangers = wanted.filter((id) => !related.has(id));
  if (strangers.length > 0) {
    throw fieldError({
      userIds: `Only fans who follow you, subscribe or did, bought from you or wrote to you can be added: ${strangers.join(", ")}.`,
    });
  }
  const before = await countOf(deps, customMembers(listId));
  const now = deps.clock.now();
  await runBatch(deps, [
    ...wanted.map((userId) =>
      deps.db.insert(fanListMembers).values({ listId, userId, createdAt: now }).onConflictDoNothing(),
    ),
    deps.db.update(fanLists).set({ updatedAt: now }).where(eq(fanLists.id, listId)),
  ]);
  const after = await countOf(deps, customMembers(listId));
  return { listId, added: after - before, memberCount: after };
}

export async function removeMember(deps: Deps, performerId: string, listId: string, userId: string) {
  refuseBuiltin(listId);
  await ownCustomList(deps, performerId, listId);
  await deps.db
    .delete(fanListMembers)
    .where(and(eq(fanListMembers.listId, listId), eq(fanListMembers.userId, userId)));
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(fanListMembers)
    .where(eq(fanListMembers.listId, listId));
  return { listId, added: 0, memberCount: n };
}

/** Fans with a relation to the creator, to choose from when filling a list (by name or username). */
export async function fansToAdd(deps: Deps, performerId: string, query: ListMembersQueryInput) {
  const everyone = sql`
    select follower_id as id, created_at as rank from follows where performer_id = ${performerId}
    union select user_id, updated_at from subscriptions where performer_id = ${performerId} and started_at is not null
    union select user_id, created_at from earnings where performer_id = ${performerId}
    union select m.sender_id, m.created_at from messages m join conversations c on c.id = m.conversation_id
      where c.type = 'private' and c.performer_id = ${performerId} and m.sender_id <> ${performerId}`;
  const latest = sql`select id, max(rank) as rank from (${everyone}) group by id`;
  const match = query.q ? sql`and ${containsText([sql`u.name`, sql`u.username`], query.q)}` : sql``;
  const from = sql`from (${latest}) m join users u on u.id = m.id where m.id <> ${performerId} ${match}`;
  const [rows, [{ total }]] = await Promise.all([
    deps.db.all<{ id: string }>(
      sql`select m.id as id ${from} order by m.rank desc, m.id limit ${query.limit} offset ${query.offset}`,
    ),
    deps.db.all<{ total: number }>(sql`select count(*) as total ${from}`),
  ]);
  const cards = await userCards(
    deps,
    rows.map((r) => r.id),
  );
  return {
    data: rows.flatMap((r) => {
      const user = cards.get(r.id);
      return user ? [{ _id: r.id, user, since: null }] : [];
    }),
    total: Number(total),
  };
}
