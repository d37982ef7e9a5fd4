/** /studio/photos: upload photos into a gallery (several at once, progress and cancel per file), set a cover, delete. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useRevalidator } from "@remix-run/react";
import { useMemo, useState } from "react";
import { z } from "zod";
import { OwnGalleryQuery } from "#functions/content/galleries/schemas";
import { searchOwnGalleries } from "#functions/content/galleries/service";
import { OwnPhotoQuery } from "#functions/content/photos/schemas";
import { deletePhoto, searchOwnPhotos, setGalleryCover } from "#functions/content/photos/service";
import { RowAction, StudioRows } from "~/components/content/studio/asset-rows";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { UploadField } from "~/components/content/studio/upload-field";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { SelectField } from "~/components/ui/field";
import { ImageIcon } from "~/components/ui/icons";
import { pageParams } from "~/components/ui/pager";
import { byIntent } from "~/lib/actions.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Photos · Creator studio" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { limit, offset } = pageParams(args.request, 24);
  const galleryId = new URL(args.request.url).searchParams.get("galleryId") || undefined;
  const { deps } = args.context.rc;
  const [galleries, photos] = await Promise.all([
    searchOwnGalleries(deps, viewer, OwnGalleryQuery.parse({ limit: 100, offset: 0, sort: "desc" })),
    searchOwnPhotos(deps, viewer, OwnPhotoQuery.parse({ limit, offset, sort: "desc", galleryId })),
  ]);
  const names = new Map(galleries.data.map((g) => [g._id, g.title]));
  const rows = photos.data.map((p) => ({
    _id: p._id,
    title: p.title || "Photo",
    image: p.thumbnail?.url ?? p.photo?.url ?? null,
    href: `/galleries/${p.galleryId}`,
    status: p.status,
    isSale: false,
    price: 0,
    meta: `in ${names.get(p.galleryId) ?? "a gallery"}`,
    badges: p.isGalleryCover ? ["Cover"] : [],
  }));
  return {
    galleries: galleries.data.map((g) => ({ value: g._id, label: g.title })),
    galleryId: galleryId ?? null,
    rows,
    total: photos.total,
    limit,
    offset,
  };
});

const Id = z.object({ id: z.string().min(1) });

const dispatch = byIntent({
  cover: async (form, { context: { rc } }) => {
    await setGalleryCover(rc.deps, rc.viewer, Id.parse({ id: form.get("id") }).id);
    return { ok: true, message: "Gallery cover set" };
  },
  delete: async (form, { context: { rc } }) => {
    await deletePhoto(rc.deps, rc.viewer, Id.parse({ id: form.get("id") }).id);
    return { ok: true, message: "Photo deleted" };
  },
});

export const action = formAction(dispatch);

/**
 * Several photos at once into the chosen gallery: each file uploads as soon as it is picked, with
 * its own progress bar and Cancel, and the list below reloads as each one is stored.
 */
function PhotoUploads({
  galleries,
  initialGallery,
}: {
  galleries: { value: string; label: string }[];
  initialGallery: string;
}) {
  const [galleryId, setGalleryId] = useState(initialGallery);
  const revalidator = useRevalidator();
  const fields = useMemo(() => ({ galleryId }), [galleryId]);
  return (
    <section aria-label="Upload photos" className="space-y-4">
      <SelectField
        label="Gallery"
        name="galleryId"
        options={galleries}
        value={galleryId}
        onChange={(e) => setGalleryId(e.currentTarget.value)}
        className="max-w-sm"
      />
      <UploadField
        label="Photos"
        url="/api/performer/performer-assets/photos/upload"
        field="photo"
        name="photoIds"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif"
        fields={fields}
        hint="Pick several at once. Each one uploads with its own progress bar; Cancel stops it."
        onUploaded={() => revalidator.revalidate()}
      />
    </section>
  );
}

export default function StudioPhotos() {
  const page = useLoaderData<typeof loader>();
  const { galleries, galleryId } = page;
  const navigate = useNavigate();
  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Photos"
        description="Photos live in galleries and follow their gallery's access rule."
      />
      {galleries.length === 0 ? (
        <EmptyState
          icon={<ImageIcon />}
          title="Create a gallery first"
          text="Photos are uploaded into a gallery."
          action={<ButtonLink to="/studio/galleries">Go to galleries</ButtonLink>}
        />
      ) : (
        <>
          <Card className="mb-6">
            <CardBody>
              <PhotoUploads galleries={galleries} initialGallery={galleryId ?? galleries[0]?.value ?? ""} />
            </CardBody>
          </Card>
          <div className="mb-4 max-w-xs">
            <SelectField
              label="Show photos from"
              options={[{ value: "", label: "All galleries" }, ...galleries]}
              value={galleryId ?? ""}
              onChange={(e) => navigate(e.currentTarget.value ? `?galleryId=${e.currentTarget.value}` : "?")}
            />
          </div>
          <StudioRows
            page={page}
            label="Your photos"
            empty={{ icon: <ImageIcon />, title: "No photos here yet" }}
            extraActions={(row) =>
              row.badges?.length ? null : (
                <RowAction id={row._id} intent="cover">
                  Set as cover
                </RowAction>
              )
            }
          />
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
