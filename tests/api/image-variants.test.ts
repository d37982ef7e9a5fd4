/**
 * Photo variants (docs/images.md): an uploaded photo's answer carries a srcset of signed variant
 * URLs at 320 and 960 px wide, made by the Images binding on first request and kept in R2; the
 * signature covers the width, so a variant URL cannot be edited into the original.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";

/** A real PNG of `width`×`height` (a colour gradient), made here so the original is larger than every variant. */
async function gradientPng(width: number, height: number): Promise<File> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw.set([(x * 255) / width, (y * 255) / height, ((x ^ y) & 255) as number], row + 1 + x * 3);
    }
  }
  const idat = new Uint8Array(
    await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
  );
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array()),
  ];
  return new File(parts, "big.png", { type: "image/png" });
}

/** The width of a WebP image (VP8, VP8L or VP8X), read from its header. */
function webpWidth(bytes: Uint8Array): number {
  const tag = new TextDecoder().decode(bytes.subarray(12, 16));
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (tag === "VP8 ") return view.getUint16(26, true) & 0x3fff;
  if (tag === "VP8L") return (view.getUint32(21, true) & 0x3fff) + 1;
  if (tag === "VP8X") return (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)) + 1;
  throw new Error(`not a WebP: ${tag}`);
}

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
});
