/**
 * The reports queue's actions: remove the reported item, dismiss the report, or block (suspend)
 * the account behind the item. Each closes every open report on the same target in the batch
 * that does it, with its audit entry.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { comments, reports } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import { deleteFeed } from "../../content/feeds/service";
import { deleteGallery } from "../../content/galleries/service";
import { deleteProduct } from "../../content/products/service";
import { deleteVideo } from "../../content/videos/service";
import { AppError, fieldError } from "../../errors";
import { recountListedCreators } from "../../identity/access/verified";
import { revokeUserSessions } from "../../identity/accounts/sessions";
import type { Viewer } from "../../identity/accounts/viewer";
import { contentRemovedStatement } from "../../identity/notifications/content-removed";
import { deliverNotifications } from "../../identity/notifications/service";
import type { Deps } from "../../lib/deps";
import { plainText } from "../../lib/rich-text";
import { refundPayersOf } from "../../money/wallet/removed-items";
import { type AuditActor, recordAdminAction } from "../../site/audit/service";
import { deleteComment } from "../../social/comments/service";
import { resolveTarget } from "../../social/reactions/targets";
import { listReports } from "../../social/reports/service";
import type { ReportAction } from "./schemas";

type ReportRow = typeof reports.$inferSelect;

/**
 * The console's queue: reports as listReports gives them, plus the text of reported comments
 * (a comment has no page of its own to open).
 */
export async function reportQueue(deps: Deps, query: Parameters<typeof listReports>[1]) {
  const result = await listReports(deps, query);
  const ids = result.data.filter((r) => r.target === "comment").map((r) => r.targetId);
  const rows = ids.length
    ? await deps.db
        .select({ id: comments.id, content: comments.content })
        .from(comments)
        .where(inArray(comments.id, ids))
    : [];
  const text = new Map(rows.map((r) => [r.id, plainText(r.content)]));
  // A handled report's item may be gone (removed here, or deleted by its creator): the page then
  // says so instead of linking to a page that no longer exists.
  const gone = new Set(
    (
      await Promise.all(
        result.data
          .filter((r) => r.status !== "open" && r.target !== "performer" && r.target !== "comment")
          .map(async (r) => ((await resolveTarget(deps, r.target, r.targetId)) ? null : r._id)),
      )
    ).filter((id): id is string => id !== null),
  );
  return {
    ...result,
    data: result.data.map((r) => ({
      ...r,
      commentText: text.get(r.targetId) ?? null,
      itemGone: gone.has(r._id),
    })),
  };
}

/** Closes every open report on the report's target (resolved, or dismissed), as one statement. */
function closeReports(
  deps: Pick<Deps, "db" | "clock">,
  admin: AuditActor,
  report: ReportRow,
  status: "resolved" | "dismissed",
  resolution: { action: ReportAction; note: string },
) {
  return deps.db
    .update(reports)
    .set({
      status,
      resolvedBy: admin.id,
      resolution: resolution.action,
      resolutionNote: resolution.note || null,
      updatedAt: deps.clock.now(),
    })
    .where(
      and(
        eq(reports.target, report.target),
        eq(reports.targetId, report.targetId),
        eq(reports.status, "open"),
      ),
    );
}

/** The item's owner: the creator, or a comment's author. */
async function ownerOf(deps: Deps, report: ReportRow): Promise<string | null> {
  if (report.target === "performer") return report.targetId;
  const found = await resolveTarget(deps, report.target, report.targetId);
  if (!found) return report.performerId;
  return found.type === "comment" ? (found.authorId ?? null) : found.performerId;
}

/**
 * `POST /admin/reports/{id}/resolve`: acts on an open report.
 * - remove_item deletes the reported content (a creator cannot be removed: block them instead),
 *   after giving everyone who paid for it their tokens back (refundPayersOf; `refunded` counts them);
 * - dismiss closes the report, changing nothing else;
 * - block_user suspends the account behind the item (the creator, or a comment's author): no
 *   login, sessions ended, out of every list.
 */
