/**
 * /messages: the signed-in user's conversations (list with unread badges, search, load more) beside
 * the open conversation (child route). On phones the list and the thread take turns. The "open"
 * action starts (or finds) the conversation with someone and goes to it. A list that fails to load
 * is emptied with "Error occurred, please try again later" and a Try again button; the
 * open conversation stays.
 */
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  Outlet,
  useLoaderData,
  useParams,
  useRevalidator,
} from "@remix-run/react";
import { z } from "zod";
import { AppError } from "#functions/errors";
import {
  type ConversationView,
  listConversations,
  openConversation,
} from "#functions/messaging/messages/conversations";
import { MessagesFailed } from "~/components/live/messages-failed";
import { ConversationList } from "~/components/messages/conversation-list";
import { controlClass } from "~/components/ui/field";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { cn } from "~/lib/cn";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import { pageFailure } from "~/lib/errors.server";
import { useUserEvents } from "~/lib/live-events";
import type { PageHandle } from "~/lib/page";
import { useOptionalUser } from "~/lib/root-data";
import { formAction } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Messages" }];

const PAGE = 20;

export async function loader(args: LoaderFunctionArgs) {
  const viewer = requirePage(args, handle);
  const url = new URL(args.request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  // "Load more" asks for a longer list; the page keeps what it showed and appends the rest.
  const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || PAGE, PAGE), 100);
  try {
    const { data, total } = await listConversations(args.context.rc.deps, viewer, args.context.rc.country, {
      limit,
      offset: 0,
      sort: "desc",
      q,
    });
    return { conversations: data, total, limit, q: q ?? "" } satisfies ConversationPage;
  } catch (err) {
    // A 401 still goes to login; anything else empties the list and says so, with Try again.
    if (err instanceof Response || (err instanceof AppError && err.status === 401))
      pageFailure(err, args.request);
    if (!(err instanceof AppError)) console.error(err);
    return failedPage(limit, q);
  }
}

/**
 * The list is also loaded on its own in the browser (on navigations and live revalidations), so a
 * failed fetch (the connection, a server that does not answer) empties it with the same message
 * instead of replacing the page with an error page. Redirects (to login) go through.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (err) {
    if (err instanceof Response) throw err;
    const url = new URL(request.url);
    return failedPage(PAGE, url.searchParams.get("q")?.trim() || undefined);
  }
}

interface ConversationPage {
  conversations: ConversationView[];
  total: number;
  limit: number;
  q: string;
  /** Spec section 8: a failed conversation load empties the list and says this. */
  error?: string;
}

const failedPage = (limit: number, q: string | undefined): ConversationPage => ({
  conversations: [],
  total: 0,
  limit,
  q: q ?? "",
  error: DEFAULT_MESSAGES.update,
});

const OpenForm = z.object({
  source: z.enum(["user", "performer"]),
  sourceId: z.string().trim().min(1).max(64),
});

const act = byIntent({
  open: async (form, { context, request }) => {
    const viewer = requirePage({ request, context }, handle);
    const input = OpenForm.parse(Object.fromEntries(form));
    const { conversation } = await openConversation(context.rc.deps, viewer, context.rc.country, input);
    return redirect(`/messages/${conversation._id}`);
  },
});

export const action = formAction(act);

export default function Messages() {
  const { conversations, total, limit, q, error } = useLoaderData<typeof clientLoader>();
  const creator = useOptionalUser()?.isPerformer ?? false;
  const { id: activeId } = useParams();
  const { revalidate } = useRevalidator();
  // A new message anywhere moves its conversation up and its badge on.
  useUserEvents((frame) => {
    if (frame.event === "messages/new" || frame.event === "messages/unread") revalidate();
  });
  return (
    <div className="mx-auto grid h-[calc(100dvh-11rem)] min-h-[28rem] max-w-6xl grid-cols-1 overflow-hidden rounded-2xl border border-line bg-surface shadow-xs sm:h-[calc(100dvh-12rem)] lg:h-[calc(100dvh-9rem)] md:grid-cols-[20rem_minmax(0,1fr)]">
      <aside
        className={cn("flex min-h-0 flex-col border-line md:border-r", activeId ? "hidden md:flex" : "flex")}
        aria-label="Conversations"
      >
        <div className="border-b border-line p-3">
          <h1 className="mb-2 px-1 text-lg font-bold tracking-tight text-ink">Messages</h1>
          <Form method="get" role="search">
            <label htmlFor="conversation-search" className="sr-only">
              Search conversations
            </label>
            <input
              id="conversation-search"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Search by name"
              className={cn(controlClass, "h-10")}
            />
          </Form>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {error ? (
            <MessagesFailed error={error} className="p-3" />
          ) : (
            <ConversationList
              conversations={conversations}
              activeId={activeId ?? null}
              searching={Boolean(q)}
              creator={creator}
            />
          )}
          {total > conversations.length ? (
            <div className="p-3">
              <Link
                to={`?${new URLSearchParams({ ...(q ? { q } : {}), limit: String(limit + PAGE) })}`}
                preventScrollReset
                replace
                className="block rounded-xl border border-line py-2 text-center text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                Load more
              </Link>
            </div>
          ) : null}
        </div>
      </aside>
      <section className={cn("min-h-0 min-w-0", activeId ? "flex" : "hidden md:flex")}>
        <Outlet />
      </section>
    </div>
  );
}
