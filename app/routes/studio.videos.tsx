/** /studio/videos: upload videos (with thumbnail and teaser, progress and cancel), edit, delete. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { OwnVideoQuery } from "#functions/content/videos/schemas";
import { deleteVideo, searchOwnVideos } from "#functions/content/videos/service";
import { deleteRow, ownRows } from "~/components/content/server/studio-rows.server";
import { StudioAssetPage } from "~/components/content/studio/asset-page";
import { VisibilityField } from "~/components/content/studio/asset-rows";
import { FileField } from "~/components/content/studio/file-field";
import { SaleFields } from "~/components/content/studio/sale-fields";
import { EditUploadForm, UploadForm } from "~/components/content/studio/upload-form";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Checkbox, Field, TextareaField } from "~/components/ui/field";
import { VideoIcon } from "~/components/ui/icons";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { formAction, pageLoader } from "~/lib/route.server";
import { readVideoFacts } from "~/lib/video-facts";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Videos · Creator studio" }];

const API = "/api/performer/performer-assets/videos";

export const loader = pageLoader(handle, (args, viewer) =>
  ownRows(args, viewer, searchOwnVideos, OwnVideoQuery, (v) => ({
    _id: v._id,
    title: v.title,
    description: v.description,
    image: v.thumbnail?.url ?? null,
    href: `/videos/${v._id}`,
    status: v.status,
    isSale: v.isSale,
    price: v.price,
    meta: [plural(v.totalView, "view"), plural(v.totalLike, "like"), plural(v.totalComment, "comment")].join(
      " · ",
    ),
    badges: v.isSchedule
      ? [`Scheduled ${formatDateTime(v.scheduledAt)}`]
      : v.video?.status && v.video.status !== "ready"
        ? [v.video.status]
        : [],
  })),
);

const dispatch = byIntent({
  delete: deleteRow(deleteVideo, "Video deleted"),
});

export const action = formAction(dispatch);

function VideoFields({
  edit,
}: {
  edit?: { title: string; description: string; isSale: boolean; price: number; status: string };
}) {
  const [schedule, setSchedule] = useState(false);
  return (
    <>
      <Field label="Title" name="title" required maxLength={200} defaultValue={edit?.title} />
      <TextareaField label="Description" name="description" rows={3} defaultValue={edit?.description} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FileField
          label={edit ? "Replace video" : "Video file"}
          name="file"
          accept="video/mp4,video/webm,video/quicktime"
          required={!edit}
          describe={readVideoFacts}
          className="sm:col-span-3"
        />
        <FileField label="Thumbnail image" name="thumbnail" accept="image/jpeg,image/png,image/webp" />
        <FileField label="Teaser clip" name="teaser" accept="video/mp4,video/webm,video/quicktime" />
        <VisibilityField defaultValue={edit?.status} />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SaleFields
          label="For sale"
          defaultSale={edit?.isSale}
          defaultPrice={edit?.price}
          priceClassName="w-40"
        />
      </div>
      {edit ? null : (
        <div className="flex flex-wrap items-end gap-4">
          <Checkbox
            label="Schedule"
            name="isSchedule"
            value="true"
            checked={schedule}
            onChange={(e) => setSchedule(e.currentTarget.checked)}
          />
          {schedule ? (
            <Field label="Publish at" name="scheduledAt" type="datetime-local" required className="w-64" />
          ) : null}
        </div>
      )}
    </>
  );
}

export default function StudioVideos() {
  const page = useLoaderData<typeof loader>();
  return (
    <StudioAssetPage
      title="Videos"
      description="Fans without access see the thumbnail and teaser; the video plays for subscribers or buyers."
      addLabel="Upload a video"
      addForm={(close) => (
        <UploadForm
          url={`${API}/upload`}
          label="New video"
          submitLabel="Upload video"
          successMessage="Video uploaded"
          onDone={close}
        >
          <VideoFields />
        </UploadForm>
      )}
      page={page}
      label="Your videos"
      empty={{
        icon: <VideoIcon />,
        title: "No videos yet",
        text: "Upload your first video; fans see it on your profile's Videos tab.",
      }}
      editor={(row) => (
        <EditUploadForm url={`${API}/edit/${row._id}`} title={row.title}>
          <VideoFields edit={row} />
        </EditUploadForm>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
