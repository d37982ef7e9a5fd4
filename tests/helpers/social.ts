import { eq } from "drizzle-orm";
import { galleries, products, videos } from "../../drizzle/schema/assets";
import { feeds } from "../../drizzle/schema/feeds";
import { performerProfiles } from "../../drizzle/schema/performers";
import { db } from "./api";

/* Content rows written straight into D1, so social tests do not depend on the content APIs. */

const newId = () => crypto.randomUUID().replaceAll("-", "").slice(0, 24);

type ContentType = "feed" | "video" | "gallery" | "product";

export async function insertContent(
  type: ContentType,
  performerId: string,
  extra: { status?: "active" | "draft"; title?: string; text?: string } = {},
): Promise<string> {
  const id = newId();
  const now = Date.now();
  const base = { id, performerId, createdAt: now, updatedAt: now };
  const status = extra.status ?? "active";
  switch (type) {
    case "feed":
      await db()
        .insert(feeds)
        .values({ ...base, type: "text", text: extra.text ?? "<p>Hello fans</p>", status, publishedAt: now });
      break;
    case "video":
      await db()
        .insert(videos)
        .values({ ...base, title: extra.title ?? "A video", status });
      break;
    case "gallery":
      await db()
        .insert(galleries)
        .values({ ...base, title: extra.title ?? "A gallery", status });
      break;
    case "product":
      await db()
        .insert(products)
        .values({
          ...base,
          name: extra.title ?? "A product",
          type: "physical",
          price: 500,
          stock: 3,
          status,
        });
      break;
  }
  return id;
}

/** The item's totalLike and totalComment, read from its table. */
export async function contentCounters(type: ContentType, id: string) {
  const table = { feed: feeds, video: videos, gallery: galleries, product: products }[type];
  const [row] = await db()
    .select({ totalLike: table.totalLike, totalComment: table.totalComment })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

export async function performerStats(performerId: string) {
  const [row] = await db()
    .select({ totalFollowers: performerProfiles.totalFollowers, totalLikes: performerProfiles.totalLikes })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId));
  return row;
}
