import { SELF } from "cloudflare:test";
import { expect, onTestFinished, vi } from "vitest";
import { BASE } from "./api";

export interface Frame {
  event: string;
  data: any;
}

/** An accepted test socket that keeps every frame it receives, in order. */
export interface Probe {
  ws: WebSocket;
  /** The next frame not yet taken (waits up to 3 s). */
  next(): Promise<Frame>;
  /** The next frame with this event, skipping others (viewer counts, ...). */
  nextOf(event: string): Promise<Frame>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
  send(frame: unknown): void;
  /** Takes every frame received and not yet taken, without waiting. */
  drain(): Frame[];
}

export function probe(ws: WebSocket): Probe {
  ws.accept();
  const queue: Frame[] = [];
  const waiting: ((f: Frame) => void)[] = [];
  ws.addEventListener("message", (e) => {
    const frame = JSON.parse(e.data as string) as Frame;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
  const next = (): Promise<Frame> => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no frame")), 3000);
      waiting.push((f) => {
        clearTimeout(timer);
        resolve(f);
      });
    });
  };
  return {
    ws,
    closed,
    next,
    async nextOf(event) {
      for (let i = 0; i < 50; i++) {
        const frame = await next();
        if (frame.event === event) return frame;
      }
      throw new Error(`no ${event} frame`);
    },
    send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    drain: () => queue.splice(0),
  };
}

export const upgrade = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { headers: { upgrade: "websocket", ...headers } });

/**
 * Opens a room (`user/<id>`, `conversation/<id>`, `stream/<id>`) with a token and takes the greeting;
 * `query` is appended to the URL (`&...`), `headers` go with the upgrade.
 */
export async function openRoom(
  room: string,
  token: string,
  userId: string,
  { headers = {}, query = "" }: { headers?: Record<string, string>; query?: string } = {},
) {
  const res = await upgrade(`/parties/${room}?token=${encodeURIComponent(token)}${query}`, headers);
  expect(res.status, `open ${room}`).toBe(101);
  const socket = probe(res.webSocket!);
  expect(await socket.next()).toEqual({ event: "auth/success", data: { userId } });
  return socket;
}

/** Proves the socket got nothing (but `ignore`d events) before now: the next frame answers this ping. */
export async function expectNothingPending(socket: Probe, ignore: string[] = []) {
  socket.send({ event: "ping", data: {} });
  for (;;) {
    const frame = await socket.next();
    if (ignore.includes(frame.event)) continue;
    expect(frame).toEqual({ event: "pong", data: {} });
    return;
  }
}

export const closesWith = (socket: Probe, code: number) =>
  expect(
    Promise.race([socket.closed, new Promise((r) => setTimeout(() => r("still open"), 3000))]),
  ).resolves.toBe(code);

/**
 * Stops the clock for the rest of the test: `Date`, which the Worker and its rooms read (they run in
 * this isolate), stands still until `advance` moves it on. Timers stay real, so a wait for a frame
 * still gives up after its 3 s. Time runs again when the test ends.
 */
export function stopClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}
