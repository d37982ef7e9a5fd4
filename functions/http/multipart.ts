/**
 * Reading multipart uploads in Hono routes.
 *
 * Upload routes do not declare a zod multipart body: @hono/zod-openapi's form validator (and
 * Hono's parseBody) read the whole body into an ArrayBuffer and then copy it into a FormData,
 * which holds two copies of a 100 MB video in a 128 MB isolate. These helpers parse the request
 * once with the runtime's streaming `Request.formData()` and share the result with parseBody
 * through Hono's body cache. Document the body with `multipartBody(...)` (a plain OpenAPI schema,
 * so no validator is attached).
 *
 *   const upload = createRoute({ ..., request: { body: multipartBody({ photo: "file", title: "string" }) } });
 *   api.openapi(upload, async (c) => {
 *     const file = await readFileField(c, "photo");          // 422 when missing, 400 when truncated
 *     const fields = await readFormFields(c, z.object({ title: z.string().max(100) })); // 422 with details
 *     ...
 *   });
 */

import type { Context } from "hono";
import { AppError, fieldError, validationError } from "../errors";
import { z } from "../lib/zod";
import { VideoClaimsForm, type VideoUpload } from "../media/video-facts";

/** Hono keeps parsed bodies in `req.bodyCache`; parseBody reuses a cached formData promise. */
type FormCache = { formData?: Promise<FormData> };

/** The request's multipart (or urlencoded) form, parsed once; an unreadable body is a 400. */
async function readForm(c: Context): Promise<FormData> {
  const req = c.req;
  const mediaType = (req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  // A JSON body would read as an empty form and the call would answer success having done nothing.
  if (mediaType !== "multipart/form-data" && mediaType !== "application/x-www-form-urlencoded") {
    throw new AppError("multipart_required");
  }
  const cache = req.bodyCache as unknown as FormCache;
  cache.formData ??= req.raw.formData();
  try {
    return await cache.formData;
  } catch {
    // A truncated or malformed body, typically an upload cancelled halfway.
    throw new AppError("upload_interrupted");
  }
}

/** The file sent in `field`; a clear 422 naming the field when it is missing or not a file. */
export async function readFileField(c: Context, field: string): Promise<File> {
  const value = (await readForm(c)).get(field);
  if (!(value instanceof File)) throw fieldError({ [field]: "Please choose a file to upload." });
  return value;
}

/** The file sent in `field`, or null when the field was left out (optional uploads). */
export async function readOptionalFileField(c: Context, field: string): Promise<File | null> {
  const value = (await readForm(c)).get(field);
  if (value === null || value === "") return null;
  if (!(value instanceof File)) throw fieldError({ [field]: "Please choose a file to upload." });
  return value.size === 0 && !value.name ? null : value;
}

/**
 * The text fields of the form validated by a zod schema; failures are converted as for every JSON
 * route (400 for a malformed field, 422 with field details for a broken rule). Repeated fields (or `name[]`) arrive as arrays.
 */
export async function readFormFields<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.infer<S>> {
  const form = await readForm(c);
  const values: Record<string, string | string[]> = Object.create(null);
  form.forEach((value, rawKey) => {
    if (typeof value !== "string") return;
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    const prev = values[key];
    if (rawKey.endsWith("[]")) values[key] = [...(Array.isArray(prev) ? prev : prev ? [prev] : []), value];
    else if (prev === undefined) values[key] = value;
    else values[key] = [...(Array.isArray(prev) ? prev : [prev]), value];
  });
  const result = schema.safeParse(values);
  if (!result.success) throw validationError(result.error.issues, values);
  return result.data;
}

type FieldDoc =
  | "file"
  | "files"
  | "string"
  | "number"
  | "boolean"
  | { description?: string; type: string; [rule: string]: unknown };

/**
 * The text fields of a zod object schema as multipart field docs, with every rule the schema
 * checks (lengths, patterns, enums) and `!` on the required ones: the schema readFormFields
 * validates is the one the document shows. `multipartBody({ ...formFields(RegisterBody), "photo!": "file" })`.
 */
export function formFields(schema: z.ZodObject): Record<string, { type: string }> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, { type: string }>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, doc]) => [required.has(name) ? `${name}!` : name, doc]),
  );
}

/**
 * OpenAPI request body for a multipart route. Fields ending in "!" are required:
 * `multipartBody({ "photo!": "file", title: "string" })`.
 */
export function multipartBody(fields: Record<string, FieldDoc>, description?: string) {
  const properties: Record<string, Record<string, unknown>> = {};
  const required: string[] = [];
  for (const [rawName, doc] of Object.entries(fields)) {
    const name = rawName.endsWith("!") ? rawName.slice(0, -1) : rawName;
    if (rawName.endsWith("!")) required.push(name);
    if (doc === "file") properties[name] = { type: "string", format: "binary" };
    else if (doc === "files")
      properties[name] = { type: "array", items: { type: "string", format: "binary" } };
    else if (typeof doc === "string") properties[name] = { type: doc };
    else properties[name] = { ...doc };
  }
  return {
    required: true,
    description,
    content: {
      "multipart/form-data": {
        schema: { type: "object" as const, properties, ...(required.length ? { required } : {}) },
      },
    },
  };
}

/**
 * The fields a video upload may carry beside its file (media/video-facts.ts): what the browser read
 * from it and its poster frame. Every call that stores a video documents and reads them here, so
 * each checks them the same way (storeUpload's `video`).
 */
export const videoClaimFields = () => ({ ...formFields(VideoClaimsForm), poster: "file" as const });

export async function readVideoClaims(c: Context): Promise<VideoUpload> {
  return {
    claims: await readFormFields(c, VideoClaimsForm),
    poster: await readOptionalFileField(c, "poster"),
  };
}
