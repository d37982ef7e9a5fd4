/**
 * A post's files as rows (`feed_files`): the one writer. Every batch that inserts a post or may
 * change its files (file_ids, thumbnail, teaser) carries `feedFileStatements`, so the rows say
 * exactly what the post's columns say; deleting a post (or its creator) takes its rows by cascade.
 * Read by functions/media/uses.ts (where a file is used) and the vault's video posters.
 */

import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type FeedFileRole, feedFiles } from "../../../drizzle/schema/feeds";
import type { Db } from "../../lib/d1";

interface PostFiles {
  fileIds: readonly string[];
  thumbnailFileId: string | null;
  teaserFileId: string | null;
}

/** The rows of one post's files: each of fileIds at its position, then thumbnail and teaser. */
export function feedFileRows(feedId: string, performerId: string, post: PostFiles) {
  const rows: {
    feedId: string;
    role: FeedFileRole;
    position: number;
    fileId: string;
    performerId: string;
  }[] = post.fileIds.map((fileId, position) => ({ feedId, role: "file", position, fileId, performerId }));
  if (post.thumbnailFileId)
    rows.push({ feedId, role: "thumbnail", position: 0, fileId: post.thumbnailFileId, performerId });
  if (post.teaserFileId)
    rows.push({ feedId, role: "teaser", position: 0, fileId: post.teaserFileId, performerId });
  return rows;
}

/**
 * The statements that make `feed_files` say `post`'s files: put them in the batch that writes the
 * post. `replacing`: the post existed before (an edit), so its old rows go first.
 */
export function feedFileStatements(
  db: Db,
  feedId: string,
  performerId: string,
  post: PostFiles,
  replacing: boolean,
): BatchItem<"sqlite">[] {
  const rows = feedFileRows(feedId, performerId, post);
  return [
    ...(replacing ? [db.delete(feedFiles).where(eq(feedFiles.feedId, feedId))] : []),
    ...(rows.length > 0 ? [db.insert(feedFiles).values(rows)] : []),
  ];
}
