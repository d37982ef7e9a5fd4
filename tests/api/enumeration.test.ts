import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../drizzle/schema/users";
import { call, createUser, db, unique } from "../helpers/api";
import { freshIp, lastEmailTo, settle, signupInput, waitForEmail } from "../helpers/auth";

const from = (ip: string) => ({ "cf-connecting-ip": ip });

/** What a caller can compare between two answers: status, body and headers (less per-request ones). */
async function answer(path: string, body: unknown, ip = freshIp()) {
  const res = await call(path, { body, headers: from(ip) });
  const headers = [...res.headers].filter(([name]) => !["date", "cf-ray", "x-request-id"].includes(name));
  return { status: res.status, text: res.text, headers };
}

describe("finding out which emails have accounts", () => {
  it("forgot password answers known, unknown and inactive emails alike and mails only the known one", async () => {
    const known = await createUser("fan");
    const inactive = await createUser("fan");
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, inactive.id));
    const nobody = `${unique("nobody")}@example.com`;

    const answers = await Promise.all(
      [known.email, nobody, inactive.email].map((email) => answer("/api/auth/users/forgot", { email })),
    );
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect((await waitForEmail(known.email, "password-reset")).subject).toMatch(/reset/i);
    await settle();
    expect(await lastEmailTo(nobody)).toBeNull();
    expect(await lastEmailTo(inactive.email, "password-reset")).toBeNull();
  });

  it("resend verification answers verified, unverified and unknown emails alike", async () => {
    const verified = await createUser("fan");
    const unverified = await createUser("fan");
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    const answers = await Promise.all(
      [unverified.email, verified.email, `${unique("nobody")}@example.com`].map((email) =>
        answer("/api/auth/email-verification", { email }),
      ),
    );
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await waitForEmail(unverified.email, "email-verification");
  });

  it("sign-up says an email is taken 10 times an hour per client, then 429 for that client only", async () => {
    const existing = await createUser("fan");
    const prober = freshIp();
    const signup = (ip: string) =>
      call("/api/auth/users/register", { body: signupInput({ email: existing.email }), headers: from(ip) });
    for (let i = 0; i < 10; i++) {
      const res = await signup(prober);
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("email_taken");
    }
    const limited = await signup(prober);
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("too_many_attempts");
    // Someone else still gets the answer the sign-up form shows by the field.
    expect((await signup(freshIp())).json.code).toBe("email_taken");
    // A taken username (public anyway) is not counted against the client.
    const res = await call("/api/auth/users/register", {
      body: signupInput({ username: existing.username }),
      headers: from(freshIp()),
    });
    expect(res.json.code).toBe("username_taken");
  });

  it("sign-up and forgot password are limited per client; a client on IPv6 counts by its /64", async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:9`;
    for (let i = 1; i <= 20; i++) {
      const res = await call("/api/auth/users/forgot", {
        body: { email: `${unique("p")}@example.com` },
        headers: from(`${network}::${i.toString(16)}`),
      });
      expect(res.status).toBe(200);
    }
    const limited = await call("/api/auth/users/forgot", {
      body: { email: `${unique("p")}@example.com` },
      headers: from(`${network}:abcd::1`),
    });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("too_many_attempts");
  });
});
