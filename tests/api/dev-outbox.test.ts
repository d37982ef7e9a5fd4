/**
 * /dev/outbox shows every account's reset and verification links, so it exists only where the
 * explicit DEV_TOOLS variable is "true" (npm start, npm run dev, the browser tests pass it with
 * --var; wrangler.toml, which deploys read, never sets it): a request addressed to localhost no
 * longer turns it on by itself.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "#functions/worker";
import { emailOutbox } from "../../drizzle/schema/outbox";
import wranglerToml from "../../wrangler.toml?raw";
import { createUser, db, unique } from "../helpers/api";

/** The Worker configured with `vars`, asked for `url` (with the session cookie of `token`). */
async function open(url: string, vars: Partial<Env>, token?: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(url, { headers: token ? { cookie: `token=${token}` } : {} }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    { ...env, ...vars } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, text: await res.text() };
}

describe("the developer outbox", () => {
  it("is a 404 without DEV_TOOLS, to localhost requests and admins alike", async () => {
    const subject = unique("Reset link ");
    await db()
      .insert(emailOutbox)
      .values({
        id: unique("mail"),
        to: "someone@example.com",
        subject,
        text: "http://localhost:8787/auth/reset-password?token=secret",
        html: "<p>reset</p>",
        template: "reset-password",
        createdAt: Date.now(),
      });
    const admin = await createUser("admin");
    for (const vars of [{}, { DEV_TOOLS: "false" }]) {
      for (const url of ["http://localhost:8787/dev/outbox", "http://127.0.0.1:8787/dev/outbox"]) {
        const res = await open(url, vars);
        expect(res.status, `${url} ${JSON.stringify(vars)}`).toBe(404);
        expect(res.text).not.toContain(subject);
      }
      const asAdmin = await open("https://app.test/dev/outbox", vars, admin.token);
      expect(asAdmin.status).toBe(404);
      expect(asAdmin.text).not.toContain(subject);
    }

    // Where DEV_TOOLS is on (a developer's machine), the page lists the mail.
    const local = await open("http://127.0.0.1:8787/dev/outbox", { DEV_TOOLS: "true" });
    expect(local.status).toBe(200);
    expect(local.text).toContain(subject);
    // Even there, only for this machine and admins.
    expect((await open("https://app.test/dev/outbox", { DEV_TOOLS: "true" })).status).toBe(404);
    expect((await open("https://app.test/dev/outbox", { DEV_TOOLS: "true" }, admin.token)).status).toBe(200);
    // And never while a mail provider sends the mail.
    const withProvider = await open("http://127.0.0.1:8787/dev/outbox", {
      DEV_TOOLS: "true",
      MAIL_PROVIDER: "resend",
      MAIL_API_KEY: "re_test",
      MAIL_FROM: "Fanverse <no-reply@fans.test>",
    });
    expect(withProvider.status).toBe(404);
  });

  it("wrangler.toml, which deploys read, never turns it on; a malformed value is a configuration error", async () => {
    expect(wranglerToml).not.toMatch(/^\s*DEV_TOOLS\s*=/m);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await open("https://app.test/api/health", { DEV_TOOLS: "yes" });
    expect(res.status).toBe(500);
    expect(res.text).toContain('DEV_TOOLS must be \\"true\\" or \\"false\\"');
  });
});
