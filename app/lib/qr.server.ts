import { encode } from "uqr";

/**
 * A QR code as one SVG path (a unit square per dark module) and its size in modules, border
 * included: the page draws it with <svg viewBox>, black on white in either theme, as scanners
 * expect. Made on the server, so the QR library stays out of the browser bundle.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const qr = encode(text, { ecc: "M", border: 2 });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: qr.size, path: parts.join("") };
}
