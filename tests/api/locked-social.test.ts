/**
 * Finding 13 of the outside review: people without access to a locked post could read its
 * comments, comment on it and like it. Comments and likes now follow the item's own access, the
 * same decision as opening it, for every kind that has them; a bookmark keeps only the teaser, so
 * anyone who may see the creator may bookmark (and report) a locked item.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { comments, reactions } from "../../drizzle/schema/social";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  createGalleryVia,
  createProductVia,
  form,
  purchase,
  subscribe,
  uploadVideoVia,
} from "../helpers/assets";
import { createFeed } from "../helpers/feeds";

type Kind = "feed" | "video" | "gallery" | "product";

describe("comments and likes follow the item's access", () => {
  let owner: TestUser;
  let fan: TestUser;
  let subscriber: TestUser;
  let buyer: TestUser;
  /** Items for subscribers (sub) and for sale (sale) of each lockable kind. */
  const items: Record<"sub" | "sale", Record<Exclude<Kind, "product">, string>> = {
    sub: { feed: "", video: "", gallery: "" },
    sale: { feed: "", video: "", gallery: "" },
  };
  let productId = "";
  /** A comment the owner wrote on each locked item. */
  const ownerComments = new Map<string, string>();

  beforeAll(async () => {
    [owner, fan, subscriber, buyer] = await Promise.all([
      createUser("performer"),
      createUser("fan"),
      createUser("fan"),
      createUser("fan"),
    ]);
    await subscribe(subscriber, owner.id);
    items.sub.feed = (await createFeed(owner.token, { type: "text", text: "<p>For subscribers</p>" }))._id;
    items.sale.feed = (
      await createFeed(owner.token, { type: "text", text: "<p>For sale</p>", isSale: true, price: 5 })
    )._id;
    items.sub.video = (await uploadVideoVia(owner.token))._id;
    items.sale.video = (await uploadVideoVia(owner.token, { isSale: "true", price: "4" }))._id;
    items.sub.gallery = (await createGalleryVia(owner.token))._id;
    items.sale.gallery = (await createGalleryVia(owner.token, { isSale: true, price: 3 }))._id;
    productId = (await createProductVia(owner.token))._id;
    for (const [kind, id] of Object.entries(items.sale)) await purchase(buyer, kind as Kind, id, owner.id);
    for (const group of Object.values(items)) {
      for (const [kind, id] of Object.entries(group)) {
        const res = await call("/api/comments", {
          token: owner.token,
          body: { objectType: kind, objectId: id, content: `Owner note on ${id}` },
        });
        expect(res.status, res.text).toBe(201);
        ownerComments.set(id, res.json.data._id);
      }
    }
  });

  const lockedCases = () =>
    (["feed", "video", "gallery"] as const).flatMap((kind) => [
      { kind, id: items.sub[kind], rule: "sub" as const },
      { kind, id: items.sale[kind], rule: "sale" as const },
    ]);

  it("a visitor gets 401 and a fan without access 403 on reading comments; entitled fans read them", async () => {
    for (const { kind, id, rule } of lockedCases()) {
      const path = `/api/comments?objectType=${kind}&objectId=${id}`;
      const anonymous = await call(path);
      expect(anonymous.status, `${kind} ${rule}`).toBe(401);
      expect(anonymous.text).not.toContain("Owner note");
      const outsider = await call(path, { token: fan.token });
      expect(outsider.status).toBe(403);
      expect(outsider.json.code).toBe(rule === "sub" ? "subscription_required" : "purchase_required");
      expect(outsider.text).not.toContain("Owner note");
      const entitled = await call(path, { token: (rule === "sub" ? subscriber : buyer).token });
      expect(entitled.status, entitled.text).toBe(200);
      expect(entitled.json.data.total).toBe(1);
      if (rule === "sale") {
        // A subscription does not unlock an item for sale, nor its comments.
        expect((await call(path, { token: subscriber.token })).json.code).toBe("purchase_required");
      }
    }
  });

  it("a fan without access cannot comment, like the item or like its comments; nothing is written", async () => {
    for (const { kind, id, rule } of lockedCases()) {
      const comment = await call("/api/comments", {
        token: fan.token,
        body: { objectType: kind, objectId: id, content: "Let me in" },
      });
      expect(comment.status, `${kind} ${rule}`).toBe(403);
      const like = await call("/api/reactions", {
        token: fan.token,
        body: { objectType: kind, objectId: id, action: "like" },
      });
      expect(like.status).toBe(403);
      const likeComment = await call("/api/reactions", {
        token: fan.token,
        body: { objectType: "comment", objectId: ownerComments.get(id), action: "like" },
      });
      expect(likeComment.status).toBe(403);
      expect(likeComment.json.code).toBe(rule === "sub" ? "subscription_required" : "purchase_required");
    }
    const written = await db().select().from(comments).where(eq(comments.userId, fan.id));
    expect(written).toHaveLength(0);
    const liked = await db()
      .select()
      .from(reactions)
      .where(and(eq(reactions.userId, fan.id), eq(reactions.action, "like")));
    expect(liked).toHaveLength(0);
    const item = await call(`/api/user/feeds/${items.sub.feed}`, { token: owner.token });
    expect(item.json.data).toMatchObject({ totalLike: 0, totalComment: 1 });
  });

  it("entitled fans comment and like; everyone who may see the creator may bookmark a locked item", async () => {
    for (const { kind, id, rule } of lockedCases()) {
      const who = rule === "sub" ? subscriber : buyer;
      const comment = await call("/api/comments", {
        token: who.token,
        body: { objectType: kind, objectId: id, content: "Lovely" },
      });
      expect(comment.status, `${kind} ${rule}`).toBe(201);
      const like = await call("/api/reactions", {
        token: who.token,
        body: { objectType: kind, objectId: id, action: "like" },
      });
      expect(like.status).toBe(200);
      const bookmark = await call("/api/reactions", {
        token: fan.token,
        body: { objectType: kind, objectId: id, action: "bookmark" },
      });
      expect(bookmark.status).toBe(200);
    }
  });

  it("a product page is never locked: any fan who may see the creator comments and likes it", async () => {
    const comment = await call("/api/comments", {
      token: fan.token,
      body: { objectType: "product", objectId: productId, content: "Nice poster" },
    });
    expect(comment.status, comment.text).toBe(201);
    const like = await call("/api/reactions", {
      token: fan.token,
      body: { objectType: "product", objectId: productId, action: "like" },
    });
    expect(like.status).toBe(200);
    expect((await call(`/api/comments?objectType=product&objectId=${productId}`)).status).toBe(200);
  });

  it("a fan whose subscription ended can no longer edit their comment on a subscriber item", async () => {
    const lapsed = await createUser("fan");
    await subscribe(lapsed, owner.id);
    const made = await call("/api/comments", {
      token: lapsed.token,
      body: { objectType: "video", objectId: items.sub.video, content: "First" },
    });
    expect(made.status).toBe(201);
    await db()
      .update(subscriptions)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(subscriptions.userId, lapsed.id));
    const edit = await call(`/api/comments/${made.json.data._id}`, {
      method: "PUT",
      token: lapsed.token,
      body: { content: "Edited" },
    });
    expect(edit.status).toBe(403);
    // Taking one's own comment down stays possible.
    const del = await call(`/api/comments/${made.json.data._id}`, { method: "DELETE", token: lapsed.token });
    expect(del.status).toBe(200);
  });

  it("the web pages follow the same rule: no comments in a locked item's page, actions refused", async () => {
    for (const [path, id] of [
      [`/feeds/${items.sub.feed}`, items.sub.feed],
      [`/videos/${items.sub.video}`, items.sub.video],
      [`/galleries/${items.sale.gallery}`, items.sale.gallery],
    ] as const) {
      for (const token of [undefined, fan.token]) {
        const page = await call(path, { token });
        expect(page.status, path).toBe(200);
        expect(page.text).toContain('data-testid="comments-locked"');
        expect(page.text).not.toContain(`Owner note on ${id}`);
      }
      const open = await call(path, { token: owner.token });
      expect(open.text).toContain(`Owner note on ${id}`);
    }
    // Pages' fetchers reach resource routes through Remix's single-fetch `.data` URLs.
    const more = await call(`/resources/comments.data?objectType=feed&objectId=${items.sub.feed}`, {
      token: fan.token,
    });
    expect(more.status).toBe(403);
    expect(more.text).not.toContain("Owner note");
    const action = await call("/resources/content.data", {
      token: fan.token,
      form: form({ intent: "comment", objectType: "feed", objectId: items.sub.feed, content: "Hi" }),
    });
    expect(action.status).toBe(403);
    const like = await call("/resources/content.data", {
      token: fan.token,
      form: form({
        intent: "react",
        action: "like",
        objectType: "feed",
        objectId: items.sub.feed,
        on: "true",
      }),
    });
    expect(like.status).toBe(403);
  });
});
