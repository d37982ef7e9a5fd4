/** /admin/banners: promotional banners at named places of the site (site-promo). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { CreateSitePromoBody, UpdateSitePromoBody } from "#functions/admin/promo/schemas";
import { createPromo, deletePromo, searchPromos, updatePromo } from "#functions/admin/promo/service";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { AdminHeader, Pill } from "~/components/admin/admin-nav";
import { ActionToast } from "~/components/ui/action-toast";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Field, SelectField } from "~/components/ui/field";
import { byIntent } from "~/lib/actions.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Banners · Admin" }];

export const loader = pageLoader(handle, async (args) => {
  const promos = await searchPromos(args.context.rc.deps, { limit: 100, offset: 0, sort: "asc" });
  return { promos: promos.data };
});

const fields = (form: FormData) => ({
  title: String(form.get("title") ?? ""),
  imageUrl: String(form.get("imageUrl") ?? ""),
  link: String(form.get("link") ?? "").trim() || null,
  position: String(form.get("position") ?? ""),
  status: form.get("status"),
  order: Number(form.get("order") || 0),
});

const dispatch = byIntent({
  create: async (form, { context: { rc } }) => {
    const parsed = CreateSitePromoBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await createPromo(rc.deps, requireAdmin(rc.viewer), parsed.data);
    return { ok: true as const, message: "Banner created" };
  },
  update: async (form, { context: { rc } }) => {
    const parsed = UpdateSitePromoBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await updatePromo(rc.deps, requireAdmin(rc.viewer), String(form.get("id") ?? ""), parsed.data);
    return { ok: true as const, message: "Banner saved" };
  },
  delete: async (form, { context: { rc } }) => {
    await deletePromo(rc.deps, requireAdmin(rc.viewer), String(form.get("id") ?? ""));
    return { ok: true as const, message: "Banner deleted" };
  },
});

export const action = formAction(handle, dispatch);

export default function AdminBanners() {
  const { promos } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const editing = promos.find((p) => p._id === params.get("edit")) ?? null;
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Banners"
        description="Promotions shown at a named place (top, home, …), in order."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title="Banners" description={`${promos.length} in all`} />
          <CardBody>
            {promos.length === 0 ? (
              <p className="text-sm text-ink-muted">No banners yet.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Banners">
                {promos.map((p) => (
                  <li key={p._id} className="flex items-center gap-3 py-2.5 text-sm">
                    <img
                      src={p.imageUrl}
                      alt=""
                      className="h-10 w-16 shrink-0 rounded-md bg-surface-muted object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <Link to={`?edit=${p._id}`} className="font-medium text-ink hover:underline">
                        {p.title}
                      </Link>
                      <p className="truncate text-xs text-ink-subtle">
                        {p.position} · order {p.order}
                        {p.link ? ` · ${p.link}` : ""}
                      </p>
                    </div>
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
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title={editing ? `Edit "${editing.title}"` : "New banner"}
            action={
              editing ? (
                <ButtonLink to="?" variant="ghost" size="sm">
                  New banner
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
                label="Image"
                name="imageUrl"
                required
                defaultValue={editing?.imageUrl}
                hint="An http(s) address or a site path."
                error={fieldErrors.imageUrl}
              />
              <Field
                label="Link (optional)"
                name="link"
                defaultValue={editing?.link ?? ""}
                error={fieldErrors.link}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label="Place"
                  name="position"
                  defaultValue={editing?.position ?? "top"}
                  error={fieldErrors.position}
                />
                <Field
                  label="Order"
                  name="order"
                  type="number"
                  min={0}
                  defaultValue={editing?.order ?? 0}
                  error={fieldErrors.order}
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
                  {editing ? "Save banner" : "Create banner"}
                </Button>
              </div>
            </Form>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
