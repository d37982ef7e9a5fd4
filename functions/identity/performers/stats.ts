import { eq, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import type { Deps } from "../../lib/deps";

/**
 * The one statement that keeps a creator's profile totals true: every total a write can change
 * (posts, galleries, photos, videos, products, likes) is recounted from the rows it sums up, so
 * a create, an edit, a publication or a delete cannot leave one behind. Put it last in the same
 * batch as the write. A recount, not ±1: it comes out right whatever order writes and cron runs
 * happen in, and heals a total that drifted.
 *
 * - Posts, galleries, photos, videos, products: only what fans can see (active and published).
 *   Photos are the galleries' photos and the photos of photo posts, videos the video assets and the
 *   videos of video posts: a fan counts every photo and video the profile's tab shows them.
 * - Likes: likes on the creator and on their content (not on comments), whatever the item's state;
 *   deleting an item deletes its likes (reactions/cleanup.ts), and this takes them off the total.
 *
 * Followers and subscribers move with their own rows (follows/service.ts) and stay as they are.
 */
export function recountPerformerStats(deps: Pick<Deps, "db">, performerId: string) {
  return deps.db
    .update(performerProfiles)
    .set({
      totalPosts: sql`(SELECT count(*) FROM feeds WHERE performer_id = ${performerId} AND status = 'active' AND published_at IS NOT NULL)`,
      totalGalleries: sql`(SELECT count(*) FROM galleries WHERE performer_id = ${performerId} AND status = 'active')`,
      totalPhotos: sql`(SELECT count(*) FROM photos p JOIN galleries g ON g.id = p.gallery_id
        WHERE p.performer_id = ${performerId} AND p.status = 'active' AND g.status = 'active')
        + (SELECT count(*) FROM feeds f, json_each(f.file_ids) WHERE f.performer_id = ${performerId}
          AND f.type = 'photo' AND f.status = 'active' AND f.published_at IS NOT NULL)`,
      totalVideos: sql`(SELECT count(*) FROM videos WHERE performer_id = ${performerId} AND status = 'active' AND is_schedule = 0)
        + (SELECT count(*) FROM feeds f, json_each(f.file_ids) WHERE f.performer_id = ${performerId}
          AND f.type = 'video' AND f.status = 'active' AND f.published_at IS NOT NULL)`,
      totalProducts: sql`(SELECT count(*) FROM products WHERE performer_id = ${performerId} AND status = 'active')`,
      totalLikes: sql`(SELECT count(*) FROM reactions WHERE performer_id = ${performerId} AND action = 'like' AND object_type <> 'comment')`,
    })
    .where(eq(performerProfiles.userId, performerId));
}
