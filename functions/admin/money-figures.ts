/**
 * The dashboard's money tiles (revenue, the platform's commission, pending payouts) read through
 * this one function, so the console does not depend on how payments are stored. The payments work
 * (issue 10: wallet ledger, earnings, payout requests) implements it over its tables; until then
 * there is nothing to report and the dashboard says so.
 */
import type { Deps } from "../lib/deps";

/** Amounts in tokens (two decimals), over the dashboard's period. */
export interface MoneyFigures {
  /** What fans paid (gross). */
  revenue: number;
  /** What the platform kept of it. */
  commission: number;
  /** Payout requests waiting for an admin, and the tokens they reserve. */
  pendingPayouts: { count: number; amount: number };
  /** Revenue per UTC day, oldest first (`date` is YYYY-MM-DD). */
  revenueSeries: { date: string; value: number }[];
}

/** The money figures since `since` (ms), or null while no payments ledger reports them. */
export async function readMoneyFigures(
  _deps: Pick<Deps, "db">,
  _since: number,
): Promise<MoneyFigures | null> {
  return null;
}
