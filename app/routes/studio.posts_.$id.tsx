/**
 * /studio/posts/:id: edit a post: its text, whether it is for sale and its price, and whether it
 * is pinned; a scheduled post's time, and a live announcement's title and start. Its media stay as
 * published (fans may have bought them).
 */
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { UpdateFeedBody } from "#functions/content/feeds/schemas";
import { getPerformerFeed, updateFeed } from "#functions/content/feeds/service";
import { fieldError } from "#functions/errors";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { lockedContents } from "~/components/content/feed/feed-card";
import { flag, localDateTime, numberField, textField } from "~/components/content/server/form-values.server";
import { StreamFields } from "~/components/content/studio/compose-type-fields";
import { KeptTimeField, useTzOffset } from "~/components/content/studio/local-time";
import { RichTextEditor } from "~/components/content/studio/rich-text-editor";
import { SaleFields } from "~/components/content/studio/sale-fields";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/field";
import type { FormFailure } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";
import { toastCookie } from "~/lib/toast.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Edit post · Creator studio" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const feed = await getPerformerFeed(args.context.rc.deps, viewer, args.params.id ?? "");
  return { feed };
});

/**
 * A time field the page showed (`KeptTimeField`): undefined when left as it was, so a time that
 * passed while the page was open is not refused; the time typed otherwise. Never null: an empty
 * field is refused, as null would mean "now" to the API.
 */
function changedTime(form: FormData, name: string, missing: string): string | undefined {
  const value = form.get(name);
  if (value === null || value === form.get(`${name}Was`)) return undefined;
  const at = localDateTime(value, form.get("tzOffset"));
  if (at === null) throw fieldError({ [name]: missing });
  return new Date(at).toISOString();
}

export const action = formAction(async (form, { params, context }) => {
  const isSale = flag(form.get("isSale"));
  const input = UpdateFeedBody.parse({
    text: textField(form.get("text")),
    isSale,
    price: isSale ? (numberField(form.get("price")) ?? 0) : 0,
    isPinned: flag(form.get("isPinned")),
    scheduleAt: changedTime(form, "scheduleAt", "Choose when the post goes out."),
    streamScheduledAt: changedTime(form, "streamScheduledAt", "When does the stream start?"),
    ...(form.has("streamTitle") ? { streamTitle: textField(form.get("streamTitle")).trim() } : {}),
  });
  await updateFeed(context.rc.deps, requirePerformer(context.rc.viewer), params.id ?? "", input);
  return redirect("/studio/posts", {
    headers: { "Set-Cookie": toastCookie({ tone: "success", title: "Post updated" }) },
  });
});

export default function EditPost() {
  const { feed } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const navigation = useNavigation();
  const d = failure?.fieldErrors ?? {};
  const media = lockedContents(feed);
  const tzOffset = useTzOffset();
  // Not out yet: its time can move (a post published can't go back to waiting).
  const scheduled = feed.scheduleAt !== null && feed.publishedAt === null;
  return (
    <>
      <StudioHeader
        title="Edit post"
        description={
          scheduled
            ? "Change the text, the price, the pin or when it goes out. Fans see it from that time."
            : "Change the text, the price or the pin. Fans see the change at once."
        }
        action={
          <ButtonLink to={`/feeds/${feed._id}`} variant="secondary">
            View post
          </ButtonLink>
        }
      />
      <Card>
        <CardBody>
          <Form noValidate method="post" className="space-y-6" aria-label="Edit post">
            {failure?.formError ? <Alert tone="error">{failure.formError}</Alert> : null}
            <input type="hidden" name="tzOffset" value={tzOffset} />
            <RichTextEditor
              name="text"
              label={feed.type === "text" ? "Your post" : "Caption"}
              defaultValue={feed.text}
            />
            {d.text ? <p className="-mt-4 text-sm text-red-600 dark:text-red-400">{d.text}</p> : null}
            {media ? (
              <p className="text-sm text-ink-muted">
                This post holds {media}. To change them, publish a new post: fans who bought this one keep
                what they paid for.
              </p>
            ) : null}
            {feed.type === "scheduled-stream" && feed.streamScheduledAt ? (
              <StreamFields errors={d} current={{ title: feed.streamTitle, at: feed.streamScheduledAt }} />
            ) : null}
            {scheduled && feed.scheduleAt ? (
              <KeptTimeField
                label="Publish at"
                name="scheduleAt"
                iso={feed.scheduleAt}
                hint="Fans see the post from this time. To publish it now, use Publish now in your posts."
                error={d.scheduleAt}
              />
            ) : null}
            <div className="space-y-3">
              <SaleFields
                label="Sell this post (fans pay once to unlock it)"
                defaultSale={feed.isSale}
                defaultPrice={feed.price}
                error={d.price}
                priceClassName="max-w-xs"
              />
              <Checkbox
                label="Pin to the top of my profile"
                name="isPinned"
                value="true"
                defaultChecked={feed.isPinned}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Link
                to="/studio/posts"
                className="inline-flex h-12 items-center rounded-xl px-5 text-sm font-semibold text-ink-muted hover:bg-surface-muted"
              >
                Cancel
              </Link>
              <Button type="submit" size="lg" pending={navigation.state === "submitting"}>
                Save changes
              </Button>
            </div>
          </Form>
        </CardBody>
      </Card>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
