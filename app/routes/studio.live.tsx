/**
 * /studio/live: the creator goes live. Camera preview, title and price per session (0 = free),
 * start and stop; while live: the viewer count, the chat with moderation (delete a message, clear
 * the chat, block a viewer) and private show requests (accept with a price, or decline). The page
 * has camera and microphone allowed and Agora's hosts in its policy (links here reload the
 * document). Without a camera or the video service the session still runs with its chat.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { data, type ShouldRevalidateFunction, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { isVerifiedCreator } from "#functions/identity/access/verified";
import { HOW_TO_GET_VERIFIED } from "#functions/identity/access/verified-messages";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { FIRST_PAGE_SIZE } from "#functions/messaging/messages/schemas";
import { deleteMessage, removeAllMessages } from "#functions/messaging/messages/service";
import { listPublicMessages } from "#functions/messaging/streaming/chat";
import {
  acceptPrivateRequest,
  listPrivateRequests,
  type PrivateRequestView,
  removePrivateRequest,
} from "#functions/messaging/streaming/private-requests";
import {
  endStream,
  goLive,
  joinStream,
  liveStreamOf,
  updateStream,
} from "#functions/messaging/streaming/service";
import { blockUser } from "#functions/social/blocks/service";
import { useMaySell } from "~/components/content/studio/may-sell";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { LiveChat } from "~/components/live/live-chat";
import { useLiveChat } from "~/components/live/use-live-chat";
import { LiveBadge, VideoStage, type VideoState } from "~/components/live/video-stage";
import { Avatar } from "~/components/ui/avatar";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { TimeAgo } from "~/components/ui/time";
import { useToast } from "~/components/ui/toaster";
import { byIntent } from "~/lib/actions.server";
import { callApi, firstProblem, postJson } from "~/lib/api-client";
import { livePageHeaders } from "~/lib/headers";
import { liveVideoHeaders } from "~/lib/live.server";
import { startPreview, startPublishing, VideoUnavailable } from "~/lib/live-video.client";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const headers = livePageHeaders;
export const meta: MetaFunction = () => [{ title: "Go live" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps, country } = args.context.rc;
  const current = await liveStreamOf(deps, viewer.id);
  const [join, requests, verified] = await Promise.all([
    current ? joinStream(deps, viewer, country, current.id) : Promise.resolve(null),
    listPrivateRequests(deps, viewer),
    isVerifiedCreator(deps.db, viewer.id),
  ]);
  const page = join?.stream.conversationId
    ? await listPublicMessages(deps, viewer, country, join.stream.conversationId, {
        limit: FIRST_PAGE_SIZE,
        offset: 0,
        sort: "desc",
      })
    : { data: [], total: 0 };
  return data(
    {
      stream: join?.stream ?? null,
      viewerCount: join?.viewerCount ?? 0,
      requests: requests.data,
      verified,
      messages: page.data.slice().reverse(),
      total: page.total,
      me: { id: viewer.id },
    },
    // The camera is only asked for where it can be used: a verified creator's page, or a session on.
    { headers: liveVideoHeaders(args.context.rc, { camera: verified || Boolean(join) }) },
  );
});

const GoLiveForm = z.object({
  title: z.string().trim().min(1, "Give your stream a title.").max(100, "At most 100 characters."),
  price: z.coerce.number({ message: "Enter a price in tokens." }).min(0, "0 or more.").max(10_000),
});
const id = (form: FormData, name: string) => z.string().trim().min(1).max(64).parse(form.get(name));

const dispatch = byIntent({
  "go-live": async (form, { context: { rc } }) => {
    const input = GoLiveForm.parse(Object.fromEntries(form));
    await goLive(rc.deps, requirePerformer(rc.viewer), input);
    return { ok: true as const, notice: "You are live!" };
  },
  update: async (form, { context: { rc } }) => {
    const input = GoLiveForm.parse(Object.fromEntries(form));
    await updateStream(rc.deps, requirePerformer(rc.viewer), { streamId: id(form, "streamId"), ...input });
    return { ok: true as const, notice: "Changes saved" };
  },
  stop: async (form, { context: { rc } }) => {
    await endStream(rc.deps, requirePerformer(rc.viewer), id(form, "streamId"));
    return { ok: true as const, notice: "Your stream has ended." };
  },
  delete: async (form, { context: { rc } }) => {
    await deleteMessage(rc.deps, requirePerformer(rc.viewer), id(form, "messageId"));
    return { ok: true as const };
  },
  clear: async (form, { context: { rc } }) => {
    await removeAllMessages(rc.deps, requirePerformer(rc.viewer), id(form, "conversationId"));
    return { ok: true as const, notice: "The chat is cleared." };
  },
  block: async (form, { context: { rc } }) => {
    await blockUser(rc.deps, requirePerformer(rc.viewer), { targetId: id(form, "userId") });
    return { ok: true as const, notice: "Viewer blocked. They can no longer watch or chat." };
  },
  accept: async (form, { context: { rc } }) => {
    const price = z.coerce
      .number()
      .min(0)
      .max(10_000)
      .catch(0)
      .parse(form.get("price") || 0);
    const show = await acceptPrivateRequest(
      rc.deps,
      requirePerformer(rc.viewer),
      id(form, "conversationId"),
      {
        price,
      },
    );
    return { ok: true as const, notice: "Private show started.", showId: show._id };
  },
  decline: async (form, { context: { rc } }) => {
    await removePrivateRequest(rc.deps, requirePerformer(rc.viewer), id(form, "conversationId"));
    return { ok: true as const, notice: "Request declined." };
  },
});

export const action = formAction(dispatch);

/** Chat and moderation come back through the room; the session's own controls reload the page. */
const IN_PLACE = new Set(["delete", "block"]);
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  IN_PLACE.has(String(formData?.get("intent"))) ? false : defaultShouldRevalidate;

