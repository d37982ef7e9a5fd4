import { eq, type SQL, sql } from "drizzle-orm";
import { sessions, type UserRole, users, userTwoFactor } from "../../../drizzle/schema/users";
import { AppError, type ErrorCode } from "../../errors";
import { MINUTE } from "../../lib/clock";
import { readCookie } from "../../lib/decode";
import type { Deps } from "../../lib/deps";
import { sha256Hex } from "../../lib/ids";
import { compiled, param } from "../../lib/statements";

/** The logged-in user making a request, as the guards and services see them. */
export interface Viewer {
  id: string;
  sessionId: string;
  /** When the session ends (ms since epoch). */
  sessionExpiresAt: number;
  role: UserRole;
  name: string;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
  isPerformer: boolean;
  isAdmin: boolean;
  /** Read with the session (one statement), so pages need not read the user again for their header. */
  avatarFileId: string | null;
  /** Wallet balance in cents, as of this request's session lookup. */
  balance: number;
  /** Two-factor sign-in is on for the account. */
  twoFactorEnabled: boolean;
  /**
   * An admin whom the site requires to use two-factor sign-in (setting requireAdminTwoFactor)
   * and who has not set it up: the admin console refuses them until they do (requireAdmin).
   */
  twoFactorSetupRequired?: boolean;
}

export const SESSION_COOKIE = "token";

/** The session token from `Authorization: [Bearer ]<token>` or the `token` cookie. */
export function readSessionToken(request: Request): { token: string; via: "header" | "cookie" } | null {
  const auth = request.headers.get("authorization")?.trim();
  if (auth) {
    const token = auth.replace(/^Bearer\s+/i, "").trim();
    if (token) return { token, via: "header" };
  }
  // A malformed cookie (`token=%E0`) is read as sent: it matches no session, so the visitor is
  // logged out and the page clears it.
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  return token ? { token, via: "cookie" } : null;
}

/**
 * How precisely a session's "last seen" is kept: a request writes it only when the stored time is
 * older than this, so a busy session costs one write per quarter hour, not one per request.
 */
const SESSION_SEEN_EVERY_MS = 15 * MINUTE;

/**
 * The one rule of a live session (the FROM and WHERE of every session lookup): its token's hash,
 * not revoked, not expired, its account active.
 */
const liveSession = () =>
  sql`from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.tokenHash} = ${param("tokenHash")} and ${sessions.revokedAt} is null
      and ${sessions.expiresAt} > ${param<number>("now")} and ${users.status} = 'active'`;

