import { REPORT_ACTIONS, REPORT_STATUSES, REPORT_TARGETS } from "../../../drizzle/schema/social";
import { UserCardSchema } from "../../identity/users/cards";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

export const CreateReportBody = z
  .object({
    target: z.enum(REPORT_TARGETS),
    targetId: z.string().trim().min(1).max(64),
    title: z.string().trim().max(200).optional(),
    description: z.string().trim().min(1, "Tell us what is wrong.").max(2000),
  })
  .openapi("CreateReport");

export const UpdateReportBody = z.object({ status: z.enum(REPORT_STATUSES) }).openapi("UpdateReport");

export const AdminReportsQuery = PagingQuery.extend({
  status: z.enum(REPORT_STATUSES).optional(),
  target: z.enum(REPORT_TARGETS).optional(),
  performerId: z.string().min(1).max(64).optional(),
});

export const ReportSchema = z
  .object({
    _id: z.string(),
    target: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    performerId: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Report");

export const AdminReportSchema = ReportSchema.extend({
  reporter: UserCardSchema.nullable(),
  performer: UserCardSchema.nullable(),
  resolvedBy: z.string().nullable(),
  /** The admin who closed it, as a card. */
  handledBy: UserCardSchema.nullable(),
  /** What was done from the queue (remove_item, dismiss, block_user) and the admin's note; null while open or when the status was set by hand. */
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  /** An open report whose item is being removed: its many buyers are refunded on the queue first. */
  removing: z.boolean(),
}).openapi("AdminReport");
