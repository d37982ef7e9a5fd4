/** /admin/pages: the site's pages (terms, privacy, help, about) and announcements. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CreatePostBody, UpdatePostBody } from "#functions/admin/pages/schemas";
import { createPost, deletePost, searchAllPosts, updatePost } from "#functions/admin/pages/service";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { crudIntents } from "~/components/admin/actions.server";
import { CrudPage, LivePill, LiveStatusField } from "~/components/admin/crud-page";
import { RichTextEditor } from "~/components/content/studio/rich-text-editor";
import { Field, SelectField } from "~/components/ui/field";
import { formatDateTime } from "~/components/ui/time";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Site pages · Admin" }];

export const loader = pageLoader(handle, async (args) => {
  const posts = await searchAllPosts(args.context.rc.deps, {
    limit: 100,
    offset: 0,
    sort: "asc",
    sortBy: "title",
  });
  return { posts: posts.data };
});

const fields = (form: FormData) => ({
  title: String(form.get("title") ?? ""),
  slug: String(form.get("slug") ?? "").trim() || undefined,
  content: String(form.get("content") ?? ""),
  shortDescription: String(form.get("shortDescription") ?? ""),
  type: form.get("type"),
  status: form.get("status"),
});

const dispatch = crudIntents("Page", {
  fields,
  createBody: CreatePostBody,
  updateBody: UpdatePostBody,
  create: (rc, input) => createPost(rc.deps, requireAdmin(rc.viewer), input),
  update: (rc, id, input) => updatePost(rc.deps, requireAdmin(rc.viewer), id, input),
  remove: (rc, id) => deletePost(rc.deps, requireAdmin(rc.viewer), id),
});

export const action = formAction(handle, dispatch);

export default function AdminPages() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <CrudPage
      title="Site pages"
      description="Terms, privacy, help and other pages, at /pages/<slug>. Link them from the footer in Settings → Menus."
      listTitle="Pages"
      listLabel="Site pages"
      noun="page"
      items={posts}
      total={posts.length}
      empty="No pages yet."
      wideForm
      name={(p) => p.title}
      quoted={(p) => p.title}
      details={(p) => (
        <>
          /pages/{p.slug} · {p.type} · updated {formatDateTime(p.updatedAt)}
        </>
      )}
      status={(p) => <LivePill status={p.status} />}
      fields={(editing, fieldErrors, field) => (
        <>
          {field("title", "Title", { required: true })}
          <Field
            label="Slug"
            name="slug"
            defaultValue={editing?.slug}
            hint="The address: /pages/<slug>. Empty: made from the title."
            error={fieldErrors.slug}
          />
          {field("shortDescription", "Short description")}
          <RichTextEditor name="content" label="Content" defaultValue={editing?.content ?? ""} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Type"
              name="type"
              defaultValue={editing?.type ?? "page"}
              options={[
                { value: "page", label: "Page" },
                { value: "post", label: "Announcement" },
              ]}
            />
            <LiveStatusField value={editing?.status} />
          </div>
        </>
      )}
    />
  );
}
