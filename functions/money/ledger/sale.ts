/**
 * A sale: tokens from a payer's wallet to the platform (commission, rounded half-up to the cent)
 * and the creator (net, the rest), with the creator's earning record. Used by every wallet charge
 * and every card subscription payment.
 */
import type { ChargeType, EarningStatus } from "../../../drizzle/schema/ledger";
import { earnings } from "../../../drizzle/schema/ledger";
import { DAY } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { getSettings } from "../../site/settings/service";
import { accounts } from "./accounts";
import { commissionBasisPoints, splitGross } from "./commission";
import { earningFigureStatements } from "./earning-figures";
import { addMovement, type MoneyBatch } from "./movements";

export interface SaleTerms {
  gross: number;
  net: number;
  commission: number;
  /** Where the net goes: "available" (earnings) or "holding" until availableAt. */
  status: Extract<EarningStatus, "available" | "holding">;
  availableAt: number;
}

/** What a sale of `gross` cents by this creator gives them and the platform, now. */
export async function saleTerms(deps: Deps, performerId: string, gross: number): Promise<SaleTerms> {
  const { performerCommission, earningHoldingDays: holdingDays } = await getSettings(deps, [
    "performerCommission",
    "earningHoldingDays",
  ]);
  const basisPoints = await commissionBasisPoints(deps, performerId, performerCommission);
  const now = deps.clock.now();
  return {
    gross,
    ...splitGross(gross, basisPoints),
    status: holdingDays > 0 ? "holding" : "available",
    availableAt: now + holdingDays * DAY,
  };
}

/** Claimed by whatever takes an earning out of holding (its release, or its refund): once. */
export const heldEarningKey = (earningId: string) => `earning-held:${earningId}`;

/** Where a creator's earning sits while it has this status. */
export const earningAccount = (performerId: string, status: EarningStatus) =>
  status === "holding" ? accounts.holding(performerId) : accounts.earnings(performerId);

/**
 * Adds the sale's movement (payer wallet -> creator, payer wallet -> commission), the earning
 * row and the earnings' kept figures (ledger/earning-figures.ts). `key` makes it happen once (default:
 * the charge).
 */
export function addSale(
  deps: Deps,
  batch: MoneyBatch,
  sale: {
    terms: SaleTerms;
    chargeId: string;
    payerId: string;
    performerId: string;
    type: ChargeType;
    key?: string;
  },
): void {
  const { terms } = sale;
  const now = deps.clock.now();
  addMovement(deps, batch, {
    key: sale.key ?? `charge:${sale.chargeId}`,
    kind: "charge",
    userId: sale.payerId,
    transfers: [
      {
        from: accounts.wallet(sale.payerId),
        to: earningAccount(sale.performerId, terms.status),
        amount: terms.net,
        type: "creator_earning",
      },
      {
        from: accounts.wallet(sale.payerId),
        to: accounts.commission,
        amount: terms.commission,
        type: "platform_commission",
      },
    ],
  });
  batch.statements.push(
    deps.db.insert(earnings).values({
      id: deps.ids.next(),
      performerId: sale.performerId,
      userId: sale.payerId,
      chargeId: sale.chargeId,
      type: sale.type,
      gross: terms.gross,
      commission: terms.commission,
      net: terms.net,
      status: terms.status,
      availableAt: terms.availableAt,
      createdAt: now,
      updatedAt: now,
    }),
    ...earningFigureStatements(
      deps,
      {
        performerId: sale.performerId,
        userId: sale.payerId,
        type: sale.type,
        gross: terms.gross,
        net: terms.net,
        createdAt: now,
      },
      1,
    ),
  );
}
