/**
 * /messages/$id: one conversation. Opening it marks it read; the first 25 messages show oldest
 * first and "Load earlier messages" prepends older ones. New, deleted and read messages and the
 * other person's typing arrive through the conversation room; writes go through the actions
 * (the services), attachments through the API's upload calls with progress. Messages that fail to
 * load say "Error occurred, please try again later" in their place, with Try again (the first
 * page) or in a toast (an older page).
 */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Link,
  type ShouldRevalidateFunction,
  useFetcher,
  useLoaderData,
  useRevalidator,
} from "@remix-run/react";
import { Fragment, useEffect, useRef, useState } from "react";
import { isVerifiedCreator } from "#functions/identity/access/verified";
import { requireUser } from "#functions/identity/accounts/viewer";
import { FanNoteBody } from "#functions/messaging/fans/schemas";
import { fanPanel, saveFanNote } from "#functions/messaging/fans/service";
import {
  getConversation,
  markConversationRead,
  unreadTotal,
} from "#functions/messaging/messages/conversations";
import { FIRST_PAGE_SIZE } from "#functions/messaging/messages/schemas";
import { deleteMessage, listMessages } from "#functions/messaging/messages/service";
import { requestPrivateShow } from "#functions/messaging/streaming/private-requests";
import { firstMessagePage } from "~/components/live/message-page.server";
import { MessagesFailed } from "~/components/live/messages-failed";
import { useOlderMessages } from "~/components/live/use-live-chat";
import {
  dayLabel,
  laterSeenAt,
  MessageAction,
  MessageBubble,
  SocketStatusPill,
  seenMessageId,
  TrashIcon,
  timeOfDay,
  useChatMessages,
  useStickToBottom,
  useTypingIndicator,
} from "~/components/messages/chat";
import { MessageComposer } from "~/components/messages/composer";
import { conversationTitle } from "~/components/messages/conversation-list";
import { FanPanel } from "~/components/messages/fan-panel";
import { ThreadMenu } from "~/components/messages/thread-menu";
import { UnlockButton } from "~/components/money/unlock-button";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, type DialogHandle, useLazyDialog } from "~/components/ui/dialog";
import { MiniIcon } from "~/components/ui/icons";
import { OnlineDot } from "~/components/ui/online-dot";
import { useToast } from "~/components/ui/toaster";
import { byIntent, readForm } from "~/lib/actions.server";
import { firstProblem, postJson } from "~/lib/api-client";
import { DEFAULT_MESSAGES, formFailure } from "~/lib/errors.server";
import { useOfferUnread } from "~/lib/live-events";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";
import { useRoomSocket } from "~/lib/user-socket";
import type { ChatMessage } from "../../party/protocol";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${conversationTitle(data.conversation)} · Messages` : "Messages" },
];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps, country } = args.context.rc;
  const id = args.params.id ?? "";
  const conversation = await getConversation(deps, viewer, country, id);
  // Counted after the read: the header's badge (counted alongside, maybe before it) takes the newer.
  const at = deps.clock.now();
  const [page, canSell, unread, fan] = await Promise.all([
    firstMessagePage(
      listMessages(deps, viewer, country, id, { limit: FIRST_PAGE_SIZE, offset: 0, sort: "desc" }),
    ),
    viewer.isPerformer ? isVerifiedCreator(deps.db, viewer.id) : Promise.resolve(false),
    unreadTotal(deps, viewer, country),
    // The creator in the conversation sees the fan panel; nobody else asks for it.
    conversation.performerId === viewer.id ? fanPanel(deps, viewer, id) : Promise.resolve(null),
  ]);
  return {
    conversation,
    messages: page.messages,
    total: page.total,
    messagesError: page.error,
    unread: { total: unread, at },
    fan,
    me: { id: viewer.id, isPerformer: viewer.isPerformer, canSell },
  };
});

const dispatch = byIntent({
  delete: async (form, { context: { rc } }) => {
    const viewer = requireUser(rc.viewer);
    const result = await deleteMessage(rc.deps, viewer, String(form.get("messageId") ?? ""));
    return { ok: true as const, deleted: result._id };
  },
  read: async (_form, { context: { rc }, params }) => {
    const viewer = requireUser(rc.viewer);
    await markConversationRead(rc.deps, viewer, params.id ?? "");
    return { ok: true as const };
  },
  "fan-note": async (form, { context: { rc }, params }) => {
    const viewer = requireUser(rc.viewer);
    const { note } = FanNoteBody.parse({ note: String(form.get("note") ?? "") });
    return { ok: true as const, note: await saveFanNote(rc.deps, viewer, params.id ?? "", note) };
  },
  "private-show": async (_form, { context: { rc }, params }) => {
    const viewer = requireUser(rc.viewer);
    await requestPrivateShow(rc.deps, viewer, params.id ?? "");
    return { ok: true as const, notice: "Your request was sent. You will be told when the show starts." };
  },
});

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  try {
    return await dispatch(form, args);
  } catch (err) {
    return formFailure(err, args.request, DEFAULT_MESSAGES.generic);
  }
}

/** The thread's own writes update the list in place (and the room tells the rest): no reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") ? false : defaultShouldRevalidate;

type ActionResult =
  | { ok: true; deleted?: string; notice?: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

export default function Thread() {
  const {
    conversation,
    messages: firstPage,
    total,
    messagesError,
    me,
    unread,
    fan,
  } = useLoaderData<typeof loader>();
  useOfferUnread(unread);
  const { messages, olderLeft, add, upsert, remove, markDeleted, prependOlder } = useChatMessages(
    firstPage,
    total,
  );
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const typing = useTypingIndicator();
  const actions = useFetcher<ActionResult>();
  const reader = useFetcher<ActionResult>();
  const other = conversation.recipient;
  const blocked = conversation.isBlocked;
  // Presence as the page loaded it; someone writing or typing to us is online now.
  const [otherOnline, setOtherOnline] = useState(Boolean(other?.isOnline));
  useEffect(() => setOtherOnline(Boolean(other?.isOnline)), [other?.isOnline]);
  // Read receipts: when the other side last read the thread (the page's, then the room's, newest).
  const [seenAt, setSeenAt] = useState(conversation.seenAt);
  useEffect(() => setSeenAt((now) => laterSeenAt(now, conversation.seenAt)), [conversation.seenAt]);

  const socket = useRoomSocket("conversation", blocked ? null : conversation._id, (frame) => {
    switch (frame.event) {
      case "message/created":
        add(frame.data.message);
        if (frame.data.message.senderId !== me.id) {
          typing.clear();
          setOtherOnline(true);
          // Seen while open: the unread count stays at 0.
          reader.submit({ intent: "read" }, { method: "post" });
        }
        break;
      case "message/deleted":
        if (frame.data.removed) remove(frame.data._id);
        else markDeleted(frame.data._id, frame.data.text);
        break;
      case "message/unlocked":
      case "messages/cleared":
        revalidate();
        break;
      case "conversation/read":
        if (frame.data.userId !== me.id) setSeenAt((now) => laterSeenAt(now, frame.data.readAt));
        break;
      case "typing":
        if (frame.data.userId !== me.id) {
          typing.onTyping(frame.data.typing);
          setOtherOnline(true);
        }
        break;
    }
  });

  // A message the viewer sent (text, or with a file) shows at once (the room's copy, if first, is
  // replaced), and the conversation list beside the thread shows it as the latest, on top.
  const sent = (message: ChatMessage) => {
    upsert(message);
    revalidate();
  };
  const send = async (text: string, price: string) => {
    const result = await postJson<ChatMessage>(`/api/messages/conversations/${conversation._id}`, {
      text,
      ...(price.trim() ? { price: Number(price) } : {}),
    });
    if (!result.ok) return firstProblem(result);
    sent(result.data);
    return null;
  };
  useEffect(() => {
    if (actions.data?.ok && actions.data.deleted) remove(actions.data.deleted);
    if (actions.data?.ok && actions.data.notice) toast({ tone: "success", title: actions.data.notice });
    if (actions.data && !actions.data.ok && actions.data.formError)
      toast({ tone: "error", title: actions.data.formError });
  }, [actions.data, remove, toast]);
  const older = useOlderMessages({ conversationId: conversation._id, loaded: messages.length, prependOlder });

  const lastId = messages.at(-1)?._id;
  const seenId = seenMessageId(messages, me.id, seenAt);
  const scroller = useStickToBottom(lastId);
  const canAskForShow = Boolean(!me.isPerformer && other?.isPerformer && !blocked);
  const showDialog = useRef<DialogHandle>(null);
  const showForm = useRef<HTMLFormElement>(null);
  const aboutFan = useLazyDialog();

  return (
    <div className="flex min-h-0 w-full">
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-line px-3 py-2.5 sm:px-4">
          <Link
            to="/messages"
            className="-ml-1 rounded-lg p-1.5 text-ink-muted hover:bg-surface-muted md:hidden"
            aria-label="Back to conversations"
          >
            <MiniIcon shape="chevron-left" />
          </Link>
          <span className="relative shrink-0">
            <Avatar src={other?.avatar} name={conversationTitle(conversation)} size="sm" />
            <OnlineDot online={otherOnline} />
          </span>
          <div className="min-w-0 flex-1">
            {other?.isPerformer && other.username ? (
              <Link
                to={`/${other.username}`}
                className="block truncate font-semibold text-ink hover:underline"
              >
                {conversationTitle(conversation)}
              </Link>
            ) : (
              <p className="truncate font-semibold text-ink">{conversationTitle(conversation)}</p>
            )}
            <p className="truncate text-xs text-ink-subtle" aria-live="polite">
              {typing.typing ? `${other?.name ?? "They"} is typing…` : otherOnline ? "Online now" : "Offline"}
            </p>
          </div>
          <SocketStatusPill status={socket.status} />
          <ThreadMenu
            profilePath={other?.isPerformer && other.username ? `/${other.username}` : null}
            onAskForShow={canAskForShow ? () => showDialog.current?.open() : null}
            reportId={other?.isPerformer && !me.isPerformer ? other._id : null}
            blockPath={me.isPerformer && !other?.isPerformer ? "/studio/blocks" : null}
            onAboutFan={fan ? aboutFan.open : null}
          />
          {canAskForShow ? (
            <actions.Form method="post" noValidate ref={showForm}>
              <input type="hidden" name="intent" value="private-show" />
              <ConfirmDialog
                ref={showDialog}
                tone="primary"
                title={`Ask ${other?.name ?? "this creator"} for a private show?`}
                text={`A private show is a live video session with ${other?.name ?? "the creator"}, for you alone. Asking is free and charges nothing. If they accept, they set the price of the session in tokens (1 token = 1 USD) and you see it before you watch; you pay only if you choose to join.`}
                confirmLabel="Send request"
                onConfirm={() => showForm.current?.requestSubmit()}
              />
            </actions.Form>
          ) : null}
        </header>

        <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5" data-testid="thread">
          {olderLeft > 0 ? (
            <div className="mb-4 flex justify-center">
              <Button size="sm" variant="ghost" pending={older.loading} onClick={older.load}>
                Load earlier messages
              </Button>
            </div>
          ) : null}
          {messagesError ? (
            <MessagesFailed error={messagesError} />
          ) : messages.length === 0 ? (
            <p className="py-10 text-center text-sm text-ink-muted">No messages yet. Say hello!</p>
          ) : null}
          <ul className="space-y-2" aria-label="Messages">
            {messages.map((m, i) => (
              <Fragment key={m._id}>
                {i === 0 || dayLabel(messages[i - 1].createdAt) !== dayLabel(m.createdAt) ? (
                  <li
                    className="flex justify-center py-2"
                    aria-label={`Messages from ${dayLabel(m.createdAt)}`}
                  >
                    <span
                      className="rounded-full bg-surface-muted px-3 py-0.5 text-xs font-medium text-ink-subtle"
                      data-testid="day-label"
                      suppressHydrationWarning
                    >
                      {dayLabel(m.createdAt)}
                    </span>
                  </li>
                ) : null}
                <MessageBubble
                  showTime
                  message={m}
                  mine={m.senderId === me.id}
                  actions={
                    m.senderId === me.id ? (
                      <MessageAction
                        label="Delete message"
                        onClick={() =>
                          actions.submit({ intent: "delete", messageId: m._id }, { method: "post" })
                        }
                      >
                        <TrashIcon />
                      </MessageAction>
                    ) : null
                  }
                  locked={
                    <div className="flex flex-col items-start gap-2 py-1">
                      <p className="flex items-center gap-1.5 font-medium">
                        <MiniIcon shape="lock" className="size-4" />
                        {m.file ? `Locked ${m.file.kind}` : "Locked message"}
                      </p>
                      <UnlockButton
                        chargePath={`/wallet/charges/message/${encodeURIComponent(m._id)}`}
                        price={m.price}
                        label={m.file ? `A ${m.file.kind} message` : "A message"}
                        triggerLabel={`Unlock for ${tokenAmount(m.price)}`}
                      />
                    </div>
                  }
                />
                {m._id === seenId && seenAt ? (
                  <li className="-mt-1.5 flex justify-end px-1" data-testid="seen">
                    <span
                      className="text-[11px] font-medium text-ink-subtle"
                      title={`Seen at ${timeOfDay(seenAt)}`}
                    >
                      Seen
                    </span>
                  </li>
                ) : null}
              </Fragment>
            ))}
          </ul>
        </div>

        {blocked ? (
          <p className="border-t border-line px-4 py-3 text-center text-sm text-ink-muted">
            {me.isPerformer
              ? "You blocked this user. Unblock them in your studio to write again."
              : "You cannot reply to this conversation."}
          </p>
        ) : (
          // Keyed: a draft (text, price, a picked file) belongs to its conversation.
          <MessageComposer
            key={conversation._id}
            conversationId={conversation._id}
            canSetPrice={me.canSell}
            send={send}
            onTyping={socket.send}
            onUploaded={sent}
          />
        )}
      </div>
      {fan ? (
        <aside
          className="hidden w-72 shrink-0 overflow-y-auto border-l border-line p-4 xl:block"
          aria-label="About this fan"
        >
          <FanPanel panel={fan} />
        </aside>
      ) : null}
      {fan && aboutFan.mounted ? (
        <dialog
          ref={aboutFan.ref}
          aria-label={`About ${fan.fan.name}`}
          className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-ink shadow-2xl backdrop:bg-black/50"
        >
          <div className="mb-3 flex justify-end">
            <Button size="sm" variant="ghost" onClick={aboutFan.close}>
              Close
            </Button>
          </div>
          <FanPanel panel={fan} />
        </dialog>
      ) : null}
    </div>
  );
}
