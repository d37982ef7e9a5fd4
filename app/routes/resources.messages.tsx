/**
 * GET /resources/messages?conversationId&offset[&chat=public]: an older page of a conversation's
 * messages (oldest first), for "Load earlier messages" in a thread or a live chat.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { AppError } from "#functions/errors";
import { FIRST_PAGE_SIZE } from "#functions/messaging/messages/schemas";
import { listMessages } from "#functions/messaging/messages/service";
import { listPublicMessages } from "#functions/messaging/streaming/chat";
import type { MessagePage } from "~/components/live/use-live-chat";
import { requirePage } from "~/lib/auth.server";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";

const Query = z.object({
  conversationId: z.string().trim().min(1).max(64),
  offset: z.coerce.number().int().min(0).max(1_000_000),
  chat: z.enum(["private", "public"]).default("private"),
});

export async function loader(args: LoaderFunctionArgs) {
  const viewer = requirePage(args, { auth: "required" });
  const parsed = Query.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  if (!parsed.success)
    return data<MessagePage>({ messages: [], total: 0, error: DEFAULT_MESSAGES.update }, { status: 422 });
  const { conversationId, offset, chat } = parsed.data;
  const { deps, country } = args.context.rc;
  const paging = { limit: FIRST_PAGE_SIZE, offset, sort: "desc" as const };
  try {
    const page =
      chat === "public"
        ? await listPublicMessages(deps, viewer, country, conversationId, paging)
        : await listMessages(deps, viewer, country, conversationId, paging);
    return { messages: page.data.slice().reverse(), total: page.total } satisfies MessagePage;
  } catch (err) {
    // Spec: a failed message load says "Error occurred, please try again later".
    const status = err instanceof AppError ? err.status : 500;
    return data<MessagePage>({ messages: [], total: 0, error: DEFAULT_MESSAGES.update }, { status });
  }
}
