/** /admin/token-packages: the packages fans top up with (a card price and the tokens credited). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import {
  adminSearchPackages,
  createPackage,
  deletePackage,
  updatePackage,
} from "#functions/money/payments/packages";
import { AdminPackageQuery, PackageBody, PackageUpdateBody } from "#functions/money/payments/schemas";
import { crudIntents } from "~/components/admin/actions.server";
import { Pill } from "~/components/admin/admin-nav";
import { CrudPage } from "~/components/admin/crud-page";
import { Checkbox, TextareaField } from "~/components/ui/field";
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

const dispatch = crudIntents("Package", {
  fields,
  createBody: PackageBody,
  updateBody: PackageUpdateBody,
  create: (rc, input) => createPackage(rc.deps, rc.viewer, input),
  update: (rc, id, input) => updatePackage(rc.deps, rc.viewer, id, input),
  remove: (rc, id) => deletePackage(rc.deps, rc.viewer, id),
});

export const action = formAction(handle, dispatch);

export default function AdminTokenPackages() {
  const { packages, total } = useLoaderData<typeof loader>();
  return (
    <CrudPage
      title="Token packages"
      description="What fans can buy on the top-up screen, in this order. Inactive ones are not offered."
      listTitle="Packages"
      listLabel="Token packages"
      noun="package"
      items={packages}
      total={total}
      empty="No packages yet: fans top up by amount."
      name={(p) => p.name}
      quoted={(p) => p.name}
      deleteQuestion={(p) => `Delete the package "${p.name}"?`}
      details={(p) => (
        <>
          {tokenAmount(p.tokens)} for {dollarAmount(p.price)} · order {p.ordering}
        </>
      )}
      status={(p) => (p.isActive ? <Pill tone="good">Offered</Pill> : <Pill>Inactive</Pill>)}
      fields={(editing, fieldErrors, field) => (
        <>
          {field("name", "Name", { required: true })}
          <TextareaField
            label="Description (optional)"
            name="description"
            rows={2}
            maxLength={500}
            defaultValue={editing?.description}
            error={fieldErrors.description}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {field("price", "Price", {
              type: "number",
              step: "0.01",
              min: 0,
              required: true,
              hint: "What the card is charged.",
            })}
            {field("tokens", "Tokens", { type: "number", step: "0.01", min: 0, required: true })}
            {field("ordering", "Order", {
              type: "number",
              step: "1",
              min: 0,
              defaultValue: editing?.ordering ?? 0,
            })}
          </div>
          <Checkbox label="Offered to fans" name="active" defaultChecked={editing?.isActive ?? true} />
        </>
      )}
    />
  );
}
