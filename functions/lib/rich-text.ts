import sanitizeHtml from "sanitize-html";
import { Kept } from "./kept";

/**
 * Rich text written by users (feed posts, comments) is sanitised on write to this allowlist, so
 * every reader can render it as HTML. Links keep only http/https targets and always open in a new
 * tab without passing the opener or referrer; scripts, styles, event handlers and HTML comments go.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "h2",
    "h3",
    "h4",
  ],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, given) => {
      const href = (given.href ?? "").trim();
      // href first, so the stored HTML reads naturally; dropped unless it is http(s).
      const attribs: Record<string, string> = /^https?:\/\//i.test(href) ? { href } : {};
      attribs.rel = "noopener noreferrer nofollow";
      attribs.target = "_blank";
      return { tagName, attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

/** Sanitises user HTML to the rich-text allowlist. Plain text comes back with `<`/`>`/`&` escaped. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
};

/** Tags dropped (each block's end and each line break becoming `separator`), entities decoded. */
function textOf(html: string, separator: string): string {
  const withBreaks = html.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, separator);
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (m) => ENTITIES[m] ?? m);
}

/** The plain text of rich text (tags dropped, entities decoded, whitespace collapsed). */
export function plainText(html: string | null | undefined): string {
  if (!html) return "";
  return textOf(html, " ").replace(/\s+/g, " ").trim();
}

/**
 * Rich text as a plain textarea edits it: the text as the reader sees it ("Q&A", not "Q&amp;A"),
 * one line per paragraph or line break. Saved again, it is sanitised back to what it was, less
 * its formatting.
 */
export function editableText(html: string | null | undefined): string {
  if (!html) return "";
  return textOf(html, "\n")
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * A short preview of rich text for someone who may read all of it (a bookmark of a post the viewer
 * has unlocked): its plain text, at most `n` characters, cut at a word boundary with an ellipsis
 * when shortened, and HTML-escaped so it renders safely wherever the full text would.
 */
export function textPreview(html: string | null | undefined, n = 120): string {
  return cachedPreview(html, n, false);
}

/**
 * The rule for what a person without access sees of a text (a locked post, a bookmark of one, a
 * post for sale's announcement): at most `n` characters and at most half of the text, cut at a
 * word with an ellipsis, so a preview never holds the whole text however short it is; HTML-escaped.
 */
export function lockedPreview(html: string | null | undefined, n = 120): string {
  return cachedPreview(html, n, true);
}

/** `textPreview` as plain text (not HTML-escaped): a title for whoever may read the whole text. */
export const textWords = (html: string | null | undefined, n = 120) => previewWords(html, n, false);

/** `lockedPreview` as plain text (not HTML-escaped), for a sentence such as a notification's. */
export const lockedWords = (html: string | null | undefined, n = 120) => previewWords(html, n, true);

function cachedPreview(html: string | null | undefined, n: number, locked: boolean): string {
  if (!html || html.length > PREVIEW_CACHE_MAX_TEXT) return escapeHtml(previewWords(html, n, locked));
  const key = `${locked ? "L" : "P"}${n}:${html}`;
  return previews.get(key) ?? previews.keep(key, escapeHtml(previewWords(html, n, locked)));
}

function previewWords(html: string | null | undefined, n: number, locked: boolean): string {
  const text = plainText(html);
  const most = locked ? Math.min(n, Math.floor(text.length / 2)) : n;
  if (text.length <= most) return text;
  if (most < 2) return "…";
  const cut = text.slice(0, most - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  // "Behind the scenes…", not "Behind the scenes:…".
  const kept = (atWord.length >= most / 3 ? atWord : cut).replace(/[\s.,;:!?–—-]+$/u, "");
  return `${kept || cut.trimEnd()}…`;
}

/**
 * Previews already made in this isolate, by length and text: a locked post's preview is the same
 * for every viewer, and sanitize-html's parse is the costly part of presenting one.
 */
const previews = new Kept<string, string>(2_000);
const PREVIEW_CACHE_MAX_TEXT = 4_000;
