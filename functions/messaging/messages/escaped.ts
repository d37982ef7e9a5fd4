/**
 * Reading stored chat text (HTML-escaped plain text, see text.ts), without the sanitiser, so the
 * browser can use it too.
 */

const ENTITIES = new Map([
  ["&amp;", "&"],
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&quot;", '"'],
  ["&#39;", "'"],
  ["&#x27;", "'"],
]);

/** The text a person typed, from its stored (escaped) form. */
export const decodeChatText = (stored: string) =>
  stored.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES.get(m) ?? m);

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A one-line preview of stored chat text for conversation lists (escaped, like the text). */
export function chatPreview(stored: string, n = 100): string {
  const text = decodeChatText(stored).replace(/\s+/g, " ").trim();
  return escapeHtml(text.length <= n ? text : `${text.slice(0, n - 1).trimEnd()}…`);
}
