/**
 * Photo variants (docs/images.md): an uploaded photo's answer carries a srcset of signed variant
 * URLs at 320 and 960 px wide, made by the Images binding on first request and kept in R2; the
 * signature covers the width, so a variant URL cannot be edited into the original.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";
import { gradientPng, webpWidth } from "../helpers/images";

async function fetchBytes(path: string) {
  const res = await SELF.fetch(`https://app.test${path}`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("photo variants", () => {
  it("a photo's srcset serves WebP variants 320 and 960 px wide, made once and kept in R2", async () => {
    const owner = await createUser("performer");
    const form = new FormData();
    form.append("file", await gradientPng(1600, 1000));
    const up = await call("/api/performer/feeds/photo/upload", { method: "POST", token: owner.token, form });
    expect(up.status).toBe(201);
    const srcset: string = up.json.data.srcset;
    const entries = srcset.split(", ").map((e) => e.split(" "));
    expect(entries.map(([, w]) => w)).toEqual(["320w", "960w"]);
    for (const [url, w] of entries) {
      expect(url).toMatch(/^\/media\/[^?]+%40w\d+\?exp=\d+&sig=/);
      const { res, bytes } = await fetchBytes(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(webpWidth(bytes)).toBe(Number.parseInt(w, 10));
      // Made once: the second answer is the stored object (same etag, same bytes).
      const again = await fetchBytes(url);
      expect(again.res.headers.get("etag")).toBe(res.headers.get("etag"));
      expect(again.bytes).toEqual(bytes);
    }
    const stored = await env.MEDIA.list({ prefix: "variants/" });
    expect(stored.objects.filter((o) => o.key.includes(`/${owner.id}/`)).length).toBe(2);
    // The original is still there, full size, under its own URL.
    const original = await fetchBytes(up.json.data.url);
    expect(original.res.headers.get("content-type")).toBe("image/png");
  });

  it("a variant's signature covers its width: edited into another width or the original, it is refused", async () => {
    const owner = await createUser("performer");
    const form = new FormData();
    form.append("file", await gradientPng(800, 600));
    const up = await call("/api/performer/feeds/photo/upload", { method: "POST", token: owner.token, form });
    const [thumb] = (up.json.data.srcset as string).split(", ").map((e) => e.split(" ")[0]);
    expect((await call(thumb.replace("%40w320", "%40w960"))).status).toBe(403);
    expect((await call(thumb.replace("%40w320", ""))).status).toBe(403);
    // A width that is not a variant is no file at all.
    expect((await call(thumb.replace("%40w320", "%40w4000"))).status).toBe(404);
  });

  it("an original's signed URL also serves its smaller variants (`&w=320`, `&w=960`), never another width", async () => {
    const owner = await createUser("performer");
    const form = new FormData();
    form.append("file", await gradientPng(1200, 800));
    const up = await call("/api/performer/feeds/photo/upload", { method: "POST", token: owner.token, form });
    const original: string = up.json.data.url;
    for (const w of [320, 960]) {
      const { res, bytes } = await fetchBytes(`${original}&w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(webpWidth(bytes)).toBe(w);
    }
    // Only the made widths; and a variant's own URL cannot be widened with `w`.
    expect((await call(`${original}&w=4000`)).status).toBe(404);
    expect((await call(`${original}&w=abc`)).status).toBe(404);
    const [thumb] = (up.json.data.srcset as string).split(", ").map((e) => e.split(" ")[0]);
    expect((await call(`${thumb}&w=960`)).status).toBe(404);
    // A tampered signature is refused before any width is looked at.
    // (Its first character changed to another: a signature may itself start with "x".)
    const tampered = original.replace(/sig=(.)/, (_, c: string) => `sig=${c === "x" ? "y" : "x"}`);
    expect((await call(`${tampered}&w=320`)).status).toBe(403);
  });
});
