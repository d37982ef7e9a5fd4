/**
 * Server-rendered pages are written as text and encoded to UTF-8 a few kilobytes at a time
 * (patches/react-dom+18.3.1.patch): whatever falls at a boundary, a page says exactly what its data
 * says, in characters of one, two, three and four bytes, and ends where the document ends.
 */
import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";
import { counted } from "../helpers/d1-count";

describe("a rendered page", () => {
  it("carries multi-byte text intact across its chunks, to the end of the document", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    // 1,995 characters: more than one chunk of the page's bio section alone, in 1- to 4-byte
    // characters, so that chunk boundaries fall next to each kind.
    const words = "Zoë 🌙 naïve — 東京 ";
    const bio = `<p>${words.repeat(Math.floor(1_990 / words.length))}</p>`;
    const name = "Zoë 🌙 Æsir";
    const saved = await call(`/api/performers/${creator.id}`, {
      method: "PUT",
      token: creator.token,
      body: { bio, name },
    });
    expect(saved.status, saved.text).toBe(200);

    const page = await counted(`/${creator.username}/about`, fan.token);
    expect(page.status).toBe(200);
    expect(page.body).toContain(bio);
    expect(page.body).toContain(name);
    expect(page.body).not.toContain("\uFFFD");
    expect(page.body.startsWith("<!DOCTYPE html>")).toBe(true);
    // The document, then the streamed loader data, closed: the last chunk was written too.
    expect(page.body).toContain("</html>");
    expect(page.body).toMatch(/streamController\.close\(\);<\/script>(<!--\/\$-->)+$/);
  });
});
