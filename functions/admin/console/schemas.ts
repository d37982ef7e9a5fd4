import { VERIFICATION_STATUSES } from "../../../drizzle/schema/performers";
import {
  REPORT_ACTIONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  type ReportAction,
} from "../../../drizzle/schema/social";
import { USER_ROLES, USER_STATUSES } from "../../../drizzle/schema/users";
import { VERIFICATION_STEPS } from "../../../drizzle/schema/verification";
import { EmailField, NameField, UsernameField } from "../../identity/users/schemas";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

/* ---- Users and creators ---- */

export const ADMIN_USER_SORTS = ["createdAt", "name", "username", "email"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const AdminUsersQuery = PagingQuery.extend({
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
  sortBy: namedKey(ADMIN_USER_SORTS).optional(),
});
export type AdminUsersInput = z.infer<typeof AdminUsersQuery>;

export const AdminUserRowSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    avatar: z.string(),
    balance: z.number(),
    verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("AdminUserRow");

export const AdminUserSchema = AdminUserRowSchema.extend({
  gender: z.string().nullable(),
  country: z.string().nullable(),
  socialLogins: z.array(z.string()),
  performer: z
    .object({
      commission: z
        .number()
        .nullable()
        .openapi({ description: "Override as a fraction; null uses the site setting" }),
      siteCommission: z.number(),
      monthlyPrice: z.number(),
      yearlyPrice: z.number(),
      isFreeSubscription: z.boolean(),
      stats: z.record(z.string(), z.number()),
      documents: z.array(
        z.object({
          step: z.enum(VERIFICATION_STEPS).nullable().openapi({
            description:
              "The guided ID check's step (front, back, selfie); null for documents sent otherwise",
          }),
          fileId: z.string(),
          url: z.string(),
          mimeType: z.string(),
          uploadedAt: z.string(),
        }),
      ),
      lastDecision: z
        .object({ decision: z.string(), method: z.string(), reason: z.string(), decidedAt: z.string() })
        .nullable(),
      persona: z.object({ inquiryId: z.string(), status: z.string(), updatedAt: z.string() }).nullable(),
    })
    .nullable(),
}).openapi("AdminUser");

export const AdminUpdateUserBody = z
  .object({
    name: NameField.optional(),
    username: UsernameField.optional(),
    email: EmailField.optional(),
    emailVerified: z.boolean().optional(),
    role: z.enum(USER_ROLES).optional(),
  })
  .openapi("AdminUpdateUser");
export type AdminUpdateUserInput = z.infer<typeof AdminUpdateUserBody>;

export const SuspendBody = z
  .object({
    reason: z
      .string({ message: "Say why the account is suspended." })
      .trim()
      .min(1, "Say why the account is suspended.")
      .max(500, "At most 500 characters."),
  })
  .openapi("SuspendUser");

export const CommissionBody = z
  .object({
    commission: z
      .number({ message: "Enter a fraction between 0 and 1 (0.2 is 20%), or null for the site's." })
      .min(0, "Enter a fraction between 0 and 1 (0.2 is 20%).")
      .max(1, "Enter a fraction between 0 and 1 (0.2 is 20%).")
      .nullable(),
  })
  .openapi("CreatorCommission");

/* ---- Dashboard ---- */

export const DashboardQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => [7, 30, 90].includes(d), "Choose 7, 30 or 90 days.")
    .default(30)
    .openapi({ enum: [7, 30, 90] }),
});

const Point = z.object({ date: z.string(), value: z.number() });

export const DashboardSchema = z
  .object({
    days: z.number().int(),
    totals: z.object({
      fans: z.number().int(),
      creators: z.number().int(),
      verifiedCreators: z.number().int(),
      admins: z.number().int(),
      suspended: z.number().int(),
      activeSubscriptions: z.number().int(),
      pendingVerifications: z.number().int(),
      openReports: z.number().int(),
      unreadContactMessages: z.number().int(),
    }),
    money: z
      .object({
        revenue: z.number(),
        commission: z.number(),
        pendingPayouts: z.object({ count: z.number().int(), amount: z.number() }),
        revenueSeries: z.array(Point),
      })
      .openapi({
        description:
          "Tokens, from the ledger: revenue (fans' payments less refunds) and commission over the period, payout requests waiting now",
      }),
    series: z.object({
      newFans: z.array(Point),
      newCreators: z.array(Point),
      newSubscriptions: z.array(Point),
      reports: z.array(Point),
    }),
  })
  .openapi("AdminDashboard");

/* ---- Reports ---- */

export { REPORT_ACTIONS, type ReportAction };

export const ResolveReportBody = z
  .object({
    action: z.enum(REPORT_ACTIONS, { message: "Choose remove_item, dismiss or block_user." }),
    note: z.string().trim().max(500, "At most 500 characters.").optional(),
  })
  .openapi("ResolveReport");

export const ResolvedReportSchema = z
  .object({
    _id: z.string(),
    status: z.enum(REPORT_STATUSES),
    target: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    action: z.enum(REPORT_ACTIONS),
    refunded: z.number().int().openapi({
      description:
        "Payments refunded because the item was removed: everyone who bought it (or gave to its post's goal) gets their tokens back. 0 for other actions and for products (their orders are refunded from Orders)",
    }),
    removing: z.boolean().openapi({
      description:
        "remove_item on an item with more than 25 payments: it is off its page now, and its buyers are refunded on the queue before it is deleted; the report stays open (removing on the report) until then, and its owner is told when it is done. false otherwise",
    }),
  })
  .openapi("ResolvedReport");

/* ---- Audit log ---- */

export const AuditLogQuery = PagingQuery.extend({
  adminId: z.string().max(64).optional(),
  action: z.string().max(80).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(200).optional(),
  userId: z.string().max(64).optional().openapi({
    description: "Only the actions about this person: on their account, requests, orders and items",
  }),
});

export const AdminActionSchema = z
  .object({
    _id: z.string(),
    adminId: z.string(),
    adminName: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    /** The people the action is about; username and name are null once an account is deleted. */
    people: z.array(
      z.object({ _id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
    ),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .openapi("AdminAction");

export const UserIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});
