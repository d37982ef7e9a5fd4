import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { linkOrigin } from "#functions/identity/accounts/emails";
import { registerFan, requestPasswordReset, resendVerificationEmail } from "#functions/identity/auth/service";
import { users } from "../../drizzle/schema/users";
import { createUser, db, unique } from "../helpers/api";
import { freshIp, ipHeaders, lastEmailTo, signupInput, waitForEmail } from "../helpers/auth";

const EVIL = "https://evil.example";

/** A request to the Worker under a forged Host (the URL's host is what the Worker sees). */
const forged = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${EVIL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...ipHeaders(), ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });

/** Every link in a mail's text and HTML. */
const links = (mail: { text: string; html: string }) =>
  [...`${mail.text} ${mail.html}`.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);

describe("mailed links point only at the configured public origin", () => {
  it("a forged Host does not move a password reset link", async () => {
    const victim = await createUser("fan");
    expect((await forged("/api/auth/users/forgot", { email: victim.email })).status).toBe(200);
    const mail = await waitForEmail(victim.email, "password-reset");
    expect(links(mail!).length).toBeGreaterThan(0);
    for (const link of links(mail!))
      expect(link.startsWith("https://app.test/auth/reset-password?token=")).toBe(true);
  });

  it("nor the reset link of the web page's form", async () => {
    const victim = await createUser("fan");
    const res = await SELF.fetch(`${EVIL}/auth/forgot-password`, {
      method: "POST",
      headers: { ...ipHeaders(), "content-type": "application/x-www-form-urlencoded", host: "evil.example" },
      body: new URLSearchParams({ email: victim.email }),
    });
    expect(res.status).toBe(200);
    const mail = await waitForEmail(victim.email, "password-reset");
    for (const link of links(mail!)) expect(link).toMatch(/^https:\/\/app\.test\//);
  });

  it("nor the verification links of sign-up, resend and an email change", async () => {
    const input = signupInput();
    expect((await forged("/api/auth/users/register", input)).status).toBe(201);
    const signup = await lastEmailTo(input.email, "email-verification");
    for (const link of links(signup!))
      expect(link).toMatch(/^https:\/\/app\.test\/auth\/verify-email\?token=/);

    expect((await forged("/api/auth/email-verification", { email: input.email })).status).toBe(200);
    const resent = await waitForEmail(input.email, "email-verification", signup!.id);
    expect(resent!.id).not.toBe(signup!.id);
    for (const link of links(resent!)) expect(link).toMatch(/^https:\/\/app\.test\//);

    const user = await createUser("fan");
    const email = `${unique("moved")}@example.com`;
    const res = await SELF.fetch(`${EVIL}/api/users`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ email, currentPassword: user.password }),
    });
    expect(res.status).toBe(200);
    const change = await lastEmailTo(email);
    expect(change).not.toBeNull();
    for (const link of links(change!)) expect(link).toMatch(/^https:\/\/app\.test\//);
  });
});

describe("linkOrigin", () => {
  it("is PUBLIC_ORIGIN (its origin only) whatever the request", () => {
    const env = { PUBLIC_ORIGIN: "https://fans.example/some/path/" };
    expect(linkOrigin(env, "https://evil.example/api/auth/users/forgot")).toBe("https://fans.example");
    expect(linkOrigin(env, "http://127.0.0.1:8787/x")).toBe("https://fans.example");
  });

  it("without PUBLIC_ORIGIN, only a loopback request may use its own origin", () => {
    const none = { PUBLIC_ORIGIN: "" };
    expect(linkOrigin(none, "http://127.0.0.1:8788/auth/forgot-password")).toBe("http://127.0.0.1:8788");
    expect(linkOrigin(none, "http://localhost:9000/x")).toBe("http://localhost:9000");
    expect(linkOrigin(none, "http://[::1]:8787/x")).toBe("http://[::1]:8787");
    for (const url of [
      "https://evil.example/x",
      "https://localhost.evil.example/x",
      "https://127.0.0.1.evil.example/x",
      "https://fans.example/x",
    ]) {
      expect(linkOrigin(none, url), url).toBeNull();
    }
  });

  it("a PUBLIC_ORIGIN that is not an http(s) URL counts as none", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(linkOrigin({ PUBLIC_ORIGIN: "fans.example" }, "https://fans.example/x")).toBeNull();
    expect(linkOrigin({ PUBLIC_ORIGIN: "javascript:alert(1)" }, "http://127.0.0.1/x")).toBeNull();
    expect(logged).toHaveBeenCalledWith("PUBLIC_ORIGIN is not an http(s) origin:", "fans.example");
  });
});

describe("without a trusted origin nothing that mails a link is done", () => {
  const deps = () => createDeps(env);
  const meta = () => ({ ip: freshIp(), origin: null, userAgent: null });

  it("forgot password refuses alike for known and unknown emails, and mails nothing", async () => {
    const user = await createUser("fan");
    for (const email of [user.email, `${unique("ghost")}@example.com`]) {
      await expect(requestPasswordReset(deps(), email, meta())).rejects.toMatchObject({
        code: "public_origin_missing",
        status: 503,
      });
      expect(await lastEmailTo(email)).toBeNull();
    }
    await expect(resendVerificationEmail(deps(), user.email, meta())).rejects.toMatchObject({
      code: "public_origin_missing",
    });
  });

  it("sign-up refuses before creating the account", async () => {
    const { gender: _, ...input } = signupInput();
    await expect(registerFan(deps(), input, meta())).rejects.toMatchObject({ code: "public_origin_missing" });
    expect(await db().select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });
});
