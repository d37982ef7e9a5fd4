import { and, eq, or, type SQL } from "drizzle-orm";
import { type PostType, type PublishStatus, posts } from "../../../drizzle/schema/posts";
import { AppError, fieldError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import { isUniqueViolation } from "../../lib/batch";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { sanitizeRichText } from "../../lib/rich-text";
import { type AuditActor, changedFields, recordAdminAction } from "../../site/audit/service";
import type { PostSort } from "./schemas";

type PostRow = typeof posts.$inferSelect;

const present = (row: PostRow) => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  shortDescription: row.shortDescription,
  type: row.type,
  status: row.status,
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/** "Terms & Conditions" -> "terms-conditions". */
function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

const POST_SORT_COLUMNS = sortColumns<PostSort>({
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  title: posts.title,
});

async function searchPosts(
  deps: Deps,
  query: Paging & { type?: PostType; status?: PublishStatus; sortBy?: PostSort },
) {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(posts.type, query.type));
  if (query.status) filters.push(eq(posts.status, query.status));
  if (query.q) filters.push(containsText([posts.title, posts.slug, posts.content], query.q));
  const where = and(...filters);
  const { rows, total } = await selectPage(deps.db, {
    from: posts,
    where,
    orderBy: orderFor(query, POST_SORT_COLUMNS, "createdAt", posts.id),
    paging: query,
  });
  return { data: rows.map(present), total };
}

/** Active site pages and posts, for everyone. */
export const searchPublishedPosts = (deps: Deps, query: Paging & { type?: PostType; sortBy?: PostSort }) =>
  searchPosts(deps, { ...query, status: "active" });

/** Every post, for admins. */
export const searchAllPosts = searchPosts;

async function findPost(deps: Deps, ref: string): Promise<PostRow | null> {
  const [row] = await deps.db
    .select()
    .from(posts)
    .where(or(eq(posts.id, ref), eq(posts.slug, ref.toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** A post by id or slug; inactive ones only for admins. */
export async function getPost(deps: Deps, viewer: Viewer | null, ref: string) {
  const row = await findPost(deps, ref);
  if (!row || (row.status !== "active" && !viewer?.isAdmin)) {
    throw new AppError("page_not_found");
  }
  return present(row);
}

export async function createPost(
  deps: Deps,
  admin: AuditActor,
  input: {
    title: string;
    slug?: string;
    content: string;
    shortDescription: string;
    type: PostType;
    status: PublishStatus;
  },
) {
  const slug = input.slug ?? slugify(input.title);
  if (!slug)
    throw fieldError({ slug: "Choose a slug: the title has no letters or digits to make one from." });
  const now = deps.clock.now();
  const row: PostRow = {
    id: deps.ids.next(),
    slug,
    title: input.title,
    content: sanitizeRichText(input.content),
    shortDescription: input.shortDescription,
    type: input.type,
    status: input.status,
    authorId: admin.id,
    createdAt: now,
    updatedAt: now,
  };
  let inserted: PostRow[];
  try {
    [inserted] = await deps.db.batch([
      deps.db.insert(posts).values(row).returning(),
      ...recordAdminAction(
        deps,
        admin,
        "page.create",
        { type: "page", id: row.id },
        { slug, title: row.title },
      ),
    ]);
  } catch (err) {
    if (isUniqueViolation(err, "posts")) throw new AppError("slug_taken");
    throw err;
  }
  return present(inserted[0]);
}

export async function updatePost(
  deps: Deps,
  admin: AuditActor,
  id: string,
  input: Partial<{
    title: string;
    slug: string;
    content: string;
    shortDescription: string;
    type: PostType;
    status: PublishStatus;
  }>,
) {
  const changes: Partial<PostRow> = { ...input, updatedAt: deps.clock.now() };
  if (input.content !== undefined) changes.content = sanitizeRichText(input.content);
  const existing = await findPost(deps, id);
  if (!existing || existing.id !== id) throw new AppError("page_not_found");
  let updated: PostRow[];
  try {
    [updated] = await deps.db.batch([
      deps.db.update(posts).set(changes).where(eq(posts.id, id)).returning(),
      ...recordAdminAction(
        deps,
        admin,
        "page.update",
        { type: "page", id },
        {
          fields: changedFields(existing, { ...input, content: changes.content }),
          slug: input.slug ?? existing.slug,
        },
      ),
    ]);
  } catch (err) {
    if (isUniqueViolation(err, "posts")) throw new AppError("slug_taken");
    throw err;
  }
  if (updated.length === 0) throw new AppError("page_not_found");
  return present(updated[0]);
}

export async function deletePost(deps: Deps, admin: AuditActor, id: string) {
  const existing = await findPost(deps, id);
  if (!existing || existing.id !== id) throw new AppError("page_not_found");
  await deps.db.batch([
    deps.db.delete(posts).where(eq(posts.id, id)),
    ...recordAdminAction(
      deps,
      admin,
      "page.delete",
      { type: "page", id },
      { slug: existing.slug, title: existing.title },
    ),
  ]);
  return { _id: id, deleted: true as const };
}
