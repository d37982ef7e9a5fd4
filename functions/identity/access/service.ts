/**
 * Who may see what, decided once, here.
 *
 * Content services call, for every request about a creator's content:
 *   1. `assertCanSeePerformer(deps, viewer, country, performerId)`: 404 unknown creator, 403 when
 *      the creator blocked the viewer or the viewer's country (owner and admins always pass);
 *      for lists across creators, `hiddenPerformerIds` gives the creators to leave out, and
 *      `performerNotHidden` is the same rule as SQL, for a WHERE over any column holding a
 *      creator's id (an item's creator, a follow, a bookmark, a comment's author).
 *   2. `contentAccess` (one item) or `contentAccessMany` (a list) for every item, and hand out
 *      its files (ids and signed URLs, functions/media/upload.ts fileUrl) through `mayShowFile`:
 *      chosen previews (thumbnails, teasers, covers) to anyone who passed step 1, files of the
 *      content only when `canView` is true. Titles and prices may be shown to anyone too.
 */

import { type AnyColumn, and, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { performerCountryBlocks, userBlocks } from "../../../drizzle/schema/blocks";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { type PurchaseItemType, purchases } from "../../../drizzle/schema/purchases";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import { type Db, inJson, slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { listedCreatorRow, listedCreatorSql, listedCreatorsCount } from "./verified";

/** The part of a Viewer the rules need (functions/identity/accounts/viewer.ts Viewer fits). */
export type AccessViewer = { id: string; isAdmin: boolean } | null;

/* ---- Creator visibility: existence, user blocks, country blocks ---- */

/*
 * The rule, once: a creator hides from a visitor they blocked and from the countries they blocked;
 * admins and the creator themself see everything. `blocks` is its only statement; the functions
 * below ask it about one creator, a list of ids, or every row of a query.
 */

/** Country codes are upper case; a statement built once per isolate passes a placeholder instead. */
const upper = (country: string) => (typeof country === "string" ? country.toUpperCase() : country);

/** The blocks that hide the creator `performerId` (a column or expression) from this visitor, as SQL. */
function blocks(viewer: AccessViewer, country: string | null, performerId: AnyColumn | SQL) {
  return {
    user: viewer
      ? sql`EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.performerId} = ${performerId} AND ${userBlocks.userId} = ${viewer.id})`
      : null,
    country: country
      ? sql`EXISTS (SELECT 1 FROM ${performerCountryBlocks} WHERE ${performerCountryBlocks.performerId} = ${performerId} AND ${performerCountryBlocks.countryCode} = ${upper(country)})`
      : null,
  };
}

type PerformerVisibility = "visible" | "performer_not_found" | "user_blocked" | "country_blocked";

/**
 * What the visibility rule needs to know about the creator `performerId` (a column or expression),
 * as SQL columns a query can select next to its own (decided by `decideVisibility`).
 */
export function visibilityFacts(viewer: AccessViewer, country: string | null, performerId: AnyColumn | SQL) {
  const blocked = blocks(viewer, country, performerId);
  return {
    userBlocked: blocked.user ? sql<number>`${blocked.user}` : sql<number>`0`,
    countryBlocked: blocked.country ? sql<number>`${blocked.country}` : sql<number>`0`,
  };
}

/** The creator's row as visibilityFacts and users.status read it (undefined: no such creator). */
export type VisibilityFacts = { status: string; userBlocked: number; countryBlocked: number };

/** The rule, from the facts: whether the viewer may see the creator `performerId`. */
export function decideVisibility(
  viewer: AccessViewer,
  performerId: string,
  facts: VisibilityFacts | undefined,
): PerformerVisibility {
  if (viewer && viewer.id === performerId) return "visible";
  if (!facts) return "performer_not_found";
  if (viewer?.isAdmin) return "visible";
  if (facts.status !== "active") return "performer_not_found";
  if (facts.userBlocked) return "user_blocked";
  if (facts.countryBlocked) return "country_blocked";
  return "visible";
}

/** Whether the viewer may see a creator at all, without throwing. */
export async function performerVisibility(
  deps: Deps,
  viewer: AccessViewer,
  country: string | null,
  performerId: string,
): Promise<PerformerVisibility> {
  if (viewer && viewer.id === performerId) return "visible";
  const [performer] = await deps.db
    .select({ status: users.status, ...visibilityFacts(viewer, country, users.id) })
    .from(users)
    .where(and(eq(users.id, performerId), eq(users.role, "performer")))
    .limit(1);
  return decideVisibility(viewer, performerId, performer);
}

/**
 * Throws performer_not_found (404) when there is no active creator with this id, user_blocked
 * (403) when the creator blocked the viewer, country_blocked (403) when the creator blocked the
 * viewer's country. The creator themself and admins always pass.
 */
export async function assertCanSeePerformer(
  deps: Deps,
  viewer: AccessViewer,
  country: string | null,
  performerId: string,
): Promise<void> {
  const visibility = await performerVisibility(deps, viewer, country, performerId);
  if (visibility !== "visible") throw new AppError(visibility);
}

/**
 * A creator named the way the pages name them (the id, or the username as in /{profileId})
 * whom this viewer may see: their id, else 404 performer_not_found (or the block that hides them).
 */
export async function visiblePerformerId(
  deps: Deps,
  viewer: AccessViewer,
  country: string | null,
  idOrUsername: string,
): Promise<string> {
  const id = await findPerformerId(deps.db, idOrUsername);
  if (!id) throw new AppError("performer_not_found");
  await assertCanSeePerformer(deps, viewer, country, id);
  return id;
}

/**
 * The creator named by their id or username (`lowerCase`: the same name in lower case, usernames
 * are stored so), as a condition on users (any status; visibility is the caller's question).
 */
export const performerNamed = (idOrUsername: string, lowerCase: string): SQL =>
  and(eq(users.role, "performer"), or(eq(users.id, idOrUsername), eq(users.username, lowerCase)))!;

/** A creator's id from their id or username (any status; visibility is the caller's question). */
export async function findPerformerId(db: Db, idOrUsername: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(performerNamed(idOrUsername, idOrUsername.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The rule as SQL: true for rows whose `performerId` (a column or expression holding a user id) is
 * not a creator who blocked the viewer or the viewer's country. Admins and the creator themself
 * see every row. For any other user id (a fan) it is always true: only creators have block rows.
 */
export function performerNotHidden(
  viewer: AccessViewer,
  country: string | null,
  performerId: AnyColumn | SQL,
): SQL {
  if (viewer?.isAdmin) return sql`1 = 1`;
  const blocked = blocks(viewer, country, performerId);
  const parts = [blocked.user, blocked.country].filter((part): part is SQL => part !== null);
  if (parts.length === 0) return sql`1 = 1`;
  const own = viewer ? sql` OR ${performerId} = ${viewer.id}` : sql``;
  return sql`((NOT ${sql.join(parts, sql` AND NOT `)})${own})`;
}

/**
 * Of these creators, the ones the viewer must not see (performerNotHidden is false). For
 * timelines and search results across creators. Admins see everyone.
 */
export async function hiddenPerformerIds(
  deps: Deps,
  viewer: AccessViewer,
  country: string | null,
  performerIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(performerIds)].filter((id) => id !== viewer?.id);
  if (ids.length === 0 || viewer?.isAdmin || (!viewer && !country)) return new Set();
  const found = await Promise.all(
    slices(ids).map((slice) =>
      deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, slice), sql`NOT ${performerNotHidden(viewer, country, users.id)}`)),
    ),
  );
  return new Set(found.flat().map((row) => row.id));
}

/**
 * True for rows whose `performerId` is an active creator with an approved verification. The
 * subquery names its tables `u` and `pp` so that an outer `users.id` still means the outer row.
 */
const listedCreator = (performerId: AnyColumn | SQL): SQL => listedCreatorSql(performerId);

/** The same, for queries whose rows are creators (users joined with performer_profiles). */
export { listedCreatorRow };

/**
 * How many listed creators this viewer may see, without walking them: the kept count of listed
 * creators (verified.ts) less the listed ones hiding from the viewer, read from the viewer's
 * blocks and the country's blocks by their indexes. Equal to counting listedCreatorRow() AND
 * performerNotHidden(...) over every creator.
 */
export function visibleListedCreatorsCount(viewer: AccessViewer, country: string | null): SQL<number> {
  if (viewer?.isAdmin) return listedCreatorsCount();
  const hiders: SQL[] = [];
  if (viewer) {
    hiders.push(
      sql`SELECT ${userBlocks.performerId} FROM ${userBlocks} WHERE ${userBlocks.userId} = ${viewer.id}`,
    );
  }
  if (country) {
    hiders.push(
      sql`SELECT ${performerCountryBlocks.performerId} FROM ${performerCountryBlocks} WHERE ${performerCountryBlocks.countryCode} = ${upper(country)}`,
    );
  }
  if (hiders.length === 0) return listedCreatorsCount();
  const notSelf = viewer ? sql` AND ${users.id} <> ${viewer.id}` : sql``;
  // CROSS JOIN keeps SQLite's join order: from the few hiders to their rows, never the other way.
  return sql<number>`(${listedCreatorsCount()} - (SELECT count(*) FROM (${sql.join(hiders, sql` UNION `)}) AS hider
      CROSS JOIN ${users} ON ${users.id} = hider.performer_id
      CROSS JOIN ${performerProfiles} ON ${performerProfiles.userId} = ${users.id}
      WHERE ${listedCreatorRow()}${notSelf}))`;
}

/**
 * For lists across creators: only items of listed creators the viewer may see
 * (performerNotHidden). Admins see every listed creator; a creator their own items always.
 */
export function visibleCreatorCondition(
  viewer: AccessViewer,
  country: string | null,
  performerIdColumn: AnyColumn,
): SQL {
  const own = viewer ? sql` OR ${performerIdColumn} = ${viewer.id}` : sql``;
  return sql`((${listedCreator(performerIdColumn)} AND ${performerNotHidden(viewer, country, performerIdColumn)})${own})`;
}

/* ---- Entitlements: subscriptions and purchases ---- */

/** An active subscription: status active and not yet expired (`performerId` one id or a condition). */
export const activeSubscription = (userId: string, performerId: string | SQL, now: number): SQL =>
  and(
    eq(subscriptions.userId, userId),
    typeof performerId === "string" ? eq(subscriptions.performerId, performerId) : performerId,
    eq(subscriptions.status, "active"),
    gt(subscriptions.expiresAt, now),
  )!;

/** An active subscription: status active and not yet expired. */
export async function isSubscribed(deps: Deps, userId: string, performerId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(activeSubscription(userId, performerId, deps.clock.now()))
    .limit(1);
  return Boolean(row);
}

/**
 * What the content rule needs to know about the viewer and one item, as SQL columns a list's own
 * query can select for each of its rows (`performerId` and `itemId` are the row's columns); read
 * back by `contentAccessFrom`. For a statement built once per isolate, pass placeholders.
 */
export function entitlementFacts(
  viewerId: string,
  now: number,
  itemType: PurchaseItemType,
  row: { performerId: AnyColumn | SQL; itemId: AnyColumn | SQL },
) {
  return {
    subscribed: sql<number>`exists (select 1 from ${subscriptions} where ${activeSubscription(viewerId, sql`${subscriptions.performerId} = ${row.performerId}`, now)})`,
    purchased: sql<number>`exists (select 1 from ${purchases} where ${purchases.userId} = ${viewerId} and ${purchases.itemType} = ${itemType} and ${purchases.itemId} = ${row.itemId})`,
  };
}

/** The access of each item from what entitlementFacts read for it (same order). */
export function contentAccessFrom(
  viewer: AccessViewer,
  items: readonly AccessItem[],
  facts: readonly { subscribed: number | boolean; purchased: number | boolean }[],
): ContentAccess[] {
  return items.map((item, i) =>
    decideAccess(viewer, item, {
      subscribed: Boolean(facts[i]?.subscribed),
      purchased: Boolean(facts[i]?.purchased),
    }),
  );
}

/** Of these creators, the ones the user has an active subscription to. */
export async function subscribedPerformerIds(
  deps: Deps,
  userId: string,
  performerIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(performerIds)];
  const rows = await Promise.all(
    slices(ids).map((slice) =>
      deps.db
        .select({ performerId: subscriptions.performerId })
        .from(subscriptions)
        .where(activeSubscription(userId, inArray(subscriptions.performerId, slice), deps.clock.now())),
    ),
  );
  return new Set(rows.flat().map((r) => r.performerId));
}

