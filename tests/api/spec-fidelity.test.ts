/**
 * The fans' timeline honours sort and sortBy, asset searches take the creator's id or username
 * (as the pages' addresses name a creator, /{profileId}), and the bio has one limit.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BIO_MAX_LENGTH, BIO_TOO_LONG } from "#functions/identity/performers/limits";
import { feeds } from "../../drizzle/schema/feeds";
import { BASE, call, createUser, db } from "../helpers/api";
import { createGalleryVia, createProductVia, uploadPhotoVia, uploadVideoVia } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";

describe("GET /user/feeds sorts as asked", () => {
  it("by publication (default newest first), likes, comments or views; pinned posts stay first; unknown keys are 400", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const posts = [];
    for (const [i, likes] of [3, 9, 1].entries()) {
      const feed = await createFeed(creator.token, { type: "text", text: `<p>Post ${i}</p>` });
      await db()
        .update(feeds)
        .set({ totalLike: likes, publishedAt: Date.now() - (10 - i) * 60_000 })
        .where(eq(feeds.id, feed._id));
      posts.push(feed._id as string);
    }
    const order = async (query: string, token = fan.token) => {
      const res = await call(`/api/user/feeds?performerId=${creator.username}&${query}`, { token });
      expect(res.status, res.text).toBe(200);
      return res.json.data.data.map((f: { _id: string }) => f._id);
    };
    expect(await order("")).toEqual([posts[2], posts[1], posts[0]]);
    expect(await order("sort=asc")).toEqual([posts[0], posts[1], posts[2]]);
    expect(await order("sortBy=totalLike")).toEqual([posts[1], posts[0], posts[2]]);
    expect(await order("sortBy=totalLike&sort=asc")).toEqual([posts[2], posts[0], posts[1]]);
    await db().update(feeds).set({ isPinned: true, pinnedAt: Date.now() }).where(eq(feeds.id, posts[2]));
    expect(await order("sortBy=totalLike")).toEqual([posts[2], posts[1], posts[0]]);
    // The home timeline (followed creators) sorts the same way.
    await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });
    const home = await call("/api/user/feeds?sortBy=totalLike&sort=asc", { token: fan.token });
    expect(home.json.data.data.map((f: { _id: string }) => f._id)).toEqual([posts[2], posts[0], posts[1]]);
    for (const bad of ["sortBy=constructor", "sortBy=__proto__", "sortBy=title", "sort=up"]) {
      const res = await call(`/api/user/feeds?performerId=${creator.id}&${bad}`, { token: fan.token });
      expect(res.status, bad).toBe(400);
      expect(res.json.code, bad).toBe("malformed_request");
    }
  });
});

describe("asset searches take the creator's username", () => {
  it("galleries, videos, products and photos: the same items by username as by id", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const gallery = await createGalleryVia(creator.token);
    await uploadPhotoVia(creator.token, gallery._id);
    await uploadVideoVia(creator.token, { status: "active" });
    await createProductVia(creator.token);
    const searches = [
      (ref: string) => `/api/performer-assets/galleries/search?performerId=${ref}`,
      (ref: string) => `/api/performer-assets/videos/search?performerId=${ref}`,
      (ref: string) => `/api/performer-assets/products/search?performerId=${ref}`,
      (ref: string) => `/api/performer-assets/photos/${ref}`,
    ];
    for (const search of searches) {
      const byId = await call(search(creator.id), { token: fan.token });
      const byName = await call(search(creator.username), { token: fan.token });
      const byUpperName = await call(search(creator.username.toUpperCase()), { token: fan.token });
      expect(byName.status, search("username")).toBe(200);
      expect(byId.json.data.total, search("id")).toBeGreaterThan(0);
      expect(byName.json.data, search("username")).toEqual(byId.json.data);
      expect(byUpperName.json.data, search("USERNAME")).toEqual(byId.json.data);
      const nobody = await call(search("nobody-by-that-name"), { token: fan.token });
      expect(nobody.status).toBe(404);
      expect(nobody.json.code).toBe("performer_not_found");
    }
  });
});

describe("the bio has one limit", () => {
  it(`${BIO_MAX_LENGTH} characters as sent, tags included: the document, the API and the form say the same`, async () => {
    const creator = await createUser("performer");
    const put = (bio: string) =>
      call(`/api/performers/${creator.id}`, { method: "PUT", token: creator.token, body: { bio } });
    expect((await put("a".repeat(BIO_MAX_LENGTH))).status).toBe(200);
    const markup = "<p><strong></strong></p>";
    expect((await put(`<p><strong>${"a".repeat(BIO_MAX_LENGTH - markup.length)}</strong></p>`)).status).toBe(
      200,
    );
    for (const bio of [
      "a".repeat(BIO_MAX_LENGTH + 1),
      `<p><strong>${"a".repeat(BIO_MAX_LENGTH - markup.length + 1)}</strong></p>`,
      "a".repeat(5 * BIO_MAX_LENGTH),
    ]) {
      const res = await put(bio);
      expect(res.status).toBe(422);
      expect(res.json.details).toEqual({ bio: BIO_TOO_LONG });
    }
    expect(BIO_TOO_LONG).toBe("Keep the bio to 2,000 characters or fewer");

    // The document publishes the same number for the request body's bio.
    const doc = (await call("/api/openapi.json")).json;
    const resolve = (schema: { $ref?: string }) =>
      schema.$ref ? doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")] : schema;
    const body = resolve(doc.paths["/performers/{id}"].put.requestBody.content["application/json"].schema);
    expect(body.properties.bio.maxLength).toBe(BIO_MAX_LENGTH);

    const page = await call("/creator/account", { headers: { cookie: `token=${creator.token}` } });
    expect(page.text).toContain(`maxLength="${BIO_MAX_LENGTH}"`);
    expect(page.text).toContain("Up to 2,000 characters.");
  });

  it("the form counts a line break as one character, as the textarea does, and shows the bio's text", async () => {
    const creator = await createUser("performer");
    const lines = `${"a".repeat(BIO_MAX_LENGTH / 2 - 1)}\n${"b".repeat(BIO_MAX_LENGTH / 2)}`;
    expect(lines.length).toBe(BIO_MAX_LENGTH);
    const form = new FormData();
    form.set("intent", "profile");
    // As a browser submits a textarea: line breaks as CRLF.
    form.set("bio", lines.replaceAll("\n", "\r\n"));
    const saved = await call("/creator/account", {
      method: "POST",
      form,
      headers: { cookie: `token=${creator.token}`, origin: BASE, host: new URL(BASE).host },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.text).toContain("Changes saved");
    const me = await call(`/api/performers/${creator.id}`, { token: creator.token });
    expect(me.json.data.bio).toBe(lines);

    // Text with an ampersand reads as written in the form (not as its stored &amp;amp;).
    await call(`/api/performers/${creator.id}`, {
      method: "PUT",
      token: creator.token,
      body: { bio: "<p>Live Q&amp;A</p><p>Sets &lt;3</p>" },
    });
    const page = await call("/creator/account", { headers: { cookie: `token=${creator.token}` } });
    expect(page.text).toMatch(/<textarea[^>]*name="bio"[^>]*>Live Q&amp;A\nSets &lt;3<\/textarea>/);
  });
});
