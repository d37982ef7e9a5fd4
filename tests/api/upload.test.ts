import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { AppError } from "#functions/errors";
import { MEDIA_KIND_NAMES, MEDIA_KINDS, type MediaKind } from "#functions/media/kinds";
import {
  attachFiles,
  deleteFile,
  deleteFiles,
  fileUrl,
  getFile,
  setFileStatus,
  storeUpload,
} from "#functions/media/upload";
import { files } from "../../drizzle/schema/files";
import { BASE, call, createUser, db, type TestUser } from "../helpers/api";
import {
  disguisedScript,
  fileRowsOf,
  jpegOfSize,
  SAMPLE_MIME,
  SAMPLE_NAMES,
  sampleBytes,
  sampleFile,
  storedKeys,
  storedKeysOfOwner,
} from "../helpers/media";

const deps = () => createDeps(env);

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected the call to be refused");
}

let creator: TestUser;
let fan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  creator = await createUser("performer");
  fan = await createUser("fan");
  admin = await createUser("admin");
});

describe("storeUpload: every kind accepts exactly its types, detected by content", () => {
  for (const kind of MEDIA_KIND_NAMES) {
    const allowed: readonly string[] = MEDIA_KINDS[kind].mimeTypes;
    it(`${kind}: accepts ${SAMPLE_NAMES.filter((n) => allowed.includes(SAMPLE_MIME[n])).join(", ")}`, async () => {
      const owner = await createUser("performer");
      for (const name of SAMPLE_NAMES) {
        const expected = SAMPLE_MIME[name];
        if (allowed.includes(expected)) {
          const row = await storeUpload(deps(), { ownerId: owner.id, kind, file: sampleFile(name) });
          expect(row, `${kind} ${name}`).toMatchObject({
            ownerId: owner.id,
            type: kind,
            mimeType: expected,
            size: sampleBytes(name).length,
            status: "ready",
            originalName: `sample.${name}`,
          });
          expect(row.r2Key).toBe(`${kind}/${owner.id}/${row.id}`);
          const object = await env.MEDIA.get(row.r2Key);
          expect(object?.httpMetadata?.contentType).toBe(expected);
          expect(new Uint8Array(await object!.arrayBuffer())).toEqual(sampleBytes(name));
        } else {
          const err = await rejection(
            storeUpload(deps(), { ownerId: owner.id, kind, file: sampleFile(name) }),
          );
          expect(err.code, `${kind} must refuse ${name}`).toBe("unsupported_file_type");
          expect(err.status).toBe(415);
        }
      }
      const accepted = SAMPLE_NAMES.filter((n) => allowed.includes(SAMPLE_MIME[n])).length;
      expect(accepted).toBeGreaterThan(0);
      expect(await fileRowsOf(owner.id)).toHaveLength(accepted);
      expect(await storedKeys(`${kind}/${owner.id}/`)).toHaveLength(accepted);
    });
  }

  it("trusts the bytes, not the name or the declared type", async () => {
    const row = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "photo",
      file: sampleFile("png", "holiday.jpg", "image/jpeg"),
    });
    expect(row.mimeType).toBe("image/png");
    expect((await env.MEDIA.head(row.r2Key))?.httpMetadata?.contentType).toBe("image/png");
  });

  it("keeps only the base name the uploader gave, never a path", async () => {
    const row = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "photo",
      file: sampleFile("jpg", "../../etc/passwd.jpg"),
    });
    expect(row.originalName).toBe("passwd.jpg");
    expect(row.r2Key).toBe(`photo/${creator.id}/${row.id}`);
  });

  it("records what the file is attached to when given", async () => {
    const row = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "feed-photo",
      file: sampleFile("webp"),
      refType: "feed",
      refId: "feed123",
    });
    expect(row).toMatchObject({ refType: "feed", refId: "feed123" });
  });
});

