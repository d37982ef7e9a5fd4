import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MEDIA_KINDS } from "#functions/media/kinds";
import { BASE, call, createUser } from "../helpers/api";
import {
  disguisedScript,
  fileRowsOf,
  jpegOfSize,
  sampleBytes,
  sampleFile,
  storedKeysOfOwner,
  truncatedMultipart,
} from "../helpers/media";

/** Uploads through a real upload call (the avatar), as a browser would. */
const form = (field: string, file: File) => {
  const f = new FormData();
  f.append(field, file);
  return f;
};
const AVATAR = "/api/users/avatar/upload";

async function nothingStored(ownerId: string) {
  expect(await storedKeysOfOwner(ownerId)).toEqual([]);
  expect(await fileRowsOf(ownerId)).toEqual([]);
}

describe("uploads through a real upload call", () => {
  it("stores a real image and hands back a signed link to it", async () => {
    const user = await createUser("fan");
    const res = await call(AVATAR, { token: user.token, form: form("file", sampleFile("webp")) });
    expect(res.status).toBe(200);
    const rows = await fileRowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "avatar", mimeType: "image/webp", status: "ready" });
    expect(res.text).not.toContain(rows[0].r2Key);
    const status = await call(`/api/files/${rows[0].id}/status`, { token: user.token });
    expect(status.json.data).toMatchObject({ _id: rows[0].id, status: "ready", mimeType: "image/webp" });
    const link = res.text.match(/\/media\/[^"?]+\?exp=\d+&sig=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const media = await SELF.fetch(`${BASE}${link}`);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(sampleBytes("webp"));
  });

  it("answers 400 for a cancelled upload (body cut off halfway) and stores nothing", async () => {
    const user = await createUser("fan");
    const { body, contentType } = await truncatedMultipart("file", sampleFile("png"));
    const res = await SELF.fetch(`${BASE}${AVATAR}`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, code: "upload_interrupted" });
    await nothingStored(user.id);
  });

  it("answers 413 for a file over the limit and stores nothing", async () => {
    const user = await createUser("fan");
    const res = await call(AVATAR, {
      token: user.token,
      form: form("file", jpegOfSize(MEDIA_KINDS.avatar.maxBytes + 1)),
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ statusCode: 413, code: "file_too_large" });
    await nothingStored(user.id);
  });

  it("answers 415 for a script named photo.jpg and for a PDF, and stores nothing", async () => {
    const user = await createUser("fan");
    const script = await call(AVATAR, { token: user.token, form: form("file", disguisedScript()) });
    expect(script.status).toBe(415);
    expect(script.json.code).toBe("unsupported_file_type");
    const pdf = await call(AVATAR, {
      token: user.token,
      form: form("file", sampleFile("pdf", "me.png", "image/png")),
    });
    expect(pdf.status).toBe(415);
    await nothingStored(user.id);
  });

  it("answers 422 naming the field when the file is missing or is text", async () => {
    const user = await createUser("fan");
    const wrongField = await call(AVATAR, { token: user.token, form: form("avatar", sampleFile("png")) });
    expect(wrongField.status).toBe(422);
    expect(wrongField.json.details).toHaveProperty("file");
    const text = new FormData();
    text.append("file", "not a file");
    const asText = await call(AVATAR, { token: user.token, form: text });
    expect(asText.status).toBe(422);
    expect(asText.json.details).toHaveProperty("file");
    const json = await call(AVATAR, { token: user.token, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(json.json.code).toBe("multipart_required");
    await nothingStored(user.id);
  });

  it("asks for a login before reading anything", async () => {
    const res = await call(AVATAR, { form: form("file", sampleFile("png")) });
    expect(res.status).toBe(401);
  });
});
