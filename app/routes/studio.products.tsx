/** /studio/products: add physical or digital products (image, file), edit, delete. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { OwnProductQuery } from "#functions/content/products/schemas";
import { deleteProduct, searchOwnProducts } from "#functions/content/products/service";
import { deleteRow, ownRows } from "~/components/content/server/studio-rows.server";
import { StudioAssetPage } from "~/components/content/studio/asset-page";
import { VisibilityField } from "~/components/content/studio/asset-rows";
import { FileField } from "~/components/content/studio/file-field";
import { SellingWaits, useMaySell } from "~/components/content/studio/may-sell";
import { PriceField } from "~/components/content/studio/sale-fields";
import { EditUploadForm, UploadForm } from "~/components/content/studio/upload-form";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { ShopIcon } from "~/components/ui/icons";
import { byIntent } from "~/lib/actions.server";
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
        <PriceField defaultValue={edit?.price} />
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
        <VisibilityField defaultValue={edit?.status} />
      </div>
    </>
  );
}

export default function StudioProducts() {
  const page = useLoaderData<typeof loader>();
  const { maySell, status } = useMaySell();
  return (
    <StudioAssetPage
      title="Products"
      description="Sell merch or digital downloads in your profile's Shop."
      addLabel="Add a product"
      canAdd={maySell}
      notice={maySell ? null : <SellingWaits status={status} />}
      addForm={(close) => (
        <UploadForm
          url={API}
          label="New product"
          submitLabel="Add product"
          successMessage="Product added"
          onDone={close}
        >
          <ProductFields />
        </UploadForm>
      )}
      page={page}
      label="Your products"
      empty={{
        icon: <ShopIcon />,
        title: "No products yet",
        text: "Add your first product; fans find it in your Shop tab.",
      }}
      editor={(row) => (
        <EditUploadForm url={`${API}/${row._id}`} title={row.title}>
          <ProductFields edit={row} />
        </EditUploadForm>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
