import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../drizzle/schema/admin";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { auditOf, recaptchaBase, setSetting, standin } from "../helpers/admin";
import { call, createUser, db } from "../helpers/api";
import { freshIp, ipHeaders, login, signupInput } from "../helpers/auth";

const token = () => standin<{ token: string }>(recaptchaBase(), "/_standin/token", {}).then((r) => r.token);

const enableCaptcha = async () => {
  await setSetting("recaptchaSiteKey", "site-key-test");
  await setSetting("recaptchaEnabled", true);
};
const disableCaptcha = () => setSetting("recaptchaEnabled", false);

describe("POST /re-captcha/verify", () => {
  afterAll(disableCaptcha);

  it("answers success without asking Google while captchas are off", async () => {
    const res = await call("/api/re-captcha/verify", { body: { token: "anything" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ success: true, required: false });
  });

  it("checks the token with Google's verify endpoint once captchas are on; a token works once", async () => {
    await enableCaptcha();
    const good = await token();
    const ok = await call("/api/re-captcha/verify", { body: { token: good } });
    expect(ok.json.data).toEqual({ success: true, required: true });
    const reused = await call("/api/re-captcha/verify", { body: { token: good } });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe("captcha_failed");
    expect(reused.json.details.token).toMatch(/not a robot/);
    expect((await call("/api/re-captcha/verify", { body: {} })).status).toBe(422);
  });
});

describe("captcha on sign-up and on logins after failures", () => {
  afterAll(disableCaptcha);

  it("sign-up needs a good token while captchas are on, and creates nothing without one", async () => {
    await enableCaptcha();
    const input = signupInput();
    const refused = await call("/api/auth/users/register", { body: input, headers: ipHeaders() });
    expect(refused.status).toBe(422);
    expect(refused.json.details.captchaToken).toBeDefined();
    const accepted = await call("/api/auth/users/register", {
      body: { ...input, captchaToken: await token() },
      headers: ipHeaders(),
    });
    expect(accepted.status).toBe(201);
  });

  it("after three failed logins from a client, the next attempt needs a captcha, even with the right password", async () => {
    await enableCaptcha();
    const fan = await createUser("fan");
    const ip = freshIp();
    const attempt = (password: string, captchaToken?: string) =>
      call("/api/auth/login", {
        body: { username: fan.username, password, captchaToken },
        headers: ipHeaders(ip),
      });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password")).status).toBe(401);
    const blocked = await attempt(fan.password);
    expect(blocked.status).toBe(422);
    expect(blocked.json.code).toBe("captcha_failed");
    const passed = await attempt(fan.password, await token());
    expect(passed.status).toBe(200);
    // Another client is not asked.
    expect(
      (
        await call("/api/auth/login", {
          body: { username: fan.username, password: fan.password },
          headers: ipHeaders(),
        })
      ).status,
    ).toBe(200);
  });

  it("while captchas are off, failures never ask for one", async () => {
    await disableCaptcha();
    const fan = await createUser("fan");
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      await call("/api/auth/login", {
        body: { username: fan.username, password: "nope-nope" },
        headers: ipHeaders(ip),
      });
    }
    expect((await login(fan.username, fan.password)).status).toBe(200);
  });
});

describe("POST /contact", () => {
  afterAll(async () => {
    await disableCaptcha();
    await setSetting("contactEmail", "");
  });

  it("stores the message and mails the operator's address; the console lists it and marks it read (audited)", async () => {
    await setSetting("contactEmail", "operator@fans.test");
    const res = await call("/api/contact", {
      body: {
        name: "Visitor",
        email: "visitor@example.com",
        subject: "Question",
        message: "How do payouts work?",
      },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(201);
    const id = res.json.data._id;
    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ email: "visitor@example.com", status: "new" });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "operator@fans.test"));
    expect(
      mails.some((m) => m.template === "contact-message" && m.text.includes("How do payouts work?")),
    ).toBe(true);

    const admin = await createUser("admin");
    const list = await call("/api/admin/contact-messages?status=new", { token: admin.token });
    expect(list.json.data.data.map((m: { _id: string }) => m._id)).toContain(id);
    const read = await call(`/api/admin/contact-messages/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { status: "read" },
    });
    expect(read.json.data.status).toBe("read");
    expect((await auditOf("contact-message", id))[0]).toMatchObject({
      action: "contact.status",
      adminId: admin.id,
    });
  });

  it("without a contact address, every admin is mailed", async () => {
    await setSetting("contactEmail", "");
    const admin = await createUser("admin");
    const res = await call("/api/contact", {
      body: { name: "V", email: "v@example.com", message: "Hello" },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(201);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, admin.email));
    expect(mails.some((m) => m.template === "contact-message")).toBe(true);
  });

  it("refuses bad input (422), more than 5 an hour per client (429), and a missing captcha when on", async () => {
    const bad = await call("/api/contact", {
      body: { name: "", email: "no", message: "" },
      headers: ipHeaders(),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.details).sort()).toEqual(["email", "message", "name"]);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call("/api/contact", {
            body: { name: "A", email: "a@example.com", message: "m" },
            headers: ipHeaders(ip),
          })
        ).status,
      ).toBe(201);
    }
    const limited = await call("/api/contact", {
      body: { name: "A", email: "a@example.com", message: "m" },
      headers: ipHeaders(ip),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    await enableCaptcha();
    const noCaptcha = await call("/api/contact", {
      body: { name: "A", email: "a@example.com", message: "m" },
      headers: ipHeaders(),
    });
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.json.code).toBe("captcha_failed");
    const withCaptcha = await call("/api/contact", {
      body: { name: "A", email: "a@example.com", message: "m", captchaToken: await token() },
      headers: ipHeaders(),
    });
    expect(withCaptcha.status).toBe(201);
  });
});
