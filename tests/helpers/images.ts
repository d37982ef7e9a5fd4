/**
 * Real images made in a test (no fixtures): a gradient PNG of any size, and the size of a WebP read
 * from its header. Shared by the API tests (workerd) and the browser tests (Node).
 */

/** A real PNG of `width`×`height` (a colour gradient), made here so the original is larger than every variant. */
export async function gradientPng(width: number, height: number): Promise<File> {
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
export function webpWidth(bytes: Uint8Array): number {
  const tag = new TextDecoder().decode(bytes.subarray(12, 16));
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (tag === "VP8 ") return view.getUint16(26, true) & 0x3fff;
  if (tag === "VP8L") return (view.getUint32(21, true) & 0x3fff) + 1;
  if (tag === "VP8X") return (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)) + 1;
  throw new Error(`not a WebP: ${tag}`);
}

/** The width and height of a WebP image (VP8, VP8L or VP8X), read from its header. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const tag = new TextDecoder().decode(bytes.subarray(12, 16));
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (tag === "VP8 ")
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (tag === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (tag === "VP8X") {
    return {
      width: (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)) + 1,
      height: (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)) + 1,
    };
  }
  throw new Error(`not a WebP: ${tag}`);
}
