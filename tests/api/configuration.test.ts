/**
 * The Worker checks its bindings and variables before serving: a deploy missing one answers every
 * request with a 500 that names it, never its value, and runs no scheduled job.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "#functions/worker";

async function fetchWith(config: Record<string, unknown>, path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`https://app.test${path}`) as Request<unknown, IncomingRequestCfProperties>;
  const res = await worker.fetch(request, config as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("configuration", () => {
  it("serves as usual when every binding is there", async () => {
    const res = await fetchWith({ ...env }, "/api/health");
    expect(res.status).toBe(200);
  });

  it("answers the API with configuration_error naming a missing binding", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith({ ...env, MEDIA: undefined }, "/api/health");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      code: "configuration_error",
      message: "Configuration error: MEDIA binding missing.",
    });
    expect(logged).toHaveBeenCalledWith("Configuration error: MEDIA binding missing");
  });

  it("answers pages with the same message, and names every problem but never a value", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith(
      { ...env, DB: undefined, PUBLIC_ORIGIN: "ftp://secret-host.example", HASH_PW_CLIENT: "yes" },
      "/",
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("Configuration error: DB binding missing");
    expect(text).toContain("HASH_PW_CLIENT must be");
    expect(text).toContain("PUBLIC_ORIGIN is not an http(s) address");
    expect(text).not.toContain("secret-host");
    expect(text).not.toContain("yes");
    expect(logged.mock.calls.flat().join(" ")).not.toContain("secret-host");
  });

  it("checks every provider address the Worker reads, as it checks PUBLIC_ORIGIN", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const addresses = [
      "MAIL_API_BASE",
      "PERSONA_API_BASE",
      "PERSONA_HOSTED_URL",
      "GOOGLE_JWKS_URL",
      "GOOGLE_AUTH_URL",
      "GOOGLE_TOKEN_URL",
      "TWITTER_API_BASE",
      "RECAPTCHA_VERIFY_URL",
      "RECAPTCHA_SCRIPT_URL",
      "STRIPE_API_BASE",
    ];
    for (const name of addresses) {
      const res = await fetchWith({ ...env, [name]: "ftp://provider.example" }, "/api/health");
      expect(res.status, name).toBe(500);
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(`Configuration error: ${name} is not an http(s) address.`);
    }
    expect(logged).toHaveBeenCalledTimes(addresses.length);
  });

  it("runs no scheduled job without its bindings", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), { ...env, DB: undefined } as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    expect(logged).toHaveBeenCalledWith(
      "Configuration error: DB binding missing; the scheduled jobs did not run",
    );
  });
});
