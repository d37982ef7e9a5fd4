import { eq } from "drizzle-orm";
import { galleries } from "../../../drizzle/schema/assets";
import { type AccessItem, contentItem } from "../../identity/access/service";
import type { Deps } from "../../lib/deps";

export type GalleryRow = typeof galleries.$inferSelect;

export async function findGallery(deps: Deps, id: string): Promise<GalleryRow | undefined> {
  const [row] = await deps.db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
  return row;
}

/** A gallery's photos inherit its rule: bought when for sale, else a subscription. */
export const galleryAccessItem = (g: GalleryRow): AccessItem => contentItem("gallery", g);
