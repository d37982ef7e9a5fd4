import sanitizeHtml from "sanitize-html";

/**
 * Chat text is plain text. Tags are removed (scripts and styles with what is inside them) and the
 * rest is stored HTML-escaped, like every text users write here: any client may render it as
 * HTML, and the web UI shows it as text (decodeChatText). Line breaks are kept.
 */
export function chatText(raw: string | null | undefined): string {
  if (!raw) return "";
  return sanitizeHtml(raw, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  }).trim();
}
