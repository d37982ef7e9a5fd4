import { env, SELF } from "cloudflare:test";
import { recountListedCreators } from "#functions/identity/access/verified";
import { createDb } from "#functions/lib/d1";
import { randomToken, sha256Hex } from "#functions/lib/ids";
import { hashPassword } from "#functions/lib/password";
import { performerProfiles } from "../../drizzle/schema/performers";
import { sessions, type UserRole, users } from "../../drizzle/schema/users";

export const BASE = "https://app.test";
export const db = () => createDb(env.DB);

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  form?: FormData;
}

/** Calls the Worker through its public fetch handler: `call("/api/users/me", { token })`. */
export function call(path: string, options: CallOptions = {}) {
  return send(path, options, (request) => SELF.fetch(request));
}

/** Builds the request of `call` and reads its answer; `fetcher` decides how it reaches the Worker. */
export async function send(
  path: string,
  options: CallOptions,
  fetcher: (request: Request) => Promise<Response>,
) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const res = await fetcher(
    new Request(`${BASE}${path}`, {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    }),
  );
  // Binary answers (media) are decoded by hand: the runtime warns when .text() reads an image.
  const textual = /^(text\/|application\/(json|javascript|xml))/.test(
    res.headers.get("content-type") ?? "text/",
  );
  const text = textual ? await res.text() : new TextDecoder().decode(await res.arrayBuffer());
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, headers: res.headers, json, text };
}

let counter = 0;
export const unique = (prefix = "u") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Test data: a user of the given role written straight into D1, with a session, so tests of
 * any domain can act as a fan, a verified creator or an admin without going through signup.
 */
export async function createUser(
  role: UserRole = "fan",
  options: { verified?: boolean; name?: string; password?: string } = {},
): Promise<TestUser> {
  const id = crypto.randomUUID().replaceAll("-", "").slice(0, 24);
  const username = unique(role.slice(0, 4));
  const email = `${username}@example.com`;
  const password = options.password ?? "Secret123!";
  const now = Date.now();
  const d = db();
  await d.insert(users).values({
    id,
    role,
    name: options.name ?? `Test ${role}`,
    username,
    email,
    emailVerified: true,
    passwordHash: await hashPassword(password),
    createdAt: now,
    updatedAt: now,
  });
  if (role === "performer") {
    await d.insert(performerProfiles).values({
      userId: id,
      verificationStatus: options.verified === false ? "pending" : "approved",
      createdAt: now,
      updatedAt: now,
    });
    // As the app does in every batch that lists or unlists a creator (access/verified.ts).
    await recountListedCreators(d);
  }
  const token = randomToken();
  await d.insert(sessions).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    userId: id,
    expiresAt: now + 86_400_000,
    createdAt: now,
  });
  return { id, username, email, password, token };
}

/**
 * Reads until `done` holds (what the queue or other work after the answer does), every 200 ms for
 * up to 30 s, and answers the last read: the test asserts on it.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 150 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}
