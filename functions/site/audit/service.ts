/**
 * The audit log of admin actions. Every admin write puts `recordAdminAction(...)` into the same
 * `db.batch([...])` as the change it describes (spread: it is the action's row and the rows naming
 * the people it is about): D1 runs a batch as one transaction, so the log can neither miss an
 * action that happened nor show one that failed.
 */
import { and, desc, eq, exists, inArray, or, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { adminActionPeople, adminActions } from "../../../drizzle/schema/admin";
import { users } from "../../../drizzle/schema/users";
import { toIso } from "../../lib/clock";
import { containsText, selectPage, slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";

/** Who acted: an admin viewer (functions/identity/accounts/viewer.ts) has both. */
export interface AuditActor {
  id: string;
  name: string;
}

/**
 * What was acted on: a kind in product words ("user", "setting", "report") and its id or key, and
 * the people the action is about (a payout's creator, a charge's buyer and seller, an item's owner).
 * A "user" target is always one of them.
 */
export interface AuditTarget {
  type: string;
  id: string;
  people?: readonly (string | null | undefined)[];
}

/**
 * The log row of one admin action and the rows naming the people it is about, as statements for
 * the action's batch (not yet run): spread them into it. `details` says what changed (before/after,
 * a reason); never a password or a secret.
 */
export function recordAdminAction(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  admin: AuditActor,
  action: string,
  target: AuditTarget,
  details: Record<string, unknown> = {},
) {
  const actionId = deps.ids.next();
  const createdAt = deps.clock.now();
  const people = [
    ...new Set([...(target.type === "user" ? [target.id] : []), ...(target.people ?? [])]),
  ].filter((id): id is string => !!id);
  const row = deps.db.insert(adminActions).values({
    id: actionId,
    adminId: admin.id,
    adminName: admin.name,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
    createdAt,
  });
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [row];
  if (people.length > 0) {
    statements.push(
      deps.db.insert(adminActionPeople).values(people.map((userId) => ({ actionId, userId, createdAt }))),
    );
  }
  return statements;
}

/**
 * The fields of an edit whose values differ from the row before it, for an update's audit entry:
 * a form sends every field, the log names only what changed.
 */
export function changedFields(before: Record<string, unknown>, changes: Record<string, unknown>): string[] {
  return Object.keys(changes).filter(
    (key) => changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(before[key]),
  );
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
  return recordAdminAction(deps, actor, action, { ...target, people: [ownerId] }, { ownerId, ...details });
}

type AdminActionRow = typeof adminActions.$inferSelect;

/** A person an entry is about, as the log names them (null fields: the account was deleted). */
interface AuditPerson {
  _id: string;
  username: string | null;
  name: string | null;
}

const present = (row: AdminActionRow, people: AuditPerson[]) => ({
  _id: row.id,
  adminId: row.adminId,
  adminName: row.adminName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  people,
  details: row.details,
  createdAt: toIso(row.createdAt)!,
});

export type AdminActionEntry = ReturnType<typeof present>;

export interface AuditLogQuery extends Paging {
  adminId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Only the actions about this person (on their account, their requests, orders, items). */
  userId?: string;
}

/** The people each action is about, by action id, with their username and name. */
async function peopleOf(deps: Pick<Deps, "db">, actionIds: string[]) {
  const rows = (
    await Promise.all(
      slices(actionIds).map((part) =>
        deps.db
          .select({
            actionId: adminActionPeople.actionId,
            _id: adminActionPeople.userId,
            username: users.username,
            name: users.name,
          })
          .from(adminActionPeople)
          .leftJoin(users, eq(users.id, adminActionPeople.userId))
          .where(inArray(adminActionPeople.actionId, part)),
      ),
    )
  ).flat();
  const byAction = new Map<string, AuditPerson[]>();
  for (const { actionId, ...person } of rows) {
    byAction.set(actionId, [...(byAction.get(actionId) ?? []), person]);
  }
  return byAction;
}

/**
 * The log, newest first (or oldest with sort=asc), filtered by admin, action, target or the person
 * it is about; q searches actions, targets, admins, details and the username, name and email of the
 * people the actions are about.
 */
export async function listAdminActions(deps: Pick<Deps, "db">, query: AuditLogQuery) {
  const filters: SQL[] = [];
  if (query.adminId) filters.push(eq(adminActions.adminId, query.adminId));
  if (query.action) filters.push(eq(adminActions.action, query.action));
  if (query.targetType) filters.push(eq(adminActions.targetType, query.targetType));
  if (query.targetId) filters.push(eq(adminActions.targetId, query.targetId));
  if (query.userId) {
    filters.push(
      inArray(
        adminActions.id,
        deps.db
          .select({ id: adminActionPeople.actionId })
          .from(adminActionPeople)
          .where(eq(adminActionPeople.userId, query.userId)),
      ),
    );
  }
  if (query.q) {
    const aboutPerson = deps.db
      .select({ one: adminActionPeople.userId })
      .from(adminActionPeople)
      .innerJoin(users, eq(users.id, adminActionPeople.userId))
      .where(
        and(
          eq(adminActionPeople.actionId, adminActions.id),
          containsText([users.username, users.name, users.email], query.q),
        ),
      );
    filters.push(
      or(
        containsText(
          [adminActions.action, adminActions.targetId, adminActions.adminName, adminActions.details],
          query.q,
        ),
        exists(aboutPerson),
      )!,
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
  const people = await peopleOf(
    deps,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => present(row, people.get(row.id) ?? [])), total };
}
