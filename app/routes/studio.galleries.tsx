/** /studio/galleries: create photo galleries (free for subscribers or for sale), edit, delete. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { CreateGalleryBody, OwnGalleryQuery, UpdateGalleryBody } from "#functions/content/galleries/schemas";
import {
  createGallery,
  deleteGallery,
  searchOwnGalleries,
  updateGallery,
} from "#functions/content/galleries/service";
import { deleteRow, ownRows } from "~/components/content/server/studio-rows.server";
import { StudioAssetPage } from "~/components/content/studio/asset-page";
import { RowLink, VisibilityField } from "~/components/content/studio/asset-rows";
import { SaleFields } from "~/components/content/studio/sale-fields";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Button, SubmitRow } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { ImageIcon } from "~/components/ui/icons";
import { byIntent } from "~/lib/actions.server";
import { invalidForm } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Galleries · Creator studio" }];

export const loader = pageLoader(handle, (args, viewer) =>
  ownRows(args, viewer, searchOwnGalleries, OwnGalleryQuery, (g) => ({
    _id: g._id,
    title: g.title,
    description: g.description,
    image: g.cover?.url ?? null,
    href: `/galleries/${g._id}`,
    status: g.status,
    isSale: g.isSale,
    price: g.price,
    meta: [plural(g.numOfItems, "photo"), plural(g.totalView, "view"), plural(g.totalLike, "like")].join(
      " · ",
    ),
  })),
);

const fromForm = (form: FormData) => ({
  title: String(form.get("title") ?? ""),
  description: String(form.get("description") ?? ""),
  isSale: form.get("isSale") === "true",
  price: form.get("isSale") === "true" ? Number(form.get("price") || 0) : 0,
  status: String(form.get("status") ?? "active"),
});

const Id = z.object({ id: z.string().min(1) });

const dispatch = byIntent({
  create: async (form, { context: { rc } }) => {
    const parsed = CreateGalleryBody.safeParse(fromForm(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await createGallery(rc.deps, rc.viewer, parsed.data);
    return { ok: true, message: "Gallery created" };
  },
  update: async (form, { context: { rc } }) => {
    const parsed = UpdateGalleryBody.safeParse(fromForm(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await updateGallery(rc.deps, rc.viewer, Id.parse({ id: form.get("id") }).id, parsed.data);
    return { ok: true, message: "Changes saved" };
  },
  delete: deleteRow(deleteGallery, "Gallery deleted"),
});

export const action = formAction(dispatch);

function GalleryFields({
  edit,
}: {
  edit?: { title: string; description: string; isSale: boolean; price: number; status: string };
}) {
  return (
    <>
      <Field label="Title" name="title" required maxLength={200} defaultValue={edit?.title} />
      <TextareaField label="Description" name="description" rows={2} defaultValue={edit?.description} />
      <div className="flex flex-wrap items-end gap-4">
        <VisibilityField defaultValue={edit?.status} className="w-40" />
        <SaleFields
          label="Sell this gallery"
          defaultSale={edit?.isSale}
          defaultPrice={edit?.price}
          priceClassName="w-40"
        />
      </div>
    </>
  );
}

export default function StudioGalleries() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <StudioAssetPage
      title="Galleries"
      description="Group photos into galleries. A gallery for sale needs a purchase; otherwise subscribers see it."
      addLabel="New gallery"
      addForm={(close) => (
        <Form noValidate method="post" className="space-y-4" aria-label="New gallery" onSubmit={close}>
          <GalleryFields />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" name="intent" value="create" pending={navigation.state === "submitting"}>
              Create gallery
            </Button>
          </div>
        </Form>
      )}
      page={page}
      label="Your galleries"
      empty={{
        icon: <ImageIcon />,
        title: "No galleries yet",
        text: "Create a gallery, then add photos to it.",
      }}
      extraActions={(row) => <RowLink to={`/studio/photos?galleryId=${row._id}`}>Photos</RowLink>}
      editor={(row) => (
        <Form noValidate method="post" className="space-y-4">
          <input type="hidden" name="id" value={row._id} />
          <GalleryFields edit={row} />
          <SubmitRow name="intent" value="update">
            Save changes
          </SubmitRow>
        </Form>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