export async function hasPurchased(
  deps: Deps,
  userId: string,
  itemType: PurchaseItemType,
  itemId: string,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.itemType, itemType), eq(purchases.itemId, itemId)))
    .limit(1);
  return Boolean(row);
}

/** Of these items (all of one type), the ones the user bought. */
export async function purchasedItemIds(
  deps: Deps,
  userId: string,
  itemType: PurchaseItemType,
  itemIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(itemIds)];
  const rows = await Promise.all(
    slices(ids).map((slice) =>
      deps.db
        .select({ itemId: purchases.itemId })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.itemType, itemType),
            inArray(purchases.itemId, slice),
          ),
        ),
    ),
  );
  return new Set(rows.flat().map((r) => r.itemId));
}

/* ---- The content rule ---- */

export interface AccessItem {
  performerId: string;
  itemType: PurchaseItemType;
  itemId: string;
  isSale: boolean;
  /** Price in cents; content is for sale only when isSale and price > 0. */
  price: number;
  /**
   * Content that needs no subscription when not for sale (e.g. a free chat message to its
   * recipient). Feeds, photos, videos and galleries leave this out: they need a subscription.
   */
  openToAll?: boolean;
}

/** The kinds of content fans open, like and comment on. */
type ContentKind = "feed" | "video" | "gallery" | "product";

