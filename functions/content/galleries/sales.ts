/** What galleries sell through the wallet: a gallery for sale, bought once. */
import { and, eq } from "drizzle-orm";
import { galleries } from "../../../drizzle/schema/assets";
import { unlockedOnce } from "../../money/wallet/sales";

export const gallery = unlockedOnce("gallery", "Gallery", async (deps, id) => {
  const [row] = await deps.db
    .select()
    .from(galleries)
    .where(and(eq(galleries.id, id), eq(galleries.status, "active")))
    .limit(1);
  return row;
});