/** What the lookup reads of a live session, by the name a ViewerRow has. */
const viewerColumns = (): [string, SQL][] => [
  ["sessionId", sql`${sessions.id}`],
  ["sessionExpiresAt", sql`${sessions.expiresAt}`],
  ["id", sql`${users.id}`],
  ["role", sql`${users.role}`],
  ["name", sql`${users.name}`],
  ["username", sql`${users.username}`],
  ["email", sql`${users.email}`],
  ["emailVerified", sql`${users.emailVerified}`],
  ["avatarFileId", sql`${users.avatarFileId}`],
  ["balance", sql`${users.balance}`],
  [
    "twoFactorEnabled",
    sql`exists (select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.enabledAt} is not null)`,
  ],
  ["seenAt", sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`],
];

/**
 * Named columns a session lookup may carry beside the viewer's, for the session's user: what every
 * request of a kind reads about its viewer anyway, so it costs no round trip of its own (the page
 * chrome's unread counts, messaging/messages/conversations.ts). `columns` gets the user's id as
 * SQL (`"sessions"."user_id"`: no subquery of theirs may name the sessions table); `key` names the
 * statement's text.
 */
export interface LookupColumns {
  key: string;
  /** The columns' names, in the order of `columns`. */
  names: readonly string[];
  columns: (userId: string) => SQL[];
}

/**
 * The session lookup every authenticated request makes: a plain statement built once per isolate
 * (functions/lib/statements.ts) reading only what a Viewer holds, and the `extra` columns if any.
 */
const viewerLookup = (extra?: LookupColumns) =>
  sql`select ${sql.join(
    [
      ...viewerColumns(),
      ...(extra
        ?.columns(sql`${sessions.userId}` as unknown as string)
        .map((column, i) => [extra.names[i], column] as const) ?? []),
    ].map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  )} ${liveSession()} limit 1`;

/**
 * The same lookup as one column of a read's own statement (`readRowsAsViewer`): its row as a JSON
 * object, null without a live session, under a short name (D1 sends every column's name with the
 * answer; an unnamed one is named by its whole SQL). `oneRow` puts it on one row only
 * (`row_number()`, whichever row the window numbers first): repeated on every row it was a third
 * of a timeline's answer. A window is computed before the select's LIMIT, so `oneRow` belongs only
 * in a select whose rows are already limited (a page read in a CTE); elsewhere `everyRow`.
 */
function sessionViewerColumn(): NonNullable<ReadViewer["viewerColumn"]> {
  const lookup = sql`(select json_object(${sql.join(
    viewerColumns().map(([name, column]) => sql`'${sql.raw(name)}', ${column}`),
    sql`, `,
  )}) ${liveSession()} limit 1)`;
  return {
    everyRow: sql`${lookup} as "viewer"`,
    oneRow: sql`case when row_number() over () = 1 then ${lookup} end as "viewer"`,
  };
}

/**
 * The id of the session's user, by the same rule as the lookup (`liveSession`), for a read that
 * makes the lookup itself (`readRowsAsViewer`): null without a live session. It binds the
 * placeholders `tokenHash` and `now` (`sessionValues`).
 */
const sessionUserId = (): string => sql`(select ${users.id} ${liveSession()} limit 1)` as unknown as string;

/**
 * The session's parts of a read that makes the lookup itself, built once per isolate (a read
 * builds its statement's text once too; these are asked for on every request).
 */
let sessionParts: { id: string; viewerColumn: NonNullable<ReadViewer["viewerColumn"]> } | undefined;
const sessionRead = () => {
  sessionParts ??= { id: sessionUserId(), viewerColumn: sessionViewerColumn() };
  return sessionParts;
};

/** The lookup's row: what a Viewer is made from. */
export type ViewerRow = Omit<Viewer, "isPerformer" | "isAdmin" | "emailVerified" | "twoFactorEnabled"> & {
  emailVerified: number;
  twoFactorEnabled: number;
  seenAt: number;
};

/** What the lookup binds: the token's hash (SHA-256, hex) and the time it is valid at. */
export interface SessionValues {
  tokenHash: string;
  now: number;
}

export async function sessionValues(token: string, now: number): Promise<SessionValues> {
  return { tokenHash: await sha256Hex(token), now };
}

/**
 * The session lookup as a D1 statement, sent alone (findViewer, RequestContext.lookUpViewer), with
 * the `extra` columns if any.
 */
export function viewerStatement(
  d1: D1Database,
  values: SessionValues,
  extra?: LookupColumns,
): D1PreparedStatement {
  const key = extra ? `viewer+${extra.key}` : "viewer";
  return compiled(d1, key, () => viewerLookup(extra), values as unknown as Record<string, unknown>);
}

/**
 * The viewer from the lookup's row (none: unknown, expired or revoked token, or inactive account).
 * `seen` (requests, not socket upgrades) records the session as used from that country, at most
 * once per SESSION_SEEN_EVERY_MS, after the answer.
 */
export function viewerFromRow(
  deps: Pick<Deps, "db">,
  row: ViewerRow | null | undefined,
  now: number,
  seen?: { country: string | null; waitUntil: Deps["waitUntil"] },
): Viewer | null {
  if (!row) return null;
  if (seen && now - row.seenAt >= SESSION_SEEN_EVERY_MS) {
    seen.waitUntil(
      deps.db
        .update(sessions)
        .set({ lastSeenAt: now, country: sql`coalesce(${seen.country}, ${sessions.country})` })
        .where(eq(sessions.id, row.sessionId))
        .catch((err) => console.error("session last seen not recorded", err)),
    );
  }
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionExpiresAt: row.sessionExpiresAt,
    role: row.role,
    name: row.name,
    username: row.username,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    isPerformer: row.role === "performer",
    isAdmin: row.role === "admin",
    avatarFileId: row.avatarFileId,
    balance: row.balance,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  };
}

/** Looks a token up alone (one round trip); null when there is no live session for it. */
export async function findViewer(
  deps: Pick<Deps, "env" | "db" | "d1" | "clock">,
  token: string,
  seen?: { country: string | null; waitUntil: Deps["waitUntil"] },
): Promise<Viewer | null> {
  const values = await sessionValues(token, deps.clock.now());
  const row = await viewerStatement(deps.d1, values).first<ViewerRow>();
  return viewerFromRow(deps, row, values.now, seen);
}

/** Who a read is for, as far as the text of its SQL depends on it. */
export type ViewerKind = "visitor" | "fan" | "performer" | "admin";

export const kindOf = (viewer: Viewer | null): ViewerKind =>
  !viewer ? "visitor" : viewer.isAdmin ? "admin" : viewer.isPerformer ? "performer" : "fan";

/**
 * A request's viewer as a read gets it (RequestContext.viewerRead): known already, or looked up by
 * the read's own statement (`readRowsAsViewer`: one round trip for both).
 */
export interface ViewerRead {
  /** The viewer when already looked up (null: a visitor); undefined until a lookup or a read finds them. */
  readonly known: Viewer | null | undefined;
  /** The session subquery's values (`sessionUserId`); asked for only while the viewer is unknown. */
  sessionValues(): Promise<SessionValues>;
  /** The viewer, looked up alone (one round trip) unless already known: for a read that needs them first. */
  lookUp(): Promise<Viewer | null>;
  /**
   * Records the viewer a read's own statement found (its `sessionViewerColumn`, null for none):
   * from then on known to the whole request.
   */
  found(row: ViewerRow | null): Promise<Viewer | null>;
}

/** The viewer as a statement of `readRowsAsViewer` is built and bound for. */
export interface ReadViewer {
  kind: ViewerKind;
  /** Part of the statement's cache key: its viewer's id is a bound value or the session's subquery. */
  by: "known" | "session";
  /** Where the viewer's id goes in the SQL: the `viewerId` placeholder, or `sessionUserId()`. */
  id: string;
  /** What the rules see while the statement is built (its id is `id`); null for a visitor. */
  rule: Viewer | null;
  /** The values `id` binds: `viewerId`, or the session's `tokenHash` and `now`. */
  values: Record<string, unknown>;
  /**
   * For `readRowsAsViewer`: the session lookup as a column, to be the statement's first, in one of
   * its two forms (`sessionViewerColumn`); only when `by` is "session" (the rows come back without it).
   */
  viewerColumn?: { everyRow: SQL; oneRow: SQL };
}

/**
 * The session's row as the first column of a read's select, followed by a comma (nothing when the
 * viewer is known): `oneRow` where the rows are already limited in a CTE, else `everyRow`
 * (`sessionViewerColumn`).
 */
export const leadingViewerColumn = (as: ReadViewer, form: "oneRow" | "everyRow" = "oneRow"): SQL =>
  as.viewerColumn ? sql`${as.viewerColumn[form]}, ` : sql``;

const ruleViewerOf = (kind: ViewerKind, id: string) =>
  kind === "visitor"
    ? null
    : ({ id, isAdmin: kind === "admin", isPerformer: kind === "performer" } as Viewer);

function readViewerOf(viewer: Viewer | null): ReadViewer {
  const kind = kindOf(viewer);
  const id = param("viewerId");
  return { kind, by: "known", id, rule: ruleViewerOf(kind, id), values: { viewerId: viewer?.id ?? "" } };
}

/**
 * A read whose SQL names the viewer, in one round trip with the session lookup when the viewer is
 * not known yet: one statement, answered as rows of cells (`.raw()`; a D1 batch's answer is rebuilt
 * as an object per row, which cost a timeline more CPU than the round trip saved). `build` returns
 * the statement for a ReadViewer. Not known yet, the read is built for the first of `serves` (the
 * kinds of viewer whose read it is, the one that mostly makes it first), with the session's
 * subquery for the viewer's id and the lookup itself as its first column (`as.viewerColumn`); the
 * rows come back without that column. `guard` runs on the viewer found before any row is used;
 * when the viewer is of a kind the read does not serve, its rows are dropped unread and it is
 * sent again for the viewer found (a second round trip, as every read took before). A read that
 * answers no row tells nothing of the viewer: the viewer is then looked up alone.
 */
export async function readRowsAsViewer(
  source: ViewerRead,
  serves: readonly [Exclude<ViewerKind, "visitor">, ...Exclude<ViewerKind, "visitor">[]],
  build: (as: ReadViewer) => D1PreparedStatement,
  guard?: (viewer: Viewer | null) => void,
): Promise<{ viewer: Viewer | null; rows: unknown[][] }> {
  const readAs = async (viewer: Viewer | null) => {
    guard?.(viewer);
    return { viewer, rows: await build(readViewerOf(viewer)).raw() };
  };
  if (source.known !== undefined) return readAs(source.known);
  const guess = serves[0];
  const { id, viewerColumn } = sessionRead();
  const values = (await source.sessionValues()) as unknown as Record<string, unknown>;
  const rows = await build({
    kind: guess,
    by: "session",
    id,
    rule: ruleViewerOf(guess, id),
    values,
    viewerColumn,
  }).raw();
  let cell: string | null = null;
  for (let i = 0; i < rows.length && cell === null; i++) cell = rows[i][0] as string | null;
  const viewer = rows.length
    ? await source.found(cell === null ? null : (JSON.parse(cell) as ViewerRow))
    : await source.lookUp();
  if (!(serves as readonly ViewerKind[]).includes(kindOf(viewer))) return readAs(viewer);
  guard?.(viewer);
  for (let i = 0; i < rows.length; i++) rows[i].shift();
  return { viewer, rows };
}

/* Guards: the same functions in Remix loaders, Hono routes and rooms. They throw AppError. */

export function requireUser(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError("unauthorized");
  return viewer;
}

export function requirePerformer(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isPerformer) throw new AppError("performer_only");
  return user;
}

/** Creator-side calls: creators, and admins who may manage anyone's items. */
export function requireCreatorOrAdmin(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isPerformer && !user.isAdmin) throw new AppError("performer_only");
  return user;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isAdmin) throw new AppError("admin_only");
  if (user.twoFactorSetupRequired) throw new AppError("two_factor_setup_required");
  return user;
}

/**
 * The one owner-or-admin rule: an item another creator owns is "not found" (`notFound`: the kind's
 * code) for the caller, so a stranger cannot tell it exists; admins manage every item.
 */
export function assertManages<T extends { performerId: string }>(
  viewer: Viewer,
  item: T | undefined | null,
  notFound: ErrorCode | (() => AppError),
): asserts item is T {
  if (item && (item.performerId === viewer.id || viewer.isAdmin)) return;
  throw typeof notFound === "function" ? notFound() : new AppError(notFound);
}
