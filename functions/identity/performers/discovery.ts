/** Finding creators: search with filters, random and top lists, cards by id. */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { follows } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import { containsText, selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { compiled, param } from "../../lib/statements";
import { fileUrls } from "../../media/upload";
import { getSetting } from "../../site/settings/service";
import { listedCreatorRow, performerNotHidden, visibleListedCreatorsCount } from "../access/service";
import { readRowsAsViewer, type Viewer, type ViewerRead } from "../accounts/viewer";
import { CARD_FIELDS, type PerformerSearchRow, toPerformerCard } from "./present";
import type { PerformerCardData, PerformerSearchInput, TopPerformersInput } from "./schemas";

const withProfile = (select: SQLiteSelect) =>
  select.innerJoin(performerProfiles, eq(performerProfiles.userId, users.id));

/**
 * Conditions every discovery list shares: active, verified creators, minus those who blocked the
 * viewer or the viewer's country (access/service.ts; admins see every verified creator).
 */
function discoverable(viewer: Viewer | null, country: string | null): SQL[] {
  return [listedCreatorRow(), performerNotHidden(viewer, country, users.id)];
}

async function cardsOf(deps: Deps, rows: PerformerSearchRow[]): Promise<PerformerCardData[]> {
  const [urls, freeEnabled] = await Promise.all([
    fileUrls(
      deps,
      rows.flatMap((r) => [r.user.avatarFileId, r.user.coverFileId]),
    ),
    getSetting(deps, "freeSubscriptionEnabled"),
  ]);
  const now = deps.clock.now();
  return rows.map((r) => toPerformerCard(r, urls, freeEnabled, now));
}

const OPTION_FILTERS = [
  "gender",
  "bodyType",
  "ageRange",
  "ethnicity",
  "hair",
  "eyes",
  "sexualOrientation",
  "height",
  "weight",
  "size",
] as const;

/**
 * `GET /performers/user/search`: verified, active creators matching the filters, hiding those who
 * blocked the viewer or the viewer's country. sortBy popular (followers), latest, subscribers.
 */
export async function searchPerformers(
  deps: Deps,
  who: ViewerRead,
  country: string | null,
  query: PerformerSearchInput,
) {
  const filters: SQL[] = [];
  if (query.q) {
    filters.push(containsText([users.name, users.username], query.q));
  }
  for (const field of OPTION_FILTERS) {
    const value = query[field];
    if (value !== undefined) filters.push(eq(performerProfiles[field], value));
  }
  if (query.country) filters.push(eq(performerProfiles.country, query.country));
  if (query.isFreeSubscription !== undefined) {
    // While free subscriptions are off on the site, no creator offers one.
    const freeOffered = await getSetting(deps, "freeSubscriptionEnabled");
    if (freeOffered) filters.push(eq(performerProfiles.isFreeSubscription, query.isFreeSubscription));
    else if (query.isFreeSubscription) filters.push(sql`0 = 1`);
  }
  const orderBy = searchOrder(query);
  if (filters.length > 0) {
    const viewer = await who.lookUp();
    const where = and(...discoverable(viewer, country), ...filters);
    // Filtered: the total counts the matches (each filter narrows the walk of its index).
    const { rows, total } = await selectPage<PerformerSearchRow>(deps.db, {
      fields: CARD_FIELDS,
      from: users,
      join: withProfile,
      where,
      orderBy,
      paging: query,
    });
    return { data: await cardsOf(deps, rows), total };
  }
  // Every listed creator: the total is the kept count less those hiding from the viewer, so the
  // request costs the same with 150 creators or 15,000 (docs/benchmarks.md). It rides on the page's
  // own statement (SQLite computes the uncorrelated subquery once): one round trip for both.
  const { viewer, rows } = await listedPage(deps, who, country, query);
  // No row: none at all when the page is the first (the same WHERE), else a page past the end.
  const total = rows.length
    ? rows[0].total
    : query.offset === 0
      ? 0
      : ((
          await deps.db.get<{ total: number }>(
            sql`SELECT ${visibleListedCreatorsCount(viewer, country)} AS total`,
          )
        )?.total ?? 0);
  return { data: await cardsOf(deps, rows), total: Number(total) };
}

/** The search's order: the chosen figure (latest: when they became a creator), then newest, then id. */
function searchOrder(query: Pick<PerformerSearchInput, "sortBy" | "sort">) {
  const column =
    query.sortBy === "latest"
      ? performerProfiles.createdAt
      : query.sortBy === "subscribers"
        ? performerProfiles.totalSubscribers
        : performerProfiles.totalFollowers;
  return [query.sort === "asc" ? asc(column) : desc(column), desc(users.createdAt), asc(users.id)];
}

/** CARD_FIELDS in the order the page's statement selects them, with each column's decoding. */
const CARD_COLUMNS = (["user", "profile"] as const).flatMap((group) =>
  Object.entries(CARD_FIELDS[group]).map(([key, column]) => ({
    group,
    key,
    name: `${group}.${key}`,
    column,
  })),
);

/**
 * A page of every listed creator the viewer may see, with the total: the most requested search
 * (a fan's first look), so its SQL text is built once per isolate and afterwards only bound
 * (functions/lib/statements.ts; drizzle rebuilding it was a share of each request's CPU). The
 * statement is the one drizzle builds from the same rules; the key names every choice that
 * changes its text.
 */
async function listedPage(deps: Deps, who: ViewerRead, country: string | null, query: PerformerSearchInput) {
  // A fan's or a creator's search is the same read (one round trip with the session lookup).
  const { viewer, rows: found } = await readRowsAsViewer(who, ["fan", "performer"], (as) => {
    const kind = as.kind === "admin" ? "admin" : as.kind === "visitor" ? "visitor" : "viewer";
    const key = `performers/search:${query.sortBy}:${query.sort}:${kind}:${as.by}:${country ? "country" : "-"}`;
    const build = () => {
      const v = as.rule;
      const c = country ? param("country") : null;
      return withProfile(
        deps.db
          .select({
            ...(as.viewerColumn ? { viewer: as.viewerColumn.everyRow } : {}),
            ...CARD_FIELDS,
            total: sql`${visibleListedCreatorsCount(v, c)}`.as("total"),
          })
          .from(users)
          .$dynamic(),
      )
        .where(and(...discoverable(v, c)))
        .orderBy(...searchOrder(query))
        .limit(param<number>("limit"))
        .offset(param<number>("offset"))
        .getSQL();
    };
    const values = {
      country: country?.toUpperCase(),
      limit: query.limit,
      offset: query.offset,
      ...as.values,
    };
    return compiled(deps.d1, key, build, values);
  });
  const rows = found.map((cells) => {
    const row = { user: {}, profile: {}, total: Number(cells[CARD_COLUMNS.length]) } as Record<
      string,
      unknown
    > & { user: Record<string, unknown>; profile: Record<string, unknown> };
    CARD_COLUMNS.forEach(({ group, key, column }, i) => {
      const value = cells[i];
      row[group][key] = value === null ? null : column.mapFromDriverValue(value);
    });
    return row as unknown as PerformerSearchRow & { total: number };
  });
  return { viewer, rows };
}

/** The order creators joined in: performer_profiles' rowid, served by performer_profiles_verification_idx. */
const joinOrder = sql`${performerProfiles}.rowid`;

/**
 * A random handful of discoverable creators without sorting them all (`order by random()` read
 * and sorted every listed creator): the next `limit` listed creators in the order they joined from
 * a random point of that order, then, wrapping round, the first ones. Two statements for one
 * batch (the same random point in both); randomHandful takes and shuffles the handful.
 */
function randomQueries(deps: Deps, viewer: Viewer | null, country: string | null, limit: number) {
  const start = sql`(select cast(max(rowid) * ${Math.random()} as integer) from ${performerProfiles})`;
  const from = (side: SQL) =>
    deps.db
      .select(CARD_FIELDS)
      .from(users)
      .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
      .where(and(...discoverable(viewer, country), side))
      .orderBy(joinOrder)
      .limit(limit);
  return [from(sql`${joinOrder} >= ${start}`), from(sql`${joinOrder} < ${start}`)] as const;
}

/** The first `limit` rows of the two halves of randomQueries, in a random order. */
function randomHandful<T>(after: T[], before: T[], limit: number): T[] {
  const handful = [...after, ...before].slice(0, limit);
  for (let i = handful.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [handful[i], handful[j]] = [handful[j], handful[i]];
  }
  return handful;
}

/** The order of the top list: followers (or subscribers), then the other, then id. */
function topOrder(sortBy: TopPerformersInput["sortBy"]) {
  const primary =
    sortBy === "subscribers" ? performerProfiles.totalSubscribers : performerProfiles.totalFollowers;
  const secondary =
    sortBy === "subscribers" ? performerProfiles.totalFollowers : performerProfiles.totalSubscribers;
  return [desc(primary), desc(secondary), asc(users.id)];
}

/** `GET /performers/search/random`: a random handful of discoverable creators. */
export async function randomPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  limit: number,
) {
  const [after, before] = await deps.db.batch(randomQueries(deps, viewer, country, limit));
  const data = await cardsOf(deps, randomHandful(after, before, limit));
  return { data, total: data.length };
}

