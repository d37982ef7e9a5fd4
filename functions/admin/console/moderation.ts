/**
 * The reports queue's actions: remove the reported item, dismiss the report, or block (suspend)
 * the account behind the item. Each closes every open report on the same target in the batch
 * that does it, with its audit entry.
 */
import { and, count, eq, exists, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { galleries, videos } from "../../../drizzle/schema/assets";
import { feeds } from "../../../drizzle/schema/feeds";
import { walletCharges } from "../../../drizzle/schema/ledger";
import { comments, reports } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import { deleteFeed } from "../../content/feeds/service";
import { deleteGallery } from "../../content/galleries/service";
import { deleteProduct } from "../../content/products/service";
import { deleteVideo } from "../../content/videos/service";
import { AppError, fieldError } from "../../errors";
import { recountListedCreators } from "../../identity/access/verified";
import { revokeUserSessions } from "../../identity/accounts/sessions";
import { type Viewer, viewerFromRow } from "../../identity/accounts/viewer";
import { contentRemovedStatement } from "../../identity/notifications/content-removed";
import { deliverNotifications } from "../../identity/notifications/service";
import { recountPerformerStats } from "../../identity/performers/stats";
import { BATCH_REFUSED, refuseIf, runBatch } from "../../lib/batch";
import { failedConstraint } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { plainText } from "../../lib/rich-text";
import { paidFor, refundPayersOf } from "../../money/wallet/removed-items";
import { refundCharge } from "../../money/wallet/service";
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
    .where(openReportsOn(report));
}

