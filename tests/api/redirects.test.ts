/**
 * Finding 4 of the outside review: `redirectTo` after login (and on the theme form) could send the
 * visitor to another site (`/\t/evil.example` is `//evil.example` to a browser) and CR/LF in it
 * answered 500 after the session was made. Every client-supplied target goes through safeRedirect,
 * the wallet's `returnTo` included, and the API's return-path fields share its rule.
 */
import { describe, expect, it } from "vitest";
import { BASE, call, createUser } from "../helpers/api";

/**
 * Known ways to leave a site through a "relative" redirect. Each must stay on this site: most fall
 * back to the default, a few resolve to a path here (`https:evil.example` is `/evil.example` to a
 * browser on an https page, and to the URL parser).
 */
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\r\nSet-Cookie: x=1",
  "/\u0000/evil.example",
  " //evil.example",
  "\t//evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "https://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http:\\\\evil.example",
  "HTTPS://evil.example/",
  "https://app.test@evil.example",
  "//app.test@evil.example",
  "//user:pass@evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/%2F..",
  "/\u3002evil.example",
];

/** Targets on this site, kept as given (encoded slashes stay a path on this site). */
const SAME_SITE = [
  "/search?q=luna#top",
  "/studio/posts",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  `${BASE}/home`,
];

/** Logs in through the login page's form with a redirectTo. */
async function loginPage(user: { username: string; password: string }, redirectTo: string) {
  const form = new FormData();
  form.set("username", user.username);
  form.set("password", user.password);
  form.set("redirectTo", redirectTo);
  return call("/auth/login", { form, headers: { origin: BASE, host: new URL(BASE).host } });
}

function expectOnSite(location: string | null, where: string) {
  expect(location, where).toBeTruthy();
  expect(
    location!.startsWith("/") && !location!.startsWith("//") && !location!.startsWith("/\\"),
    where,
  ).toBe(true);
  expect(new URL(location!, BASE).origin, where).toBe(BASE);
  expect(
    [...location!].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    where,
  ).toBe(false);
}

describe("redirects to a client-supplied target", () => {
  it("after login: no known bypass leaves the site (CR/LF included, no 500)", async () => {
    const fan = await createUser("fan");
    for (const target of BYPASSES) {
      const res = await loginPage(fan, target);
      const where = `redirectTo=${JSON.stringify(target)}`;
      expect(res.status, `${where}: ${res.text.slice(0, 200)}`).toBe(302);
      expectOnSite(res.headers.get("location"), where);
      expect(res.headers.get("set-cookie"), where).toContain("token=");
    }
    // The plain cases fall back to the user's landing page.
    for (const target of [
      "//evil.example",
      "/\t/evil.example",
      "/\r\n/evil.example",
      "https://evil.example",
    ]) {
      expect((await loginPage(fan, target)).headers.get("location"), target).toBe("/home");
    }
  });

  it("after login: targets on this site are kept", async () => {
    const fan = await createUser("fan");
    for (const target of SAME_SITE) {
      const res = await loginPage(fan, target);
      expect(res.status, target).toBe(302);
      const location = res.headers.get("location");
      expectOnSite(location, target);
      expect(new URL(location!, BASE).href, target).toBe(new URL(target, BASE).href);
    }
  });

  it("the theme form goes back only to a page of this site", async () => {
    for (const target of BYPASSES) {
      const form = new FormData();
      form.set("theme", "dark");
      form.set("redirectTo", target);
      const res = await call("/resources/theme", {
        form,
        headers: { origin: BASE, host: new URL(BASE).host },
      });
      const where = `redirectTo=${JSON.stringify(target)}`;
      expect(res.status, where).toBe(302);
      expectOnSite(res.headers.get("location"), where);
    }
    const form = new FormData();
    form.set("theme", "dark");
    form.set("redirectTo", "/search?q=a");
    const back = await call("/resources/theme", {
      form,
      headers: { origin: BASE, host: new URL(BASE).host },
    });
    expect(back.headers.get("location")).toBe("/search?q=a");
  });
});

/** What a server-rendered page put in the value of its hidden field `name`, or null. */
function hiddenValue(html: string, name: string) {
  const found = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!found) return null;
  return found[1]!
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

describe("return paths", () => {
  it("the wallet's way back to the page a fan came from stays on this site", async () => {
    const fan = await createUser("fan");
    for (const target of BYPASSES) {
      const res = await call(`/wallet?returnTo=${encodeURIComponent(target)}`, {
        headers: { cookie: `token=${fan.token}` },
      });
      const where = `returnTo=${JSON.stringify(target)}`;
      expect(res.status, where).toBe(200);
      const back = hiddenValue(res.text, "returnTo");
      if (back !== null) expectOnSite(back, where);
    }
    const kept = await call(`/wallet?returnTo=${encodeURIComponent("/luna?tab=photos")}`, {
      headers: { cookie: `token=${fan.token}` },
    });
    expect(hiddenValue(kept.text, "returnTo")).toBe("/luna?tab=photos");
  });

  it("the API refuses a return path that leaves the site, with 422 (identity check and top-up)", async () => {
    const creator = await createUser("performer", { verified: false });
    const fan = await createUser("fan");
    // `/。evil.example` is a path on this site (`/%E3%80%82evil.example`); every other one leaves it.
    const leaving = BYPASSES.filter((t) => t !== "/\u3002evil.example");
    for (const target of [...leaving, "/a\\b", "/a b"]) {
      const where = JSON.stringify(target);
      const persona = await call("/api/auth/persona/inquiry", {
        token: creator.token,
        body: { returnTo: target },
      });
      expect(persona.status, `persona ${where}`).toBe(422);
      expect(persona.json.code, `persona ${where}`).toBe("validation_failed");
      const topUp = await call("/api/payment/wallet/top-up", {
        token: fan.token,
        body: { amount: 10, returnPath: target },
        headers: { "idempotency-key": crypto.randomUUID() },
      });
      expect(topUp.status, `top-up ${where}`).toBe(422);
    }
  });
});