describe("storeUpload: rejected uploads leave nothing behind", () => {
  it("refuses a file over the kind's limit with 413", async () => {
    const owner = await createUser("fan");
    const limit = MEDIA_KINDS.avatar.maxBytes;
    const err = await rejection(
      storeUpload(deps(), { ownerId: owner.id, kind: "avatar", file: jpegOfSize(limit + 1) }),
    );
    expect(err.status).toBe(413);
    expect(err.code).toBe("file_too_large");
    expect(err.message).toContain("5 MB");
    expect(await storedKeysOfOwner(owner.id)).toEqual([]);
    expect(await fileRowsOf(owner.id)).toEqual([]);
    // Exactly at the limit is fine.
    const row = await storeUpload(deps(), { ownerId: owner.id, kind: "avatar", file: jpegOfSize(limit) });
    expect(row.size).toBe(limit);
  });

  it("refuses a script named photo.jpg with 415", async () => {
    const owner = await createUser("performer");
    for (const kind of [
      "photo",
      "avatar",
      "document",
      "product-file",
      "feed-video",
      "audio",
    ] as MediaKind[]) {
      const err = await rejection(storeUpload(deps(), { ownerId: owner.id, kind, file: disguisedScript() }));
      expect(err.status, kind).toBe(415);
      expect(err.code).toBe("unsupported_file_type");
    }
    expect(await storedKeysOfOwner(owner.id)).toEqual([]);
    expect(await fileRowsOf(owner.id)).toEqual([]);
  });

  it("refuses an empty file and a truncated header with 415", async () => {
    const owner = await createUser("fan");
    const empty = new File([], "empty.png", { type: "image/png" });
    expect(
      (await rejection(storeUpload(deps(), { ownerId: owner.id, kind: "photo", file: empty }))).status,
    ).toBe(415);
    const stub = new File([sampleBytes("png").slice(0, 3)], "stub.png", { type: "image/png" });
    expect(
      (await rejection(storeUpload(deps(), { ownerId: owner.id, kind: "photo", file: stub }))).status,
    ).toBe(415);
    expect(await storedKeysOfOwner(owner.id)).toEqual([]);
    expect(await fileRowsOf(owner.id)).toEqual([]);
  });

  it("removes the stored object when the row cannot be written", async () => {
    const ghost = `ghost${Date.now().toString(36)}`; // no such user: the files row fails its foreign key
    await expect(
      storeUpload(deps(), { ownerId: ghost, kind: "photo", file: sampleFile("png") }),
    ).rejects.toThrow();
    expect(await storedKeys(`photo/${ghost}/`)).toEqual([]);
    expect(await fileRowsOf(ghost)).toEqual([]);
  });
});

describe("video processing states", () => {
  it("stores a video as processing and, with no transcoder, makes it ready", async () => {
    const row = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "feed-video",
      file: sampleFile("mp4"),
    });
    expect(row.status).toBe("ready");
    expect(row.mimeType).toBe("video/mp4");
  });

  it("allows only the transitions of the state machine", async () => {
    const row = await storeUpload(deps(), { ownerId: creator.id, kind: "video", file: sampleFile("webm") });
    const d = deps();
    expect((await setFileStatus(d, row.id, "processing")).status).toBe("processing"); // re-encode
    expect((await setFileStatus(d, row.id, "error")).status).toBe("error");
    const bad = await rejection(setFileStatus(d, row.id, "ready"));
    expect(bad.status).toBe(409);
    expect((await setFileStatus(d, row.id, "processing")).status).toBe("processing"); // retry
    expect((await setFileStatus(d, row.id, "ready")).status).toBe("ready");
    expect((await setFileStatus(d, row.id, "ready")).status).toBe("ready"); // no-op
    expect((await rejection(setFileStatus(d, row.id, "uploading"))).status).toBe(409);
    expect((await rejection(setFileStatus(d, "nosuchfile", "ready"))).status).toBe(404);
  });

  it("reports the state through GET /api/files/{id}/status", async () => {
    const row = await storeUpload(deps(), { ownerId: creator.id, kind: "video", file: sampleFile("mp4") });
    await setFileStatus(deps(), row.id, "processing");
    const res = await call(`/api/files/${row.id}/status`, { token: creator.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      _id: row.id,
      status: "processing",
      type: "video",
      mimeType: "video/mp4",
      size: sampleBytes("mp4").length,
      createdAt: new Date(row.createdAt).toISOString(),
    });
    await setFileStatus(deps(), row.id, "ready");
    expect((await call(`/api/files/${row.id}/status`, { token: creator.token })).json.data.status).toBe(
      "ready",
    );
  });
});

