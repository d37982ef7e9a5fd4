/**
 * What admins do to money and accounts, with why (`admin_audit`). Written in the same batch as
 * the change it records. (The admin console brings its own audit-log service; this table is the
 * one it should read or fold into.)
 */
import { adminAudit } from "../../drizzle/schema/ledger";
import type { Deps } from "../lib/deps";

export interface AuditEntry {
  actorId: string;
  /** `wallet.adjust`, `charge.refund`, `payout.approve`, ... */
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

export const auditStatement = (deps: Deps, entry: AuditEntry) =>
  deps.db.insert(adminAudit).values({ id: deps.ids.next(), ...entry, createdAt: deps.clock.now() });
