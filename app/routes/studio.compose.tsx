/** /studio/compose: write a post of any type (creators only). */
import { data, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { CreateFeedBody } from "#functions/content/feeds/schemas";
import { createFeed } from "#functions/content/feeds/service";
import { composeErrors, composeInput } from "~/components/content/server/compose.server";
import { ComposeForm, POST_TYPES, type PostType } from "~/components/content/studio/compose-form";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Card, CardBody } from "~/components/ui/card";
import { type FormFailure, formFailure, zodFieldErrors } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";
import { toastCookie } from "~/lib/toast.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "New post · Creator studio" }];

export const loader = pageLoader(handle, async () => null);

/** The compose form's fields are named apart from the API's body (see composeErrors). */
const composeFailure = (err: unknown, request: Request) => {
  const failure = formFailure(err, request);
  const body = failure.data as FormFailure;
  return data<FormFailure>(
    { ...body, fieldErrors: composeErrors(body.fieldErrors) },
    { status: failure.init?.status ?? 500 },
  );
};

export const action = formAction(
  handle,
  async (form, { context }, viewer) => {
    const parsed = CreateFeedBody.safeParse(composeInput(form));
    if (!parsed.success) {
      return data<FormFailure>(
        {
          ok: false,
          formError: "Please check the highlighted fields.",
          fieldErrors: composeErrors(zodFieldErrors(parsed.error)),
        },
        { status: 422 },
      );
    }
    const feed = await createFeed(context.rc.deps, viewer, parsed.data);
    const title = feed.scheduleAt && !feed.publishedAt ? "Post scheduled" : "Post published";
    return redirect("/studio/posts", { headers: { "Set-Cookie": toastCookie({ tone: "success", title }) } });
  },
  composeFailure,
);

export default function Compose() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const requested = params.get("type");
  const initialType = POST_TYPES.some((t) => t.value === requested) ? (requested as PostType) : "text";
  return (
    <>
      <StudioHeader
        title="New post"
        description="Share text, photos, video or audio, run a poll or a crowdfunding goal, or announce a live stream."
      />
      <Card>
        <CardBody>
          <ComposeForm
            initialType={initialType}
            errors={result ? { message: result.formError, details: result.fieldErrors } : undefined}
          />
        </CardBody>
      </Card>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
