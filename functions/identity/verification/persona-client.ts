/**
 * Persona's HTTP API (inquiries) and its webhook signatures. The API lives at PERSONA_API_BASE
 * (production default https://api.withpersona.com; a local stand-in in tests and offline runs),
 * authenticated with PERSONA_API_KEY; the creator finishes the inquiry in Persona's hosted flow
 * (PERSONA_HOSTED_URL, default https://inquiry.withpersona.com/verify).
 */
import { AppError } from "../../errors";

const API_BASE = "https://api.withpersona.com";
const HOSTED_URL = "https://inquiry.withpersona.com/verify";
/** The API version this client speaks (Persona pins a request's shape by this header). */
const PERSONA_VERSION = "2023-01-05";

type PersonaEnv = Pick<Env, "PERSONA_API_KEY" | "PERSONA_API_BASE" | "PERSONA_HOSTED_URL">;

export interface PersonaInquiry {
  id: string;
  status: string;
  referenceId: string | null;
  /** Present when the inquiry was resumed: lets the creator continue it in the hosted flow. */
  sessionToken: string | null;
}

const unavailable = () =>
  new AppError("provider_unavailable", {
    message: "Identity verification with Persona is not available right now. Please try again later.",
  });

async function personaCall(env: PersonaEnv, path: string, body: unknown): Promise<PersonaInquiry> {
  if (!env.PERSONA_API_KEY) throw unavailable();
  const base = (env.PERSONA_API_BASE || API_BASE).replace(/\/+$/, "");
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${env.PERSONA_API_KEY}`,
        "content-type": "application/json",
        accept: "application/json",
        "persona-version": PERSONA_VERSION,
        "key-inflection": "kebab",
      },
      body: JSON.stringify(body),
    });
  } catch (err) {
    console.error("Persona unreachable", err);
    throw unavailable();
  }
  if (!res.ok) {
    console.error(`Persona answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    throw unavailable();
  }
  const json = (await res.json()) as {
    data?: { id?: string; attributes?: { status?: string; "reference-id"?: string | null } };
    meta?: { "session-token"?: string };
  };
  if (!json.data?.id) throw unavailable();
  return {
    id: json.data.id,
    status: json.data.attributes?.status ?? "created",
    referenceId: json.data.attributes?.["reference-id"] ?? null,
    sessionToken: json.meta?.["session-token"] ?? null,
  };
}

/** Creates an inquiry from the template, tied to our user by its reference id. */
export const createPersonaInquiry = (env: PersonaEnv, templateId: string, referenceId: string) =>
  personaCall(env, "/api/v1/inquiries", {
    data: { attributes: { "inquiry-template-id": templateId, "reference-id": referenceId } },
  });

/** Resumes an inquiry: a fresh session token for the hosted flow. */
export const resumePersonaInquiry = (env: PersonaEnv, inquiryId: string) =>
  personaCall(env, `/api/v1/inquiries/${encodeURIComponent(inquiryId)}/resume`, {});

/** Where the creator continues the inquiry; Persona sends them back to `redirectUri`. */
export function personaHostedUrl(
  env: PersonaEnv,
  input: { inquiryId: string; sessionToken: string | null; redirectUri: string | null; production: boolean },
): string {
  const url = new URL(env.PERSONA_HOSTED_URL || HOSTED_URL);
  url.searchParams.set("inquiry-id", input.inquiryId);
  if (input.sessionToken) url.searchParams.set("session-token", input.sessionToken);
  url.searchParams.set("environment", input.production ? "production" : "sandbox");
  if (input.redirectUri) url.searchParams.set("redirect-uri", input.redirectUri);
  return url.toString();
}

/** How far a signature's time may be from ours (replays of old deliveries are refused). */
const SIGNATURE_TOLERANCE_S = 300;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

function equalConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks a `Persona-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, and
 * during a secret rotation several such groups separated by spaces; one matching group within
 * five minutes of now suffices. Throws 400 invalid_signature otherwise.
 */
export async function verifyPersonaSignature(
  secret: string,
  header: string | null,
  rawBody: string,
  nowMs: number,
): Promise<void> {
  for (const group of (header ?? "").trim().split(/\s+/)) {
    const parts = new Map<string, string[]>();
    for (const item of group.split(",")) {
      const at = item.indexOf("=");
      if (at <= 0) continue;
      const name = item.slice(0, at).trim();
      parts.set(name, [...(parts.get(name) ?? []), item.slice(at + 1).trim()]);
    }
    const t = parts.get("t")?.[0];
    if (!t || !/^\d{1,12}$/.test(t)) continue;
    if (Math.abs(nowMs / 1000 - Number(t)) > SIGNATURE_TOLERANCE_S) continue;
    const expected = await hmacSha256Hex(secret, `${t}.${rawBody}`);
    if ((parts.get("v1") ?? []).some((v1) => equalConstantTime(v1.toLowerCase(), expected))) return;
  }
  throw new AppError("invalid_signature");
}
