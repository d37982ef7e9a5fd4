import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { type PublishStatus, sitePromos } from "../../../drizzle/schema/posts";
import { AppError } from "../../errors";
import { toIso } from "../../lib/clock";
import { selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { type AuditActor, changedFields, recordAdminAction } from "../../site/audit/service";

type PromoRow = typeof sitePromos.$inferSelect;

const present = (row: PromoRow) => ({
  _id: row.id,
  title: row.title,
  imageUrl: row.imageUrl,
  link: row.link,
  position: row.position,
  status: row.status,
  order: row.ordering,
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/** Banners in display order (order ascending, newest first among equals). */
export async function searchPromos(
  deps: Deps,
  query: Paging & { position?: string; status?: PublishStatus },
) {
  const filters: SQL[] = [];
  if (query.position) filters.push(eq(sitePromos.position, query.position));
  if (query.status) filters.push(eq(sitePromos.status, query.status));
  const where = and(...filters);
  const { rows, total } = await selectPage(deps.db, {
    from: sitePromos,
    where,
    orderBy: [asc(sitePromos.ordering), desc(sitePromos.createdAt), desc(sitePromos.id)],
    paging: query,
  });
  return { data: rows.map(present), total };
}

export async function createPromo(
  deps: Deps,
  admin: AuditActor,
  input: {
    title: string;
    imageUrl: string;
    link?: string | null;
    position: string;
    status: PublishStatus;
    order: number;
  },
) {
  const now = deps.clock.now();
  const id = deps.ids.next();
  const [[row]] = await deps.db.batch([
    deps.db
      .insert(sitePromos)
      .values({
        id,
        title: input.title,
        imageUrl: input.imageUrl,
        link: input.link ?? null,
        position: input.position,
        status: input.status,
        ordering: input.order,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    ...recordAdminAction(deps, admin, "banner.create", { type: "banner", id }, { title: input.title }),
  ]);
  return present(row);
}

export async function updatePromo(
  deps: Deps,
  admin: AuditActor,
  id: string,
  input: Partial<{
    title: string;
    imageUrl: string;
    link: string | null;
    position: string;
    status: PublishStatus;
    order: number;
  }>,
) {
  const { order, ...rest } = input;
  const [existing] = await deps.db.select().from(sitePromos).where(eq(sitePromos.id, id));
  if (!existing) throw new AppError("banner_not_found");
  const changes = { ...rest, ...(order === undefined ? {} : { ordering: order }) };
  const [[row]] = await deps.db.batch([
    deps.db
      .update(sitePromos)
      .set({ ...changes, updatedAt: deps.clock.now() })
      .where(eq(sitePromos.id, id))
      .returning(),
    ...recordAdminAction(
      deps,
      admin,
      "banner.update",
      { type: "banner", id },
      { fields: changedFields(existing, changes) },
    ),
  ]);
  return present(row);
}

export async function deletePromo(deps: Deps, admin: AuditActor, id: string) {
  const [existing] = await deps.db.select().from(sitePromos).where(eq(sitePromos.id, id));
  if (!existing) throw new AppError("banner_not_found");
  await deps.db.batch([
    deps.db.delete(sitePromos).where(eq(sitePromos.id, id)),
    ...recordAdminAction(deps, admin, "banner.delete", { type: "banner", id }, { title: existing.title }),
  ]);
  return { _id: id, deleted: true as const };
}
