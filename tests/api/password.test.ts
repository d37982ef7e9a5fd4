import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "#functions/lib/client-hash";
import { systemClock } from "#functions/lib/clock";
import { PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS_PER_CALL } from "#functions/lib/password";
import { updateSetting } from "#functions/site/settings/service";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { rateLimits, users, userTokens } from "../../drizzle/schema/users";
import { call, createUser, db, unique } from "../helpers/api";
import {
  emailsTo,
  ipHeaders,
  lastEmailTo,
  linkToken,
  login,
  registerFan,
  settle,
  waitForEmail,
} from "../helpers/auth";

const changePassword = (token: string, body: unknown) =>
  call("/api/auth/users/me/password", { method: "PUT", token, body });
const forgot = (email: string, headers = ipHeaders()) =>
  call("/api/auth/users/forgot", { body: { email }, headers });
const reset = (token: string, password: string) =>
  call("/api/auth/users/reset-password", { body: { token, password } });

/** The reset link's token of the newest reset mail (newer than the one with `notId`). */
async function resetMail(email: string, notId?: string) {
  const mail = await waitForEmail(email, "password-reset", notId);
  return { id: mail.id, token: linkToken(mail.text, "/auth/reset-password") };
}

describe("PBKDF2", () => {
  it("uses at most 100,000 iterations per call (the deployed Workers limit)", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_MAX_ITERATIONS_PER_CALL).toBeLessThanOrEqual(100_000);
  });

  it("stored hashes record that count and a random salt", async () => {
    const a = await registerFan();
    const b = await registerFan({ password: a.input.password });
    const rows = await db()
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, a.input.username))
      .union(
        db().select({ hash: users.passwordHash }).from(users).where(eq(users.username, b.input.username)),
      );
    expect(rows).toHaveLength(2);
    for (const { hash } of rows) {
      const [scheme, iterations, salt] = hash!.split("$");
      expect(scheme).toBe("pbkdf2-sha256");
      expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
      expect(salt.length).toBeGreaterThan(0);
      expect(hash).not.toContain(a.input.password);
    }
    expect(rows[0].hash).not.toBe(rows[1].hash);
  });
});

