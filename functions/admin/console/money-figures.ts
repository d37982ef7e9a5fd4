/**
 * The dashboard's money tiles (revenue, the platform's commission, pending payouts), read from the
 * ledger: revenue is what fans paid creators (each sale's earning and commission rows) less what
 * was refunded; commission is what reached the platform's commission account less its refunds.
 */
import { and, gte, inArray, sql } from "drizzle-orm";
import { ledger, payoutRequests } from "../../../drizzle/schema/ledger";
import { utcDate, utcDay } from "../../lib/clock";
import { utcDaySql } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { accounts } from "../../money/ledger/accounts";

/** Amounts in tokens (two decimals), over the dashboard's period. */
export interface MoneyFigures {
  /** What fans paid (gross), less refunds. */
  revenue: number;
  /** What the platform kept of it. */
  commission: number;
  /** Payout requests waiting for an admin (to approve or to pay), and the tokens they reserve. */
  pendingPayouts: { count: number; amount: number };
  /** Revenue per UTC day, oldest first (`date` is YYYY-MM-DD). */
  revenueSeries: { date: string; value: number }[];
}

const SALE = ["creator_earning", "platform_commission"] as const;
const REFUND = ["charge_refund", "refund_shortfall"] as const;

/** The money figures since `since` (ms, the start of a UTC day) until now. */
export async function readMoneyFigures(
  deps: Pick<Deps, "db" | "clock">,
  since: number,
): Promise<MoneyFigures> {
  const commissionId = accounts.commission.id;
  const day = utcDaySql(ledger.createdAt);
  const signed = sql<number>`sum(CASE WHEN ${inArray(ledger.type, [...SALE])} THEN ${ledger.amount} ELSE -${ledger.amount} END)`;
  const [perDay, [kept], [waiting]] = await Promise.all([
    deps.db
      .select({ day, cents: signed })
      .from(ledger)
      .where(and(gte(ledger.createdAt, since), inArray(ledger.type, [...SALE, ...REFUND])))
      .groupBy(day),
    deps.db
      .select({
        cents: sql<number>`coalesce(sum(CASE WHEN ${ledger.toAccount} = ${commissionId} THEN ${ledger.amount} ELSE -${ledger.amount} END), 0)`,
      })
      .from(ledger)
      .where(
        and(
          gte(ledger.createdAt, since),
          sql`(${ledger.toAccount} = ${commissionId} OR ${ledger.fromAccount} = ${commissionId})`,
        ),
      ),
    deps.db
      .select({
        count: sql<number>`count(*)`,
        cents: sql<number>`coalesce(sum(${payoutRequests.amount}), 0)`,
      })
      .from(payoutRequests)
      .where(inArray(payoutRequests.status, ["pending", "approved"])),
  ]);
  const byDay = new Map(perDay.map((r) => [Number(r.day), Number(r.cents)]));
  const revenueSeries: MoneyFigures["revenueSeries"] = [];
  const lastDay = utcDay(deps.clock.now());
  for (let d = utcDay(since); d <= lastDay; d++) {
    revenueSeries.push({
      date: utcDate(d),
      value: toTokens(byDay.get(d) ?? 0),
    });
  }
  return {
    revenue: toTokens([...byDay.values()].reduce((a, b) => a + b, 0)),
    commission: toTokens(Number(kept.cents)),
    pendingPayouts: { count: Number(waiting.count), amount: toTokens(Number(waiting.cents)) },
    revenueSeries,
  };
}
