import { describe, expect, it } from "vitest";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { call, createUser, db } from "../helpers/api";
import { subscribe } from "../helpers/feeds";
import { contentCounters, insertContent } from "../helpers/social";

const post = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call("/api/comments", { method: "POST", token, body, headers });

describe("comments", () => {
  it("creates sanitised comments, lists them newest first with author cards, and counts them", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan", { name: "Commenting Fan" });
    const reader = await createUser("fan");
    const feedId = await insertContent("feed", creator.id);
    // Comments follow the post's access: these fans subscribe (tests/api/locked-social.test.ts has the rest).
    await subscribe(fan.id, creator.id);
    await subscribe(reader.id, creator.id);

    const first = await post(fan.token, {
      objectId: feedId,
      objectType: "feed",
      content:
        '<p onclick="x()">Love <b>this</b><script>alert(1)</script> <a href="javascript:evil()">x</a></p>',
    });
    expect(first.status).toBe(201);
    const comment = first.json.data;
    expect(comment.content).not.toMatch(/script|onclick|javascript/);
    expect(comment.content).toContain("<b>this</b>");
    expect(comment).toMatchObject({
      objectId: feedId,
      objectType: "feed",
      createdBy: fan.id,
      creator: { _id: fan.id, name: "Commenting Fan", username: fan.username },
      isAuthor: true,
      isContentOwner: false,
      canDelete: true,
      totalLike: 0,
    });
    expect(typeof comment.creator.avatar).toBe("string");

    const reply = await post(creator.token, { objectId: feedId, objectType: "feed", content: "Thanks!" });
    expect(reply.status).toBe(201);
    expect(reply.json.data.isContentOwner).toBe(true);

    expect((await contentCounters("feed", feedId)).totalComment).toBe(2);

    const list = await call(`/api/comments?objectId=${feedId}&objectType=feed`, { token: reader.token });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(2);
    expect(list.json.data.data.map((c: any) => c.content)).toEqual(["Thanks!", comment.content]);
    expect(list.json.data.data.every((c: any) => c.isAuthor === false && c.canDelete === false)).toBe(true);

    const asFan = await call(`/api/comments?objectId=${feedId}&objectType=feed&limit=1&offset=1`, {
      token: fan.token,
    });
    expect(asFan.json.data.data).toHaveLength(1);
    expect(asFan.json.data.data[0]).toMatchObject({ _id: comment._id, isAuthor: true });
    expect(asFan.json.data.total).toBe(2);
  });

  it("comments on videos, galleries and products too", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    for (const type of ["video", "gallery", "product"] as const) {
      const id = await insertContent(type, creator.id);
      const res = await post(fan.token, { objectId: id, objectType: type, content: `On a ${type}` });
      expect(res.status).toBe(201);
      expect((await contentCounters(type, id)).totalComment).toBe(1);
    }
  });

  it("validates input (422), needs a login (401) and a visible item (404)", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    const feedId = await insertContent("feed", creator.id);
    const draftId = await insertContent("gallery", creator.id, { status: "draft" });

    expect((await post(undefined, { objectId: feedId, objectType: "feed", content: "Hi" })).status).toBe(401);

    const empty = await post(fan.token, { objectId: feedId, objectType: "feed", content: "   " });
    expect(empty.status).toBe(422);
    expect(empty.json.details.content).toBeDefined();
    const tooLong = await post(fan.token, {
      objectId: feedId,
      objectType: "feed",
      content: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(422);
    const onlyScript = await post(fan.token, {
      objectId: feedId,
      objectType: "feed",
      content: "<script>alert(1)</script>",
    });
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.json.details.content).toBeDefined();
    // Not a kind of item comments exist for: a malformed request.
    const badType = await post(fan.token, { objectId: feedId, objectType: "performer", content: "Hi" });
    expect(badType.status).toBe(400);
    expect(badType.json.details.objectType).toBeDefined();

    expect((await post(fan.token, { objectId: "nosuch", objectType: "feed", content: "Hi" })).status).toBe(
      404,
    );
    expect((await post(fan.token, { objectId: draftId, objectType: "gallery", content: "Hi" })).status).toBe(
      404,
    );
    expect((await call("/api/comments?objectId=nosuch&objectType=feed")).status).toBe(404);
    expect((await call(`/api/comments?objectId=${feedId}`)).status).toBe(422);
    expect((await contentCounters("feed", feedId)).totalComment).toBe(0);
  });

  it("keeps blocked fans and blocked countries out", async () => {
    const creator = await createUser("performer");
    const blocked = await createUser("fan");
    const fan = await createUser("fan");
    await subscribe(blocked.id, creator.id);
    await subscribe(fan.id, creator.id);
    const videoId = await insertContent("video", creator.id);
    const earlier = await post(blocked.token, { objectId: videoId, objectType: "video", content: "Before" });
    expect(earlier.status).toBe(201);
    await db()
      .insert(userBlocks)
      .values({ performerId: creator.id, userId: blocked.id, createdAt: Date.now() });
    await db()
      .insert(performerCountryBlocks)
      .values({ performerId: creator.id, countryCode: "IT", createdAt: Date.now() });

    const res = await post(blocked.token, { objectId: videoId, objectType: "video", content: "Hi" });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("user_blocked");
    const list = await call(`/api/comments?objectId=${videoId}&objectType=video`, { token: blocked.token });
    expect(list.status).toBe(403);
    const edit = await call(`/api/comments/${earlier.json.data._id}`, {
      method: "PUT",
      token: blocked.token,
      body: { content: "Edited" },
    });
    expect(edit.status).toBe(403);

    const fromItaly = await post(
      fan.token,
      { objectId: videoId, objectType: "video", content: "Ciao" },
      {
        "cf-ipcountry": "IT",
      },
    );
    expect(fromItaly.status).toBe(403);
    expect(fromItaly.json.code).toBe("country_blocked");
  });

  it("lets only the author edit a comment", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const other = await createUser("fan");
    const admin = await createUser("admin");
    await subscribe(fan.id, creator.id);
    await subscribe(other.id, creator.id);
    const feedId = await insertContent("feed", creator.id);
    const created = await post(fan.token, { objectId: feedId, objectType: "feed", content: "Frist" });
    const id = created.json.data._id;

    const edited = await call(`/api/comments/${id}`, {
      method: "PUT",
      token: fan.token,
      body: { content: "<i>First</i>" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ _id: id, content: "<i>First</i>", isAuthor: true });

    for (const someone of [other, creator, admin]) {
      const res = await call(`/api/comments/${id}`, {
        method: "PUT",
        token: someone.token,
        body: { content: "Mine" },
      });
      expect(res.status).toBe(403);
    }
    expect((await call(`/api/comments/${id}`, { method: "PUT", body: { content: "x" } })).status).toBe(401);
    expect(
      (await call(`/api/comments/${id}`, { method: "PUT", token: fan.token, body: { content: "" } })).status,
    ).toBe(422);
    expect(
      (await call("/api/comments/nosuchcomment", { method: "PUT", token: fan.token, body: { content: "x" } }))
        .status,
    ).toBe(404);
  });

  it("lets the author, the content's creator and admins delete, not strangers", async () => {
    const creator = await createUser("performer");
    const otherCreator = await createUser("performer");
    const fan = await createUser("fan");
    const stranger = await createUser("fan");
    const admin = await createUser("admin");
    const productId = await insertContent("product", creator.id);
    const make = async () =>
      (await post(fan.token, { objectId: productId, objectType: "product", content: "Hello" })).json.data._id;

    const [byAuthor, byOwner, byAdmin] = [await make(), await make(), await make()];
    expect((await contentCounters("product", productId)).totalComment).toBe(3);

    for (const someone of [stranger, otherCreator]) {
      const res = await call(`/api/comments/${byAuthor}`, { method: "DELETE", token: someone.token });
      expect(res.status).toBe(403);
    }
    expect((await call(`/api/comments/${byAuthor}`, { method: "DELETE" })).status).toBe(401);

    expect((await call(`/api/comments/${byAuthor}`, { method: "DELETE", token: fan.token })).status).toBe(
      200,
    );
    expect((await call(`/api/comments/${byOwner}`, { method: "DELETE", token: creator.token })).status).toBe(
      200,
    );
    const adminDelete = await call(`/api/comments/${byAdmin}`, { method: "DELETE", token: admin.token });
    expect(adminDelete.status).toBe(200);
    expect(adminDelete.json.data).toEqual({ _id: byAdmin, deleted: true });

    expect((await call(`/api/comments/${byAdmin}`, { method: "DELETE", token: admin.token })).status).toBe(
      404,
    );
    expect((await contentCounters("product", productId)).totalComment).toBe(0);
    const list = await call(`/api/comments?objectId=${productId}&objectType=product`);
    expect(list.json.data).toEqual({ data: [], total: 0 });
  });
});
