import { and, desc, eq, type SQL } from "drizzle-orm";
import { type ReportStatus, type ReportTarget, reports } from "../../../drizzle/schema/social";
import { AppError, fieldError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import { userCards } from "../../identity/users/cards";
import { isUniqueViolation } from "../../lib/batch";
import { toIso } from "../../lib/clock";
import { selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { recordAdminAction } from "../../site/audit/service";
import { resolveTarget } from "../reactions/targets";

type ReportRow = typeof reports.$inferSelect;

const present = (row: ReportRow) => ({
  _id: row.id,
  target: row.target,
  targetId: row.targetId,
  performerId: row.performerId,
  title: row.title,
  description: row.description,
  status: row.status,
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/**
 * Reports a creator or a piece of content. A blocked fan may still report (blocks do not hide
 * abuse from admins); unpublished content of others is 404 as everywhere. One open report per
 * user and target: the partial unique index answers a second one with 409.
 */
export async function createReport(
  deps: Deps,
  viewer: Viewer,
  input: { target: ReportTarget; targetId: string; title?: string; description: string },
) {
  const found = await resolveTarget(deps, input.target, input.targetId);
  const own =
    found && (found.type === "comment" ? found.authorId === viewer.id : found.performerId === viewer.id);
  if (!found || (!found.published && !own && !viewer.isAdmin)) {
    throw new AppError(input.target === "performer" ? "performer_not_found" : "not_found");
  }
  if (own) throw fieldError({ targetId: "You cannot report yourself or your own content." });
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(reports)
    .values({
      id: deps.ids.next(),
      userId: viewer.id,
      target: input.target,
      targetId: input.targetId,
      performerId: found.performerId,
      title: input.title ?? "",
      description: input.description,
      status: "open",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("already_reported");
  return present(row);
}

async function presentForAdmin(deps: Deps, rows: ReportRow[]) {
  const cards = await userCards(
    deps,
    rows.flatMap((r) => [
      r.userId,
      ...(r.performerId ? [r.performerId] : []),
      ...(r.resolvedBy ? [r.resolvedBy] : []),
    ]),
  );
  return rows.map((row) => ({
    ...present(row),
    reporter: cards.get(row.userId) ?? null,
    performer: (row.performerId && cards.get(row.performerId)) || null,
    resolvedBy: row.resolvedBy,
    handledBy: (row.resolvedBy && cards.get(row.resolvedBy)) || null,
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    removing: row.status === "open" && row.removingSince !== null,
  }));
}

/** Reports for admins, newest first, filtered by status, target kind or creator. */
export async function listReports(
  deps: Deps,
  query: Paging & { status?: ReportStatus; target?: ReportTarget; performerId?: string },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(reports.status, query.status));
  if (query.target) filters.push(eq(reports.target, query.target));
  if (query.performerId) filters.push(eq(reports.performerId, query.performerId));
  const where = and(...filters);
  const order =
    query.sort === "asc" ? [reports.createdAt, reports.id] : [desc(reports.createdAt), desc(reports.id)];
  const { rows, total } = await selectPage(deps.db, { from: reports, where, orderBy: order, paging: query });
  return { data: await presentForAdmin(deps, rows), total };
}

/** An admin resolves, dismisses or reopens a report (reopening is 409 if the user has another open one). */
export async function updateReportStatus(deps: Deps, admin: Viewer, id: string, status: ReportStatus) {
  const [current] = await deps.db.select().from(reports).where(eq(reports.id, id));
  if (!current) throw new AppError("report_not_found");
  let updated: ReportRow[];
  try {
    [updated] = await deps.db.batch([
      deps.db
        .update(reports)
        .set({
          status,
          resolvedBy: status === "open" ? null : admin.id,
          // A status set by hand says nothing of what was done about the item.
          resolution: null,
          resolutionNote: null,
          updatedAt: deps.clock.now(),
        })
        .where(eq(reports.id, id))
        .returning(),
      ...recordAdminAction(
        deps,
        admin,
        "report.status",
        { type: "report", id, people: [current.performerId] },
        { from: current.status, to: status },
      ),
    ]);
  } catch (err) {
    if (isUniqueViolation(err, "reports")) {
      throw new AppError("open_report_exists");
    }
    throw err;
  }
  const [view] = await presentForAdmin(deps, updated);
  return view;
}
