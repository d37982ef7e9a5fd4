/**
 * The mail provider stand-in: the sending endpoints of Resend (POST /emails, Bearer key), Postmark
 * (POST /email, X-Postmark-Server-Token) and Mailgun (POST /v3/:domain/messages, Basic api:key,
 * form fields), each answering in its provider's success shape. Every accepted message is kept and
 * listed at GET /_standin/messages (filter with ?to=).
 *
 *   const mail = await startMailStandin({ port: 0, apiKey: "key" });
 *   // MAIL_PROVIDER=resend|postmark|mailgun, MAIL_API_KEY=key, MAIL_API_BASE=mail.url
 */
import {
  parseForm,
  parseJson,
  type Route,
  randomId,
  type Standin,
  type StandinRequest,
  startServer,
} from "../lib/server";

export interface MailStandinOptions {
  port?: number;
  /** The key every provider style must present (any non-empty key when not given). */
  apiKey?: string;
}

export interface RecordedMail {
  id: string;
  provider: "resend" | "postmark" | "mailgun";
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export async function startMailStandin(options: MailStandinOptions = {}): Promise<Standin> {
  const messages: RecordedMail[] = [];
  const keyOk = (key: string | undefined) => Boolean(key) && (!options.apiKey || key === options.apiKey);
  const record = (mail: Omit<RecordedMail, "id" | "receivedAt">) => {
    const saved = { id: randomId(8), receivedAt: new Date().toISOString(), ...mail };
    messages.push(saved);
    return saved;
  };
  const missing = (m: Record<string, unknown>) => ["from", "to", "subject"].filter((k) => !m[k]);

  const routes: Route[] = [
    [
      "POST",
      "/emails",
      (req: StandinRequest) => {
        if (!keyOk(req.headers.authorization?.replace(/^Bearer\s+/i, ""))) {
          return {
            status: 401,
            json: { statusCode: 401, name: "validation_error", message: "API key is invalid" },
          };
        }
        const m = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        const to = Array.isArray(m.to) ? String(m.to[0] ?? "") : String(m.to ?? "");
        if (missing({ ...m, to }).length)
          return {
            status: 422,
            json: {
              statusCode: 422,
              name: "missing_required_field",
              message: `Missing ${missing({ ...m, to }).join(", ")}`,
            },
          };
        const saved = record({
          provider: "resend",
          from: String(m.from),
          to,
          subject: String(m.subject),
          text: String(m.text ?? ""),
          html: String(m.html ?? ""),
        });
        return { json: { id: saved.id } };
      },
    ],
    [
      "POST",
      "/email",
      (req) => {
        const key = req.headers["x-postmark-server-token"];
        if (!keyOk(Array.isArray(key) ? key[0] : key)) {
          return {
            status: 401,
            json: {
              ErrorCode: 10,
              Message:
                "The Server Token you provided in the X-Postmark-Server-Token request header was invalid.",
            },
          };
        }
        const m = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        const mail = { from: m.From, to: m.To, subject: m.Subject };
        if (missing(mail).length)
          return { status: 422, json: { ErrorCode: 300, Message: "Invalid email request" } };
        const saved = record({
          provider: "postmark",
          from: String(m.From),
          to: String(m.To),
          subject: String(m.Subject),
          text: String(m.TextBody ?? ""),
          html: String(m.HtmlBody ?? ""),
        });
        return {
          json: {
            To: saved.to,
            SubmittedAt: saved.receivedAt,
            MessageID: saved.id,
            ErrorCode: 0,
            Message: "OK",
          },
        };
      },
    ],
    [
      "POST",
      "/v3/:domain/messages",
      (req) => {
        const basic = req.headers.authorization?.replace(/^Basic\s+/i, "") ?? "";
        const [user, key] = Buffer.from(basic, "base64").toString().split(":");
        if (user !== "api" || !keyOk(key)) return { status: 401, text: "Forbidden" };
        const form = parseForm(req.body);
        const mail = { from: form.get("from"), to: form.get("to"), subject: form.get("subject") };
        if (missing(mail).length)
          return { status: 400, json: { message: `${missing(mail)[0]} parameter is missing` } };
        const saved = record({
          provider: "mailgun",
          from: String(mail.from),
          to: String(mail.to),
          subject: String(mail.subject),
          text: form.get("text") ?? "",
          html: form.get("html") ?? "",
        });
        return { json: { id: `<${saved.id}@${req.params.domain}>`, message: "Queued. Thank you." } };
      },
    ],
    [
      "GET",
      "/_standin/messages",
      (req) => {
        const to = req.url.searchParams.get("to");
        const data = to ? messages.filter((m) => m.to === to) : messages;
        return { json: { data, total: data.length } };
      },
    ],
  ];
  return startServer("mail", routes, { port: options.port });
}
