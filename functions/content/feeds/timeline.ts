/**
 * Fans' side of feeds: the home timeline, a creator's public timeline, one post, and poll votes.
 * Only active posts whose time has come are shown; blocks and country blocks hide the creator.
 */
import { type AnyColumn, and, desc, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  crowdfundings,
  type FeedType,
  feeds,
  pollOptions,
  polls,
  pollVotes,
  visibleTime,
} from "../../../drizzle/schema/feeds";
import { files } from "../../../drizzle/schema/files";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { follows, reactions } from "../../../drizzle/schema/social";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import {
  type AccessItem,
  activeSubscription,
  assertCanSeePerformer,
  contentAccessFrom,
  contentItem,
  decideVisibility,
  entitlementFacts,
  performerNamed,
  performerNotHidden,
  type VisibilityFacts,
  visibilityFacts,
} from "../../identity/access/service";
import {
  leadingViewerColumn,
  type ReadViewer,
  readRowsAsViewer,
  requireUser,
  type Viewer,
  type ViewerRead,
} from "../../identity/accounts/viewer";
import { orderFor, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { compiled, fromJson, jsonRow, param } from "../../lib/statements";
import { boughtBy } from "../../money/wallet/sold-items";
import { countView, type Visitor } from "../../social/reactions/views";
import { type PageFacts, presentFeed, presentFeedsWith, presentPoll } from "./present";
import { type FeedRow, findFeed, pollsByFeed, visibleToFans } from "./repo";
import type { UserFeedQueryInput, UserFeedSort } from "./schemas";

/** The same table under other names, for the subqueries of the timelines' statement. */
const newer = alias(feeds, "newer");
const page = alias(feeds, "p");

/** What `sortBy` may name; publishedAt is when fans first saw the post (visible_at). */
const USER_FEED_SORT_COLUMNS = sortColumns<UserFeedSort>({
  publishedAt: feeds.visibleAt,
  totalLike: feeds.totalLike,
  totalComment: feeds.totalComment,
  totalView: feeds.totalView,
});

/** Everything that changes the text of the timelines' statement (its values are placeholders). */
interface TimelineShape {
  scope: "home" | "creator";
  /** Who reads: their kind, and where their id comes from (a bound value or the session's subquery). */
  as: ReadViewer;
  country: boolean;
  type: boolean;
  /** Newest first is served by the indexes; another order reads the scope and sorts. */
  newestFirst: boolean;
  /** The page's ORDER BY (drizzle builds it only with the statement, once per isolate and shape). */
  order: () => SQL[];
}

/** Values of the placeholders, by name. */
const v = {
  now: param<number>("now"),
  country: param("country"),
  type: param<FeedType>("type"),
  limit: param<number>("limit"),
  offset: param<number>("offset"),
  window: param<number>("window"),
  who: param("who"),
  whoLower: param("whoLower"),
};

/**
 * How many posts these creators (`performerIn`, a condition on a creator id column) show fans,
 * without walking them: the creators' published totals (kept by recountPerformerStats on every
 * write) plus the visible posts not stamped published yet (scheduled posts whose time came before
 * the cron job ran; per creator through the partial feeds_unpublished_idx, which SQLite would
 * not pick by itself). With a type filter the total is not kept anywhere: count the matching posts
 * through the timeline index.
 */
function visibleTotal(performerIn: (column: AnyColumn) => SQL, type: boolean): SQL {
  if (type) {
    return sql`(select count(*) from ${feeds} where ${and(performerIn(feeds.performerId), visibleToFans(v.now), eq(feeds.type, v.type))})`;
  }
  return sql`((select coalesce(sum(${performerProfiles.totalPosts}), 0) from ${performerProfiles} where ${performerIn(performerProfiles.userId)})
    + (select count(*) from ${feeds} indexed by "feeds_unpublished_idx"
      where ${and(isNull(feeds.publishedAt), visibleToFans(v.now), performerIn(feeds.performerId))}))`;
}

/** The feed columns the statement returns first, in this order. */
const FEED_COLUMNS = Object.entries(getTableColumns(feeds));
/** Their keys and columns apart, for the loop that reads every row of every page. */
const FEED_KEYS = FEED_COLUMNS.map(([key]) => key);
const FEED_DECODERS = FEED_COLUMNS.map(([, column]) => column);

/**
 * What the statement returns for each post of the page (`p`), after its columns: the files it
 * names, its creator's card, its poll with options and the viewer's vote, its goal, the viewer's
 * like and bookmark, and the entitlement facts the content rule decides from.
 */
function itemColumns(shape: TimelineShape): SQL[] {
  const viewing = shape.as.kind !== "visitor";
  const viewerId = shape.as.id;
  const entitlements = viewing
    ? entitlementFacts(viewerId, v.now, "feed", { performerId: page.performerId, itemId: page.id })
    : { subscribed: sql`0`, purchased: sql`0` };
  const reacted = (action: "like" | "bookmark") =>
    viewing
      ? sql`exists (select 1 from ${reactions} where ${reactions.userId} = ${viewerId} and ${reactions.objectType} = 'feed' and ${reactions.objectId} = ${page.id} and ${reactions.action} = ${sql.raw(`'${action}'`)})`
      : sql`0`;
  const card = (column: SQL) => (shape.scope === "creator" ? once(column) : column);
  const voted = viewing
    ? sql`(select ${pollVotes.optionId} from ${pollVotes} where ${pollVotes.pollId} = "pl"."id" and ${pollVotes.userId} = ${viewerId})`
    : sql`null`;
  // Each under a short name: D1 sends every column's name with the answer, and an unnamed
  // column is named by its whole expression (about 2.5 KiB of SQL text on every answer).
  return named({
    files: sql`(select json_group_array(json_array("x"."id", "x"."type", "x"."mime_type", "x"."duration",
        case when "x"."id" = json_extract(${page.fileIds}, '$[0]') then "x"."preview" end)) from ${files} "x"
      where "x"."id" in (select value from json_each(${page.fileIds})
        union all select ${page.thumbnailFileId} union all select ${page.teaserFileId}))`,
    // A creator's page is one creator's posts: their card once (a home page's on every post).
    name: card(sql`"c"."name"`),
    username: card(sql`"c"."username"`),
    avatar: card(sql`"c"."avatar_file_id"`),
    poll: sql`(select json_object('poll', ${jsonRow(polls, "pl")},
        'options', json((select json_group_array(${jsonRow(pollOptions, "o")}) from ${pollOptions} "o" where "o"."poll_id" = "pl"."id")),
        'voted', ${voted})
      from ${polls} "pl" where "pl"."feed_id" = ${page.id})`,
    funding: sql`(select ${jsonRow(crowdfundings, "cf")} from ${crowdfundings} "cf" where "cf"."feed_id" = ${page.id})`,
    liked: reacted("like"),
    bookmarked: reacted("bookmark"),
    subscribed: entitlements.subscribed,
    purchased: entitlements.purchased,
  });
}

/**
 * A column on one row of the page only, the first the statement numbers (`row_number() over ()`,
 * as the session's column, identity/accounts/viewer.ts): what every row would repeat. The page
 * is limited in its CTE ("p"), so the window reads no row more.
 */
const once = (column: SQL) => sql`case when row_number() over () = 1 then ${column} end`;

/** Result columns `expression as "name"`, in the object's order. */
function named(columns: Record<string, SQL>): SQL[] {
  return Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`);
}

/**
 * The timelines in ONE statement (one D1 round trip after the session): the creators in scope, the
 * page, its total and each post's facts (itemJson). Built once per isolate and shape.
 *
 * Both read rows in proportion to the page, not to the creators' history: a creator's timeline
 * walks feeds_profile_idx in its order; the home timeline takes each creator's newest
 * `offset + limit` posts through feeds_timeline_idx and sorts only those.
 */
function timelineSql(shape: TimelineShape): SQL {
  const viewer = shape.as.rule;
  const viewerId = shape.as.id;
  const country = shape.country ? v.country : null;
  const ofType = (table: { type: AnyColumn }) => (shape.type ? eq(table.type, v.type) : undefined);
  let scope: SQL;
  let performerIn: (column: AnyColumn) => SQL;
  /** The page's rows in the page's order: in scope, visible, in `order`, after `offset`. */
  const ordered = (where: SQL, order: SQL[]) =>
    sql`select * from ${feeds} where ${where} order by ${sql.join(order, sql`, `)} limit ${v.limit} offset ${v.offset}`;
  let pageRows: SQL;
  let creatorJson = sql`null`;
  if (shape.scope === "creator") {
    // The creator named by id or username, with what the visibility rule decides from.
    const facts = visibilityFacts(viewer, country, users.id);
    scope = sql`"creator" as (select ${users.id} as "id", ${users.status} as "status", ${facts.userBlocked} as "userBlocked",
      ${facts.countryBlocked} as "countryBlocked" from ${users} where ${performerNamed(v.who, v.whoLower)} limit 1)`;
    creatorJson = sql`(select json_object('id', "id", 'status', "status", 'userBlocked', "userBlocked", 'countryBlocked', "countryBlocked") from "creator")`;
    performerIn = (column) => sql`${column} = (select "id" from "creator")`;
    pageRows = ordered(and(performerIn(feeds.performerId), visibleToFans(v.now), ofType(feeds))!, [
      desc(feeds.isPinned),
      desc(feeds.pinnedAt),
      ...shape.order(),
    ]);
  } else {
    // Followed or actively subscribed to (and themself, for a creator), active, not hiding from the
    // viewer. The viewer's subscriptions through their own index: without statistics SQLite would
    // rather walk every active subscription of the site (status, expires_at), and `+` keeps it from
    // walking every active user (users_status_created_idx) instead of looking up these few by id.
    // Materialized: the floor, the candidates and the total each read it, and Workers' SQLite
    // would otherwise expand it (follows, subscriptions, blocks) at every use.
    const user = viewer as Viewer;
    const own = shape.as.kind === "performer" ? sql` union select ${viewerId}` : sql``;
    scope = sql`"creator" as materialized (select ${users.id} as "id" from ${users} where ${users.id} in (
        select ${follows.performerId} from ${follows} where ${follows.followerId} = ${viewerId}
        union select ${subscriptions.performerId} from ${subscriptions} indexed by "subscriptions_user_performer_uq"
          where ${activeSubscription(viewerId, sql`1 = 1`, v.now)}${own})
      and +${users.status} = 'active' and ${performerNotHidden(user, country, users.id)})`;
    performerIn = (column) => sql`${column} in (select "id" from "creator")`;
    if (shape.newestFirst) {
      // Each creator's newest `offset + limit` posts as (visible time, id), read from
      // feeds_timeline_idx alone (it covers the visibility and type checks); SQLite has no
      // LATERAL, so each creator's keys come back as one JSON array. The candidates are sorted
      // on those keys and only the page's rows are read from the table.
      //
      // The floor: no post of the page is older than the `offset + limit`-th newest of the
      // creators' newest posts (those are that many posts at least as new), so each creator's
      // candidates are read only down to it: about a page in all, not creators × page. With
      // fewer creators than that there is no floor (-1: every visible time is after it). A creator
      // without a visible post gives null, which sorts last; a null at the offset is no floor
      // either, and each creator's newest is read once (a `where "m" is not null` read it twice).
      const time = visibleTime(newer);
      const candidate = and(
        sql`${newer.performerId} = "creator"."id"`,
        visibleToFans(v.now, newer),
        ofType(newer),
      );
      const latest = sql`(select ${time} from ${feeds} "newer" indexed by "feeds_timeline_idx"
        where ${candidate} order by ${time} desc limit 1)`;
      scope = sql`${scope}, "floor" as materialized (select ${latest} as "m" from "creator"
        order by "m" desc limit 1 offset ${v.window} - 1)`;
      const newest = sql`(select json_group_array(json_array("t", "i")) from (select ${time} as "t", ${newer.id} as "i"
        from ${feeds} "newer" indexed by "feeds_timeline_idx"
        where ${candidate} and ${time} >= coalesce((select "m" from "floor"), -1)
        order by ${time} desc, ${newer.id} desc limit ${v.window}))`;
      const top = sql`select "keys"."value" ->> 0 as "t", "keys"."value" ->> 1 as "id" from "creator", json_each(${newest}) "keys"
        order by "t" desc, "id" desc limit ${v.limit} offset ${v.offset}`;
      pageRows = sql`select ${feeds}.* from (${top}) "top" join ${feeds} on ${feeds.id} = "top"."id"
        order by "top"."t" desc, "top"."id" desc limit ${v.limit}`;
    } else {
      pageRows = ordered(
        and(performerIn(feeds.performerId), visibleToFans(v.now), ofType(feeds))!,
        shape.order(),
      );
    }
  }
  // One row per post, in the page's order (the left join keeps the order of "p"); with an empty
  // page, one row of nulls that still carries the creator and the total.
  const columns = [
    ...FEED_COLUMNS.map(([, column]) => sql.raw(`"p"."${column.name}"`)),
    ...itemColumns(shape),
  ];
  return sql`with ${scope},
    "p" as (${pageRows})
    select ${leadingViewerColumn(shape.as)}${sql.join([...named({ creator: once(creatorJson), total: once(visibleTotal(performerIn, shape.type)) }), ...columns], sql`, `)}
    from (select 1) left join "p" left join ${users} "c" on "c"."id" = "p"."performer_id"`;
}

type PollJson = { poll: Record<string, unknown>; options: Record<string, unknown>[]; voted: string | null };

type FileJson = [id: string, type: string, mimeType: string, duration: number | null, preview: string | null];

/**
 * The page's rows and PageFacts from the statement's rows (from `start`: FEED_COLUMNS, then
 * itemColumns), in one pass: this runs on every timeline request, so it builds no arrays it
 * throws away. An empty page is one row without a post (its id is null): no rows, no facts.
 */
function readPage(viewer: Viewer | null, found: unknown[][], start: number) {
  const n = FEED_COLUMNS.length;
  const rows: FeedRow[] = [];
  const entitlements: { subscribed: number; purchased: number }[] = [];
  const facts: PageFacts = {
    files: new Map(),
    cards: new Map(),
    pollMap: new Map(),
    fundingMap: new Map(),
    reacted: new Set(),
    votes: new Map(),
    access: [],
  };
  const items: AccessItem[] = [];
  for (let r = 0; r < found.length; r++) {
    const raw = found[r];
    if (raw[start] === null) continue;
    const row = {} as Record<string, unknown>;
    for (let i = 0; i < n; i++) {
      const value = raw[start + i];
      row[FEED_KEYS[i]] = value === null ? null : FEED_DECODERS[i].mapFromDriverValue(value);
    }
    const feed = row as FeedRow;
    rows.push(feed);
    items.push(contentItem("feed", feed));
    const at = start + n;
    if (raw[at] !== null && raw[at] !== "[]") {
      const fileList = JSON.parse(raw[at] as string) as FileJson[];
      for (let f = 0; f < fileList.length; f++) {
        const file = fileList[f];
        facts.files.set(file[0], {
          id: file[0],
          type: file[1],
          mimeType: file[2],
          duration: file[3],
          preview: file[4],
        });
      }
    }
    // On every post of a home page; once on a creator's (the other rows' cells are null).
    if (raw[at + 1] !== null || !facts.cards.has(feed.performerId)) {
      facts.cards.set(feed.performerId, {
        id: feed.performerId,
        name: raw[at + 1] as string,
        username: raw[at + 2] as string | null,
        avatarFileId: raw[at + 3] as string | null,
      });
    }
    if (raw[at + 4]) {
      const poll = JSON.parse(raw[at + 4] as string) as PollJson;
      const options = (poll.options ?? [])
        .map((o) => fromJson(pollOptions, o))
        .sort((x, y) => x.position - y.position);
      facts.pollMap.set(feed.id, { poll: fromJson(polls, poll.poll), options });
      if (poll.voted) facts.votes.set(poll.poll.id as string, poll.voted);
    }
    if (raw[at + 5]) {
      facts.fundingMap.set(feed.id, fromJson(crowdfundings, JSON.parse(raw[at + 5] as string)));
    }
    if (raw[at + 6]) facts.reacted.add(`like:${feed.id}`);
    if (raw[at + 7]) facts.reacted.add(`bookmark:${feed.id}`);
    entitlements.push({ subscribed: raw[at + 8] as number, purchased: raw[at + 9] as number });
  }
  facts.access = contentAccessFrom(viewer, items, entitlements);
  return { rows, facts };
}

/**
 * GET /user/feeds. With performerId (id or username): that creator's public timeline, pinned
 * posts first, for anyone allowed to see the creator. Without: the logged-in viewer's home
 * timeline from the creators they follow or subscribe to. Newest first unless `sort`/`sortBy` say otherwise.
 */
export async function listUserFeeds(
  deps: Deps,
  who: ViewerRead,
  country: string | null,
  query: UserFeedQueryInput,
) {
  const scope = query.performerId ? "creator" : "home";
  const newestFirst = (query.sortBy ?? "publishedAt") === "publishedAt" && query.sort !== "asc";
  const order = () => orderFor(query, USER_FEED_SORT_COLUMNS, "publishedAt", feeds.id);
  const creatorName = query.performerId ?? "";
  const now = deps.clock.now();
  // Mostly a fan's (a creator reading another's posts or their home is read again as one).
  const { viewer, rows: found } = await readRowsAsViewer(
    who,
    ["fan"],
    (as) => {
      const shape: TimelineShape = {
        scope,
        as,
        country: Boolean(country),
        type: Boolean(query.type),
        newestFirst,
        order,
      };
      const key = `timeline:${scope}:${as.kind}:${as.by}:${shape.country}:${shape.type}:${query.sortBy ?? ""}:${query.sort ?? ""}`;
      const values = {
        now,
        country: country ?? "",
        type: query.type ?? "",
        limit: query.limit,
        offset: query.offset,
        window: query.offset + query.limit,
        who: creatorName,
        whoLower: creatorName.toLowerCase(),
        ...as.values,
      };
      return compiled(deps.d1, key, () => timelineSql(shape), values);
    },
    scope === "home" ? requireUser : undefined,
  );
  // The creator's facts and the total are on one row (`once`): the one whose total is not null.
  const first = found.find((row) => row[1] !== null);
  if (!first) throw new Error("the timeline statement returned no row");
  const [creatorFacts, total] = first as [string | null, number];
  if (scope === "creator") {
    const creator = creatorFacts ? (JSON.parse(creatorFacts) as VisibilityFacts & { id: string }) : undefined;
    const visibility = creator ? decideVisibility(viewer, creator.id, creator) : "performer_not_found";
    if (visibility !== "visible") throw new AppError(visibility);
  }
  const { rows, facts } = readPage(viewer, found, 2);
  return { data: await presentFeedsWith(deps, rows, facts), total };
}

/**
 * A post as a fan may open it: visible to fans (the creator and admins also see their drafts and
 * scheduled posts, and a fan who bought a post still opens it once hidden), from a creator the
 * viewer may see. Other hidden posts are a 404.
 */
async function visibleFeed(deps: Deps, viewer: Viewer | null, country: string | null, id: string) {
  const row = await findFeed(deps.db, id);
  const privileged = Boolean(viewer && row && (viewer.id === row.performerId || viewer.isAdmin));
  const now = deps.clock.now();
  const visible = row && row.status === "active" && (row.scheduleAt === null || row.scheduleAt <= now);
  // Hidden from the page, a post still opens for each fan who bought it (sold-items.ts).
  const opens = row && (visible || privileged || (await boughtBy(deps, viewer?.id, { type: "feed", id })));
  if (!row || !opens) throw new AppError("feed_not_found");
  await assertCanSeePerformer(deps, viewer, country, row.performerId);
  return { row, privileged };
}

/**
 * The creator of a post the viewer may open (visibleFeed's rules; AppError as it throws): for a
 * page that names whose post a link leads back to (the sign-up page's creator in view). Counts no
 * view.
 */
export async function visibleFeedCreator(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
): Promise<string> {
  return (await visibleFeed(deps, viewer, country, id)).row.performerId;
}

/** One post for a fan; opening it counts a view (once a day per viewer; not for its creator or admins). */
export async function getUserFeed(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
  visitor: Visitor,
) {
  const { row } = await visibleFeed(deps, viewer, country, id);
  const counted = await countView(deps, viewer, visitor, { type: "feed", id, performerId: row.performerId });
  return presentFeed(deps, viewer, counted ? { ...row, totalView: row.totalView + 1 } : row);
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if (/UNIQUE constraint failed/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
};

/**
 * One vote per fan and poll, counted atomically: the vote row (whose unique index refuses a
 * second vote, 409) and both counters are written in one batch. No votes once the poll expired.
 */
export async function voteInPoll(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  feedId: string,
  optionId: string,
) {
  const user = requireUser(viewer);
  await visibleFeed(deps, user, country, feedId);
  const found = (await pollsByFeed(deps.db, [feedId])).get(feedId);
  if (!found) throw new AppError("poll_not_found");
  const now = deps.clock.now();
  if (found.poll.expiresAt !== null && found.poll.expiresAt <= now) throw new AppError("poll_closed");
  if (!found.options.some((o) => o.id === optionId)) {
    throw fieldError({ optionId: "Choose one of this poll's options." });
  }
  try {
    await deps.db.batch([
      deps.db
        .insert(pollVotes)
        .values({ id: deps.ids.next(), pollId: found.poll.id, optionId, userId: user.id, createdAt: now }),
      deps.db
        .update(pollOptions)
        .set({ votes: sql`${pollOptions.votes} + 1` })
        .where(eq(pollOptions.id, optionId)),
      deps.db
        .update(polls)
        .set({ totalVotes: sql`${polls.totalVotes} + 1`, updatedAt: now })
        .where(eq(polls.id, found.poll.id)),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("already_voted");
    throw err;
  }
  const updated = (await pollsByFeed(deps.db, [feedId])).get(feedId)!;
  return presentPoll(updated, now, optionId);
}
