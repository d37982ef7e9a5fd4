/**
 * Item page helpers: the viewer's like/bookmark flags and the first comments. A locked item's
 * comments are locked with it (null), as the API answers.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { viewerReactions } from "#functions/social/reactions/service";
import { loadComments } from "./comments.server";

export async function itemExtras(
  rc: AppLoadContext["rc"],
  type: "video" | "gallery" | "product",
  item: { _id: string; isLocked: boolean },
) {
  const id = item._id;
  const [flags, comments] = await Promise.all([
    viewerReactions(rc.deps, rc.viewer?.id, type, [id]),
    item.isLocked ? null : loadComments(rc, type, id),
  ]);
  const f = flags.get(id);
  return {
    isLiked: f?.isLiked ?? false,
    isBookmarked: f?.isBookmarked ?? false,
    comments,
    viewerId: rc.viewer?.id ?? null,
  };
}
