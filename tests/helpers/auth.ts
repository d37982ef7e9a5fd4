import { and, desc, eq } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { call, db, unique } from "./api";

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits of one test never touch another's. */
export const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}-${unique("ip")}`;

export const ipHeaders = (ip = freshIp()) => ({ "cf-connecting-ip": ip });

interface SignupInput {
  name: string;
  username: string;
  email: string;
  password: string;
  gender?: string;
  country?: string;
}

export function signupInput(overrides: Partial<SignupInput> = {}): SignupInput {
  const username = unique("new_");
  return {
    name: "New Person",
    username,
    email: `${username}@example.com`,
    password: "Sup3r-secret!",
    ...overrides,
  };
}

/** Registers a fan through the API. */
export async function registerFan(overrides: Partial<SignupInput> = {}) {
  const input = signupInput(overrides);
  const res = await call("/api/auth/users/register", { body: input, headers: ipHeaders() });
  return { input, res };
}

export function login(username: string, password: string, remember?: boolean) {
  return call("/api/auth/login", {
    body: remember === undefined ? { username, password } : { username, password, remember },
  });
}

/** The newest email queued for an address. */
export async function lastEmailTo(to: string, template?: string) {
  const where = template
    ? and(eq(emailOutbox.to, to), eq(emailOutbox.template, template))
    : eq(emailOutbox.to, to);
  const [row] = await db()
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}

/**
 * The newest email to an address once it is there (other than `notId`, a previous one). Forgot
 * password and resend verification write their mail after answering, so it can lag the response.
 */
export async function waitForEmail(to: string, template?: string, notId?: string) {
  for (let i = 0; i < 150; i++) {
    const mail = await lastEmailTo(to, template);
    if (mail && mail.id !== notId) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${template ?? "email"} to ${to}`);
}

/** Every queued email to `to` of this template, oldest first (for checks that one went out once). */
export function emailsTo(to: string, template: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt, emailOutbox.id);
}

/** Lets the work a call left running after its answer finish (for checks that nothing was sent). */
export const settle = () => new Promise((r) => setTimeout(r, 300));

/** The `token` query parameter of the link to `path` in an email's text. */
export function linkToken(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]*${path.replaceAll("/", "\\/")}\\?token=([^\\s&]+)`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/* Small real files. */

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** A valid 1x1 PNG. */
export const PNG_BYTES = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
);

/** A minimal one-page PDF. */
export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A shell script pretending to be a photo. */
export const SCRIPT_BYTES = new TextEncoder().encode("#!/bin/sh\necho pwned\nrm -rf /\n");

export const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
