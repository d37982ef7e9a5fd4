/** /admin/pages: the site's pages (terms, privacy, help, about) and announcements. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { CreatePostBody, UpdatePostBody } from "#functions/admin/pages/schemas";
import { createPost, deletePost, searchAllPosts, updatePost } from "#functions/admin/pages/service";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { AdminHeader, Pill } from "~/components/admin/admin-nav";
import { RichTextEditor } from "~/components/content/studio/rich-text-editor";
import { ActionToast } from "~/components/ui/action-toast";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Field, SelectField } from "~/components/ui/field";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
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

const dispatch = byIntent({
  create: async (form, { context: { rc } }) => {
    const parsed = CreatePostBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await createPost(rc.deps, requireAdmin(rc.viewer), parsed.data);
    return { ok: true as const, message: "Page created" };
  },
  update: async (form, { context: { rc } }) => {
    const parsed = UpdatePostBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await updatePost(rc.deps, requireAdmin(rc.viewer), String(form.get("id") ?? ""), parsed.data);
    return { ok: true as const, message: "Page saved" };
  },
  delete: async (form, { context: { rc } }) => {
    await deletePost(rc.deps, requireAdmin(rc.viewer), String(form.get("id") ?? ""));
    return { ok: true as const, message: "Page deleted" };
  },
});

export const action = formAction(handle, dispatch);

export default function AdminPages() {
  const { posts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const editing = posts.find((p) => p._id === params.get("edit")) ?? null;
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Site pages"
        description="Terms, privacy, help and other pages, at /pages/<slug>. Link them from the footer in Settings → Menus."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <Card>
          <CardHeader title="Pages" description={`${posts.length} in all`} />
          <CardBody>
            {posts.length === 0 ? (
              <p className="text-sm text-ink-muted">No pages yet.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Site pages">
                {posts.map((p) => (
                  <li key={p._id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    <div className="min-w-0">
                      <Link to={`?edit=${p._id}`} className="font-medium text-ink hover:underline">
                        {p.title}
                      </Link>
                      <p className="truncate text-xs text-ink-subtle">
                        /pages/{p.slug} · {p.type} · updated {formatDateTime(p.updatedAt)}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      {p.status === "active" ? <Pill tone="good">Live</Pill> : <Pill>Hidden</Pill>}
                      <Form noValidate method="post">
                        <input type="hidden" name="id" value={p._id} />
                        <ConfirmSubmit
                          message={`Delete "${p.title}"?`}
                          name="intent"
                          value="delete"
                          variant="ghost"
                          size="sm"
                        >
                          Delete
                        </ConfirmSubmit>
                      </Form>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title={editing ? `Edit "${editing.title}"` : "New page"}
            action={
              editing ? (
                <ButtonLink to="?" variant="ghost" size="sm">
                  New page
                </ButtonLink>
              ) : null
            }
          />
          <CardBody>
            <Form noValidate method="post" className="space-y-4" key={editing?._id ?? "new"}>
              {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
              <Field
                label="Title"
                name="title"
                required
                defaultValue={editing?.title}
                error={fieldErrors.title}
              />
              <Field
                label="Slug"
                name="slug"
                defaultValue={editing?.slug}
                hint="The address: /pages/<slug>. Empty: made from the title."
                error={fieldErrors.slug}
              />
              <Field
                label="Short description"
                name="shortDescription"
                defaultValue={editing?.shortDescription}
                error={fieldErrors.shortDescription}
              />
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
                <SelectField
                  label="Status"
                  name="status"
                  defaultValue={editing?.status ?? "active"}
                  options={[
                    { value: "active", label: "Live" },
                    { value: "inactive", label: "Hidden" },
                  ]}
                />
              </div>
              <div className="flex justify-end">
                <Button
                  type="submit"
                  name="intent"
                  value={editing ? "update" : "create"}
                  pending={
                    navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete"
                  }
                >
                  {editing ? "Save page" : "Create page"}
                </Button>
              </div>
            </Form>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
