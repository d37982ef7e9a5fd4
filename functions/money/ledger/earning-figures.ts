/**
 * The kept figures of a creator's earnings (drizzle/schema/earning-figures.ts): per UTC day and
 * kind of sale, gross, net and how many (the statistics), and per fan the tips sent with the
 * creator's count of fans who tipped (the "Tipped you" list). The rule they keep: an earning counts
 * while it is not refunded. Its one place is `earningFigureStatements`: the sale (ledger/sale.ts)
 * adds an earning's statements with +1, its refund (wallet/refund.ts: an admin's refund and a card
 * refund or chargeback alike) with -1, in the same D1 batch as the earning's own row. A release
 * (holding -> available) and payouts leave what these count unchanged.
 */
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { earningDays, tipperCounts, tipTallies } from "../../../drizzle/schema/earning-figures";
import type { ChargeType } from "../../../drizzle/schema/ledger";
import { utcDay } from "../../lib/clock";
import type { Deps } from "../../lib/deps";

export interface CountedEarning {
  performerId: string;
  /** The fan who paid. */
  userId: string;
  type: ChargeType;
  /** Cents. */
  gross: number;
  net: number;
  /** When the earning was made: the day it counts on, also when it is refunded later. */
  createdAt: number;
}

/**
 * The statements that move the kept figures by one earning: `+1` when it is made, `-1` when it is
 * refunded. They go in the batch that writes the earning (or its refund), never alone.
 */
export function earningFigureStatements(
  deps: Deps,
  earning: CountedEarning,
  sign: 1 | -1,
): BatchItem<"sqlite">[] {
  const { performerId, userId } = earning;
  const statements: BatchItem<"sqlite">[] = [
    deps.db
      .insert(earningDays)
      .values({
        performerId,
        day: utcDay(earning.createdAt),
        type: earning.type,
        gross: sign * earning.gross,
        net: sign * earning.net,
        n: sign,
      })
      .onConflictDoUpdate({
        target: [earningDays.performerId, earningDays.day, earningDays.type],
        set: {
          gross: sql`${earningDays.gross} + excluded.gross`,
          net: sql`${earningDays.net} + excluded.net`,
          n: sql`${earningDays.n} + excluded.n`,
        },
      }),
  ];
  if (earning.type !== "tip") return statements;
  const tally = and(eq(tipTallies.performerId, performerId), eq(tipTallies.userId, userId));
  if (sign > 0) {
    statements.push(
      // The fan's first tip (none counted yet) adds them to the creator's count: before the tally.
      deps.db
        .insert(tipperCounts)
        // Its WHERE also keeps SQLite from reading ON CONFLICT as a join's ON.
        .select(
          sql`SELECT ${performerId}, 1 WHERE NOT EXISTS (SELECT 1 FROM ${tipTallies} WHERE ${tally} AND ${tipTallies.n} > 0)`,
        )
        .onConflictDoUpdate({ target: tipperCounts.performerId, set: { n: sql`${tipperCounts.n} + 1` } }),
      deps.db
        .insert(tipTallies)
        .values({ performerId, userId, n: 1 })
        .onConflictDoUpdate({
          target: [tipTallies.performerId, tipTallies.userId],
          set: { n: sql`${tipTallies.n} + 1` },
        }),
    );
  } else {
    statements.push(
      deps.db
        .update(tipTallies)
        .set({ n: sql`${tipTallies.n} - 1` })
        .where(tally),
      // The fan's last tip refunded takes them out of the creator's count: after the tally.
      deps.db
        .update(tipperCounts)
        .set({ n: sql`${tipperCounts.n} - 1` })
        .where(
          and(
            eq(tipperCounts.performerId, performerId),
            sql`EXISTS (SELECT 1 FROM ${tipTallies} WHERE ${tally} AND ${tipTallies.n} = 0)`,
          ),
        ),
    );
  }
  return statements;
}