/**
 * An item of any kind as the content rule sees it, so viewing it, liking it and reading or
 * writing its comments are decided alike. A product page is never locked (buying one is an
 * order, and its file goes out through the order): it is open to all who may see the creator.
 */
export function contentItem(
  kind: ContentKind,
  row: { id: string; performerId: string; isSale?: boolean; price?: number },
): AccessItem {
  if (kind === "product") {
    return {
      performerId: row.performerId,
      itemType: kind,
      itemId: row.id,
      isSale: false,
      price: 0,
      openToAll: true,
    };
  }
  return {
    performerId: row.performerId,
    itemType: kind,
    itemId: row.id,
    isSale: row.isSale ?? false,
    price: row.price ?? 0,
  };
}

export type GrantReason = "owner" | "admin" | "subscribed" | "purchased" | "free";
export type LockedReason = "login_required" | "subscription_required" | "purchase_required";

export type ContentAccess =
  | { canView: true; reason: GrantReason; locked: null }
  | { canView: false; reason: LockedReason; locked: LockedReason };

const grant = (reason: GrantReason): ContentAccess => ({ canView: true, reason, locked: null });
const lock = (reason: LockedReason): ContentAccess => ({ canView: false, reason, locked: reason });

/** Content for sale (`isSale` and a price) needs a purchase; a subscription does not unlock it. */
export const isForSale = (item: Pick<AccessItem, "isSale" | "price">) => item.isSale && item.price > 0;

