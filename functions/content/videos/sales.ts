/** What videos sell through the wallet: a video for sale, bought once. */
import { and, eq } from "drizzle-orm";
import { videos } from "../../../drizzle/schema/assets";
import { unlockedOnce } from "../../money/wallet/sales";

export const video = unlockedOnce("video", "Video", async (deps, id) => {
  const [row] = await deps.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.status, "active"), eq(videos.isSchedule, false)))
    .limit(1);
  return row;
});
