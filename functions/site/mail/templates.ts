/**
 * Every email the platform sends, as plain builders: data in, `{ to, subject, text, html, template }`
 * out, queued with queueEmail (or outboxInsert inside a batch). One layout for all of them, so the
 * text and HTML parts always say the same thing. Names in `template` are what the outbox and the
 * developer outbox page show.
 */
import type { Email } from "./outbox";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface EmailParts {
  to: string;
  subject: string;
  template: string;
  /** The recipient's name for the greeting ("Hi Luna,"); empty: "Hi,". */
  name: string;
  /** Paragraphs before the link. */
  lead: string[];
  /** A link to open (shown as its own paragraph, as text and as a link). */
  link?: { url: string; label?: string };
  /** Paragraphs after the link. */
  tail?: string[];
}

/** The one layout: a greeting, paragraphs, an optional link, closing paragraphs. */
export function layoutEmail(parts: EmailParts): Email {
  const greeting = parts.name ? `Hi ${parts.name},` : "Hi,";
  const tail = parts.tail ?? [];
  const text = [greeting, ...parts.lead, ...(parts.link ? [parts.link.url] : []), ...tail].join("\n\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...parts.lead.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(parts.link
      ? [
          `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.label ?? parts.link.url)}</a></p>`,
        ]
      : []),
    ...tail.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join("");
  return { to: parts.to, subject: parts.subject, template: parts.template, text: `${text}\n`, html };
}

interface Recipient {
  email: string;
  name: string;
}

/** To a creator: the outcome of their identity verification (verification result). */
export function verificationResultEmail(
  creator: Recipient,
  input: { decision: "approved" | "rejected"; reason: string; origin: string | null },
): Email {
  if (input.decision === "approved") {
    return layoutEmail({
      to: creator.email,
      subject: "You're verified",
      template: "verification-result",
      name: creator.name,
      lead: [
        "Your identity was verified. Your page now appears in search, and you can sell content, go live and request payouts.",
      ],
      link: input.origin ? { url: `${input.origin}/studio`, label: "Open your studio" } : undefined,
    });
  }
  return layoutEmail({
    to: creator.email,
    subject: "Your verification was not accepted",
    template: "verification-result",
    name: creator.name,
    lead: [
      "Your ID documents were rejected: we could not verify your identity with them.",
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
      "To try again, upload new photos on your studio's ID verification page and send them for review.",
    ],
    link: input.origin
      ? { url: `${input.origin}/studio/verification`, label: "Send new documents" }
      : undefined,
  });
}

/** To the operator: a message from the contact form. */
export function contactMessageEmail(
  operatorEmail: string,
  input: { name: string; email: string; subject: string; message: string },
): Email {
  return layoutEmail({
    to: operatorEmail,
    subject: `Contact form: ${input.subject || `message from ${input.name}`}`,
    template: "contact-message",
    name: "",
    lead: [`${input.name} <${input.email}> wrote:`, input.message],
    tail: ["Reply to the sender's address above."],
  });
}
