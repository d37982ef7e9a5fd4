/** /admin/token-packages: the packages fans top up with (a card price and the tokens credited). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import {
  adminSearchPackages,
  createPackage,
  deletePackage,
  updatePackage,
} from "#functions/money/payments/packages";
import { AdminPackageQuery, PackageBody, PackageUpdateBody } from "#functions/money/payments/schemas";
import { AdminHeader, Pill } from "~/components/admin/admin-nav";
import { ActionToast } from "~/components/ui/action-toast";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Checkbox, Field, TextareaField } from "~/components/ui/field";
import { byIntent } from "~/lib/actions.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
import { dollarAmount, tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Token packages · Admin" }];

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewer } = args.context.rc;
  const query = AdminPackageQuery.parse({ limit: 100, offset: 0, sortBy: "ordering" });
  const result = await adminSearchPackages(deps, viewer, query);
  return { packages: result.data, total: result.total };
});

const num = (v: FormDataEntryValue | null) => (v === null || v === "" ? undefined : Number(v));
const fields = (form: FormData) => ({
  name: String(form.get("name") ?? ""),
  description: String(form.get("description") ?? ""),
  price: num(form.get("price")),
  tokens: num(form.get("tokens")),
  ordering: num(form.get("ordering")) ?? 0,
  active: form.get("active") === "on",
});

const dispatch = byIntent({
  create: async (form, { context: { rc } }) => {
    const parsed = PackageBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await createPackage(rc.deps, rc.viewer, parsed.data);
    return { ok: true as const, message: "Package created" };
  },
  update: async (form, { context: { rc } }) => {
    const parsed = PackageUpdateBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await updatePackage(rc.deps, rc.viewer, String(form.get("id") ?? ""), parsed.data);
    return { ok: true as const, message: "Package saved" };
  },
  delete: async (form, { context: { rc } }) => {
    await deletePackage(rc.deps, rc.viewer, String(form.get("id") ?? ""));
    return { ok: true as const, message: "Package deleted" };
  },
});

export const action = formAction(handle, dispatch);

export default function AdminTokenPackages() {
  const { packages, total } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const editing = packages.find((p) => p._id === params.get("edit")) ?? null;
  const saving = navigation.formData?.get("intent") === (editing ? "update" : "create");
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Token packages"
        description="What fans can buy on the top-up screen, in this order. Inactive ones are not offered."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title="Packages" description={`${total} in all`} />
          <CardBody>
            {packages.length === 0 ? (
              <p className="text-sm text-ink-muted">No packages yet: fans top up by amount.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Token packages">
                {packages.map((p) => (
                  <li key={p._id} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
                    <div className="min-w-0 flex-1">
                      <Link to={`?edit=${p._id}`} className="font-medium text-ink hover:underline">
                        {p.name}
                      </Link>
                      <p className="text-xs text-ink-subtle">
                        {tokenAmount(p.tokens)} for {dollarAmount(p.price)} · order {p.ordering}
                      </p>
                    </div>
                    {p.isActive ? <Pill tone="good">Offered</Pill> : <Pill>Inactive</Pill>}
                    <Form method="post" noValidate>
                      <input type="hidden" name="id" value={p._id} />
                      <ConfirmSubmit
                        message={`Delete the package "${p.name}"?`}
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
            title={editing ? `Edit "${editing.name}"` : "New package"}
            action={
              editing ? (
                <ButtonLink to="?" variant="ghost" size="sm">
                  New package
                </ButtonLink>
              ) : null
            }
          />
          <CardBody>
            <Form method="post" noValidate className="space-y-4" key={editing?._id ?? `new-${total}`}>
              {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
              <Field
                label="Name"
                name="name"
                required
                defaultValue={editing?.name}
                error={fieldErrors.name}
              />
              <TextareaField
                label="Description (optional)"
                name="description"
                rows={2}
                maxLength={500}
                defaultValue={editing?.description}
                error={fieldErrors.description}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label="Price"
                  name="price"
                  type="number"
                  step="0.01"
                  min={0}
                  required
                  defaultValue={editing?.price}
                  hint="What the card is charged."
                  error={fieldErrors.price}
                />
                <Field
                  label="Tokens"
                  name="tokens"
                  type="number"
                  step="0.01"
                  min={0}
                  required
                  defaultValue={editing?.tokens}
                  error={fieldErrors.tokens}
                />
                <Field
                  label="Order"
                  name="ordering"
                  type="number"
                  step="1"
                  min={0}
                  defaultValue={editing?.ordering ?? 0}
                  error={fieldErrors.ordering}
                />
              </div>
              <Checkbox label="Offered to fans" name="active" defaultChecked={editing?.isActive ?? true} />
              <Button type="submit" name="intent" value={editing ? "update" : "create"} pending={saving}>
                {editing ? "Save package" : "Create package"}
              </Button>
            </Form>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
