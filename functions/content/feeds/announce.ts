import type { SQL } from "drizzle-orm";
import { quote } from "../../identity/notifications/kinds";
import { subscribersStatement } from "../../identity/notifications/service";
import type { Deps } from "../../lib/deps";
import { plainText } from "../../lib/rich-text";

/**
 * A post becoming visible to fans (posted now, or a scheduled one whose time came) tells the
 * creator's subscribers, in the batch that publishes it; `when` keeps a cron run that lost a race
 * from telling them twice. Deliver with deliverFanOut(fanOutId) after the batch.
 */
export function postAnnouncement(
  deps: Deps,
  post: { id: string; performerId: string; text: string },
  when?: SQL,
) {
  const words = plainText(post.text);
  return subscribersStatement(
    deps,
    post.performerId,
    {
      type: "creator_post",
      object: { type: "feed", id: post.id },
      text: words ? `posted: ${quote(post.text)}` : "posted something new.",
    },
    when,
  );
}
