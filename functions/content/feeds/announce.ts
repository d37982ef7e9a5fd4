import type { SQL } from "drizzle-orm";
import { isForSale } from "../../identity/access/service";
import { quote } from "../../identity/notifications/kinds";
import { subscribersStatement } from "../../identity/notifications/service";
import type { Deps } from "../../lib/deps";
import { lockedWords, plainText } from "../../lib/rich-text";

/**
 * A post becoming visible to fans (posted now, or a scheduled one whose time came) tells the
 * creator's subscribers, in the batch that publishes it; `when` keeps a cron run that lost a race
 * from telling them twice. Deliver with deliverFanOut(fanOutId) after the batch.
 */
export function postAnnouncement(
  deps: Deps,
  post: { id: string; performerId: string; text: string; isSale: boolean; price: number },
  when?: SQL,
) {
  const words = plainText(post.text);
  return subscribersStatement(
    deps,
    post.performerId,
    {
      type: "creator_post",
      object: { type: "feed", id: post.id },
      // Subscribers may read a post not for sale: quoted. One for sale they may not have bought: the
      // notice quotes only what its locked preview shows.
      text: !words
        ? "posted something new."
        : `posted: ${isForSale(post) ? `“${lockedWords(post.text, 80)}”` : quote(post.text)}`,
    },
    when,
  );
}
