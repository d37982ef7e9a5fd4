/**
 * A creator's earnings (their share of each charge) and the figures of their money: gross,
 * commission, net in a period, by type and by day/week/month, and what is paid, available,
 * holding and reserved.
 */
import { and, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { earnings, ledgerAccounts, payoutRequests, walletCharges } from "../../../drizzle/schema/ledger";
import { requireCreatorOrAdmin, type Viewer } from "../../identity/accounts/viewer";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { inJson, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { rangeMs } from "../ledger/schemas";
import type { EarningDto, EarningQueryInput, EarningStatsDto, EarningStatsQueryInput } from "./schemas";

/** Whose earnings: a creator's own; an admin's choice (or everyone's). */
function scopeOf(viewer: Viewer | null, performerId: string | undefined): SQL | undefined {
  const user = requireCreatorOrAdmin(viewer);
  if (!user.isAdmin) return eq(earnings.performerId, user.id);
  return performerId ? eq(earnings.performerId, performerId) : undefined;
}

function rangeOf(query: { fromDate?: string; toDate?: string }) {
  const from = rangeMs(query.fromDate, false);
  const to = rangeMs(query.toDate, true);
  return and(
    from !== null ? gte(earnings.createdAt, from) : undefined,
    to !== null ? lte(earnings.createdAt, to) : undefined,
  );
}

const EARNING_SORT_COLUMNS = sortColumns({
  createdAt: earnings.createdAt,
  gross: earnings.gross,
  net: earnings.net,
});

/** `GET /performer/earning/search`. */
export async function searchEarnings(deps: Deps, viewer: Viewer | null, query: EarningQueryInput) {
  const where = and(
    scopeOf(viewer, query.performerId),
    query.type ? eq(earnings.type, query.type) : undefined,
    query.status ? eq(earnings.status, query.status) : undefined,
    rangeOf(query),
  );
  const { rows, total } = await selectPage(deps.db, {
    from: earnings,
    where,
    orderBy: orderFor(query, EARNING_SORT_COLUMNS, "createdAt", earnings.id),
    paging: query,
  });
  const [cards, charges] = await Promise.all([
    userCards(
      deps,
      rows.map((r) => r.userId),
    ),
    rows.length === 0
      ? []
      : deps.db
          .select({ id: walletCharges.id, description: walletCharges.description })
          .from(walletCharges)
          .where(
            inJson(
              walletCharges.id,
              rows.map((r) => r.chargeId),
            ),
          ),
  ]);
  const description = new Map(charges.map((c) => [c.id, c.description]));
  const data: EarningDto[] = rows.map((r) => ({
    _id: r.id,
    performerId: r.performerId,
    userId: r.userId,
    user: cards.get(r.userId) ?? null,
    chargeId: r.chargeId,
    type: r.type,
    description: description.get(r.chargeId) ?? "",
    gross: toTokens(r.gross),
    commission: toTokens(r.commission),
    net: toTokens(r.net),
    status: r.status,
    availableAt: toIso(r.availableAt)!,
    createdAt: toIso(r.createdAt)!,
  }));
  return { data, total };
}

/**
 * What one fan spent with one creator, all time, in cents: the gross of their earnings (every
 * sale, tip and subscription), refunded ones not counted (the rule of earningStats).
 */
export async function spentWithCreator(deps: Deps, performerId: string, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ gross: sql<number>`coalesce(sum(${earnings.gross}), 0)` })
    .from(earnings)
    .where(
      and(
        eq(earnings.performerId, performerId),
        eq(earnings.userId, userId),
        ne(earnings.status, "refunded"),
      ),
    );
  return Number(row?.gross ?? 0);
}

const PERIOD_FORMAT = new Map([
  ["day", "%Y-%m-%d"],
  ["week", "%Y-W%W"],
  ["month", "%Y-%m"],
]);

const totals = {
  count: sql<number>`count(*)`,
  gross: sql<number>`coalesce(sum(${earnings.gross}), 0)`,
  commission: sql<number>`coalesce(sum(${earnings.commission}), 0)`,
  net: sql<number>`coalesce(sum(${earnings.net}), 0)`,
};
const inTokens = <T extends { count: number; gross: number; commission: number; net: number }>(row: T) => ({
  ...row,
  count: Number(row.count),
  gross: toTokens(row.gross),
  commission: toTokens(row.commission),
  net: toTokens(row.net),
});

/**
 * `GET /performer/earning/stats`: refunded earnings count nowhere. Gross, commission, net, by
 * type and the series cover the period asked for (UTC); paid, unpaid, available, holding,
 * reserved and owed are the creator's standing now (a creator's own, or one creator's for admins).
 */
export async function earningStats(
  deps: Deps,
  viewer: Viewer | null,
  query: EarningStatsQueryInput,
): Promise<EarningStatsDto> {
  const user = requireCreatorOrAdmin(viewer);
  const performerId = user.isAdmin ? query.performerId : user.id;
  const where = and(
    scopeOf(viewer, query.performerId),
    ne(earnings.status, "refunded"),
    query.type ? eq(earnings.type, query.type) : undefined,
    rangeOf(query),
  );
  const format = PERIOD_FORMAT.get(query.groupBy ?? "day") ?? "%Y-%m-%d";
  const period = sql<string>`strftime(${format}, ${earnings.createdAt} / 1000, 'unixepoch')`;
  const [[all], byType, series, standing] = await Promise.all([
    deps.db.select(totals).from(earnings).where(where),
    deps.db
      .select({ type: earnings.type, ...totals })
      .from(earnings)
      .where(where)
      .groupBy(earnings.type)
      .orderBy(earnings.type),
    deps.db
      .select({ period, ...totals })
      .from(earnings)
      .where(where)
      .groupBy(period)
      .orderBy(period),
    performerId ? creatorStanding(deps, performerId) : Promise.resolve(null),
  ]);
  const s = standing ?? { paid: 0, available: 0, holding: 0, reserved: 0, owed: 0 };
  return {
    ...inTokens(all),
    paid: toTokens(s.paid),
    unpaid: toTokens(s.available + s.holding + s.reserved - s.owed),
    available: toTokens(s.available),
    holding: toTokens(s.holding),
    reserved: toTokens(s.reserved),
    owed: toTokens(s.owed),
    byType: byType.map(inTokens),
    series: series.map(inTokens),
  };
}

/** A creator's balances now (cents): paid out, available, holding, reserved, owed. */
export async function creatorStanding(deps: Deps, performerId: string) {
  const ids = ["earnings", "holding", "reserve", "receivable"].map((k) => `${k}:${performerId}`);
  const [balances, [paid]] = await Promise.all([
    deps.db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids)),
    deps.db
      .select({ sum: sql<number>`coalesce(sum(${payoutRequests.amount}), 0)` })
      .from(payoutRequests)
      .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, "done"))),
  ]);
  const of = (kind: string) => balances.find((b) => b.id === `${kind}:${performerId}`)?.balance ?? 0;
  return {
    paid: Number(paid.sum),
    available: of("earnings"),
    holding: of("holding"),
    reserved: of("reserve"),
    owed: -of("receivable"),
  };
}