type Result =
  | { ok: true; notice?: string; showId?: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

/** A toast for what an action answered: its notice, or the reason it was refused. */
function useResultToast(result: Result | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (!result) return;
    if (result.ok && result.notice) toast({ tone: "success", title: result.notice });
    if (!result.ok && result.formError) toast({ tone: "error", title: result.formError });
  }, [result, toast]);
}

/** The camera preview, opened once on the page and handed to the session when it goes live. */
function useCameraPreview() {
  const ref = useRef<HTMLDivElement>(null);
  const preview = useRef<Awaited<ReturnType<typeof startPreview>> | null>(null);
  const [state, setState] = useState<VideoState>({ kind: "connecting" });
  useEffect(() => {
    if (!ref.current) return;
    let cancelled = false;
    startPreview(ref.current)
      .then((p) => {
        if (cancelled) return p.close();
        preview.current = p;
        setState({ kind: "playing" });
      })
      .catch((err: Error) => {
        if (!cancelled)
          setState({
            kind: "unavailable",
            message: err instanceof VideoUnavailable ? err.message : "No camera could be opened.",
          });
      });
    return () => {
      cancelled = true;
      preview.current?.close();
      preview.current = null;
    };
  }, []);
  return { ref, state, tracks: () => preview.current?.tracks ?? null };
}

/**
 * Go live: a creator who may not go live yet (not verified) is told why and where to get verified;
 * the camera is not asked for. Everyone else gets the studio.
 */
export default function GoLive() {
  const { verified, stream } = useLoaderData<typeof loader>();
  return verified || stream ? <LiveStudio /> : <VerificationNeeded />;
}

function VerificationNeeded() {
  const { status } = useMaySell();
  const pending = status === "pending";
  return (
    <>
      <StudioHeader title="Go live" description="Stream to your subscribers and chat with them live." />
      <EmptyState
        title={pending ? "Your ID is being reviewed" : "Get verified to go live"}
        text={
          pending
            ? "Your creator account must be verified before you can go live. Your documents are being reviewed; you can go live as soon as they are approved."
            : `Your creator account must be verified before you can go live. ${HOW_TO_GET_VERIFIED}`
        }
        action={
          <ButtonLink to="/creator/account#verification" variant={pending ? "secondary" : "primary"}>
            {pending ? "See your verification" : "Get verified"}
          </ButtonLink>
        }
      />
    </>
  );
}