describe("GET /api/files/{id}/status", () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = (await storeUpload(deps(), { ownerId: creator.id, kind: "photo", file: sampleFile("jpg") })).id;
  });

  it("answers the owner and admins", async () => {
    for (const token of [creator.token, admin.token]) {
      const res = await call(`/api/files/${fileId}/status`, { token });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        status: 0,
        message: "OK",
        data: { _id: fileId, status: "ready", type: "photo" },
      });
      expect(res.text).not.toContain("r2");
      expect(res.text).not.toContain(creator.id);
    }
  });

  it("hides the file from everybody else (404) and asks anonymous callers to log in (401)", async () => {
    const other = await call(`/api/files/${fileId}/status`, { token: fan.token });
    expect(other.status).toBe(404);
    expect(other.json.code).toBe("file_not_found");
    const anon = await call(`/api/files/${fileId}/status`);
    expect(anon.status).toBe(401);
    const missing = await call("/api/files/doesnotexist/status", { token: admin.token });
    expect(missing.status).toBe(404);
  });

  it("is listed in the OpenAPI document", async () => {
    const res = await call("/api/openapi.json");
    expect(res.json.paths["/files/{id}/status"]?.get?.tags).toEqual(["Files"]);
  });
});

describe("signed URLs, attaching and deleting", () => {
  it("hands out a signed /media path that streams the stored bytes", async () => {
    const row = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "feed-audio",
      file: sampleFile("mp3"),
    });
    const path = await fileUrl(deps(), row.id);
    expect(path).toMatch(new RegExp(`^/media/${row.id}\\?exp=\\d+&sig=[\\w-]+$`));
    expect(path).not.toContain(row.r2Key);
    const res = await fetchMedia(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(sampleBytes("mp3"));
  });

  it("attaches only the owner's files: 403 for someone else's, 404 for unknown ones", async () => {
    const mine = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "feed-photo",
      file: sampleFile("png"),
    });
    const mine2 = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "feed-video",
      file: sampleFile("mov"),
    });
    const theirs = await storeUpload(deps(), { ownerId: fan.id, kind: "avatar", file: sampleFile("gif") });
    const attached = await attachFiles(deps(), [mine.id, mine2.id], creator.id, "feed", "f1");
    expect(attached.map((r) => [r.refType, r.refId])).toEqual([
      ["feed", "f1"],
      ["feed", "f1"],
    ]);
    expect(
      (await rejection(attachFiles(deps(), [mine.id, theirs.id], creator.id, "feed", "f2"))).status,
    ).toBe(403);
    expect(
      (await rejection(attachFiles(deps(), [mine.id, "nosuchfile"], creator.id, "feed", "f2"))).status,
    ).toBe(404);
    // Nothing changed by the refused calls.
    expect((await getFile(deps(), mine.id))?.refId).toBe("f1");
    expect((await getFile(deps(), theirs.id))?.refId).toBeNull();
    expect(await attachFiles(deps(), [], creator.id, "feed", "f3")).toEqual([]);
  });

  it("deletes the object and the row", async () => {
    const row = await storeUpload(deps(), { ownerId: creator.id, kind: "document", file: sampleFile("pdf") });
    const path = await fileUrl(deps(), row.id);
    expect(await deleteFile(deps(), row.id)).toBe(true);
    expect(await env.MEDIA.head(row.r2Key)).toBeNull();
    expect(await db().select().from(files).where(eq(files.id, row.id))).toEqual([]);
    expect((await fetchMedia(path)).status).toBe(404);
    expect(await deleteFile(deps(), row.id)).toBe(false);

    const a = await storeUpload(deps(), { ownerId: creator.id, kind: "thumbnail", file: sampleFile("jpg") });
    const b = await storeUpload(deps(), { ownerId: creator.id, kind: "teaser", file: sampleFile("webm") });
    await deleteFiles(deps(), [a.id, b.id, "unknown"]);
    expect(await env.MEDIA.head(a.r2Key)).toBeNull();
    expect(await env.MEDIA.head(b.r2Key)).toBeNull();
    expect(await getFile(deps(), a.id)).toBeNull();
  });
});

async function fetchMedia(path: string, init?: RequestInit) {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(`${BASE}${path}`, init);
}