export async function resolveReport(
  deps: Deps,
  admin: Viewer,
  id: string,
  input: { action: ReportAction; note?: string },
) {
  const [report] = await deps.db.select().from(reports).where(eq(reports.id, id));
  if (!report) throw new AppError("report_not_found");
  if (report.status !== "open") throw new AppError("report_already_handled");
  const note = input.note ?? "";
  let refunded = 0;
  // The person the report is about: the reported item's owner, on whose page the action is listed.
  const ownerId = await ownerOf(deps, report);
  const audit = (status: "resolved" | "dismissed"): BatchItem<"sqlite">[] => [
    closeReports(deps, admin, report, status, { action: input.action, note }),
    ...recordAdminAction(
      deps,
      admin,
      `report.${input.action}`,
      { type: "report", id, people: [ownerId] },
      {
        target: report.target,
        targetId: report.targetId,
        note,
      },
    ),
  ];

  switch (input.action) {
    case "dismiss":
      await deps.db.batch(audit("dismissed") as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      break;
    case "remove_item":
      refunded = await removeItem(deps, admin, report, audit("resolved"), ownerId, note);
      if (ownerId) deliverNotifications(deps, [ownerId]);
      break;
    case "block_user": {
      if (!ownerId) throw new AppError("reported_account_gone");
      if (ownerId === admin.id) throw fieldError({ action: "You cannot block your own account." });
      await revokeUserSessions(deps, ownerId, undefined, [
        deps.db
          .update(users)
          .set({ status: "inactive", updatedAt: deps.clock.now() })
          .where(eq(users.id, ownerId)),
        recountListedCreators(deps.db),
        ...recordAdminAction(
          deps,
          admin,
          "user.suspend",
          { type: "user", id: ownerId },
          {
            reason: `Reported ${report.target}${note ? `: ${note}` : ""}`,
            reportId: id,
          },
        ),
        ...audit("resolved"),
      ]);
      break;
    }
  }
  return {
    _id: id,
    status: input.action === "dismiss" ? ("dismissed" as const) : ("resolved" as const),
    target: report.target,
    targetId: report.targetId,
    action: input.action,
    refunded,
  };
}

/** Why a removed item's buyers got their tokens back, as their refunds record it. */
const REMOVED_REFUND_REASON = "The site's team removed this item.";

/**
 * Deletes the reported item; answers how many payments for it were refunded. The refunds come
 * first: if one fails, the item and the report stay as they were and a retry refunds the rest.
 */
async function removeItem(
  deps: Deps,
  admin: Viewer,
  report: ReportRow,
  audit: BatchItem<"sqlite">[],
  ownerId: string | null,
  note: string,
): Promise<number> {
  const gone = () => new AppError("reported_item_gone");
  const refund = async (type: "feed" | "video" | "gallery") => {
    if (!(await resolveTarget(deps, type, report.targetId))) throw gone();
    return refundPayersOf(deps, admin, { type, id: report.targetId }, REMOVED_REFUND_REASON);
  };
  // The owner is told in the removal's batch: which item, why, and whether its buyers were refunded.
  const also = (refunded: number) =>
    ownerId
      ? [
          ...audit,
          contentRemovedStatement(deps, {
            ownerId,
            item: { type: report.target },
            reason: note || report.description,
            refunded,
          }),
        ]
      : audit;
  try {
    switch (report.target) {
      case "performer":
        throw fieldError({ action: "A creator cannot be removed; block them instead." });
      case "feed": {
        const refunded = await refund("feed");
        await deleteFeed(deps, admin, report.targetId, also(refunded));
        return refunded;
      }
      case "video": {
        const refunded = await refund("video");
        await deleteVideo(deps, admin, report.targetId, also(refunded));
        return refunded;
      }
      case "gallery": {
        const refunded = await refund("gallery");
        await deleteGallery(deps, admin, report.targetId, also(refunded));
        return refunded;
      }
      case "product":
        await deleteProduct(deps, admin, report.targetId, also(0));
        return 0;
      case "comment":
        await deleteComment(deps, admin, report.targetId, also(0));
        return 0;
    }
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw gone();
    throw err;
  }
}
