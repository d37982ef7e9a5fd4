import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const VERIFICATION_METHODS = ["documents", "persona"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
export const VERIFICATION_DECISIONS = ["approved", "rejected"] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/**
 * Every decision on a creator's identity: an admin reviewing documents, or Persona's verdict. The
 * newest row says why a creator is (not) verified; the profile's verificationStatus is its effect.
 */
export const verificationReviews = sqliteTable(
  "verification_reviews",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method", { enum: VERIFICATION_METHODS }).notNull(),
    decision: text("decision", { enum: VERIFICATION_DECISIONS }).notNull(),
    /** Shown to the creator on a rejection ("The photo is blurred"). */
    reason: text("reason").notNull().default(""),
    /** The admin who decided; null for Persona. */
    reviewerId: text("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    /** The Persona inquiry behind a Persona decision. */
    inquiryId: text("inquiry_id"),
    createdAt: createdAt(),
  },
  (t) => [index("verification_reviews_performer_idx").on(t.performerId, t.createdAt)],
);

/** The guided ID check's three photos, in the order the creator takes them. */
export const VERIFICATION_STEPS = ["front", "back", "selfie"] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/**
 * The file a creator uploaded for each step of the guided ID check (front of the document, its
 * back, a selfie holding it); one per step, a new upload replaces it. Private R2 files, shown only
 * to the creator and admins through signed URLs.
 */
export const verificationDocuments = sqliteTable(
  "verification_documents",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    step: text("step", { enum: VERIFICATION_STEPS }).notNull(),
    fileId: text("file_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.step] })],
);

export const PERSONA_INQUIRY_STATUSES = [
  "created",
  "pending",
  "completed",
  "approved",
  "declined",
  "failed",
  "expired",
  "needs_review",
] as const;
export type PersonaInquiryStatus = (typeof PERSONA_INQUIRY_STATUSES)[number];

/** A creator's Persona inquiry (the id is Persona's `inq_...`); one is resumed until it ends. */
export const personaInquiries = sqliteTable(
  "persona_inquiries",
  {
    id: text("id").primaryKey(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: text("template_id").notNull(),
    status: text("status", { enum: PERSONA_INQUIRY_STATUSES }).notNull().default("created"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("persona_inquiries_performer_idx").on(t.performerId, t.createdAt)],
);

/**
 * Persona webhook events already applied. The primary key is Persona's event id, inserted in the
 * same batch as the event's effect: a retried or duplicated delivery fails that insert and
 * changes nothing.
 */
export const personaEvents = sqliteTable("persona_events", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  inquiryId: text("inquiry_id").notNull(),
  createdAt: createdAt(),
});
