/**
 * The Persona stand-in: the inquiries API the platform calls (create, resume, retrieve; JSON:API,
 * Bearer key), a hosted flow page where a "creator" approves or declines, and signed webhooks
 * (`Persona-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`) like Persona's.
 *
 *   const persona = await startPersonaStandin({ port: 0, webhookUrl, webhookSecret });
 *   // PERSONA_API_BASE = persona.url, PERSONA_HOSTED_URL = `${persona.url}/verify`
 *
 * Test controls under /_standin: finish an inquiry without the browser and get the signed events
 * back (POST /_standin/inquiries/:id/finish {outcome}), sign any body (POST /_standin/sign).
 */
import { createHmac } from "node:crypto";
import {
  escapeHtml,
  page,
  parseForm,
  parseJson,
  type Route,
  randomId,
  type Standin,
  type StandinRequest,
  startServer,
} from "../lib/server";

export interface PersonaStandinOptions {
  port?: number;
  /** Where events are POSTed; without it they are only returned by the controls. */
  webhookUrl?: string;
  /** Signs the events; generated (wbhsec_...) when not given. */
  webhookSecret?: string;
  /** The API key the platform must send; any `persona_...` key when not given. */
  apiKey?: string;
}

export interface PersonaStandin extends Standin {
  webhookSecret: string;
}

interface Inquiry {
  id: string;
  status: string;
  referenceId: string | null;
  templateId: string;
  createdAt: string;
}

export interface SignedEvent {
  body: string;
  signature: string;
}

function signPersonaPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

const inquiryResource = (inq: Inquiry) => ({
  type: "inquiry",
  id: inq.id,
  attributes: {
    status: inq.status,
    "reference-id": inq.referenceId,
    "inquiry-template-id": inq.templateId,
    "created-at": inq.createdAt,
  },
});

const personaError = (status: number, title: string) => ({ status, json: { errors: [{ title }] } });

