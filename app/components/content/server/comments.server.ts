/** The first page of comments for an item's page loader. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CommentsQuery } from "#functions/social/comments/schemas";
import { listComments } from "#functions/social/comments/service";
import type { CommentsPage } from "../feed/comments";

const COMMENTS_PAGE_SIZE = 20;

export async function loadComments(
  rc: AppLoadContext["rc"],
  objectType: "feed" | "video" | "gallery" | "product",
  objectId: string,
  offset = 0,
): Promise<CommentsPage> {
  const query = CommentsQuery.parse({ objectType, objectId, limit: COMMENTS_PAGE_SIZE, offset });
  return listComments(rc.deps, rc.viewer, rc.country, query);
}
