import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userBlocks } from "../../drizzle/schema/blocks";
import { files } from "../../drizzle/schema/files";
import { users } from "../../drizzle/schema/users";
import { BASE, call, createUser, db, unique } from "../helpers/api";
import { file, lastEmailTo, login, PNG_BYTES, SCRIPT_BYTES } from "../helpers/auth";

const avatarForm = (f: File) => {
  const form = new FormData();
  form.set("file", f);
  return form;
};
const png = () => file(PNG_BYTES, "me.png", "image/png");

describe("GET /users/me", () => {
  it("needs a session", async () => {
    const res = await call("/api/users/me");
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, code: "unauthorized", message: "Please login!" });
    expect((await call("/api/users/me", { token: "not-a-real-token" })).status).toBe(401);
  });

  it("returns the current user with tokens, the default avatar and no secrets", async () => {
    const user = await createUser("fan", { name: "Fanny Fan" });
    await db()
      .update(users)
      .set({ balance: 1234, gender: "female", country: "FR" })
      .where(eq(users.id, user.id));
    const res = await call("/api/users/me", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 0, message: "OK" });
    expect(res.json.data).toMatchObject({
      _id: user.id,
      name: "Fanny Fan",
      username: user.username,
      email: user.email,
      emailVerified: true,
      avatar: "/images/default-avatar.svg",
      cover: null,
      balance: 12.34,
      isPerformer: false,
      role: "fan",
      gender: "female",
      country: "FR",
    });
    expect(res.json.data).not.toHaveProperty("verificationStatus");
    expect(new Date(res.json.data.createdAt).toISOString()).toBe(res.json.data.createdAt);
    expect(res.text).not.toMatch(/password|pbkdf2/i);
  });

  it("includes the verification state for creators", async () => {
    const performer = await createUser("performer", { verified: false });
    const res = await call("/api/users/me", { token: performer.token });
    expect(res.json.data).toMatchObject({
      isPerformer: true,
      role: "performer",
      verificationStatus: "pending",
    });
  });
});

