/**
 * The audit log of admin actions. Every admin write puts `recordAdminAction(...)` into the same
 * `db.batch([...])` as the change it describes: D1 runs a batch as one transaction, so the log can
 * neither miss an action that happened nor show one that failed.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { adminActions } from "../../../drizzle/schema/admin";
import { toIso } from "../../lib/clock";
import { containsText, selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";

/** Who acted: an admin viewer (functions/identity/accounts/viewer.ts) has both. */
export interface AuditActor {
  id: string;
  name: string;
}

/** What was acted on: a kind in product words ("user", "setting", "report") and its id or key. */
export interface AuditTarget {
  type: string;
  id: string;
}

/**
 * The log row of one admin action, as a statement for the action's batch (not yet run).
 * `details` says what changed (before/after, a reason); never a password or a secret.
 */
export function recordAdminAction(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  admin: AuditActor,
  action: string,
  target: AuditTarget,
  details: Record<string, unknown> = {},
) {
  return deps.db.insert(adminActions).values({
    id: deps.ids.next(),
    adminId: admin.id,
    adminName: admin.name,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
    createdAt: deps.clock.now(),
  });
}

/**
 * For services that let admins act on creators' things (creator-side calls an admin may use):
 * the audit entry when an admin acts on something that is not theirs, else nothing. Spread into
 * the service's batch.
 */
export function auditOnBehalf(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  actor: AuditActor & { isAdmin: boolean },
  ownerId: string,
  action: string,
  target: AuditTarget,
  details: Record<string, unknown> = {},
) {
  if (!actor.isAdmin || actor.id === ownerId) return [];
  return [recordAdminAction(deps, actor, action, target, { ownerId, ...details })];
}

type AdminActionRow = typeof adminActions.$inferSelect;

const present = (row: AdminActionRow) => ({
  _id: row.id,
  adminId: row.adminId,
  adminName: row.adminName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  details: row.details,
  createdAt: toIso(row.createdAt)!,
});

export type AdminActionEntry = ReturnType<typeof present>;

export interface AuditLogQuery extends Paging {
  adminId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

/** The log, newest first (or oldest with sort=asc), filtered by admin, action or target; q searches actions and targets. */
export async function listAdminActions(deps: Pick<Deps, "db">, query: AuditLogQuery) {
  const filters: SQL[] = [];
  if (query.adminId) filters.push(eq(adminActions.adminId, query.adminId));
  if (query.action) filters.push(eq(adminActions.action, query.action));
  if (query.targetType) filters.push(eq(adminActions.targetType, query.targetType));
  if (query.targetId) filters.push(eq(adminActions.targetId, query.targetId));
  if (query.q) {
    filters.push(
      containsText(
        [adminActions.action, adminActions.targetId, adminActions.adminName, adminActions.details],
        query.q,
      ),
    );
  }
  const order =
    query.sort === "asc"
      ? [adminActions.createdAt, adminActions.id]
      : [desc(adminActions.createdAt), desc(adminActions.id)];
  const { rows, total } = await selectPage<AdminActionRow>(deps.db, {
    fields: {
      id: adminActions.id,
      adminId: adminActions.adminId,
      adminName: adminActions.adminName,
      action: adminActions.action,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      details: adminActions.details,
      createdAt: adminActions.createdAt,
    },
    from: adminActions,
    where: and(...filters),
    orderBy: order,
    paging: query,
  });
  return { data: rows.map(present), total };
}
