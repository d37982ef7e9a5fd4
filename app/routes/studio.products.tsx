/** /studio/products: add physical or digital products (image, file), edit, delete. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { OwnProductQuery } from "#functions/content/products/schemas";
import { deleteProduct, searchOwnProducts } from "#functions/content/products/service";
import { deleteRow, ownRows } from "~/components/content/server/studio-rows.server";
import { STATUS_OPTIONS, StudioRows } from "~/components/content/studio/asset-rows";
import { FileField } from "~/components/content/studio/file-field";
import { SellingWaits, useMaySell } from "~/components/content/studio/may-sell";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { UploadForm } from "~/components/content/studio/upload-form";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { Button } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { ShopIcon } from "~/components/ui/icons";
import { Pager } from "~/components/ui/pager";
import { byIntent } from "~/lib/actions.server";
import { TOKEN_SYMBOL } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Products · Creator studio" }];

const API = "/api/performer/performer-assets/products";

export const loader = pageLoader(handle, (args, viewer) =>
  ownRows(args, viewer, searchOwnProducts, OwnProductQuery, (p) => ({
    _id: p._id,
    title: p.name,
    description: p.description,
    type: p.type,
    stock: p.stock,
    image: p.image?.url ?? null,
    href: `/products/${p._id}`,
    status: p.status,
    isSale: true,
    price: p.price,
    meta: `${p.type === "digital" ? "Digital" : `Physical · ${p.stock ?? 0} in stock`} · ${p.totalSold} sold`,
  })),
);

const dispatch = byIntent({
  delete: deleteRow(deleteProduct, "Product deleted"),
});

export const action = formAction(dispatch);

type Edit = {
  title: string;
  description: string;
  type: string;
  stock: number | null;
  price: number;
  status: string;
};

function ProductFields({ edit }: { edit?: Edit }) {
  const [type, setType] = useState(edit?.type ?? "physical");
  return (
    <>
      <Field label="Name" name="name" required maxLength={200} defaultValue={edit?.title} />
      <TextareaField label="Description" name="description" rows={3} defaultValue={edit?.description} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Type"
          name="type"
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          options={[
            { value: "physical", label: "Physical (shipped)" },
            { value: "digital", label: "Digital (download)" },
          ]}
        />
        <Field
          label="Price (tokens)"
          name="price"
          type="number"
          min="0.5"
          step="0.01"
          required
          prefix={TOKEN_SYMBOL}
          defaultValue={edit?.price}
        />
        {type === "physical" ? (
          <Field
            label="In stock"
            name="stock"
            type="number"
            min="0"
            step="1"
            required
            defaultValue={edit?.stock ?? undefined}
          />
        ) : (
          <FileField label={edit ? "Replace file" : "File to deliver"} name="digitalFile" required={!edit} />
        )}
        <FileField
          label="Image"
          name="image"
          accept="image/jpeg,image/png,image/webp"
          className="sm:col-span-2"
        />
        <SelectField
          label="Visibility"
          name="status"
          options={STATUS_OPTIONS}
          defaultValue={edit?.status ?? "active"}
        />
      </div>
    </>
  );
}

export default function StudioProducts() {
  const { rows, total, limit, offset } = useLoaderData<typeof loader>();
  const [adding, setAdding] = useState(false);
  const { maySell, status } = useMaySell();
  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Products"
        description="Sell merch or digital downloads in your profile's Shop."
        action={adding || !maySell ? null : <Button onClick={() => setAdding(true)}>Add a product</Button>}
      />
      {maySell ? null : (
        <div className="mb-6">
          <SellingWaits status={status} />
        </div>
      )}
      {adding ? (
        <Card className="mb-6">
          <CardBody>
            <UploadForm
              url={API}
              label="New product"
              submitLabel="Add product"
              successMessage="Product added"
              onDone={() => setAdding(false)}
            >
              <ProductFields />
            </UploadForm>
          </CardBody>
        </Card>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          icon={<ShopIcon />}
          title="No products yet"
          text="Add your first product; fans find it in your Shop tab."
        />
      ) : (
        <StudioRows
          rows={rows}
          label="Your products"
          editor={(row) => (
            <UploadForm
              url={`${API}/${row._id}`}
              method="PUT"
              label={`Edit ${row.title}`}
              submitLabel="Save changes"
              successMessage="Changes saved"
            >
              <ProductFields edit={rows.find((r) => r._id === row._id)!} />
            </UploadForm>
          )}
        />
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