describe("a new password by PUT /users and PUT /performers/{id}: the same rule as PUT /auth/users/me/password", () => {
  const cases = [
    { call: "PUT /users", role: "fan" as const, path: () => "/api/users" },
    {
      call: "PUT /performers/{id}",
      role: "performer" as const,
      path: (id: string) => `/api/performers/${id}`,
    },
  ];
  for (const c of cases) {
    it(`${c.call}: needs the current password, ends the other sessions, keeps this one, and mails the notice`, async () => {
      const user = await createUser(c.role);
      const other = (await login(user.username, user.password)).json.data.token;
      const put = (body: unknown) => call(c.path(user.id), { method: "PUT", token: user.token, body });

      const missing = await put({ password: "Another-pass-42" });
      expect(missing.status).toBe(422);
      expect(missing.json.details.currentPassword).toBe("Enter your current password.");
      const wrong = await put({ password: "Another-pass-42", currentPassword: "Not-my-password-1" });
      expect(wrong.status).toBe(422);
      expect(wrong.json.code).toBe("wrong_password");
      expect((await login(user.username, user.password)).status).toBe(200);
      expect(await emailsTo(user.email, "password-changed-notice")).toHaveLength(0);

      const done = await put({ password: "Another-pass-42", currentPassword: user.password });
      expect(done.status).toBe(200);
      expect((await call("/api/users/me", { token: other })).status).toBe(401);
      expect((await call("/api/users/me", { token: user.token })).status).toBe(200);
      expect((await login(user.username, user.password)).status).toBe(401);
      expect((await login(user.username, "Another-pass-42")).status).toBe(200);
      const notices = await emailsTo(user.email, "password-changed-notice");
      expect(notices).toHaveLength(1);
      expect(notices[0].subject).toBe("Your password was changed");
    });
  }

  it("PUT /performers/{id}: an admin cannot set a creator's password, and nothing changes", async () => {
    const creator = await createUser("performer");
    const admin = await createUser("admin");
    const refused = await call(`/api/performers/${creator.id}`, {
      method: "PUT",
      token: admin.token,
      body: { password: "Chosen-by-admin-1", currentPassword: admin.password, name: "Renamed" },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.details.password).toBe(
      "Only the creator can set their password. They can use Forgot password.",
    );
    expect((await login(creator.username, creator.password)).status).toBe(200);
    expect((await call(`/api/performers/${creator.id}`)).json.data.name).not.toBe("Renamed");
    expect(await emailsTo(creator.email, "password-changed-notice")).toHaveLength(0);
  });
});

describe("PUT /auth/users/me/password", () => {
  it("sets the new password and ends the other sessions, keeping this one", async () => {
    const user = await createUser("fan");
    const other = (await login(user.username, user.password)).json.data.token;
    const res = await changePassword(user.token, {
      password: "Another-pass-42",
      currentPassword: user.password,
      source: "user",
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ success: true });
    expect((await call("/api/users/me", { token: other })).status).toBe(401);
    expect((await call("/api/users/me", { token: user.token })).status).toBe(200);
    expect((await login(user.username, user.password)).status).toBe(401);
    expect((await login(user.username, "Another-pass-42")).status).toBe(200);
  });

  it("mails the account's address a notice once, with the time and a reset link; nothing when refused", async () => {
    const user = await createUser("fan");
    const wrong = await changePassword(user.token, {
      password: "Another-pass-42",
      currentPassword: "Not-my-password-1",
      source: "user",
    });
    expect(wrong.status).toBe(422);
    expect(await emailsTo(user.email, "password-changed-notice")).toHaveLength(0);

    const res = await changePassword(user.token, {
      password: "Another-pass-42",
      currentPassword: user.password,
      source: "user",
    });
    expect(res.status).toBe(200);
    const notices = await emailsTo(user.email, "password-changed-notice");
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe("Your password was changed");
    expect(notices[0].text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    expect(notices[0].text).toContain("https://app.test/auth/forgot-password");
    expect(notices[0].text).not.toContain("token=");
    expect(notices[0].status).toBe("queued");
  });

  it("validates, and needs a session", async () => {
    const user = await createUser("fan");
    const short = await changePassword(user.token, { password: "short" });
    expect(short.status).toBe(422);
    expect(short.json.details.password).toBeTruthy();
    const badSource = await changePassword(user.token, { password: "Long-enough-1", source: "hacker" });
    expect(badSource.status).toBe(400);
    expect(badSource.json.details.source).toBeTruthy();
    expect(
      (await call("/api/auth/users/me/password", { method: "PUT", token: user.token, body: "{x" })).status,
    ).toBe(400);
    expect(
      (
        await call("/api/auth/users/me/password", {
          method: "PUT",
          body: { password: "Long-enough-1", currentPassword: "Whatever-1" },
        })
      ).status,
    ).toBe(401);
  });
});

describe("forgot and reset password", () => {
  it("mails a one-time link that sets the password and ends every session", async () => {
    const user = await createUser("fan");
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    const mail = await waitForEmail(user.email, "password-reset");
    expect(mail?.subject).toMatch(/reset/i);
    expect(mail?.text).toContain("https://app.test/auth/reset-password?token=");
    const token = linkToken(mail!.text, "/auth/reset-password");
    // Only the hash is stored.
    expect(await db().select().from(userTokens).where(eq(userTokens.tokenHash, token))).toHaveLength(0);

    const done = await reset(token, "Reset-password-9");
    expect(done.status).toBe(200);
    expect((await call("/api/users/me", { token: user.token })).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(401);
    const fresh = await login(user.username, "Reset-password-9");
    expect(fresh.status).toBe(200);
    // Following the mailed link proved the address.
    expect(fresh.json.data.user.emailVerified).toBe(true);

    const again = await reset(token, "Second-try-pass");
    expect(again.status).toBe(422);
    expect(again.json.code).toBe("invalid_token");

    // The address is told once, by the reset that worked, not by the refused one.
    const notices = await emailsTo(user.email, "password-reset-notice");
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe("Your password was reset");
    expect(notices[0].text).toContain("https://app.test/auth/forgot-password");
  });

  it("answers the same for unknown addresses and mails nothing", async () => {
    const email = `${unique("nobody")}@example.com`;
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ success: true });
    await settle();
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
  });

  it("refuses expired, unknown and superseded tokens", async () => {
    const user = await createUser("fan");
    await forgot(user.email);
    const first = await resetMail(user.email);
    await db()
      .update(userTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "password_reset")));
    expect((await reset(first.token, "Reset-password-9")).json.code).toBe("invalid_token");
    expect((await reset("made-up-token", "Reset-password-9")).status).toBe(422);

    await forgot(user.email);
    const second = await resetMail(user.email, first.id);
    await forgot(user.email);
    const third = await resetMail(user.email, second.id);
    expect(third.token).not.toBe(second.token);
    expect((await reset(second.token, "Reset-password-9")).status).toBe(422);
    expect((await reset(third.token, "Reset-password-9")).status).toBe(200);
  });

  it("validates the inputs", async () => {
    const bad = await call("/api/auth/users/forgot", { body: { email: "nope" }, headers: ipHeaders() });
    expect(bad.status).toBe(422);
    expect(bad.json.details.email).toBeTruthy();
    const short = await reset("some-token", "short");
    expect(short.status).toBe(422);
    expect(short.json.details.password).toBeTruthy();
    expect((await call("/api/auth/users/reset-password", { body: "{" })).status).toBe(400);
  });

  it("limits requests per address and client (5 an hour), per address (20) and per client (20)", async () => {
    const user = await createUser("fan");
    const client = ipHeaders();
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, client)).status).toBe(200);
    const sixth = await forgot(user.email, client);
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("too_many_attempts");
    // One address gets at most 20 an hour from all clients together.
    await db()
      .update(rateLimits)
      .set({ count: 20 })
      .where(eq(rateLimits.key, `forgot:email:${user.email}`));
    expect((await forgot(user.email)).status).toBe(429);

    const headers = ipHeaders();
    await db()
      .insert(rateLimits)
      .values({
        key: `forgot:ip:${headers["cf-connecting-ip"]}`,
        count: 20,
        expiresAt: Date.now() + 3_600_000,
      });
    expect((await forgot(`${unique("x")}@example.com`, headers)).status).toBe(429);
    expect((await forgot(`${unique("x")}@example.com`)).status).toBe(200);
  });
});