/** The rule itself, given what is known about the viewer's entitlements. */
function decideAccess(
  viewer: AccessViewer,
  item: AccessItem,
  known: { subscribed: boolean; purchased: boolean },
): ContentAccess {
  if (viewer && viewer.id === item.performerId) return grant("owner");
  if (viewer?.isAdmin) return grant("admin");
  if (isForSale(item)) {
    if (!viewer) return lock("login_required");
    return known.purchased ? grant("purchased") : lock("purchase_required");
  }
  if (item.openToAll) return grant("free");
  if (!viewer) return lock("login_required");
  return known.subscribed ? grant("subscribed") : lock("subscription_required");
}

/**
 * Whether the viewer may see an item's full content and media. The creator and admins always;
 * for sale (isSale and price > 0): only buyers (a subscription does not unlock it; a purchase
 * stays valid after the subscription ends); otherwise: active subscribers.
 * Call assertCanSeePerformer first: this does not look at blocks.
 */
export async function contentAccess(
  deps: Deps,
  viewer: AccessViewer,
  item: AccessItem,
): Promise<ContentAccess> {
  const privileged = viewer && (viewer.id === item.performerId || viewer.isAdmin);
  if (!viewer || privileged) return decideAccess(viewer, item, { subscribed: false, purchased: false });
  if (isForSale(item)) {
    const purchased = await hasPurchased(deps, viewer.id, item.itemType, item.itemId);
    return decideAccess(viewer, item, { subscribed: false, purchased });
  }
  if (item.openToAll) return decideAccess(viewer, item, { subscribed: false, purchased: false });
  const subscribed = await isSubscribed(deps, viewer.id, item.performerId);
  return decideAccess(viewer, item, { subscribed, purchased: false });
}

