/**
 * An item page's loader (video, gallery, product): the item as its service shows it to this viewer
 * (the visit counted), the viewer's like/bookmark flags and the first comments. A locked item's
 * comments are locked with it (null), as the API answers.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { viewerReactions } from "#functions/social/reactions/service";
import { type Visitor, visitorOf } from "#functions/social/reactions/views";
import { loadComments } from "./comments.server";

type Rc = AppLoadContext["rc"];

export async function loadItem<T extends { _id: string; isLocked: boolean }>(
  { request, params, context: { rc } }: LoaderFunctionArgs,
  type: "video" | "gallery" | "product",
  view: (
    deps: Rc["deps"],
    viewer: Rc["viewer"],
    country: Rc["country"],
    id: string,
    visitor: Visitor,
  ) => Promise<T>,
) {
  const item = await view(rc.deps, rc.viewer, rc.country, params.id ?? "", visitorOf(request.headers));
  const [flags, comments] = await Promise.all([
    viewerReactions(rc.deps, rc.viewer?.id, type, [item._id]),
    item.isLocked ? null : loadComments(rc, type, item._id),
  ]);
  const f = flags.get(item._id);
  return {
    item,
    isLiked: f?.isLiked ?? false,
    isBookmarked: f?.isBookmarked ?? false,
    comments,
    viewerId: rc.viewer?.id ?? null,
  };
}
