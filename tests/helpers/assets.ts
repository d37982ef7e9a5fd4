import {
  createExecutionContext,
  createScheduledController,
  env,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import worker from "#functions/worker";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { files } from "../../drizzle/schema/files";
import { type PurchaseItemType, purchases } from "../../drizzle/schema/purchases";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { BASE, call, createUser, db, type TestUser } from "./api";
import { follow as followRow } from "./feeds";
import { sampleFile } from "./media";

const DAY = 86_400_000;
const rid = () => crypto.randomUUID().replaceAll("-", "").slice(0, 24);

/** An active subscription of `fan` to `performerId`, valid for 30 days. */
export async function subscribe(fan: TestUser, performerId: string) {
  const now = Date.now();
  await db()
    .insert(subscriptions)
    .values({
      id: rid(),
      userId: fan.id,
      performerId,
      type: "monthly",
      status: "active",
      startedAt: now,
      expiresAt: now + 30 * DAY,
      paymentGateway: "wallet",
      createdAt: now,
      updatedAt: now,
    });
}

/** A purchase of one item by `fan` (what the wallet charge writes). */
export async function purchase(
  fan: TestUser,
  itemType: PurchaseItemType,
  itemId: string,
  performerId: string,
) {
  await db()
    .insert(purchases)
    .values({ id: rid(), userId: fan.id, itemType, itemId, performerId, price: 500, createdAt: Date.now() });
}

export async function follow(fan: TestUser, performerId: string) {
  await followRow(fan.id, performerId);
}

export async function blockUser(performerId: string, user: TestUser) {
  await db().insert(userBlocks).values({ performerId, userId: user.id, createdAt: Date.now() });
}

export async function blockCountry(performerId: string, countryCode: string) {
  await db().insert(performerCountryBlocks).values({ performerId, countryCode, createdAt: Date.now() });
}

/**
 * Everyone the access rules tell apart, around one creator: the owner, an admin, a subscriber,
 * a fan who follows only, a fan the creator blocked, and a fan who will buy items.
 */
export interface Cast {
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  subscriber: TestUser;
  buyer: TestUser;
  follower: TestUser;
  blocked: TestUser;
  /** A country the owner blocks. */
  blockedCountry: string;
}

export async function createCast(blockedCountry = "KP"): Promise<Cast> {
  const [owner, other, admin, subscriber, buyer, follower, blocked] = await Promise.all([
    createUser("performer"),
    createUser("performer"),
    createUser("admin"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
  ]);
  await subscribe(subscriber, owner.id);
  await follow(follower, owner.id);
  await follow(buyer, owner.id);
  await blockUser(owner.id, blocked);
  await blockCountry(owner.id, blockedCountry);
  return { owner, other, admin, subscriber, buyer, follower, blocked, blockedCountry };
}

/* ---- Creating items through the API ---- */

export async function createGalleryVia(token: string, body: Record<string, unknown> = {}) {
  const res = await call("/api/performer/performer-assets/galleries", {
    token,
    body: {
      title: "Beach day",
      description: "<p>Sun</p>",
      isSale: false,
      price: 0,
      status: "active",
      ...body,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string; [k: string]: any };
}

export function form(fields: Record<string, string | File | undefined>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.append(k, v);
  return f;
}

export async function uploadPhotoVia(token: string, galleryId: string, file: File = sampleFile("png")) {
  const res = await call("/api/performer/performer-assets/photos/upload", {
    token,
    form: form({ photo: file, galleryId, title: "A photo" }),
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string; [k: string]: any };
}

export async function uploadVideoVia(token: string, fields: Record<string, string | File | undefined> = {}) {
  const res = await call("/api/performer/performer-assets/videos/upload", {
    token,
    form: form({
      file: sampleFile("mp4"),
      thumbnail: sampleFile("jpg"),
      teaser: sampleFile("webm"),
      title: "My video",
      description: "<p>Watch</p>",
      tags: "beach,summer",
      ...fields,
    }),
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string; [k: string]: any };
}

export async function createProductVia(
  token: string,
  fields: Record<string, string | File | undefined> = {},
) {
  const res = await call("/api/performer/performer-assets/products", {
    token,
    form: form({
      name: "Signed poster",
      type: "physical",
      price: "12.5",
      stock: "3",
      image: sampleFile("png"),
      ...fields,
    }),
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string; [k: string]: any };
}

/* ---- Media ---- */

/** Fetches a signed /media URL through the Worker's fetch: status, bytes and headers. */
export async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}${url}`, { headers });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

/** The R2 keys of files rows, to check they are gone from R2 after a delete. */
export async function r2KeysOf(fileIds: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const id of fileIds) {
    const [row] = await db().select().from(files).where(eq(files.id, id));
    if (row) keys.push(row.r2Key);
  }
  return keys;
}

export async function inR2(key: string): Promise<boolean> {
  return (await env.MEDIA.head(key)) !== null;
}

/** Runs the Worker's cron handler once, as Cloudflare would every minute. */
export async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}