export async function startPersonaStandin(options: PersonaStandinOptions = {}): Promise<PersonaStandin> {
  const webhookSecret = options.webhookSecret ?? `wbhsec_${randomId(16)}`;
  const inquiries = new Map<string, Inquiry>();
  const sessions = new Map<string, string>();

  const authorized = (req: StandinRequest) => {
    const auth = req.headers.authorization ?? "";
    const key = auth.replace(/^Bearer\s+/i, "");
    return options.apiKey ? key === options.apiKey : key.startsWith("persona_");
  };

  const eventFor = (inq: Inquiry, name: string): SignedEvent => {
    const body = JSON.stringify({
      data: {
        type: "event",
        id: `evt_${randomId(10)}`,
        attributes: {
          name,
          payload: { data: inquiryResource(inq) },
          "created-at": new Date().toISOString(),
        },
      },
    });
    return { body, signature: signPersonaPayload(body, webhookSecret) };
  };

  const deliver = async (events: SignedEvent[]) => {
    if (!options.webhookUrl) return;
    for (const event of events) {
      try {
        const res = await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "persona-signature": event.signature },
          body: event.body,
        });
        if (!res.ok) console.error(`[persona stand-in] webhook answered ${res.status}`);
      } catch (err) {
        console.error("[persona stand-in] webhook failed", err);
      }
    }
  };

  /** Completes an inquiry and decides it: the events Persona would send, in order. */
  const finish = (inq: Inquiry, outcome: "approved" | "declined"): SignedEvent[] => {
    inq.status = "completed";
    const completed = eventFor(inq, "inquiry.completed");
    inq.status = outcome;
    return [completed, eventFor(inq, `inquiry.${outcome}`)];
  };

  const routes: Route[] = [
    [
      "POST",
      "/api/v1/inquiries",
      (req) => {
        if (!authorized(req)) return personaError(401, "Must be authenticated to access this endpoint");
        const attrs = (parseJson(req.body) as { data?: { attributes?: Record<string, string> } })?.data
          ?.attributes;
        const templateId = attrs?.["inquiry-template-id"] ?? attrs?.["template-id"];
        if (!templateId) return personaError(400, "inquiry-template-id is required");
        const inq: Inquiry = {
          id: `inq_${randomId(12)}`,
          status: "created",
          referenceId: attrs?.["reference-id"] ?? null,
          templateId,
          createdAt: new Date().toISOString(),
        };
        inquiries.set(inq.id, inq);
        return { status: 201, json: { data: inquiryResource(inq) } };
      },
    ],
    [
      "POST",
      "/api/v1/inquiries/:id/resume",
      (req) => {
        if (!authorized(req)) return personaError(401, "Must be authenticated to access this endpoint");
        const inq = inquiries.get(req.params.id);
        if (!inq) return personaError(404, "Record not found");
        if (!["created", "pending"].includes(inq.status))
          return personaError(400, `Cannot resume a ${inq.status} inquiry`);
        const token = `sess_${randomId(16)}`;
        sessions.set(token, inq.id);
        return { json: { data: inquiryResource(inq), meta: { "session-token": token } } };
      },
    ],
    [
      "GET",
      "/api/v1/inquiries/:id",
      (req) => {
        if (!authorized(req)) return personaError(401, "Must be authenticated to access this endpoint");
        const inq = inquiries.get(req.params.id);
        return inq ? { json: { data: inquiryResource(inq) } } : personaError(404, "Record not found");
      },
    ],
    [
      "GET",
      "/verify",
      (req) => {
        const inq = inquiries.get(req.url.searchParams.get("inquiry-id") ?? "");
        const session = req.url.searchParams.get("session-token") ?? "";
        if (!inq || sessions.get(session) !== inq.id) {
          return {
            status: 403,
            html: page("Session expired", "<p>Open the verification again from the site.</p>"),
          };
        }
        if (inq.status === "created") inq.status = "pending";
        const redirect = req.url.searchParams.get("redirect-uri") ?? "";
        const hidden = (name: string, value: string) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
        return {
          html: page(
            "Verify your identity",
            `<p>Environment: ${escapeHtml(req.url.searchParams.get("environment") ?? "sandbox")}. Pretend to take a photo of your ID and a selfie, then choose an outcome.</p>
<form method="post" action="/verify">${hidden("inquiry-id", inq.id)}${hidden("session-token", session)}${hidden("redirect-uri", redirect)}
<button name="outcome" value="approved">Submit (approve)</button><button class="secondary" name="outcome" value="declined">Submit (decline)</button></form>`,
          ),
        };
      },
    ],
    [
      "POST",
      "/verify",
      async (req) => {
        const form = parseForm(req.body);
        const inq = inquiries.get(form.get("inquiry-id") ?? "");
        if (!inq || sessions.get(form.get("session-token") ?? "") !== inq.id) {
          return {
            status: 403,
            html: page("Session expired", "<p>Open the verification again from the site.</p>"),
          };
        }
        const outcome = form.get("outcome") === "declined" ? "declined" : "approved";
        await deliver(finish(inq, outcome));
        const redirect = form.get("redirect-uri");
        if (redirect) {
          const back = new URL(redirect);
          back.searchParams.set("inquiry-id", inq.id);
          return { status: 303, redirect: back.toString() };
        }
        return { html: page("Thank you", "<p>You can close this page.</p>") };
      },
    ],
    [
      "POST",
      "/_standin/inquiries/:id/finish",
      async (req) => {
        const inq = inquiries.get(req.params.id);
        if (!inq) return { status: 404, json: { error: "no such inquiry" } };
        const outcome =
          (parseJson(req.body) as { outcome?: string })?.outcome === "declined" ? "declined" : "approved";
        const events = finish(inq, outcome);
        await deliver(events);
        return { json: { events } };
      },
    ],
    [
      "POST",
      "/_standin/sign",
      (req) => {
        const input = parseJson(req.body) as { body?: string; timestamp?: number; secret?: string };
        return {
          json: {
            signature: signPersonaPayload(
              input?.body ?? "",
              input?.secret ?? webhookSecret,
              input?.timestamp,
            ),
          },
        };
      },
    ],
  ];

  const server = await startServer("persona", routes, { port: options.port });
  return { ...server, webhookSecret };
}
