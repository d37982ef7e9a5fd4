import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { MEDIA_KIND_NAMES } from "#functions/media/kinds";
import { files } from "../../drizzle/schema/files";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import { db } from "./api";

export type SampleName = keyof typeof SAMPLES_BASE64;
export const SAMPLE_NAMES = Object.keys(SAMPLES_BASE64) as SampleName[];

/** What the content detector reports for each sample. */
export const SAMPLE_MIME: Record<SampleName, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mp4long: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  m4a: "audio/x-m4a",
  ogg: "audio/ogg",
  wav: "audio/wav",
  pdf: "application/pdf",
  zip: "application/zip",
  epub: "application/epub+zip",
};

export function sampleBytes(name: SampleName): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(SAMPLES_BASE64[name]), (c) => c.charCodeAt(0));
}

/** A real sample file as a browser would send it (name and declared type from the extension). */
export function sampleFile(name: SampleName, fileName = `sample.${name}`, type = SAMPLE_MIME[name]): File {
  return new File([sampleBytes(name)], fileName, { type });
}

/** A real JPEG header padded with zeros to `size` bytes: detected as JPEG, only its size is wrong. */
export function jpegOfSize(size: number): File {
  const head = sampleBytes("jpg");
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return new File([bytes], "big.jpg", { type: "image/jpeg" });
}

/** A shell script dressed up as a photo: name .jpg, declared image/jpeg. */
export function disguisedScript(name = "photo.jpg"): File {
  return new File(["#!/bin/sh\necho pwned\nrm -rf ~/\n"], name, { type: "image/jpeg" });
}

/** R2 keys currently stored under a prefix (e.g. `avatar/<ownerId>/`). */
export async function storedKeys(prefix: string): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix });
  return listed.objects.map((o) => o.key);
}

/** R2 keys stored for an owner under any kind. */
export async function storedKeysOfOwner(ownerId: string): Promise<string[]> {
  const lists = await Promise.all(MEDIA_KIND_NAMES.map((kind) => storedKeys(`${kind}/${ownerId}/`)));
  return lists.flat();
}

export async function fileRowsOf(ownerId: string) {
  return db().select().from(files).where(eq(files.ownerId, ownerId));
}

/**
 * A multipart body with one file field, cut off halfway through the file: what the Worker
 * receives when the browser cancels an upload.
 */
export async function truncatedMultipart(
  field: string,
  file: File,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  form.append(field, file);
  const req = new Request("https://x.test/", { method: "POST", body: form });
  const full = new Uint8Array(await req.arrayBuffer());
  return {
    body: full.slice(0, Math.floor(full.length / 2)),
    contentType: req.headers.get("content-type") ?? "",
  };
}
