import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#functions/worker";
import wranglerToml from "../../wrangler.toml?raw";
import { BASE } from "../helpers/api";

/** Asks the Worker, configured with `vars`, which country it thinks the visitor is in. */
async function countryFor(vars: Partial<Env>, init: RequestInit<IncomingRequestCfProperties>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/block/countries/check`, init) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return ((await res.json()) as { data: { country: string | null } }).data.country;
}

describe("the visitor's country (finding 11)", () => {
  it("comes from the platform's request.cf.country; a CF-IPCountry header is ignored by default", async () => {
    const cf = { country: "NZ" } as IncomingRequestCfProperties;
    expect(
      await countryFor({ TRUST_CF_IPCOUNTRY_HEADER: "false" }, { cf, headers: { "cf-ipcountry": "FR" } }),
    ).toBe("NZ");
    expect(
      await countryFor({ TRUST_CF_IPCOUNTRY_HEADER: "false" }, { headers: { "cf-ipcountry": "FR" } }),
    ).toBeNull();
    // Only a configuration that opts in (the tests' own) lets the header decide.
    expect(
      await countryFor({ TRUST_CF_IPCOUNTRY_HEADER: "true" }, { cf, headers: { "cf-ipcountry": "FR" } }),
    ).toBe("FR");
  });

  it("wrangler.toml, which npm start and deploys read, keeps the header override off", () => {
    expect(wranglerToml).toMatch(/^TRUST_CF_IPCOUNTRY_HEADER = "false"$/m);
  });
});