/** Every open report on the report's target: what each action closes or marks together. */
const openReportsOn = (report: ReportRow) =>
  and(eq(reports.target, report.target), eq(reports.targetId, report.targetId), eq(reports.status, "open"));

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
  if (report.removingSince !== null)
    throw new AppError("report_already_handled", { message: REMOVING_MESSAGE });
  const note = input.note ?? "";
  let refunded = 0;
  // The person the report is about: the reported item's owner, on whose page the action is listed.
  const ownerId = await ownerOf(deps, report);
  const audit = (status: "resolved" | "dismissed") =>
    reportAudit(deps, admin, report, status, { action: input.action, note }, ownerId);

  switch (input.action) {
    case "dismiss":
      await deps.db.batch(audit("dismissed") as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      break;
    case "remove_item":
      if (await queueLargeRemoval(deps, admin, report, note)) {
        return { ...answer(report, input.action, 0), status: "open" as const, removing: true };
      }
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
  return answer(report, input.action, refunded);
}

const answer = (report: ReportRow, action: ReportAction, refunded: number) => ({
  _id: report.id,
  status: action === "dismiss" ? ("dismissed" as const) : ("resolved" as const),
  target: report.target,
  targetId: report.targetId,
  action,
  refunded,
  removing: false,
});

/** The report's closing (every open report on its target) and its audit entry, for one batch. */
function reportAudit(
  deps: Deps,
  admin: AuditActor,
  report: ReportRow,
  status: "resolved" | "dismissed",
  resolution: { action: ReportAction; note: string },
  ownerId: string | null,
): BatchItem<"sqlite">[] {
  return [
    closeReports(deps, admin, report, status, resolution),
    ...recordAdminAction(
      deps,
      admin,
      `report.${resolution.action}`,
      { type: "report", id: report.id, people: [ownerId] },
      { target: report.target, targetId: report.targetId, note: resolution.note },
    ),
  ];
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
  refundedBefore = 0,
): Promise<number> {
  const gone = () => new AppError("reported_item_gone");
  const refund = async (type: "feed" | "video" | "gallery") => {
    if (!(await resolveTarget(deps, type, report.targetId))) throw gone();
    return (
      refundedBefore +
      (await refundPayersOf(deps, admin, { type, id: report.targetId }, REMOVED_REFUND_REASON))
    );
  };
  // The owner is told in the removal's batch: which item, why, and whether its buyers were refunded.
  const also = (refunded: number) =>
    ownerId
      ? [
          ...audit,
          contentRemovedStatement(deps, {
            ownerId,
            item: { type: report.target },
            // Only the admin's note: the report's own words stay between the reporter and the team.
            reason: note,
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

/* ---- Removing an item with many buyers ---- */

const REMOVING_MESSAGE =
  "This report's item is being removed: everyone who paid for it is being refunded first.";

/**
 * Up to this many payments are refunded inside the admin's request. An item with more is removed
 * on the queue, `REFUNDS_PER_JOB` refunds per message, so that neither the request nor one queue
 * invocation comes near the Workers limit on subrequests (each refund is several D1 round trips).
 */
export const REFUNDS_IN_REQUEST = 25;
const REFUNDS_PER_JOB = 10;

/** One step of a queued removal (wrangler.toml's queue; `continueRemoval`). */
export interface RemovalJob {
  kind: "remove_item";
  reportId: string;
  adminId: string;
  note: string;
  /** Payments refunded by the earlier steps. */
  refunded: number;
}

export const isRemovalJob = (body: unknown): body is RemovalJob => {
  const b = body as Partial<RemovalJob> | null;
  return (
    typeof b === "object" &&
    b !== null &&
    b.kind === "remove_item" &&
    typeof b.reportId === "string" &&
    typeof b.adminId === "string" &&
    typeof b.note === "string" &&
    typeof b.refunded === "number"
  );
};

type SoldKind = "feed" | "video" | "gallery";
const isSoldKind = (target: ReportRow["target"]): target is SoldKind =>
  target === "feed" || target === "video" || target === "gallery";

/**
 * For an item with more than REFUNDS_IN_REQUEST payments: takes it off its page at once (a post
 * hidden, a video or gallery set to Draft: its buyers still open it until they are refunded), marks
 * its open reports as being removed, and queues the refunds. The last step deletes the item and
 * closes the reports as `removeItem` does. Answers false when the item is removed in the request.
 */
async function queueLargeRemoval(
  deps: Deps,
  admin: Viewer,
  report: ReportRow,
  note: string,
): Promise<boolean> {
  const type = report.target;
  if (!isSoldKind(type)) return false;
  const item = { type, id: report.targetId };
  const [{ n }] = await deps.db.select({ n: count() }).from(walletCharges).where(paidFor(deps, item));
  // Up to the limit, removeItem looks the item up itself.
  if (n <= REFUNDS_IN_REQUEST) return false;
  const found = await resolveTarget(deps, type, item.id);
  if (!found) throw new AppError("reported_item_gone");
  const now = deps.clock.now();
  await claimRemoval(deps, report, { ...item, performerId: found.performerId }, now);
  const job: RemovalJob = { kind: "remove_item", reportId: report.id, adminId: admin.id, note, refunded: 0 };
  try {
    await deps.env.MASS_QUEUE.send(job);
  } catch (err) {
    // Nothing queued: the reports are open for another try; the item stays off its page.
    console.error("queued removal not started: the queue refused it", report.id, err);
    await deps.db
      .update(reports)
      .set({ removingSince: null, updatedAt: deps.clock.now() })
      .where(and(openReportsOn(report), eq(reports.removingSince, now)));
    throw new AppError("queue_unavailable", {
      message:
        "The removal could not be queued just now. The item stays hidden and its reports stay open: please try again in a moment.",
    });
  }
  return true;
}

/**
 * Starts a queued removal in one batch: marks the item's open reports as being removed (`now`),
 * takes the item off its page and off its creator's public counts (the timelines' totals read
 * them). One removal per item: the batch is refused (409, nothing written) when, since `report`
 * was read, another admin acted on it or started removing the same item from another report.
 */
export async function claimRemoval(
  deps: Deps,
  report: ReportRow,
  item: { type: SoldKind; id: string; performerId: string },
  now: number,
) {
  const taken = deps.db
    .select({ id: reports.id })
    .from(reports)
    .where(
      or(
        and(eq(reports.id, report.id), ne(reports.status, "open")),
        and(openReportsOn(report), isNotNull(reports.removingSince)),
      ),
    );
  try {
    await runBatch(deps, [
      refuseIf(deps, "one removal per reported item", exists(taken)),
      deps.db.update(reports).set({ removingSince: now, updatedAt: now }).where(openReportsOn(report)),
      hideStatement(deps, item, now),
      recountPerformerStats(deps, item.performerId),
    ]);
  } catch (err) {
    if (failedConstraint(err) === BATCH_REFUSED)
      throw new AppError("report_already_handled", { message: REMOVING_MESSAGE });
    throw err;
  }
}

function hideStatement(deps: Deps, item: { type: SoldKind; id: string }, now: number) {
  switch (item.type) {
    case "feed":
      return deps.db.update(feeds).set({ status: "inactive", updatedAt: now }).where(eq(feeds.id, item.id));
    case "video":
      return deps.db.update(videos).set({ status: "draft", updatedAt: now }).where(eq(videos.id, item.id));
    case "gallery":
      return deps.db
        .update(galleries)
        .set({ status: "draft", updatedAt: now })
        .where(eq(galleries.id, item.id));
  }
}

/**
 * One step of a queued removal: refunds the next REFUNDS_PER_JOB payments (each its own atomic
 * batch, as in the request), then queues the next step, or, with none left, deletes the item and
 * closes its reports (the owner told how many were refunded). Idempotent: a step delivered twice
 * finds the payments it refunded already refunded, and a finished removal's report closed. An
 * admin who lost the console in between stops it: the report is open again, the item still hidden.
 */
export async function continueRemoval(deps: Deps, job: RemovalJob): Promise<void> {
  const [report] = await deps.db.select().from(reports).where(eq(reports.id, job.reportId));
  if (!report || report.status !== "open" || !isSoldKind(report.target)) return;
  const item = { type: report.target, id: report.targetId };
  const admin = await adminViewer(deps, job.adminId);
  if (!admin) {
    console.error("queued removal stopped: its admin can no longer act", job.reportId);
    await deps.db
      .update(reports)
      .set({ removingSince: null, updatedAt: deps.clock.now() })
      .where(openReportsOn(report));
    return;
  }
  const next = await deps.db
    .select({ id: walletCharges.id })
    .from(walletCharges)
    .where(paidFor(deps, item))
    .orderBy(walletCharges.createdAt)
    .limit(REFUNDS_PER_JOB);
  let refunded = job.refunded;
  for (const { id } of next) {
    try {
      await refundCharge(deps, admin, id, { reason: REMOVED_REFUND_REASON });
      refunded++;
    } catch (err) {
      // A step delivered twice, or an admin's own refund, got there first.
      if (!(err instanceof AppError && err.code === "already_refunded")) throw err;
    }
  }
  if (next.length === REFUNDS_PER_JOB) {
    await deps.env.MASS_QUEUE.send({ ...job, refunded } satisfies RemovalJob);
    return;
  }
  const ownerId = await ownerOf(deps, report);
  const audit = reportAudit(
    deps,
    admin,
    report,
    "resolved",
    { action: "remove_item", note: job.note },
    ownerId,
  );
  try {
    await removeItem(deps, admin, report, audit, ownerId, job.note, refunded);
  } catch (err) {
    // Deleted meanwhile (by its creator once refunded): the reports close without it.
    if (!(err instanceof AppError && err.code === "reported_item_gone")) throw err;
    await runBatch(deps, audit);
  }
  if (ownerId) deliverNotifications(deps, [ownerId]);
}

/** The queue's removal steps, each retried on its own when it fails (its steps are idempotent). */
export async function consumeRemovalJobs(deps: Deps, messages: readonly Message<unknown>[]) {
  for (const message of messages) {
    try {
      await continueRemoval(deps, message.body as RemovalJob);
      message.ack();
    } catch (err) {
      console.error(`queued removal failed (attempt ${message.attempts}); retrying`, err);
      message.retry();
    }
  }
}

/** The admin a queued step acts as: still an active admin, or null. No session: nothing is recorded as seen. */
async function adminViewer(deps: Deps, id: string): Promise<Viewer | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!row || row.role !== "admin" || row.status !== "active") return null;
  return viewerFromRow(
    deps,
    {
      id: row.id,
      sessionId: "",
      sessionExpiresAt: 0,
      role: row.role,
      name: row.name,
      username: row.username,
      email: row.email,
      emailVerified: Number(row.emailVerified),
      avatarFileId: row.avatarFileId,
      balance: row.balance,
      // Read by sign-in and the settings pages, not by the refunds and deletions a step makes.
      twoFactorEnabled: 0,
      seenAt: 0,
    },
    deps.clock.now(),
  );
}
