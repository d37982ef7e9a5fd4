import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessageEmail, verificationResultEmail } from "#functions/site/mail/templates";
import worker from "#functions/worker";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { standin } from "../helpers/admin";
import { db, unique } from "../helpers/api";
import { STANDIN_SECRETS } from "../setup/standin-config";

async function queue(to: string) {
  const id = unique("mail");
  await db().insert(emailOutbox).values({
    id,
    to,
    subject: "Hello <there>",
    text: "Hi\n",
    html: "<p>Hi</p>",
    template: "test",
    createdAt: Date.now(),
  });
  return id;
}

async function runCronWith(vars: Record<string, string>) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const provider = (name: string, key: string = STANDIN_SECRETS.mailApiKey) => ({
  MAIL_PROVIDER: name,
  MAIL_API_KEY: key,
  MAIL_API_BASE: env.MAIL_STANDIN_URL,
  MAIL_FROM: "Fanverse <no-reply@fans.test>",
  MAIL_DOMAIN: "mg.fans.test",
});

describe("mail providers", () => {
  for (const name of ["resend", "postmark", "mailgun"]) {
    it(`delivers the outbox through ${name}'s HTTP API`, async () => {
      const to = `${unique(name)}@example.com`;
      const id = await queue(to);
      await runCronWith(provider(name));
      const { data } = await standin(env.MAIL_STANDIN_URL, `/_standin/messages?to=${encodeURIComponent(to)}`);
      expect(data).toEqual([
        expect.objectContaining({
          provider: name,
          to,
          from: "Fanverse <no-reply@fans.test>",
          subject: "Hello <there>",
          html: "<p>Hi</p>",
        }),
      ]);
      const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    });
  }

  it("a refused delivery stays queued with the provider's answer, to be tried again", async () => {
    const to = `${unique("refused")}@example.com`;
    const id = await queue(to);
    await runCronWith(provider("resend", "wrong-key"));
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/resend answered 401/);
  });
});

describe("mail templates", () => {
  const fan = { email: "fan@example.com", name: "Sam <b>" };
  const all = [
    verificationResultEmail(fan, {
      decision: "rejected",
      reason: "Blurred <photo>",
      origin: "https://fans.test",
    }),
    contactMessageEmail("ops@fans.test", { name: "V", email: "v@example.com", subject: "", message: "Hi" }),
  ];

  it("each has a subject, a text part and an HTML part that say the same, with names escaped in HTML", () => {
    expect(all.map((m) => m.template)).toEqual(["verification-result", "contact-message"]);
    for (const mail of all.slice(0, 1)) {
      expect(mail.to).toBe("fan@example.com");
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.text).toContain("Hi Sam <b>,");
      expect(mail.html).toContain("Hi Sam &#60;b&#62;,");
      expect(mail.html).not.toContain("<b>");
    }
    expect(all[0].text).toContain("Reason: Blurred <photo>");
    expect(all[0].html).toContain("Blurred &#60;photo&#62;");
  });
});
