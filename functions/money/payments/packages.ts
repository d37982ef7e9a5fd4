import { and, eq } from "drizzle-orm";
import { tokenPackages } from "../../../drizzle/schema/payments";
import { AppError } from "../../errors";
import { requireAdmin, type Viewer } from "../../identity/accounts/viewer";
import { toIso } from "../../lib/clock";
import { orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toCents, toTokens } from "../../lib/money";
import { changedFields, recordAdminAction } from "../../site/audit/service";
import type {
  AdminPackageQueryInput,
  PackageDto,
  PackageInput,
  PackageQueryInput,
  PackageUpdateInput,
} from "./schemas";

export type PackageRow = typeof tokenPackages.$inferSelect;

const notFound = () => new AppError("not_found", { message: "Token package not found." });

const toPackage = (row: PackageRow): PackageDto => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  price: toTokens(row.price),
  tokens: toTokens(row.tokens),
  ordering: row.ordering,
  isActive: row.active,
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/** An active package (what a top-up may buy). */
export async function findActivePackage(deps: Deps, id: string): Promise<PackageRow> {
  const [row] = await deps.db
    .select()
    .from(tokenPackages)
    .where(and(eq(tokenPackages.id, id), eq(tokenPackages.active, true)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const PACKAGE_SORTS = sortColumns({
  ordering: tokenPackages.ordering,
  price: tokenPackages.price,
  createdAt: tokenPackages.createdAt,
});

async function listPackages(deps: Deps, where: ReturnType<typeof and>, query: PackageQueryInput) {
  const { rows, total } = await selectPage(deps.db, {
    from: tokenPackages,
    where,
    orderBy: orderFor(query, PACKAGE_SORTS, "ordering", tokenPackages.id),
    paging: query,
  });
  return { data: rows.map(toPackage), total };
}

/** `GET /package/token/search`: the active packages, in the admins' order. */
export const searchPackages = (deps: Deps, query: PackageQueryInput) =>
  listPackages(deps, and(eq(tokenPackages.active, true)), query);

export async function adminSearchPackages(deps: Deps, viewer: Viewer | null, query: AdminPackageQueryInput) {
  requireAdmin(viewer);
  return listPackages(
    deps,
    and(query.active ? eq(tokenPackages.active, query.active === "true") : undefined),
    query,
  );
}

export async function createPackage(deps: Deps, viewer: Viewer | null, input: PackageInput) {
  const admin = requireAdmin(viewer);
  const now = deps.clock.now();
  const id = deps.ids.next();
  await deps.db.batch([
    deps.db.insert(tokenPackages).values({
      id,
      name: input.name,
      description: input.description,
      price: toCents(input.price),
      tokens: toCents(input.tokens),
      ordering: input.ordering,
      active: input.active,
      createdAt: now,
      updatedAt: now,
    }),
    ...recordAdminAction(
      deps,
      admin,
      "token_package.create",
      { type: "token_package", id },
      { name: input.name },
    ),
  ]);
  const [row] = await deps.db.select().from(tokenPackages).where(eq(tokenPackages.id, id));
  return toPackage(row);
}

export async function updatePackage(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: PackageUpdateInput,
) {
  const admin = requireAdmin(viewer);
  const [found] = await deps.db.select().from(tokenPackages).where(eq(tokenPackages.id, id)).limit(1);
  if (!found) throw notFound();
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.price !== undefined ? { price: toCents(input.price) } : {}),
    ...(input.tokens !== undefined ? { tokens: toCents(input.tokens) } : {}),
    ...(input.ordering !== undefined ? { ordering: input.ordering } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  await deps.db.batch([
    deps.db
      .update(tokenPackages)
      .set({ ...changes, updatedAt: deps.clock.now() })
      .where(eq(tokenPackages.id, id)),
    ...recordAdminAction(
      deps,
      admin,
      "token_package.update",
      { type: "token_package", id },
      { name: found.name, fields: changedFields(found, changes) },
    ),
  ]);
  const [row] = await deps.db.select().from(tokenPackages).where(eq(tokenPackages.id, id));
  return toPackage(row);
}

/** Payments already made keep their package id; the package simply stops being offered. */
export async function deletePackage(deps: Deps, viewer: Viewer | null, id: string) {
  const admin = requireAdmin(viewer);
  const [found] = await deps.db.select().from(tokenPackages).where(eq(tokenPackages.id, id)).limit(1);
  if (!found) throw notFound();
  await deps.db.batch([
    deps.db.delete(tokenPackages).where(eq(tokenPackages.id, id)),
    ...recordAdminAction(
      deps,
      admin,
      "token_package.delete",
      { type: "token_package", id },
      { name: found.name },
    ),
  ]);
  return { deleted: true as const };
}