/**
 * The entitlement lookups for a list (at most one statement for subscriptions and one for
 * purchases, whatever the list's length), as statements a caller may send in its own
 * `db.batch`, and the access of each item from their rows (in the same order).
 */
export function contentAccessLookup(
  deps: Deps,
  viewer: AccessViewer,
  items: readonly AccessItem[],
): { statements: BatchItem<"sqlite">[]; decide: (results: readonly unknown[]) => ContentAccess[] } {
  const nothingKnown = { subscribed: false, purchased: false };
  if (!viewer || viewer.isAdmin || items.length === 0) {
    return { statements: [], decide: () => items.map((item) => decideAccess(viewer, item, nothingKnown)) };
  }
  const others = items.filter((i) => i.performerId !== viewer.id);
  const needSub = [...new Set(others.filter((i) => !isForSale(i) && !i.openToAll).map((i) => i.performerId))];
  const forSale = [...new Set(others.filter(isForSale).map((i) => i.itemId))];
  const statements: BatchItem<"sqlite">[] = [];
  if (needSub.length > 0) {
    statements.push(
      deps.db
        .select({ performerId: subscriptions.performerId })
        .from(subscriptions)
        .where(activeSubscription(viewer.id, inJson(subscriptions.performerId, needSub), deps.clock.now())),
    );
  }
  if (forSale.length > 0) {
    statements.push(
      deps.db
        .select({ itemType: purchases.itemType, itemId: purchases.itemId })
        .from(purchases)
        .where(and(eq(purchases.userId, viewer.id), inJson(purchases.itemId, forSale))),
    );
  }
  const decide = (results: readonly unknown[]) => {
    let next = 0;
    const subRows = (needSub.length > 0 ? results[next++] : []) as { performerId: string }[];
    const boughtRows = (forSale.length > 0 ? results[next++] : []) as { itemType: string; itemId: string }[];
    const subscribed = new Set(subRows.map((r) => r.performerId));
    const purchased = new Set(boughtRows.map((r) => `${r.itemType}:${r.itemId}`));
    return items.map((item) =>
      decideAccess(viewer, item, {
        subscribed: subscribed.has(item.performerId),
        purchased: purchased.has(`${item.itemType}:${item.itemId}`),
      }),
    );
  };
  return { statements, decide };
}

/** contentAccess for a list, in one round trip to D1 (none for visitors, admins and owners). */
export async function contentAccessMany(
  deps: Deps,
  viewer: AccessViewer,
  items: readonly AccessItem[],
): Promise<ContentAccess[]> {
  const { statements, decide } = contentAccessLookup(deps, viewer, items);
  if (statements.length === 0) return decide([]);
  const [first, ...rest] = statements;
  return decide(await deps.db.batch([first, ...rest]));
}

/* ---- What a locked item may show ---- */

/**
 * What a file of an item is to a viewer: a preview its creator chose to show for that purpose (a
 * post's or video's thumbnail and teaser, a gallery's chosen cover, a product's image), or part
 * of the content itself (a post's photos and videos, a video's file, a gallery's photos).
 */
type ItemFileRole = "preview" | "content";

/**
 * The one rule for handing out a file of an item (its id as much as its signed URL), used by every
 * list and page that shows items: a chosen preview goes to anyone who may see the creator; a file
 * of the content only to viewers entitled to the item. A file of the content never stands in for
 * a missing preview (say, a gallery's newest photo as its cover): the item then carries no file
 * and the client shows a neutral placeholder.
 */
export function mayShowFile(access: ContentAccess, role: ItemFileRole): boolean {
  return role === "preview" || access.canView;
}

/** Throws unless the viewer may see the item's full content: 401 anonymous, 403 otherwise. */
export async function assertContentAccess(
  deps: Deps,
  viewer: AccessViewer,
  item: AccessItem,
): Promise<ContentAccess> {
  const access = await contentAccess(deps, viewer, item);
  if (access.canView) return access;
  if (access.locked === "login_required") throw new AppError("unauthorized");
  throw new AppError(access.locked);
}
