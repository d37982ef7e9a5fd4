import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { systemClock } from "#functions/lib/clock";
import { sha256Hex } from "#functions/lib/ids";
import { updateSetting } from "#functions/site/settings/service";
import { files } from "../../drizzle/schema/files";
import { performerProfiles } from "../../drizzle/schema/performers";
import { rateLimits, sessions, users } from "../../drizzle/schema/users";
import { call, createUser, db, unique } from "../helpers/api";
import {
  file,
  ipHeaders,
  lastEmailTo,
  login,
  PDF_BYTES,
  PNG_BYTES,
  registerFan,
  SCRIPT_BYTES,
  signupInput,
} from "../helpers/auth";

const settingsDeps = () => ({ db: db(), clock: systemClock });

async function withSetting(value: boolean, run: () => Promise<void>) {
  await updateSetting(settingsDeps(), "requireEmailVerification", value);
  try {
    await run();
  } finally {
    await updateSetting(settingsDeps(), "requireEmailVerification", false);
  }
}

function performerForm(fields: Record<string, string>, docs: Record<string, File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(docs)) form.set(k, v);
  return form;
}

describe("POST /auth/login", () => {
  it("logs in by username and by email, case-insensitively, and the token works", async () => {
    const user = await createUser("fan");
    for (const name of [user.username, user.email, user.username.toUpperCase(), user.email.toUpperCase()]) {
      const res = await login(name, user.password);
      expect(res.status).toBe(200);
      expect(res.json.data.user).toMatchObject({ _id: user.id, username: user.username, isPerformer: false });
      expect(res.json.data.user).not.toHaveProperty("passwordHash");
      expect(res.text).not.toContain("pbkdf2");
      const me = await call("/api/users/me", { token: res.json.data.token });
      expect(me.status).toBe(200);
      expect(me.json.data._id).toBe(user.id);
    }
  });

  it("stores only the SHA-256 of the session token", async () => {
    const user = await createUser("fan");
    const res = await login(user.username, user.password);
    const token = res.json.data.token as string;
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.some((s) => s.tokenHash === token)).toBe(false);
    expect(rows.some((s) => s.tokenHash === undefined)).toBe(false);
    const hashed = await sha256Hex(token);
    expect(rows.filter((s) => s.tokenHash === hashed)).toHaveLength(1);
  });

  it("sets a 1-day HttpOnly cookie, or 365 days with remember", async () => {
    const user = await createUser("fan");
    const day = await login(user.username, user.password);
    const cookie = day.headers.get("set-cookie")!;
    expect(cookie).toContain(`token=${encodeURIComponent(day.json.data.token)}`);
    for (const part of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=86400"]) {
      expect(cookie).toContain(part);
    }
    const dayMs = Date.parse(day.json.data.expiresAt) - Date.now();
    expect(dayMs).toBeGreaterThan(86_400_000 - 60_000);
    expect(dayMs).toBeLessThanOrEqual(86_400_000);

    const year = await login(user.username, user.password, true);
    expect(year.headers.get("set-cookie")).toContain("Max-Age=31536000");
    const yearMs = Date.parse(year.json.data.expiresAt) - Date.now();
    expect(yearMs).toBeGreaterThan(365 * 86_400_000 - 60_000);

    // The cookie alone authenticates a browser.
    const me = await call("/api/users/me", { headers: { cookie: `token=${year.json.data.token}` } });
    expect(me.status).toBe(200);
  });

  it("answers unknown users and wrong passwords with the same 401", async () => {
    const user = await createUser("fan");
    const wrong = await login(user.username, "not-the-password");
    const unknown = await login(unique("ghost"), "whatever-password");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        statusCode: 401,
        error: "Unauthorized",
        code: "incorrect_credentials",
        message: "Incorrect credentials!",
      });
    }
  });

  it("refuses inactive accounts with 403 once the password is right", async () => {
    const user = await createUser("fan");
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, user.id));
    expect((await login(user.username, "wrong-password")).status).toBe(401);
    const res = await login(user.username, user.password);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("account_inactive");
    // Existing sessions of an inactive account stop working too.
    expect((await call("/api/users/me", { token: user.token })).status).toBe(401);
  });

  it("honours requireEmailVerification", async () => {
    const user = await createUser("fan");
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await withSetting(true, async () => {
      const res = await login(user.username, user.password);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("email_not_verified");
      expect(res.headers.get("set-cookie")).toBeNull();
    });
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it("validates the body (422 with details) and rejects malformed JSON (400)", async () => {
    const res = await call("/api/auth/login", { body: { username: "" } });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("validation_failed");
    expect(Object.keys(res.json.details)).toEqual(expect.arrayContaining(["username", "password"]));

    const bad = await call("/api/auth/login", { body: '{"username": "x", ' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("malformed_json");
  });
});

describe("login rate limits", () => {
  it("gives 429 on the 11th failure in a minute, also for the right password", async () => {
    const user = await createUser("fan");
    for (let i = 0; i < 10; i++) {
      expect((await login(user.username, `wrong-${i}-password`)).status).toBe(401);
    }
    const eleventh = await login(user.email, "wrong-again-password");
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.code).toBe("too_many_attempts");
    expect((await login(user.username, user.password)).status).toBe(429);
    // Another account is not affected.
    const other = await createUser("fan");
    expect((await login(other.username, other.password)).status).toBe(200);
  });

  it("a burst of parallel failures lets at most 10 through", async () => {
    const user = await createUser("fan");
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(user.username, `wrong-${i}-password`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("successful logins do not count as failures", async () => {
    const user = await createUser("fan");
    for (let i = 0; i < 12; i++) expect((await login(user.username, user.password)).status).toBe(200);
  });

  it("caps failures at 100 an hour", async () => {
    const user = await createUser("fan");
    const now = Date.now();
    // Counted per account and client; these requests carry no address, so the client is "local".
    await db()
      .insert(rateLimits)
      .values({ key: `login:h:${user.id}:local`, count: 100, expiresAt: now + 30 * 60_000 });
    expect((await login(user.username, user.password)).status).toBe(429);
    // Once the hour is over the account works again.
    await db()
      .update(rateLimits)
      .set({ expiresAt: now - 1 })
      .where(eq(rateLimits.key, `login:h:${user.id}:local`));
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it("limits unknown names the same way", async () => {
    const ghost = unique("ghost");
    for (let i = 0; i < 10; i++) expect((await login(ghost, "some-password")).status).toBe(401);
    expect((await login(ghost, "some-password")).status).toBe(429);
  });
});

describe("sessions", () => {
  it("an expired session is 401", async () => {
    const user = await createUser("fan");
    await db()
      .update(sessions)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(sessions.userId, user.id));
    const res = await call("/api/users/me", { token: user.token });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "unauthorized", message: "Please login!" });
  });

  it("logout revokes the session and clears the cookie", async () => {
    const user = await createUser("fan");
    const { token } = (await login(user.username, user.password)).json.data;
    const out = await call("/api/auth/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await call("/api/users/me", { token })).status).toBe(401);
    expect((await call("/api/users", { method: "PUT", token, body: { name: "x" } })).status).toBe(401);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(token)));
    expect(row.revokedAt).toBeGreaterThan(0);
    // The user's other session is untouched.
    expect((await call("/api/users/me", { token: user.token })).status).toBe(200);
  });

  it("logout by cookie needs our own Origin", async () => {
    const user = await createUser("fan");
    const cookie = `token=${user.token}`;
    const foreign = await call("/api/auth/logout", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("origin_mismatch");
    const own = await call("/api/auth/logout", {
      method: "POST",
      headers: { cookie, origin: "https://app.test" },
    });
    expect(own.status).toBe(200);
    expect((await call("/api/users/me", { token: user.token })).status).toBe(401);
  });

  it("logout without a session still answers 200", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("POST /auth/users/register", () => {
  it("creates a fan, lower-cases username and email, mails a verification link, no session", async () => {
    const name = unique("Mixed_Case.");
    const { input, res } = await registerFan({ username: name, email: `${name}@Example.COM` });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      username: name.toLowerCase(),
      email: `${name.toLowerCase()}@example.com`,
      name: input.name,
      isPerformer: false,
      role: "fan",
      emailVerified: false,
      balance: 0,
      avatar: "/images/default-avatar.svg",
    });
    expect(res.json.data).not.toHaveProperty("token");
    expect(res.headers.get("set-cookie")).toBeNull();
    const mail = await lastEmailTo(`${name.toLowerCase()}@example.com`, "email-verification");
    expect(mail?.text).toMatch(/\/auth\/verify-email\?token=/);
    expect((await login(name, input.password)).status).toBe(200);
  });

  it("validates every field with details", async () => {
    const res = await call("/api/auth/users/register", {
      body: {
        name: "",
        username: "ab",
        email: "not-an-email",
        password: "short",
        country: "USA",
      },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.details).sort()).toEqual(
      ["country", "email", "name", "password", "username"].sort(),
    );
    const gender = await call("/api/auth/users/register", {
      body: { name: "N", username: "validname", email: "v@example.com", password: "Secret123!", gender: "x" },
      headers: ipHeaders(),
    });
    expect(gender.status).toBe(400);
    expect(Object.keys(gender.json.details)).toEqual(["gender"]);
    const missing = await call("/api/auth/users/register", { body: {}, headers: ipHeaders() });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.details)).toEqual(
      expect.arrayContaining(["name", "username", "email", "password"]),
    );
  });

  it("refuses bad and reserved usernames", async () => {
    for (const username of [
      "admin",
      "Auth",
      "creators",
      "has space",
      "dash-es",
      "a".repeat(31),
      "5f1a2b3c4d5e6f7a8b9c0d1e",
    ]) {
      const { res } = await registerFan({ username });
      expect(res.status, username).toBe(422);
      expect(res.json.details.username, username).toBeTruthy();
    }
    const tooLong = await registerFan({ password: "x".repeat(101) });
    expect(tooLong.res.status).toBe(422);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await call("/api/auth/users/register", { body: "{nope", headers: ipHeaders() });
    expect(res.status).toBe(400);
  });

  it("answers duplicates with 409 email_taken / username_taken", async () => {
    const { input } = await registerFan();
    const sameEmail = await registerFan({ email: input.email.toUpperCase() });
    expect(sameEmail.res.status).toBe(409);
    expect(sameEmail.res.json.code).toBe("email_taken");
    const sameUsername = await registerFan({ username: input.username.toUpperCase() });
    expect(sameUsername.res.status).toBe(409);
    expect(sameUsername.res.json.code).toBe("username_taken");
    expect(sameUsername.res.json.details).toEqual({ username: "This username is already taken." });
    // Both taken: the first code, and each field named in details, so a form marks both at once.
    const both = await registerFan({ email: input.email, username: input.username });
    expect(both.res.status).toBe(409);
    expect(both.res.json.code).toBe("email_taken");
    expect(both.res.json.details).toEqual({
      email: "This email address is already registered.",
      username: "This username is already taken.",
    });
  });

  it("concurrent signups with one username: one wins, the other gets 409", async () => {
    const username = unique("race_");
    const results = await Promise.all([
      registerFan({ username, email: `${username}-a@example.com` }),
      registerFan({ username, email: `${username}-b@example.com` }),
    ]);
    expect(results.map((r) => r.res.status).sort()).toEqual([201, 409]);
  });

  it("limits registrations per address (429 after 30 an hour)", async () => {
    const headers = ipHeaders();
    await db()
      .insert(rateLimits)
      .values({
        key: `register:ip:${headers["cf-connecting-ip"]}`,
        count: 29,
        expiresAt: Date.now() + 3_600_000,
      });
    const ok = await call("/api/auth/users/register", { body: signupInput(), headers });
    expect(ok.status).toBe(201);
    const refused = await call("/api/auth/users/register", { body: signupInput(), headers });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("too_many_attempts");
    // Another address is not affected.
    expect(
      (await call("/api/auth/users/register", { body: signupInput(), headers: ipHeaders() })).status,
    ).toBe(201);
  });
});

describe("creator registration", () => {
  it("with documents: a pending creator with both files stored", async () => {
    const input = signupInput({ gender: "female", country: "de" });
    const form = performerForm(input as unknown as Record<string, string>, {
      idVerification: file(PNG_BYTES, "id.png", "image/png"),
      documentVerification: file(PDF_BYTES, "doc.pdf", "application/pdf"),
    });
    const res = await call("/api/auth/performers/register", { form, headers: ipHeaders() });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      username: input.username,
      isPerformer: true,
      role: "performer",
      verificationStatus: "pending",
      gender: "female",
      country: "DE",
    });
    const id = res.json.data._id;
    const [profile] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, id));
    expect(profile.verificationStatus).toBe("pending");
    expect(profile.documentFileIds).toHaveLength(2);
    const stored = await db().select().from(files).where(eq(files.ownerId, id));
    expect(stored.map((f) => f.mimeType).sort()).toEqual(["application/pdf", "image/png"]);
    expect(stored.every((f) => f.type === "document")).toBe(true);
    expect(res.text).not.toContain(stored[0].r2Key);

    const loggedIn = await login(input.username, input.password);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json.data.user).toMatchObject({ isPerformer: true, verificationStatus: "pending" });

    // The creator sees what they sent in the guided check, in the order sent, through signed URLs.
    const check = await call("/api/performer/verification", { token: loggedIn.json.data.token });
    expect(check.status).toBe(200);
    expect(check.json.data.verificationStatus).toBe("pending");
    expect(check.json.data.steps.every((s: { done: boolean }) => !s.done)).toBe(true);
    expect(check.json.data.signUpDocuments.map((d: { mimeType: string }) => d.mimeType)).toEqual([
      "image/png",
      "application/pdf",
    ]);
    expect(check.json.data.signUpDocuments.map((d: { fileId: string }) => d.fileId)).toEqual(
      profile.documentFileIds,
    );
    expect(check.json.data.signUpDocuments[0].url).toMatch(/^\/media\/[0-9a-f]+\?exp=\d+&sig=/);
  });

  it("a disguised file (a script named .jpg) is 415 and leaves no account behind", async () => {
    const input = signupInput();
    const form = performerForm(input as unknown as Record<string, string>, {
      idVerification: file(PNG_BYTES, "id.png", "image/png"),
      documentVerification: file(SCRIPT_BYTES, "selfie.jpg", "image/jpeg"),
    });
    const res = await call("/api/auth/performers/register", { form, headers: ipHeaders() });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("unsupported_file_type");
    const left = await db().select().from(users).where(eq(users.username, input.username));
    expect(left).toHaveLength(0);
    // The name is free again, and the first document was removed too.
    const retry = await call("/api/auth/performers/register-without-document", {
      body: input,
      headers: ipHeaders(),
    });
    expect(retry.status).toBe(201);
    const stored = await db().select().from(files).where(eq(files.ownerId, retry.json.data._id));
    expect(stored).toHaveLength(0);
  });

  it("missing documents and fields are a 422 naming each", async () => {
    const form = performerForm({ name: "Someone", username: "x" }, {});
    const res = await call("/api/auth/performers/register", { form, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.details)).toEqual(
      expect.arrayContaining(["username", "email", "password", "idVerification", "documentVerification"]),
    );
  });

  it("duplicates are 409 before any file is stored", async () => {
    const existing = await createUser("fan");
    const form = performerForm(signupInput({ email: existing.email }) as unknown as Record<string, string>, {
      idVerification: file(PNG_BYTES, "id.png", "image/png"),
      documentVerification: file(PNG_BYTES, "doc.png", "image/png"),
    });
    const res = await call("/api/auth/performers/register", { form, headers: ipHeaders() });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("email_taken");
  });

  it("without documents: an unsubmitted creator", async () => {
    const input = signupInput();
    const res = await call("/api/auth/performers/register-without-document", {
      body: input,
      headers: ipHeaders(),
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ isPerformer: true, verificationStatus: "unsubmitted" });
    const [profile] = await db()
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, res.json.data._id));
    expect(profile.verificationStatus).toBe("unsubmitted");
    const dup = await call("/api/auth/performers/register-without-document", {
      body: input,
      headers: ipHeaders(),
    });
    expect(dup.status).toBe(409);
    const invalid = await call("/api/auth/performers/register-without-document", {
      body: { ...signupInput(), username: "api" },
      headers: ipHeaders(),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.details.username).toBeTruthy();
  });
});

describe("OpenAPI", () => {
  it("lists the auth and user routes", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const path of [
      "/auth/login",
      "/auth/logout",
      "/auth/users/register",
      "/auth/performers/register",
      "/auth/performers/register-without-document",
      "/auth/users/me/password",
      "/auth/users/forgot",
      "/auth/users/reset-password",
      "/auth/email-verification",
      "/auth/verify-email",
      "/users/me",
      "/users",
      "/users/avatar/upload",
      "/users/{id}/avatar/upload",
      "/users/search",
      "/users/view/{id}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