describe("PUT /users", () => {
  it("updates the own profile", async () => {
    const user = await createUser("fan");
    const username = unique("renamed_");
    const res = await call("/api/users", {
      method: "PUT",
      token: user.token,
      body: { name: "  New Name ", username: username.toUpperCase(), gender: "male", country: "it" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: "New Name", username, gender: "male", country: "IT" });
    expect((await call(`/api/users/view/${username}`)).json.data._id).toBe(user.id);
  });

  it("a new email needs the current password and applies once its link is opened", async () => {
    const user = await createUser("fan");
    const email = `${unique("moved")}@example.com`;
    const res = await call("/api/users", {
      method: "PUT",
      token: user.token,
      body: { email, currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: email });
    const mail = await lastEmailTo(email, "email-change");
    expect(mail?.text).toContain("/auth/verify-email?token=");
  });

  it("answers taken usernames and emails with 409", async () => {
    const a = await createUser("fan");
    const b = await createUser("fan");
    const u = await call("/api/users", { method: "PUT", token: b.token, body: { username: a.username } });
    expect(u.status).toBe(409);
    expect(u.json.code).toBe("username_taken");
    const e = await call("/api/users", {
      method: "PUT",
      token: b.token,
      body: { email: a.email.toUpperCase(), currentPassword: b.password },
    });
    expect(e.status).toBe(409);
    expect(e.json.code).toBe("email_taken");
    // Keeping one's own username is not a conflict.
    expect(
      (await call("/api/users", { method: "PUT", token: b.token, body: { username: b.username } })).status,
    ).toBe(200);
  });

  it("validates (422 with details), rejects malformed JSON (400) and needs a session (401)", async () => {
    const user = await createUser("fan");
    const res = await call("/api/users", {
      method: "PUT",
      token: user.token,
      body: { name: "", username: "no way!", email: "@", password: "short", country: "X1" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.details).sort()).toEqual(
      ["country", "email", "name", "password", "username"].sort(),
    );
    // A gender outside the list is a malformed request.
    const robot = await call("/api/users", { method: "PUT", token: user.token, body: { gender: "robot" } });
    expect(robot.status).toBe(400);
    expect(Object.keys(robot.json.details)).toEqual(["gender"]);
    const reserved = await call("/api/users", {
      method: "PUT",
      token: user.token,
      body: { username: "wallet" },
    });
    expect(reserved.status).toBe(422);
    const malformed = await call("/api/users", { method: "PUT", token: user.token, body: "{" });
    expect(malformed.status).toBe(400);
    expect((await call("/api/users", { method: "PUT", body: { name: "x" } })).status).toBe(401);
  });

  it("a new password works at once and ends the other sessions", async () => {
    const user = await createUser("fan");
    const other = (await login(user.username, user.password)).json.data.token;
    const res = await call("/api/users", {
      method: "PUT",
      token: user.token,
      body: { password: "Brand-new-pass1", currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    expect((await call("/api/users/me", { token: other })).status).toBe(401);
    expect((await call("/api/users/me", { token: user.token })).status).toBe(200);
    expect((await login(user.username, user.password)).status).toBe(401);
    expect((await login(user.username, "Brand-new-pass1")).status).toBe(200);
  });

  it("cookie requests must come from our own origin", async () => {
    const user = await createUser("fan");
    const cookie = `token=${user.token}`;
    const foreign = await call("/api/users", {
      method: "PUT",
      headers: { cookie, origin: "https://evil.example" },
      body: { name: "Hacked" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("origin_mismatch");
    const missing = await call("/api/users", {
      method: "PUT",
      headers: { cookie },
      body: { name: "Hacked" },
    });
    expect(missing.status).toBe(403);
    const same = await call("/api/users", {
      method: "PUT",
      headers: { cookie, origin: "https://app.test" },
      body: { name: "Legit" },
    });
    expect(same.status).toBe(200);
    expect(same.json.data.name).toBe("Legit");
    // API clients with the Authorization header carry no ambient credentials and need no Origin.
    const header = await call("/api/users", { method: "PUT", token: user.token, body: { name: "Api" } });
    expect(header.status).toBe(200);
  });
});

describe("avatar upload", () => {
  it("stores an image and serves it through a signed URL", async () => {
    const user = await createUser("fan");
    const res = await call("/api/users/avatar/upload", { token: user.token, form: avatarForm(png()) });
    expect(res.status).toBe(200);
    const avatar = res.json.data.avatar as string;
    expect(avatar).toMatch(/^\/media\/[^?]+\?exp=\d+&sig=/);
    const image = await SELF.fetch(`${BASE}${avatar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await call("/api/users/me", { token: user.token })).json.data.avatar).toMatch(/^\/media\//);

    // A second upload replaces the first, which is deleted.
    const first = await db().select().from(files).where(eq(files.ownerId, user.id));
    const again = await call("/api/users/avatar/upload", { token: user.token, form: avatarForm(png()) });
    expect(again.status).toBe(200);
    const now = await db().select().from(files).where(eq(files.ownerId, user.id));
    expect(now).toHaveLength(1);
    expect(now[0].id).not.toBe(first[0].id);
  });

  it("refuses disguised files (415), oversize images (413) and a missing file (422)", async () => {
    const user = await createUser("fan");
    const disguised = await call("/api/users/avatar/upload", {
      token: user.token,
      form: avatarForm(file(SCRIPT_BYTES, "cute.jpg", "image/jpeg")),
    });
    expect(disguised.status).toBe(415);
    expect(disguised.json.code).toBe("unsupported_file_type");

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const oversize = await call("/api/users/avatar/upload", {
      token: user.token,
      form: avatarForm(file(big, "big.png", "image/png")),
    });
    expect(oversize.status).toBe(413);
    expect(oversize.json.code).toBe("file_too_large");

    const empty = await call("/api/users/avatar/upload", { token: user.token, form: new FormData() });
    expect(empty.status).toBe(422);
    expect(empty.json.details.file).toBeTruthy();

    expect(await db().select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
    expect((await call("/api/users/me", { token: user.token })).json.data.avatar).toBe(
      "/images/default-avatar.svg",
    );
    expect((await call("/api/users/avatar/upload", { form: avatarForm(png()) })).status).toBe(401);
  });

  it("by id: oneself or an admin only", async () => {
    const user = await createUser("fan");
    const stranger = await createUser("fan");
    const admin = await createUser("admin");
    const path = `/api/users/${user.id}/avatar/upload`;
    expect((await call(path, { token: user.token, form: avatarForm(png()) })).status).toBe(200);
    const denied = await call(path, { token: stranger.token, form: avatarForm(png()) });
    expect(denied.status).toBe(403);
    const byAdmin = await call(path, { token: admin.token, form: avatarForm(png()) });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.data._id).toBe(user.id);
    const missing = await call("/api/users/ffffffffffffffffffffffff/avatar/upload", {
      token: admin.token,
      form: avatarForm(png()),
    });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe("user_not_found");
  });
});

describe("GET /users/search and /users/view/{id}", () => {
  it("finds users by name or username with paging, as public cards", async () => {
    const viewer = await createUser("fan");
    const tag = unique("zq");
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await createUser(i === 0 ? "performer" : "fan", { name: `Searchy ${tag} ${i}` }));
    const res = await call(`/api/users/search?q=${tag}&limit=2&sort=asc&sortBy=name`, {
      token: viewer.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(3);
    expect(res.json.data.data).toHaveLength(2);
    expect(res.json.data.data[0]).toEqual({
      _id: made[0].id,
      name: `Searchy ${tag} 0`,
      username: made[0].username,
      avatar: "/images/default-avatar.svg",
      isPerformer: true,
      isOnline: false,
    });
    const page2 = await call(`/api/users/search?q=${tag}&limit=2&offset=2&sort=asc&sortBy=name`, {
      token: viewer.token,
    });
    expect(page2.json.data.data.map((u: { _id: string }) => u._id)).toEqual([made[2].id]);
    const byUsername = await call(`/api/users/search?q=${made[1].username.toUpperCase()}`, {
      token: viewer.token,
    });
    expect(byUsername.json.data.data.map((u: { _id: string }) => u._id)).toEqual([made[1].id]);
  });

  it("treats % and _ in q literally, hides inactive users and creators who blocked the viewer", async () => {
    const viewer = await createUser("fan");
    const tag = unique("zw");
    const blocker = await createUser("performer", { name: `Blocker ${tag}` });
    const gone = await createUser("fan", { name: `Gone ${tag}` });
    const kept = await createUser("fan", { name: `Kept ${tag}` });
    await db()
      .insert(userBlocks)
      .values({ performerId: blocker.id, userId: viewer.id, createdAt: Date.now() });
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, gone.id));
    const res = await call(`/api/users/search?q=${tag}`, { token: viewer.token });
    expect(res.json.data.data.map((u: { _id: string }) => u._id)).toEqual([kept.id]);
    const wildcard = await call(`/api/users/search?q=${encodeURIComponent("%")}`, { token: viewer.token });
    expect(wildcard.json.data.data).toHaveLength(0);
    expect((await call(`/api/users/view/${gone.id}`)).status).toBe(404);
    const blocked = await call(`/api/users/view/${blocker.username}`, { token: viewer.token });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
  });

  it("search needs a session and valid paging", async () => {
    expect((await call("/api/users/search?q=a")).status).toBe(401);
    const user = await createUser("fan");
    const bad = await call("/api/users/search?limit=1000", { token: user.token });
    expect(bad.status).toBe(422);
    expect(bad.json.details.limit).toBeTruthy();
  });

  it("views a public card by id or username; 404 for unknown", async () => {
    const user = await createUser("fan", { name: "Viewable" });
    for (const ref of [user.id, user.username, user.username.toUpperCase()]) {
      const res = await call(`/api/users/view/${ref}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({
        _id: user.id,
        name: "Viewable",
        username: user.username,
        avatar: "/images/default-avatar.svg",
        isPerformer: false,
        isOnline: false,
      });
    }
    const missing = await call("/api/users/view/nobody-here");
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe("user_not_found");
  });
});
