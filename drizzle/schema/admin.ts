import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * The audit log: one row per admin action, written in the same D1 batch as the action itself
 * (functions/audit), so an action that happened is always in the log and a failed one never is.
 */
export const adminActions = sqliteTable(
  "admin_actions",
  {
    id: id(),
    /** The admin who acted; kept as text when the account is deleted later. */
    adminId: text("admin_id").notNull(),
    adminName: text("admin_name").notNull().default(""),
    /** What was done, in product words: "setting.update", "performer.verification.approve", ... */
    action: text("action").notNull(),
    /** What it was done to: "user", "setting", "report", ... and its id or key. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** JSON: what changed (before and after values, a reason); never passwords or secrets. */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_actions_created_idx").on(t.createdAt),
    index("admin_actions_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("admin_actions_admin_idx").on(t.adminId, t.createdAt),
    // The audit log filtered by the kind of target or by action, newest first.
    index("admin_actions_type_idx").on(t.targetType, t.createdAt, t.id),
    index("admin_actions_action_idx").on(t.action, t.createdAt, t.id),
  ],
);

/**
 * The people an admin action is about, beside its target: a payout request's creator, a refunded
 * charge's buyer and seller, a removed item's owner, the user acted on. Written in the action's own
 * batch (functions/site/audit), so a person's page lists every action about them and the log's
 * search finds them by username, name or email.
 */
export const adminActionPeople = sqliteTable(
  "admin_action_people",
  {
    actionId: text("action_id")
      .notNull()
      .references(() => adminActions.id, { onDelete: "cascade" }),
    /** Kept as text, like adminId: the log outlives a deleted account. */
    userId: text("user_id").notNull(),
    /** The action's time, so a person's actions are read newest first from the index alone. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.userId] }),
    index("admin_action_people_user_idx").on(t.userId, t.createdAt, t.actionId),
  ],
);

export const CONTACT_STATUSES = ["new", "read"] as const;

/** Messages sent through the contact form; the operator is mailed each one. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    /** The signed-in sender, when there was one. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.status, t.createdAt),
    // The admin's inbox without a status filter, newest first.
    index("contact_messages_newest_idx").on(t.createdAt, t.id),
  ],
);