function LiveStudio() {
  const {
    verified,
    stream,
    viewerCount,
    requests: initialRequests,
    messages,
    total,
    me,
  } = useLoaderData<typeof loader>();
  const controls = useFetcher<Result>();
  const moderation = useFetcher<Result>();
  const [viewers, setViewers] = useState(viewerCount);
  const [requests, setRequests] = useState<PrivateRequestView[]>(initialRequests);
  useEffect(() => setRequests(initialRequests), [initialRequests]);
  useEffect(() => setViewers(viewerCount), [viewerCount]);
  const camera = useCameraPreview();
  const [publishing, setPublishing] = useState<VideoState>({ kind: "idle" });

  const chat = useLiveChat({
    streamId: stream?._id ?? "",
    live: Boolean(stream),
    chat: { kind: "public", conversationId: stream?.conversationId ?? null },
    initial: messages,
    total,
    onStreamEvent: (frame) => {
      if (frame.event === "stream/viewers") setViewers(frame.data.count);
      if (frame.event === "stream/private-request")
        setRequests((list) =>
          list.some((r) => r.conversationId === frame.data.conversationId)
            ? list
            : [{ ...frame.data, performerId: me.id }, ...list],
        );
      if (frame.event === "stream/private-request-removed")
        setRequests((list) => list.filter((r) => r.conversationId !== frame.data.conversationId));
    },
  });

  // Publishing follows the session: on while live and the camera is open.
  const streamId = stream?._id ?? null;
  const cameraOn = camera.state.kind === "playing";
  const cameraMissing = camera.state.kind === "unavailable";
  useEffect(() => {
    const tracks = camera.tracks();
    if (!streamId || !cameraOn || !tracks) return;
    let session: { stop(): Promise<void> } | null = null;
    let cancelled = false;
    setPublishing({ kind: "connecting" });
    startPublishing(streamId, tracks)
      .then((s) => {
        if (cancelled) return void s.stop();
        session = s;
        setPublishing({ kind: "playing" });
      })
      .catch((err: Error) => !cancelled && setPublishing({ kind: "unavailable", message: err.message }));
    return () => {
      cancelled = true;
      void session?.stop();
    };
  }, [streamId, cameraOn, camera.tracks]);

  // The session's length, reported while live.
  useEffect(() => {
    if (!stream) return;
    const started = Date.parse(stream.startedAt);
    const report = () =>
      void callApi("/api/streaming/set-duration", {
        method: "PUT",
        body: { streamId: stream._id, duration: Math.floor((Date.now() - started) / 1000) },
      });
    const timer = setInterval(report, 30_000);
    return () => clearInterval(timer);
  }, [stream]);

  useResultToast(controls.data);
  useResultToast(moderation.data);

  const fieldErrors = controls.data && !controls.data.ok ? controls.data.fieldErrors : undefined;
  const videoState: VideoState =
    camera.state.kind !== "playing"
      ? camera.state
      : publishing.kind === "unavailable"
        ? publishing
        : { kind: "playing" };
  const send = async (text: string) => {
    const result = await postJson(`/api/messages/stream/public/conversations/${stream?.conversationId}`, {
      text,
    });
    return result.ok ? null : firstProblem(result);
  };

  return (
    <>
      <StudioHeader
        title="Go live"
        description="Stream to your subscribers. A paid session is bought once per session; 0 makes it free."
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <div className="relative">
            <VideoStage label="Your camera" state={videoState} videoRef={camera.ref} />
            {stream ? (
              <div className="absolute top-3 left-3 flex items-center gap-2">
                <LiveBadge />
                <span
                  className="rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white"
                  data-testid="viewer-count"
                >
                  {viewers} watching
                </span>
              </div>
            ) : null}
            {stream && publishing.kind === "unavailable" && cameraOn ? (
              <p className="mt-2 text-sm text-ink-muted" role="status">
                {publishing.message}
              </p>
            ) : null}
          </div>
          <Card>
            <CardHeader
              title={stream ? "You are live" : "Start a session"}
              description={
                stream ? (
                  <>
                    Started <TimeAgo iso={stream.startedAt} />
                  </>
                ) : (
                  "Viewers see the title in the live list."
                )
              }
            />
            <CardBody>
              <controls.Form
                method="post"
                noValidate
                className="grid gap-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-end"
              >
                <input type="hidden" name="intent" value={stream ? "update" : "go-live"} />
                {stream ? <input type="hidden" name="streamId" value={stream._id} /> : null}
                {/* The title has a row of its own: beside the price and the button it was a
                    stub, and the price's hint pushed the fields out of line. */}
                <Field
                  className="sm:col-span-2"
                  label="Title"
                  name="title"
                  required
                  maxLength={100}
                  defaultValue={stream?.title ?? ""}
                  error={fieldErrors?.title}
                  key={`title-${stream?._id ?? "new"}`}
                />
                <Field
                  label="Price (tokens; 0 is free)"
                  name="price"
                  inputMode="decimal"
                  defaultValue={String(stream?.price ?? 0)}
                  error={fieldErrors?.price}
                  key={`price-${stream?._id ?? "new"}`}
                />
                <Button
                  type="submit"
                  className="justify-self-start"
                  pending={controls.state !== "idle"}
                  disabled={!verified}
                >
                  {stream ? "Save" : cameraMissing ? "Go live without video" : "Go live"}
                </Button>
              </controls.Form>
              {!stream && cameraMissing ? (
                <p className="mt-3 text-sm text-ink-muted" data-testid="live-without-video">
                  Without a camera, your fans are told you are live and get the chat, with no video.
                </p>
              ) : null}
              {stream ? (
                <controls.Form method="post" className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
                  <input type="hidden" name="streamId" value={stream._id} />
                  <Button type="submit" name="intent" value="stop" variant="danger">
                    Stop streaming
                  </Button>
                </controls.Form>
              ) : null}
            </CardBody>
          </Card>
          <PrivateRequests requests={requests} />
        </div>
        <div className="min-h-0 space-y-2 xl:h-[calc(100dvh-9rem)]">
          {stream ? (
            <>
              <LiveChat
                chat={chat}
                meId={me.id}
                send={send}
                closedText={null}
                moderation={{
                  onDelete: (m) =>
                    moderation.submit({ intent: "delete", messageId: m._id }, { method: "post" }),
                  onBlock: (m) =>
                    moderation.submit({ intent: "block", userId: m.senderId }, { method: "post" }),
                }}
              />
              <moderation.Form method="post" className="flex justify-end">
                <input type="hidden" name="conversationId" value={stream.conversationId ?? ""} />
                <Button type="submit" name="intent" value="clear" size="sm" variant="ghost">
                  Clear chat
                </Button>
              </moderation.Form>
            </>
          ) : (
            <div className="grid h-full min-h-48 place-items-center rounded-2xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
              Your live chat appears here once you go live.
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** Fans asking for a private show, live from the stream room; accept (with a price) or decline. */
function PrivateRequests({ requests }: { requests: PrivateRequestView[] }) {
  const fetcher = useFetcher<Result>();
  return (
    <Card>
      <CardHeader
        title="Private show requests"
        description="Fans ask from their conversation with you. Accepting starts a private show for that fan."
      />
      <CardBody>
        {requests.length === 0 ? (
          <p className="text-sm text-ink-muted">No requests right now.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Private show requests">
            {requests.map((r) => (
              <li key={r.conversationId} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar src={r.user.avatar} name={r.user.name} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{r.user.name}</p>
                  <p className="text-xs text-ink-subtle">
                    asked <TimeAgo iso={r.createdAt} />
                  </p>
                </div>
                <fetcher.Form method="post" noValidate className="flex items-center gap-2">
                  <input type="hidden" name="conversationId" value={r.conversationId} />
                  <label className="sr-only" htmlFor={`price-${r.conversationId}`}>
                    Price for {r.user.name} (tokens)
                  </label>
                  <input
                    id={`price-${r.conversationId}`}
                    name="price"
                    inputMode="decimal"
                    placeholder="Price"
                    className="h-8 w-20 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
                  />
                  <Button type="submit" name="intent" value="accept" size="sm">
                    Accept
                  </Button>
                  <Button type="submit" name="intent" value="decline" size="sm" variant="ghost">
                    Decline
                  </Button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
