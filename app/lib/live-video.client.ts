/**
 * Live video in the browser through Agora (agora-rtc-sdk-ng). The SDK is about 1.5 MB, so it is
 * imported only when a live page starts video (a dynamic import: no other page pays for it).
 * Tokens come from `POST /api/streaming/agora/token` (publisher for the stream's creator,
 * subscriber for viewers) and are renewed before they expire. When Agora's cloud cannot be reached
 * (offline, blocked network) `start` rejects with a VideoUnavailable error after CONNECT_TIMEOUT_MS
 * and the page says so; the chat does not depend on it.
 */
import type { IAgoraRTCClient, ICameraVideoTrack, IMicrophoneAudioTrack } from "agora-rtc-sdk-ng";
import { postJson } from "./api-client";

export interface StreamToken {
  appId: string;
  channel: string;
  account: string;
  role: "publisher" | "subscriber";
  token: string;
}

export class VideoUnavailable extends Error {}

const CONNECT_TIMEOUT_MS = 10_000;

async function loadSdk() {
  const { default: AgoraRTC } = await import("agora-rtc-sdk-ng");
  AgoraRTC.setLogLevel(3);
  AgoraRTC.disableLogUpload();
  return AgoraRTC;
}

/** A token for the stream, from the API (the session cookie authenticates the call). */
async function fetchStreamToken(streamId: string): Promise<StreamToken> {
  const result = await postJson<StreamToken>("/api/streaming/agora/token", { streamId });
  if (!result.ok) throw new VideoUnavailable(result.message);
  return result.data;
}

function withTimeout<T>(promise: Promise<T>, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new VideoUnavailable(message)), CONNECT_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err instanceof VideoUnavailable ? err : new VideoUnavailable(message));
      },
    );
  });
}

const CANNOT_CONNECT =
  "Video cannot connect right now (the video service cannot be reached). The chat still works.";

function renewTokens(client: IAgoraRTCClient, streamId: string) {
  client.on("token-privilege-will-expire", async () => {
    try {
      await client.renewToken((await fetchStreamToken(streamId)).token);
    } catch {
      // The next expiry warning tries again; the page shows the connection state.
    }
  });
}

export interface LiveVideo {
  stop(): Promise<void>;
}

/** Why the camera and microphone could not be opened, by the SDK's error code, and what to do. */
const DEVICE_PROBLEMS: ReadonlyMap<string, string> = new Map([
  [
    "PERMISSION_DENIED",
    "Your browser blocked the camera and microphone. Allow them for this site, then reload the page to go live with video.",
  ],
  [
    "DEVICE_NOT_FOUND",
    "No camera or microphone was found. Connect one, then reload the page to go live with video.",
  ],
  [
    "NOT_READABLE",
    "Your camera or microphone is in use by another app. Close it, then reload the page to go live with video.",
  ],
]);

function deviceProblem(err: unknown): string {
  const code = err && typeof err === "object" && "code" in err ? String(err.code) : "";
  return (
    DEVICE_PROBLEMS.get(code) ??
    "No camera or microphone could be opened. Check them in your browser, then reload the page to go live with video."
  );
}

/** The creator's camera and microphone, shown in `element` before going live. */
export async function startPreview(element: HTMLElement) {
  const AgoraRTC = await loadSdk();
  let tracks: [IMicrophoneAudioTrack, ICameraVideoTrack];
  try {
    tracks = await AgoraRTC.createMicrophoneAndCameraTracks();
  } catch (err) {
    throw new VideoUnavailable(deviceProblem(err));
  }
  tracks[1].play(element);
  return {
    tracks,
    close() {
      for (const track of tracks) track.close();
    },
  };
}

/**
 * A client in the stream's channel as `role`, its token renewed before it expires: `setup` runs
 * before it joins, `afterJoin` once it has. When that does not succeed in time, the client leaves
 * the channel again and this rejects with VideoUnavailable.
 */
async function joinChannel(
  streamId: string,
  role: "host" | "audience",
  {
    setup,
    afterJoin,
  }: { setup?: (client: IAgoraRTCClient) => void; afterJoin?: (client: IAgoraRTCClient) => Promise<void> },
) {
  const token = await fetchStreamToken(streamId);
  const AgoraRTC = await loadSdk();
  const client = AgoraRTC.createClient({ mode: "live", codec: "vp8" });
  await client.setClientRole(role);
  renewTokens(client, streamId);
  setup?.(client);
  await withTimeout(
    (async () => {
      await client.join(token.appId, token.channel, token.token, token.account);
      await afterJoin?.(client);
    })(),
    CANNOT_CONNECT,
  ).catch(async (err) => {
    await leave(client);
    throw err;
  });
  return client;
}

const leave = (client: IAgoraRTCClient) => client.leave().catch(() => undefined);

/** The creator publishes the preview's tracks to the stream's channel. */
export async function startPublishing(
  streamId: string,
  tracks: [IMicrophoneAudioTrack, ICameraVideoTrack],
): Promise<LiveVideo> {
  const client = await joinChannel(streamId, "host", { afterJoin: (c) => c.publish(tracks) });
  return {
    async stop() {
      await client.unpublish().catch(() => undefined);
      await leave(client);
    },
  };
}

/** A viewer plays the creator's video (and sound) in `element`. */
export async function startWatching(streamId: string, element: HTMLElement): Promise<LiveVideo> {
  const client = await joinChannel(streamId, "audience", {
    setup: (c) =>
      c.on("user-published", async (user, mediaType) => {
        await c.subscribe(user, mediaType);
        if (mediaType === "video") user.videoTrack?.play(element);
        if (mediaType === "audio") user.audioTrack?.play();
      }),
  });
  return {
    async stop() {
      await leave(client);
    },
  };
}
