/**
 * Every answer leaves the request's body read to its end, up to 64 KiB (a larger
 * body is cancelled unread). The runtime closes a kept-alive connection whose request body the
 * Worker left unread, with a reset that often loses the answer (functions/http/edge/request-body.ts;
 * tests/e2e/connections.test.ts shows it on real connections). Here the body is a stream the test
 * feeds, so it sees how much of it the Worker took.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { BASE, createUser } from "../helpers/api";

const CHUNK = 1024;

/** A request body of `chunks` KiB that records how much of it was pulled and whether it was cancelled. */
function trackedBody(chunks: number) {
  const seen = { pulled: 0, ended: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled === chunks) {
          seen.ended = true;
          controller.close();
          return;
        }
        seen.pulled++;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

async function post(path: string, chunks: number, headers: Record<string, string> = {}) {
  const { stream, seen } = trackedBody(chunks);
  const res = await SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: stream,
    duplex: "half",
  } as RequestInit);
  await res.arrayBuffer();
  return { status: res.status, seen };
}

describe("a request's body is read to its end before the answer", () => {
  it("when the API refuses the call before reading its input (unknown route, admin guard, JSON to an upload)", async () => {
    const fan = await createUser("fan");
    for (const [path, headers, status] of [
      ["/api/no-such-route", {}, 404],
      ["/api/admin/coupons", {}, 401],
      ["/api/users/avatar/upload", { authorization: `Bearer ${fan.token}` }, 415],
    ] as const) {
      const { status: got, seen } = await post(path, 32, headers);
      expect(got, path).toBe(status);
      expect(seen, path).toEqual({ pulled: 32, ended: true, cancelled: false });
    }
  });

  it("when a page refuses a POST before reading it (no action: 405)", async () => {
    // Remix logs the POST to a page without an action.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, seen } = await post("/no-such-page", 32, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(status).toBe(405);
    expect(logged).toHaveBeenCalled();
    expect(seen).toEqual({ pulled: 32, ended: true, cancelled: false });
  });

  it("up to 64 KiB: the rest of a larger body is not received", async () => {
    const { status, seen } = await post("/api/no-such-route", 200);
    expect(status).toBe(404);
    expect(seen.ended).toBe(false);
    // Read past 64 KiB, then cancelled (plus what the runtime's pipe may hold ahead).
    expect(seen.pulled).toBeGreaterThan(64);
    expect(seen.pulled).toBeLessThanOrEqual(72);
  });

  it("a body the route reads is read once, as before", async () => {
    const { status, seen } = await post("/api/auth/login", 1);
    // 1 KiB of spaces is not JSON: the route read it and refused it.
    expect(status).toBe(400);
    expect(seen).toEqual({ pulled: 1, ended: true, cancelled: false });
  });
});
