import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "#functions/lib/client-hash";
import { call, createUser, type TestUser, unique } from "../helpers/api";
import { freshIp, lastEmailTo, linkToken, login, registerFan, waitForEmail } from "../helpers/auth";

const putPassword = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("/api/auth/users/me/password", { method: "PUT", token, body, headers });
const putUser = (token: string, body: unknown) => call("/api/users", { method: "PUT", token, body });
const me = async (token: string) => (await call("/api/users/me", { token })).json.data;

/** The account still works as before: same password, other sessions alive, same email. */
async function expectUnchanged(user: TestUser, otherSession: string) {
  expect((await call("/api/users/me", { token: otherSession })).status).toBe(200);
  expect((await login(user.username, user.password)).status).toBe(200);
  expect((await me(user.token)).email).toBe(user.email);
}

describe("a session alone cannot change the password", () => {
  it("PUT /auth/users/me/password needs the current password, right", async () => {
    const user = await createUser("fan");
    const other = (await login(user.username, user.password)).json.data.token;

    const missing = await putPassword(user.token, { password: "Taken-over-42" });
    expect(missing.status).toBe(422);
    expect(missing.json.code).toBe("validation_failed");
    expect(missing.json.details.currentPassword).toBe("Enter your current password.");

    const wrong = await putPassword(user.token, {
      password: "Taken-over-42",
      currentPassword: "a-guess-123",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.code).toBe("wrong_password");
    expect(wrong.json.details).toEqual({ currentPassword: "The current password is not correct." });
    await expectUnchanged(user, other);

    const right = await putPassword(user.token, {
      password: "Mine-again-42",
      currentPassword: user.password,
    });
    expect(right.status).toBe(200);
    expect((await login(user.username, "Mine-again-42")).status).toBe(200);
  });

  it("PUT /users with a password needs the current password, right", async () => {
    const user = await createUser("fan");
    const other = (await login(user.username, user.password)).json.data.token;
    const missing = await putUser(user.token, { password: "Taken-over-42" });
    expect(missing.status).toBe(422);
    expect(missing.json.details.currentPassword).toBeTruthy();
    const wrong = await putUser(user.token, { password: "Taken-over-42", currentPassword: "a-guess-123" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.code).toBe("wrong_password");
    expect(wrong.json.details.currentPassword).toBeTruthy();
    await expectUnchanged(user, other);
  });

  it("guessing the current password counts with the login limit of that account and client", async () => {
    const user = await createUser("fan");
    const thief = { "cf-connecting-ip": freshIp() };
    for (let i = 0; i < 10; i++) {
      const res = await putPassword(
        user.token,
        { password: "Taken-over-42", currentPassword: `guess-${i}` },
        thief,
      );
      expect(res.status).toBe(422);
    }
    const limited = await putPassword(
      user.token,
      { password: "Taken-over-42", currentPassword: user.password },
      thief,
    );
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("too_many_attempts");
    // The owner, elsewhere, is not locked out.
    expect(
      (
        await putPassword(
          user.token,
          { password: "Mine-again-42", currentPassword: user.password },
          { "cf-connecting-ip": freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it("with HASH_PW_CLIENT the current password is the digest, like every other password", async () => {
    const typed = "typed password 1";
    const { input } = await registerFan({ password: await clientPasswordDigest(typed) });
    const token = (await login(input.username, input.password)).json.data.token;
    const plain = await putPassword(token, {
      password: await clientPasswordDigest("new one 2"),
      currentPassword: typed,
    });
    expect(plain.json.code).toBe("wrong_password");
    const hashed = await putPassword(token, {
      password: await clientPasswordDigest("new one 2"),
      currentPassword: await clientPasswordDigest(typed),
    });
    expect(hashed.status).toBe(200);
  });
});

describe("a new email replaces the old one only once confirmed", () => {
  it("needs the current password; without it nothing is mailed or changed", async () => {
    const user = await createUser("fan");
    const other = (await login(user.username, user.password)).json.data.token;
    const email = `${unique("thief")}@example.com`;
    const missing = await putUser(user.token, { email });
    expect(missing.status).toBe(422);
    expect(missing.json.details.currentPassword).toBeTruthy();
    const wrong = await putUser(user.token, { email, currentPassword: "a-guess-123" });
    expect(wrong.json.code).toBe("wrong_password");
    expect(await lastEmailTo(email)).toBeNull();
    expect(await lastEmailTo(user.email)).toBeNull();
    await expectUnchanged(user, other);
  });

  it("mails a link to the new address and a notice to the old, which keeps working until the link is opened", async () => {
    const user = await createUser("fan");
    const email = `${unique("moved")}@example.com`;
    const res = await putUser(user.token, { email, currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: email });
    expect(await me(user.token)).toMatchObject({ email: user.email, pendingEmail: email });

    const confirm = await lastEmailTo(email, "email-change");
    expect(confirm?.subject).toBe("Confirm your new email address");
    expect(confirm?.text).toContain("https://app.test/auth/verify-email?token=");
    const notice = await lastEmailTo(user.email, "email-change-notice");
    expect(notice?.text).toContain(email);
    expect(notice?.text).not.toContain("token=");

    // The old address still logs in and still receives reset links.
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(email, user.password)).status).toBe(401);
    await call("/api/auth/users/forgot", {
      body: { email: user.email },
      headers: { "cf-connecting-ip": freshIp() },
    });
    await waitForEmail(user.email, "password-reset");

    const token = linkToken(confirm!.text, "/auth/verify-email");
    expect((await call("/api/auth/verify-email", { body: { token } })).status).toBe(200);
    expect(await me(user.token)).toMatchObject({ email, emailVerified: true, pendingEmail: null });
    expect((await login(email, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    // The link works once.
    expect((await call("/api/auth/verify-email", { body: { token } })).json.code).toBe("invalid_token");
  });

  it("a newer change voids the older link", async () => {
    const user = await createUser("fan");
    const first = `${unique("first")}@example.com`;
    const second = `${unique("second")}@example.com`;
    await putUser(user.token, { email: first, currentPassword: user.password });
    await putUser(user.token, { email: second, currentPassword: user.password });
    const firstLink = linkToken((await lastEmailTo(first, "email-change"))!.text, "/auth/verify-email");
    expect((await call("/api/auth/verify-email", { body: { token: firstLink } })).status).toBe(422);
    expect((await me(user.token)).pendingEmail).toBe(second);
  });

  it("if the address was taken meanwhile, opening the link is 409 and the account keeps its email", async () => {
    const user = await createUser("fan");
    const email = `${unique("contested")}@example.com`;
    await putUser(user.token, { email, currentPassword: user.password });
    const link = linkToken((await lastEmailTo(email, "email-change"))!.text, "/auth/verify-email");
    expect((await registerFan({ email })).res.status).toBe(201);
    const res = await call("/api/auth/verify-email", { body: { token: link } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("email_taken");
    expect((await me(user.token)).email).toBe(user.email);
  });

  it("a taken address is 409 only after the current password is right", async () => {
    const a = await createUser("fan");
    const b = await createUser("fan");
    expect((await putUser(b.token, { email: a.email, currentPassword: "a-guess-123" })).json.code).toBe(
      "wrong_password",
    );
    expect((await putUser(b.token, { email: a.email, currentPassword: b.password })).json.code).toBe(
      "email_taken",
    );
  });
});
