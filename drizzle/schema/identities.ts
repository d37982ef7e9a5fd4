import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const IDENTITY_PROVIDERS = ["google", "twitter"] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/**
 * An account at a social login provider linked to one of ours: Google's `sub` or X's user id.
 * The unique index makes "log in or create" safe when two first logins race.
 */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    provider: text("provider", { enum: IDENTITY_PROVIDERS }).notNull(),
    /** The provider's stable id for the person (never their email, which can change hands). */
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_identities_provider_subject_unique").on(t.provider, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);
