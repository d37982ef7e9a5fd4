import { SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { performerProfiles } from "../../drizzle/schema/performers";
import { purchases } from "../../drizzle/schema/purchases";
import { followerDays, follows } from "../../drizzle/schema/social";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { BASE, call, db } from "./api";
import { type SampleName, sampleFile } from "./media";

type FeedUploadKind = "photo" | "video" | "audio" | "thumbnail" | "teaser";

const SAMPLE_FOR: Record<FeedUploadKind, SampleName> = {
  photo: "png",
  video: "mp4",
  audio: "mp3",
  thumbnail: "jpg",
  teaser: "webm",
};

/** Uploads a real sample file through POST /performer/feeds/<kind>/upload; returns the file's data. */
export async function uploadFeedFile(
  token: string,
  kind: FeedUploadKind,
  sample: SampleName = SAMPLE_FOR[kind],
): Promise<{ _id: string; type: string; status: string; url: string }> {
  const form = new FormData();
  form.append("file", sampleFile(sample));
  const res = await call(`/api/performer/feeds/${kind}/upload`, { method: "POST", token, form });
  if (res.status !== 201) throw new Error(`upload ${kind} failed: ${res.status} ${res.text}`);
  return res.json.data;
}

/** POST /performer/feeds; returns the whole response. */
export const postFeed = (token: string, body: Record<string, unknown>) =>
  call("/api/performer/feeds", { method: "POST", token, body });

/** Creates a post and returns its JSON, failing the test when the API refuses it. */
export async function createFeed(token: string, body: Record<string, unknown>) {
  const res = await postFeed(token, body);
  if (res.status !== 201) throw new Error(`create feed failed: ${res.status} ${res.text}`);
  return res.json.data;
}

/** A photo post with one uploaded photo and a thumbnail. */
export async function createPhotoFeed(token: string, extra: Record<string, unknown> = {}) {
  const photo = await uploadFeedFile(token, "photo");
  const thumbnail = await uploadFeedFile(token, "thumbnail");
  const feed = await createFeed(token, {
    type: "photo",
    text: "<p>A photo post with a long enough caption for a preview to be cut.</p>",
    fileIds: [photo._id],
    thumbnailFileId: thumbnail._id,
    ...extra,
  });
  return { feed, photo, thumbnail };
}

/* Test data written straight into D1 for the tables other domains own. */

export async function subscribe(
  userId: string,
  performerId: string,
  expiresInMs = 30 * 86_400_000,
  now = Date.now(),
) {
  await db()
    .insert(subscriptions)
    .values({
      id: crypto.randomUUID(),
      userId,
      performerId,
      type: "monthly",
      status: "active",
      startedAt: now,
      expiresAt: now + expiresInMs,
      paymentGateway: "wallet",
      createdAt: now,
      updatedAt: now,
    });
}

export async function purchaseFeed(userId: string, performerId: string, feedId: string, price = 500) {
  await db().insert(purchases).values({
    id: crypto.randomUUID(),
    userId,
    itemType: "feed",
    itemId: feedId,
    performerId,
    price,
    createdAt: Date.now(),
  });
}

/** A follow row with the creator's kept counts (followers, the day's follows), in one batch as the app writes them. */
export async function follow(userId: string, performerId: string, now = Date.now()) {
  await db().batch([
    db().insert(follows).values({ followerId: userId, performerId, createdAt: now }),
    db()
      .update(performerProfiles)
      .set({ totalFollowers: sql`${performerProfiles.totalFollowers} + 1` })
      .where(eq(performerProfiles.userId, performerId)),
    db()
      .insert(followerDays)
      .values({ performerId, day: Math.floor(now / 86_400_000), n: 1 })
      .onConflictDoUpdate({
        target: [followerDays.performerId, followerDays.day],
        set: { n: sql`${followerDays.n} + 1` },
      }),
  ]);
}

export async function blockUser(performerId: string, userId: string) {
  await db().insert(userBlocks).values({ performerId, userId, createdAt: Date.now() });
}

export async function blockCountry(performerId: string, countryCode: string) {
  await db().insert(performerCountryBlocks).values({ performerId, countryCode, createdAt: Date.now() });
}

/** Fetches a signed media path through the Worker; returns status and bytes. */
export async function fetchMedia(url: string) {
  const res = await SELF.fetch(`${BASE}${url}`);
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}
