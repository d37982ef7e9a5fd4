import { describe, expect, it } from "vitest";
import { userBlocks } from "../../drizzle/schema/blocks";
import { call, createUser, db } from "../helpers/api";
import { subscribe } from "../helpers/feeds";
import { insertContent } from "../helpers/social";

const report = (token: string | undefined, body: unknown) =>
  call("/api/reports", { method: "POST", token, body });

describe("reports", () => {
  it("reports every kind of target once while open; admins review them", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan", { name: "Reporting Fan" });
    const other = await createUser("fan");
    const admin = await createUser("admin");
    const feedId = await insertContent("feed", creator.id);
    // Commenting on a post needs access to it (tests/api/locked-social.test.ts).
    await subscribe(other.id, creator.id);
    const comment = await call("/api/comments", {
      token: other.token,
      body: { objectId: feedId, objectType: "feed", content: "Rude" },
    });

    const targets: [string, string][] = [
      ["performer", creator.id],
      ["feed", feedId],
      ["video", await insertContent("video", creator.id)],
      ["gallery", await insertContent("gallery", creator.id)],
      ["product", await insertContent("product", creator.id)],
      ["comment", comment.json.data._id],
    ];
    for (const [target, targetId] of targets) {
      const res = await report(fan.token, { target, targetId, title: "Bad", description: `Bad ${target}` });
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({ target, targetId, performerId: creator.id, status: "open" });
    }

    const dup = await report(fan.token, { target: "feed", targetId: feedId, description: "Again" });
    expect(dup.status).toBe(409);
    expect(dup.json.code).toBe("already_reported");
    // Another user may report the same thing.
    expect(
      (await report(other.token, { target: "feed", targetId: feedId, description: "Me too" })).status,
    ).toBe(201);

    const list = await call(`/api/admin/reports?performerId=${creator.id}&target=feed`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(2);
    const mine = list.json.data.data.find((r: any) => r.reporter._id === fan.id);
    expect(mine).toMatchObject({
      description: "Bad feed",
      title: "Bad",
      reporter: { name: "Reporting Fan" },
    });
    expect(mine.performer._id).toBe(creator.id);

    const resolved = await call(`/api/admin/reports/${mine._id}`, {
      method: "PUT",
      token: admin.token,
      body: { status: "resolved" },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.json.data).toMatchObject({ status: "resolved", resolvedBy: admin.id });

    // Once the first is closed, the fan may report the same target again.
    const second = await report(fan.token, { target: "feed", targetId: feedId, description: "It is back" });
    expect(second.status).toBe(201);
    const reopen = await call(`/api/admin/reports/${mine._id}`, {
      method: "PUT",
      token: admin.token,
      body: { status: "open" },
    });
    expect(reopen.status).toBe(409);

    const open = await call(`/api/admin/reports?status=open&performerId=${creator.id}&limit=100`, {
      token: admin.token,
    });
    expect(open.json.data.data.every((r: any) => r.status === "open")).toBe(true);
    expect(open.json.data.total).toBe(7);
  });

  it("lets a blocked fan still report the creator", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await db().insert(userBlocks).values({ performerId: creator.id, userId: fan.id, createdAt: Date.now() });
    expect(
      (await report(fan.token, { target: "performer", targetId: creator.id, description: "Scam" })).status,
    ).toBe(201);
  });

  it("validates input, needs a login and an existing, visible target", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const draftId = await insertContent("video", creator.id, { status: "draft" });
    expect(
      (await report(undefined, { target: "performer", targetId: creator.id, description: "x" })).status,
    ).toBe(401);
    const bad = await report(fan.token, { target: "user", targetId: "", description: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.details).sort()).toEqual(["description", "target", "targetId"]);
    const empty = await report(fan.token, { target: "feed", targetId: "", description: "" });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.details).sort()).toEqual(["description", "targetId"]);
    expect((await report(fan.token, { target: "feed", targetId: "nosuch", description: "x" })).status).toBe(
      404,
    );
    expect(
      (await report(fan.token, { target: "performer", targetId: fan.id, description: "x" })).status,
    ).toBe(404);
    expect((await report(fan.token, { target: "video", targetId: draftId, description: "x" })).status).toBe(
      404,
    );
    const self = await report(creator.token, { target: "performer", targetId: creator.id, description: "x" });
    expect(self.status).toBe(422);
  });

  it("keeps the admin calls to admins", async () => {
    const fan = await createUser("fan");
    const creator = await createUser("performer");
    const admin = await createUser("admin");
    expect((await call("/api/admin/reports")).status).toBe(401);
    expect((await call("/api/admin/reports", { token: fan.token })).status).toBe(403);
    expect((await call("/api/admin/reports", { token: creator.token })).status).toBe(403);
    const put = { method: "PUT", body: { status: "dismissed" } };
    expect((await call("/api/admin/reports/whatever", { ...put, token: fan.token })).status).toBe(403);
    expect((await call("/api/admin/reports/nosuchreport", { ...put, token: admin.token })).status).toBe(404);
    const badStatus = await call("/api/admin/reports/x", {
      method: "PUT",
      token: admin.token,
      body: { status: "done" },
    });
    expect(badStatus.status).toBe(400);
    expect((await call("/api/admin/reports?status=done", { token: admin.token })).status).toBe(400);
  });
});
