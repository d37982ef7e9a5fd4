import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { requireAdmin, requireUser } from "../../identity/accounts/viewer";
import {
  AdminReportSchema,
  AdminReportsQuery,
  CreateReportBody,
  ReportSchema,
  UpdateReportBody,
} from "./schemas";
import { createReport, listReports, updateReportStatus } from "./service";

const create = createRoute({
  method: "post",
  path: "/reports",
  tags: ["Reports"],
  summary: "Report a creator, feed item, video, gallery, product or comment (one open report per target)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: CreateReportBody } }, required: true } },
  responses: responses(
    ReportSchema,
    "The report, open for admin review",
    ["unauthorized", "not_found", "performer_not_found", "already_reported", "validation_failed"],
    201,
  ),
});

const ADMIN_ERRORS = ["unauthorized", "admin_only"] as const;

const list = createRoute({
  method: "get",
  path: "/admin/reports",
  tags: ["Admin", "Reports"],
  summary: "Reports to review (admin)",
  security: bearerSecurity,
  request: { query: AdminReportsQuery },
  responses: responses(listOf(AdminReportSchema), "Reports, newest first", [
    ...ADMIN_ERRORS,
    "validation_failed",
  ]),
});

const update = createRoute({
  method: "put",
  path: "/admin/reports/{id}",
  tags: ["Admin", "Reports"],
  summary: "Resolve, dismiss or reopen a report (admin)",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: UpdateReportBody } }, required: true },
  },
  responses: responses(AdminReportSchema, "The report after the change", [
    ...ADMIN_ERRORS,
    "report_not_found",
    "open_report_exists",
    "validation_failed",
  ]),
});

export function registerReportRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createReport(deps, requireUser(viewer), c.req.valid("json")), 201);
  });

  api.openapi(list, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await listReports(deps, c.req.valid("query")));
  });

  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await updateReportStatus(deps, requireAdmin(viewer), id, c.req.valid("json").status));
  });
}