describe("email verification", () => {
  it("the mailed link verifies the address once", async () => {
    const { input } = await registerFan();
    const mail = await lastEmailTo(input.email, "email-verification");
    const token = linkToken(mail!.text, "/auth/verify-email");
    const res = await call("/api/auth/verify-email", { body: { token } });
    expect(res.status).toBe(200);
    const session = (await login(input.username, input.password)).json.data;
    expect(session.user.emailVerified).toBe(true);
    const again = await call("/api/auth/verify-email", { body: { token } });
    expect(again.status).toBe(422);
    expect(again.json.code).toBe("invalid_token");
    expect((await call("/api/auth/verify-email", { body: {} })).status).toBe(422);
  });

  it("resends a link to unverified accounts only, always answering 200", async () => {
    const { input } = await registerFan();
    const first = await lastEmailTo(input.email, "email-verification");
    const res = await call("/api/auth/email-verification", {
      body: { email: input.email },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(200);
    const second = await waitForEmail(input.email, "email-verification", first!.id);
    expect(second!.id).not.toBe(first!.id);
    // Both links work until one is used; the newest is used here.
    expect(
      (
        await call("/api/auth/verify-email", {
          body: { token: linkToken(second!.text, "/auth/verify-email") },
        })
      ).status,
    ).toBe(200);

    const verified = await createUser("fan");
    const none = await call("/api/auth/email-verification", {
      body: { email: verified.email },
      headers: ipHeaders(),
    });
    expect(none.status).toBe(200);
    await settle();
    expect(await lastEmailTo(verified.email)).toBeNull();
    const unknown = await call("/api/auth/email-verification", {
      body: { email: `${unique("ghost")}@example.com` },
      headers: ipHeaders(),
    });
    expect(unknown.status).toBe(200);
  });

  it("confirming a new email voids verification links sent to the old one", async () => {
    const { input } = await registerFan();
    const oldLink = linkToken(
      (await lastEmailTo(input.email, "email-verification"))!.text,
      "/auth/verify-email",
    );
    const { token } = (await login(input.username, input.password)).json.data;
    const email = `${unique("newaddr")}@example.com`;
    const res = await call("/api/users", {
      method: "PUT",
      token,
      body: { email, currentPassword: input.password },
    });
    expect(res.status).toBe(200);
    const newLink = linkToken((await lastEmailTo(email, "email-change"))!.text, "/auth/verify-email");
    expect((await call("/api/auth/verify-email", { body: { token: newLink } })).status).toBe(200);
    expect((await call("/api/auth/verify-email", { body: { token: oldLink } })).status).toBe(422);
    expect((await call("/api/users/me", { token })).json.data).toMatchObject({ email, emailVerified: true });
  });

  it("with requireEmailVerification, signup -> login refused -> verify -> login", async () => {
    const deps = { db: db(), clock: systemClock };
    await updateSetting(deps, "requireEmailVerification", true);
    try {
      const { input, res } = await registerFan();
      expect(res.status).toBe(201);
      const refused = await login(input.email, input.password);
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe("email_not_verified");
      const token = linkToken(
        (await lastEmailTo(input.email, "email-verification"))!.text,
        "/auth/verify-email",
      );
      expect((await call("/api/auth/verify-email", { body: { token } })).status).toBe(200);
      expect((await login(input.email, input.password)).status).toBe(200);
    } finally {
      await updateSetting(deps, "requireEmailVerification", false);
    }
  });
});

describe("HASH_PW_CLIENT", () => {
  it("the client digest is SHA-256 hex, and the server treats it as the password", async () => {
    expect(await clientPasswordDigest("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    const digest = await clientPasswordDigest("typed password");
    const { input, res } = await registerFan({ password: digest });
    expect(res.status).toBe(201);
    expect((await login(input.username, digest)).status).toBe(200);
    expect((await login(input.username, "typed password")).status).toBe(401);
  });
});
