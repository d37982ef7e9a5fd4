import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import worker from "#functions/worker";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { rateLimits } from "../../drizzle/schema/users";
import { db } from "../helpers/api";

describe("scheduled jobs", () => {
  it("delivers queued mail (logged without a provider) and prunes expired rate-limit rows", async () => {
    const d = db();
    const now = Date.now();
    await d.insert(emailOutbox).values({
      id: "mail-cron-1",
      to: "someone@example.com",
      subject: "Hello",
      text: "Hi",
      html: "<p>Hi</p>",
      template: "test",
      createdAt: now,
    });
    await d.insert(rateLimits).values({ key: "old-window", count: 3, expiresAt: now - 1000 });
    await d.insert(rateLimits).values({ key: "live-window", count: 3, expiresAt: now + 60_000 });

    // Without a mail provider the job prints each mail (npm start shows its links that way).
    const printed = vi.spyOn(console, "log").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const [mail] = await d.select().from(emailOutbox).where(eq(emailOutbox.id, "mail-cron-1"));
    expect(mail.status).toBe("sent");
    expect(mail.sentAt).toBeGreaterThan(0);
    expect(printed).toHaveBeenCalledWith('[mail] to=someone@example.com subject="Hello"\nHi');
    printed.mockRestore();
    const keys = (await d.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("live-window");
    expect(keys).not.toContain("old-window");
  });
});
