/**
 * The first page of a conversation's messages for a page's loader (a thread, a live chat), oldest
 * first. Spec section 8: a message load that fails leaves the page up with "Error occurred, please
 * try again later" in place of the messages (MessagesFailed shows it, with Try again). A known
 * refusal (an AppError: 401 to login, 404, 403) and a thrown Response still go to pageLoader's
 * mapping; only an unexpected failure (the database, the network) stays in the page.
 */
import { AppError } from "#functions/errors";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import type { ChatMessage } from "../../../party/protocol";

export interface FirstMessagePage {
  messages: ChatMessage[];
  total: number;
  /** Why the messages are not there; null when they loaded. */
  error: string | null;
}

export async function firstMessagePage(
  load: Promise<{ data: ChatMessage[]; total: number }>,
): Promise<FirstMessagePage> {
  try {
    const page = await load;
    // The API pages newest first; a chat reads oldest first.
    return { messages: page.data.slice().reverse(), total: page.total, error: null };
  } catch (err) {
    // A known answer (401 to login, 404, 403 with its reason) is the page's, as before.
    if (err instanceof Response || err instanceof AppError) throw err;
    console.error(err);
    return { messages: [], total: 0, error: DEFAULT_MESSAGES.update };
  }
}