/** `GET /performers/top`: discoverable creators with the most followers (or subscribers). */
export async function topPerformers(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: TopPerformersInput,
) {
  const { rows, total } = await selectPage<PerformerSearchRow>(deps.db, {
    fields: CARD_FIELDS,
    from: users,
    join: withProfile,
    where: and(...discoverable(viewer, country)),
    orderBy: topOrder(query.sortBy),
    paging: query,
  });
  return { data: await cardsOf(deps, rows), total };
}

/**
 * The home page's two creator lists in one round trip: a random handful to discover and the
 * most followed (no totals: the page shows neither count). Plain D1 statements whose text is built
 * once per isolate (functions/lib/statements.ts): drizzle built these three on every /home.
 */
export async function discoverAndTop(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  limits: { discover: number; top: number },
) {
  const shape = `${viewer ? (viewer.isAdmin ? "admin" : "user") : "visitor"}:${country ? "country" : ""}`;
  const values = {
    viewerId: viewer?.id ?? "",
    country: (country ?? "").toUpperCase(),
    random: Math.random(),
    discover: limits.discover,
    top: limits.top,
  };
  // The three lists as one statement (UNION ALL of the three, each in its own order and limit;
  // `list` says which a row came from): one statement for D1 to run instead of three.
  const { results } = await compiled(
    deps.d1,
    `home-cards:${shape}`,
    () => homeListsSql(viewer, country),
    values,
  ).all<Record<string, unknown>>();
  const lists = { after: [], before: [], top: [] } as Record<HomeList, PerformerSearchRow[]>;
  for (const raw of results) lists[raw.list as HomeList].push(cardRowFrom(raw));
  const { after, before, top: topRows } = lists;
  const discoverRows = randomHandful(after, before, limits.discover);
  const cards = await cardsOf(deps, [...discoverRows, ...topRows]);
  return { discover: cards.slice(0, discoverRows.length), top: cards.slice(discoverRows.length) };
}

