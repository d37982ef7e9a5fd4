/**
 * A conversation's preview in lists: its newest message as the viewer may see it (built on the
 * server by present.ts, `lastMessagePreview` in the API) and the line it reads as. No server code
 * here, so the browser renders the same line with the screens' money format (◎10.00) while the
 * API's `lastMessage` says the amount in words ("10 tokens", docs/money-display.md).
 */
import type { MessageType } from "../../../drizzle/schema/messaging";

/** A tip message's text when the fan wrote none. */
export const TIP_TEXT = "Sent a tip";

export interface MessagePreview {
  type: MessageType;
  /** One line of the text (stored, escaped form; see escaped.ts); "" when it has none or is locked. */
  text: string;
  /** Tokens: a tip's amount or a pay-per-view message's price; 0 otherwise. */
  price: number;
  /** A pay-per-view message the viewer may not see yet (present.ts, lockedFor). */
  locked: boolean;
}

/** The note a tip carries, if the fan wrote one. */
export const tipNote = (text: string | null) => (text && text !== TIP_TEXT ? text : "");

/**
 * The preview's line: "Locked message" while locked, a tip with its amount (as `amount` writes
 * it) and note, else the text, or what the message holds ("Photo", "Video").
 */
export function previewLine(preview: MessagePreview | null, amount: (tokens: number) => string): string {
  if (!preview) return "";
  if (preview.locked) return "Locked message";
  if (preview.type === "tip") {
    const note = tipNote(preview.text);
    return `Tip of ${amount(preview.price)}${note ? `: ${note}` : ""}`;
  }
  if (preview.text) return preview.text;
  return preview.type === "video" ? "Video" : preview.type === "photo" ? "Photo" : "";
}
