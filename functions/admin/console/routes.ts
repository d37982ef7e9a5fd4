import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, listOf, ok, responses } from "../../http/hono";
import { linkOrigin } from "../../identity/accounts/emails";
import { requireAdmin } from "../../identity/accounts/viewer";
import { ReviewVerificationBody, VerificationStateSchema } from "../../identity/verification/schemas";
import { reviewCreatorVerification } from "../../identity/verification/service";
import { listAdminActions } from "../../site/audit/service";
import { getDashboard } from "./dashboard";
import { resolveReport } from "./moderation";
import {
  AdminActionSchema,
  AdminUpdateUserBody,
  AdminUserRowSchema,
  AdminUserSchema,
  AdminUsersQuery,
  AuditLogQuery,
  CommissionBody,
  DashboardQuery,
  DashboardSchema,
  ResolvedReportSchema,
  ResolveReportBody,
  SuspendBody,
  UserIdParam,
} from "./schemas";
import {
  getAdminUser,
  reactivateUser,
  searchAdminUsers,
  setCreatorCommission,
  suspendUser,
  updateAdminUser,
} from "./users";

const ADMIN = ["unauthorized", "admin_only"] as const;
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const security = bearerSecurity;
const tags = ["Admin"];

const dashboard = createRoute({
  method: "get",
  path: "/admin/dashboard",
  tags,
  security,
  summary: "Totals, what waits for an admin, and daily counts over 7, 30 or 90 days (admin)",
  request: { query: DashboardQuery },
  responses: responses(DashboardSchema, "The dashboard", [...ADMIN, "validation_failed"]),
});

const users = createRoute({
  method: "get",
  path: "/admin/users",
  tags,
  security,
  summary:
    "Search users and creators by name, username or email; filter by role, status, verification (admin)",
  request: { query: AdminUsersQuery },
  responses: responses(listOf(AdminUserRowSchema), "Matching accounts", [
    ...ADMIN,
    "validation_failed",
    "bad_request",
  ]),
});

const user = createRoute({
  method: "get",
  path: "/admin/users/{id}",
  tags,
  security,
  summary:
    "One account in full; for a creator also commission, stats and ID documents as signed URLs (admin)",
  request: { params: UserIdParam },
  responses: responses(AdminUserSchema, "The account", [...ADMIN, "user_not_found"]),
});

const updateUser = createRoute({
  method: "put",
  path: "/admin/users/{id}",
  tags,
  security,
  summary: "Edit name, username, email, email verified and role (admin; audited)",
  request: { params: UserIdParam, body: json(AdminUpdateUserBody) },
  responses: responses(AdminUserSchema, "The account after the change", [
    ...ADMIN,
    "user_not_found",
    "validation_failed",
    "email_taken",
    "username_taken",
  ]),
});

const suspend = createRoute({
  method: "post",
  path: "/admin/users/{id}/suspend",
  tags,
  security,
  summary: "Suspend an account: no login, sessions ended, out of every list (admin; audited with the reason)",
  request: { params: UserIdParam, body: json(SuspendBody) },
  responses: responses(AdminUserSchema, "The suspended account", [
    ...ADMIN,
    "user_not_found",
    "validation_failed",
    "already_suspended",
  ]),
});

const reactivate = createRoute({
  method: "post",
  path: "/admin/users/{id}/reactivate",
  tags,
  security,
  summary: "Lift a suspension (admin; audited)",
  request: { params: UserIdParam },
  responses: responses(AdminUserSchema, "The active account", [...ADMIN, "user_not_found", "not_suspended"]),
});

const commission = createRoute({
  method: "put",
  path: "/admin/performers/{id}/commission",
  tags,
  security,
  summary: "A creator's own commission (0..1; 0 means none; null uses the site's setting) (admin; audited)",
  request: { params: UserIdParam, body: json(CommissionBody) },
  responses: responses(AdminUserSchema, "The creator after the change", [
    ...ADMIN,
    "user_not_found",
    "performer_not_found",
    "validation_failed",
  ]),
});

const verification = createRoute({
  method: "post",
  path: "/admin/performers/{id}/verification",
  tags,
  security,
  summary:
    "Approve or reject a creator's identity after reviewing their documents; a rejection needs a reason (admin; audited; the creator is mailed)",
  request: { params: UserIdParam, body: json(ReviewVerificationBody) },
  responses: responses(VerificationStateSchema, "The creator's verification after the decision", [
    ...ADMIN,
    "performer_not_found",
    "validation_failed",
    "already_verified",
  ]),
});

const resolve = createRoute({
  method: "post",
  path: "/admin/reports/{id}/resolve",
  tags,
  security,
  summary:
    "Act on a report: remove_item, dismiss or block_user (suspends the account behind the item) (admin; audited)",
  request: { params: UserIdParam, body: json(ResolveReportBody) },
  responses: responses(
    ResolvedReportSchema,
    "The report, closed with every other open report on the same item",
    [
      ...ADMIN,
      "report_not_found",
      "reported_item_gone",
      "reported_account_gone",
      "report_already_handled",
      "validation_failed",
      "queue_unavailable",
    ],
  ),
});

const auditLog = createRoute({
  method: "get",
  path: "/admin/audit-log",
  tags,
  security,
  summary: "Every admin action, newest first; filter by admin, action or target, q searches (admin)",
  request: { query: AuditLogQuery },
  responses: responses(listOf(AdminActionSchema), "Admin actions", [...ADMIN, "validation_failed"]),
});

export function registerAdminRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(dashboard, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await getDashboard(deps, c.req.valid("query").days));
  });

  api.openapi(users, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await searchAdminUsers(deps, c.req.valid("query")));
  });

  api.openapi(user, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await getAdminUser(deps, c.req.valid("param").id));
  });

  api.openapi(updateUser, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await updateAdminUser(deps, requireAdmin(viewer), c.req.valid("param").id, c.req.valid("json")),
    );
  });

  api.openapi(suspend, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { reason } = c.req.valid("json");
    return ok(c, await suspendUser(deps, requireAdmin(viewer), c.req.valid("param").id, reason));
  });

  api.openapi(reactivate, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await reactivateUser(deps, requireAdmin(viewer), c.req.valid("param").id));
  });

  api.openapi(commission, async (c) => {
    const { deps, viewer } = c.get("rc");
    const value = c.req.valid("json").commission;
    return ok(c, await setCreatorCommission(deps, requireAdmin(viewer), c.req.valid("param").id, value));
  });

  api.openapi(verification, async (c) => {
    const { deps, viewer } = c.get("rc");
    const admin = requireAdmin(viewer);
    return ok(
      c,
      await reviewCreatorVerification(
        deps,
        admin,
        c.req.valid("param").id,
        c.req.valid("json"),
        linkOrigin(c.env, c.req.url),
      ),
    );
  });

  api.openapi(resolve, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await resolveReport(deps, requireAdmin(viewer), c.req.valid("param").id, c.req.valid("json")),
    );
  });

  api.openapi(auditLog, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await listAdminActions(deps, c.req.valid("query")));
  });
}