/** CARD_FIELDS as select items named `user.<key>` and `profile.<key>` (read back by cardRowFrom). */
const cardColumns = () =>
  sql.join(
    Object.entries(CARD_FIELDS).flatMap(([part, columns]) =>
      Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(`${part}.${key}`)}`),
    ),
    sql`, `,
  );

/** A card's row from cardColumns' names, each column decoded as drizzle does (booleans). */
function cardRowFrom(raw: Record<string, unknown>): PerformerSearchRow {
  const out = { user: {}, profile: {} } as Record<string, Record<string, unknown>>;
  for (const { group, key, name, column } of CARD_COLUMNS) {
    const value = raw[name];
    out[group][key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as unknown as PerformerSearchRow;
}

type HomeList = "after" | "before" | "top";

/** /home's three lists (homeCardsSql) in one statement, each row with its `list`. */
function homeListsSql(viewer: Viewer | null, country: string | null): SQL {
  const lists: HomeList[] = ["after", "before", "top"];
  return sql.join(
    lists.map((list) => sql`select ${list} as list, * from (${homeCardsSql(viewer, country, list)})`),
    sql` union all `,
  );
}

/**
 * One of /home's creator lists as SQL with placeholders (`viewerId`, `country`, `random`,
 * `discover`, `top`): the two halves of randomQueries' window, or the top list by followers.
 */
function homeCardsSql(viewer: Viewer | null, country: string | null, list: HomeList): SQL {
  const who = viewer ? { id: param("viewerId"), isAdmin: viewer.isAdmin } : null;
  const where = and(...discoverable(who as Viewer | null, country === null ? null : param("country")));
  const from = sql`select ${cardColumns()} from ${users} inner join ${performerProfiles} on ${performerProfiles.userId} = ${users.id}`;
  if (list === "top") {
    const order = sql.join(topOrder("followers"), sql`, `);
    return sql`${from} where ${where} order by ${order} limit ${param<number>("top")}`;
  }
  const start = sql`(select cast(max(rowid) * ${param<number>("random")} as integer) from ${performerProfiles})`;
  const side = list === "after" ? sql`${joinOrder} >= ${start}` : sql`${joinOrder} < ${start}`;
  // Discovering is finding someone new: not the viewer, nor a creator they already follow (the
  // follow's primary key answers each row).
  const isNew = who
    ? sql` and ${users.id} <> ${who.id} and not exists (select 1 from ${follows} where ${follows.followerId} = ${who.id} and ${follows.performerId} = ${users.id})`
    : sql``;
  return sql`${from} where ${where} and ${side}${isNew} order by ${joinOrder} limit ${param<number>("discover")}`;
}
