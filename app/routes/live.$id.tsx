/**
 * /live/$id: watching a live session. Who may join is the API's rule (live, subscribed, not
 * blocked); a paid session shows its price and a buy button until bought. The video plays through
 * Agora when it can be reached and says plainly when it cannot; the chat, the viewer count and
 * tips work either way (the stream room). Links here load a new document so that the page's own
 * Content-Security-Policy (Agora's hosts) applies.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { data, Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { FIRST_PAGE_SIZE } from "#functions/messaging/messages/schemas";
import { listMessages } from "#functions/messaging/messages/service";
import { listPublicMessages } from "#functions/messaging/streaming/chat";
import { joinStream } from "#functions/messaging/streaming/service";
import { getSettings } from "#functions/site/settings/service";
import { LiveChat } from "~/components/live/live-chat";
import { firstMessagePage } from "~/components/live/message-page.server";
import { useLiveChat } from "~/components/live/use-live-chat";
import { LiveBadge, useVideoSession, VideoStage } from "~/components/live/video-stage";
import { UnlockButton } from "~/components/money/unlock-button";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { OnlineDot } from "~/components/ui/online-dot";
import { useToast } from "~/components/ui/toaster";
import { firstProblem, postJson } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { livePageHeaders } from "~/lib/headers";
import { liveVideoHeaders } from "~/lib/live.server";
import { startWatching } from "~/lib/live-video.client";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";
import { useMoneyAttempt } from "~/lib/wallet-charge";

export const handle = { auth: "required" } satisfies PageHandle;
export const headers = livePageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.join.stream.title} · Live` : "Live" },
];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps, country } = args.context.rc;
  const join = await joinStream(deps, viewer, country, args.params.id ?? "");
  const { stream } = join;
  const paging = { limit: FIRST_PAGE_SIZE, offset: 0, sort: "desc" as const };
  // Messages that fail to load leave the page up and say so in the chat (a 401 or a 404 still fails it).
  const [page, settings] = await Promise.all([
    firstMessagePage(
      stream.conversationId
        ? stream.type === "public"
          ? listPublicMessages(deps, viewer, country, stream.conversationId, paging)
          : listMessages(deps, viewer, country, stream.conversationId, paging)
        : Promise.resolve({ data: [], total: 0 }),
    ),
    getSettings(deps, ["minimumTipPrice", "maximumTipPrice"]),
  ]);
  return data(
    {
      join,
      messages: page.messages,
      total: page.total,
      messagesError: page.error,
      me: { id: viewer.id },
      tips: { min: settings.minimumTipPrice, max: settings.maximumTipPrice },
    },
    { headers: liveVideoHeaders(args.context.rc, { camera: false }) },
  );
});

export default function WatchLive() {
  const { join, messages: firstPage, total, messagesError, me, tips } = useLoaderData<typeof loader>();
  const { stream } = join;
  const { revalidate } = useRevalidator();
  const [viewers, setViewers] = useState(join.viewerCount);
  const [title, setTitle] = useState(stream.title);
  const [ended, setEnded] = useState(false);
  const chat = useLiveChat({
    streamId: stream._id,
    live: !ended,
    chat: { kind: stream.type, conversationId: stream.conversationId },
    initial: firstPage,
    total,
    loadError: messagesError,
    onStreamEvent: (frame) => {
      if (frame.event === "stream/viewers") setViewers(frame.data.count);
      if (frame.event === "stream/updated") {
        setTitle(frame.data.title);
        if (frame.data.price !== stream.price) revalidate();
      }
      if (frame.event === "stream/ended") setEnded(true);
    },
  });
  const video = useVideoSession(join.canWatch && !ended, (element) => startWatching(stream._id, element));
  const performer = stream.performer;
  // A public session's chat, or the private show's conversation; the room brings the message back.
  const send = async (text: string) => {
    const path =
      stream.type === "public"
        ? `/api/messages/stream/public/conversations/${stream.conversationId}`
        : `/api/messages/stream/conversations/${stream.conversationId}`;
    const result = await postJson(path, { text });
    return result.ok ? null : firstProblem(result);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-stretch">
      <div className="min-w-0 space-y-4">
        <VideoStage
          label={`${performer?.name ?? "Creator"}'s live video`}
          state={video.state}
          videoRef={video.ref}
          overlay={
            ended ? (
              <div>
                <p className="text-lg font-semibold">This stream has ended</p>
                <Link
                  to="/live"
                  reloadDocument
                  className="mt-3 inline-block text-sm font-medium text-brand-300 underline"
                >
                  See who else is live
                </Link>
              </div>
            ) : !join.canWatch ? (
              <div className="space-y-3">
                <p className="text-lg font-semibold">This session costs {tokenAmount(stream.price)}</p>
                <p className="text-sm text-white/75">
                  Buy it once to watch until it ends. The chat is open to you meanwhile.
                </p>
                <UnlockButton
                  chargePath={`/wallet/charges/stream/${encodeURIComponent(stream._id)}`}
                  price={stream.price}
                  label={title}
                  title="Buy this session"
                  triggerLabel="Buy this session"
                  description={`${title}: pay once and watch until it ends.`}
                />
              </div>
            ) : null
          }
        />
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4">
          <Link to={`/${performer?.username ?? stream.performerId}`} className="relative shrink-0">
            <Avatar src={performer?.avatar} name={performer?.name ?? ""} size="md" />
            <OnlineDot online={Boolean(performer?.isOnline)} />
          </Link>
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              {ended ? null : <LiveBadge />}
              <h1 className="truncate text-lg font-bold text-ink">{title}</h1>
            </div>
            <p className="truncate text-sm text-ink-muted">
              {performer?.name} · <span data-testid="viewer-count">{viewers}</span> watching
              {stream.isFree ? " · Free" : ` · ${tokenAmount(stream.price)}`}
            </p>
          </div>
        </div>
        {ended || stream.type !== "public" ? null : (
          <TipForm performerId={stream.performerId} min={tips.min} max={tips.max} />
        )}
      </div>
      <div className="min-h-0 lg:h-[calc(100dvh-9rem)]">
        <LiveChat chat={chat} meId={me.id} send={send} closedText={ended ? "The stream has ended." : null} />
      </div>
    </div>
  );
}

/** A tip to the creator; while they are live it shows in the chat for everyone. */
function TipForm({ performerId, min, max }: { performerId: string; min: number; max: number }) {
  const toast = useToast();
  const [amount, setAmount] = useState(String(min));
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const money = useMoneyAttempt();
  const [error, setError] = useState<string | null>(null);
  // A 402: the balance is short; the wallet brings the fan back here after topping up.
  const [short, setShort] = useState(false);
  const location = useLocation();
  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const value = Number(amount);
        if (!Number.isFinite(value) || value < min || value > max) {
          setError(`Enter an amount between ${tokenAmount(min)} and ${tokenAmount(max)}.`);
          return;
        }
        setError(null);
        setShort(false);
        setPending(true);
        // The amount is the fan's own, and so the price they see.
        const result = await money.pay(`/wallet/charges/tip/${encodeURIComponent(performerId)}`, {
          amount: value,
          expectedPrice: value,
          ...(note ? { message: note } : {}),
        });
        setPending(false);
        if (result.ok) {
          setNote("");
          toast({ tone: "success", title: "Thank you! Your tip was sent." });
        } else {
          setError(result.message);
          setShort(result.status === 402);
        }
      }}
    >
      <TipInput
        id="tip-amount"
        label="Tip (tokens)"
        className="w-28"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
      />
      <TipInput
        id="tip-note"
        label="Message (optional)"
        className="min-w-40 flex-1"
        value={note}
        maxLength={200}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Button type="submit" pending={pending}>
        Send tip
      </Button>
      {pending && money.retrying ? (
        <p className="w-full text-sm text-ink-muted" role="status">
          Connection lost, retrying…
        </p>
      ) : null}
      {error ? (
        <p className="w-full text-sm text-red-600 dark:text-red-400" role="alert">
          {error}
          {short ? (
            <>
              {" "}
              <Link
                to={`/wallet?returnTo=${encodeURIComponent(location.pathname)}`}
                className="font-semibold text-brand-700 underline dark:text-brand-300"
              >
                Top up your wallet
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

/** One of the tip form's inputs, its label above it, as tall as the Send button. */
function TipInput({
  label,
  className,
  ...input
}: { id: string; label: string; className: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={input.id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <input {...input} className={cn(controlClass, "h-10")} />
    </div>
  );
}
