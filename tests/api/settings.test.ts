import { afterAll, describe, expect, it } from "vitest";
import { systemClock } from "#functions/lib/clock";
import { SETTINGS } from "#functions/site/settings/catalogue";
import { MENU_LIMITS, MENU_SECTIONS } from "#functions/site/settings/menus";
import { updateSetting } from "#functions/site/settings/service";
import { call, createUser, db } from "../helpers/api";

const deps = () => ({ db: db(), clock: systemClock });

describe("settings", () => {
  afterAll(async () => {
    await updateSetting(deps(), "minimumTipPrice", SETTINGS.minimumTipPrice.default);
    await updateSetting(deps(), "gaCode", SETTINGS.gaCode.default);
    await updateSetting(deps(), "menus", SETTINGS.menus.default);
  });

  it("GET /settings/public gives the public settings with spec defaults and hashPwClient, no private ones", async () => {
    const res = await call("/api/settings/public");
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      freeSubscriptionEnabled: true,
      freeSubscriptionDuration: 1,
      maximumSubscriptionPrice: 300,
      minimumWalletPrice: 2.95,
      maximumWalletPrice: 300,
      maximumTipPrice: 10000,
      minimumPayoutAmount: 50,
      paymentGateway: "stripe",
      personaEnabled: false,
      hashPwClient: false,
    });
    expect(typeof data.minimumSubscriptionPrice).toBe("number");
    expect(data).not.toHaveProperty("performerCommission");
    expect(Object.keys(data).some((k) => k.startsWith("__"))).toBe(false);
  });

  it("POST /settings/keys returns only the requested public keys", async () => {
    const res = await call("/api/settings/keys", {
      body: {
        keys: ["maximumTipPrice", "performerCommission", "nope", "__signing_secret", "paymentGateway"],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ maximumTipPrice: 10000, paymentGateway: "stripe" });
  });

  it("POST /settings/keys validates its body", async () => {
    const missing = await call("/api/settings/keys", { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.details).toHaveProperty("keys");
    const wrongType = await call("/api/settings/keys", { body: { keys: "minimumTipPrice" } });
    expect(wrongType.status).toBe(400);
    const malformed = await call("/api/settings/keys", { body: "{not json" });
    expect(malformed.status).toBe(400);
  });

  it("admin lists every setting, including private non-secret ones", async () => {
    const admin = await createUser("admin");
    const res = await call("/api/admin/settings", { token: admin.token });
    expect(res.status).toBe(200);
    const keys = res.json.data.data.map((s: { key: string }) => s.key);
    expect(keys).toContain("performerCommission");
    expect(keys).toContain("minimumSubscriptionPrice");
    expect(keys.some((k: string) => k.startsWith("__"))).toBe(false);
    expect(res.json.data.total).toBe(keys.length);
    const commission = res.json.data.data.find((s: { key: string }) => s.key === "performerCommission");
    expect(commission).toMatchObject({ public: false, defaultValue: 0.2 });
  });

  it("admin settings need an admin", async () => {
    const fan = await createUser("fan");
    expect((await call("/api/admin/settings")).status).toBe(401);
    expect((await call("/api/admin/settings", { token: fan.token })).status).toBe(403);
    const put = await call("/api/admin/settings/gaCode", {
      method: "PUT",
      token: fan.token,
      body: { value: "x" },
    });
    expect(put.status).toBe(403);
    expect(put.json.code).toBe("admin_only");
  });

  it("admin changes a setting; the public read follows", async () => {
    const admin = await createUser("admin");
    const res = await call("/api/admin/settings/minimumTipPrice", {
      method: "PUT",
      token: admin.token,
      body: { value: 12.5 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ key: "minimumTipPrice", value: 12.5, public: true });
    const read = await call("/api/settings/keys", { body: { keys: ["minimumTipPrice"] } });
    expect(read.json.data.minimumTipPrice).toBe(12.5);
    const gaCode = await call("/api/admin/settings/gaCode", {
      method: "PUT",
      token: admin.token,
      body: { value: "G-TEST" },
    });
    expect(gaCode.status).toBe(200);
    expect((await call("/api/settings/public")).json.data.gaCode).toBe("G-TEST");
  });

  it("admin update refuses bad values (422) and unknown or internal keys (404)", async () => {
    const admin = await createUser("admin");
    const bad = await call("/api/admin/settings/minimumTipPrice", {
      method: "PUT",
      token: admin.token,
      body: { value: "ten" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.details).toHaveProperty("value");
    const negative = await call("/api/admin/settings/performerCommission", {
      method: "PUT",
      token: admin.token,
      body: { value: 1.5 },
    });
    expect(negative.status).toBe(422);
    const unknown = await call("/api/admin/settings/noSuchSetting", {
      method: "PUT",
      token: admin.token,
      body: { value: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("setting_not_found");
    const secret = await call("/api/admin/settings/__signing_secret", {
      method: "PUT",
      token: admin.token,
      body: { value: "stolen" },
    });
    expect(secret.status).toBe(404);
  });

  it("menus: what the settings page offers is accepted, up to its limits; a problem names the link", async () => {
    const admin = await createUser("admin");
    const put = (menus: unknown) =>
      call("/api/admin/settings", { method: "PUT", token: admin.token, body: { values: { menus } } });
    // The page offers header and footer links to site paths or http(s) addresses, 30 at most, titles
    // of up to 60 characters and paths of up to 500.
    const links = Array.from({ length: MENU_LIMITS.links }, (_, i) => ({
      title: `Link ${i} `.padEnd(MENU_LIMITS.title, "t"),
      path: i % 2 ? "https://help.example.com/".padEnd(MENU_LIMITS.path, "p") : `/pages/page-${i}`,
      section: MENU_SECTIONS[i % MENU_SECTIONS.length],
    }));
    expect(links[1].title.length).toBe(MENU_LIMITS.title);
    expect(links[1].path.length).toBe(MENU_LIMITS.path);
    const saved = await put(links);
    expect(saved.status, saved.text).toBe(200);
    expect((await call("/api/settings/public")).json.data.menus).toEqual(links);

    const refused = async (menus: unknown, message: string) => {
      const res = await put(menus);
      expect(res.status).toBe(422);
      expect(res.json.details).toEqual({ menus: message });
    };
    const link = { title: "Terms", path: "/pages/terms", section: "footer" };
    await refused([...links, link], `At most ${MENU_LIMITS.links} menu links.`);
    await refused(
      [link, { ...link, title: "t".repeat(MENU_LIMITS.title + 1) }],
      `Link 2: At most ${MENU_LIMITS.title} characters.`,
    );
    // Only this site's paths and http(s) addresses: no script, no other site dressed as a path.
    for (const path of ["pages/terms", "javascript:alert(1)", "//evil.example", "/\\evil.example"]) {
      await refused(
        [{ ...link, path }],
        "Link 1: Enter a site path such as /pages/terms or an http(s) address.",
      );
    }
    await refused([link, link, { ...link, title: " " }], "Link 3: Give the link a title.");
    // Nothing refused was stored.
    expect((await call("/api/settings/public")).json.data.menus).toEqual(links);
  });

  it("the settings routes are in the OpenAPI document", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const path of ["/settings/public", "/settings/keys", "/admin/settings", "/admin/settings/{key}"]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
