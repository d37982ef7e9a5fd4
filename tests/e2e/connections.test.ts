/**
 * Connections to the running Worker, on the server the browser tests use (the deploy bundle in
 * plain Miniflare/workerd): an answer the app gives without reading the request's body reaches the
 * client, and the keep-alive connection then carries the next request. The runtime closes such a
 * connection (with a reset that often loses the answer) unless the body was read, so every answer
 * reads it first (functions/http/edge/request-body.ts; docs/performance.md).
 */
import assert from "node:assert/strict";
import http from "node:http";
import { before, test } from "node:test";
import { apiLogin, baseUrl, DEMO_FANS } from "./harness";

const { hostname, port } = new URL(baseUrl);

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Got {
  status: number;
  reused: boolean;
}

function send(agent: http.Agent, req: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const r = http.request(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.path,
        agent,
        headers: { ...req.headers, ...(body ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: r.reusedSocket }));
        res.on("error", reject);
      },
    );
    r.setTimeout(30_000, () => r.destroy(new Error(`no answer to ${req.method} ${req.path} in 30 s`)));
    r.on("error", reject);
    r.end(body);
  });
}

const json = (body: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

let fanToken = "";
before(async () => {
  fanToken = await apiLogin(DEMO_FANS[0].username, DEMO_FANS[0].password);
});

/** Requests the app answers without reading their bodies: refused before any input is read. */
const EARLY_REFUSALS: { name: string; request: () => Sent; status: number }[] = [
  {
    name: "an unknown API route",
    request: () => ({ method: "POST", path: "/api/no-such-route", ...json({ amount: 10 }) }),
    status: 404,
  },
  {
    name: "an admin call without a session",
    request: () => ({ method: "POST", path: "/api/admin/coupons", ...json({ code: "X", discount: 0.5 }) }),
    status: 401,
  },
  {
    name: "an upload sent as JSON",
    request: () => {
      const sent = json({ file: "not a file" });
      return {
        method: "POST",
        path: "/api/users/avatar/upload",
        headers: { ...sent.headers, authorization: `Bearer ${fanToken}` },
        body: sent.body,
      };
    },
    status: 415,
  },
];

for (const { name, request, status } of EARLY_REFUSALS) {
  test(`${name} is answered ${status} and its connection carries the next request`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, request());
      assert.equal(first.status, status);
      // Time for a close the server sends after the answer to reach the client's pool.
      await new Promise((r) => setTimeout(r, 100));
      const next = await send(agent, { method: "GET", path: "/api/settings/public" });
      assert.equal(next.status, 200);
      assert.equal(next.reused, true, "the next request went out on the same connection");
    } finally {
      agent.destroy();
    }
  });
}

test("200 early refusals at 20 in flight on keep-alive connections are all answered", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  try {
    const requests = Array.from({ length: 200 }, (_, i) => EARLY_REFUSALS[i % EARLY_REFUSALS.length]);
    let next = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < requests.length) {
          const sent = requests[next++].request();
          try {
            const got = await send(agent, sent);
            statuses.set(got.status, (statuses.get(got.status) ?? 0) + 1);
          } catch (err) {
            failures.push(`${sent.method} ${sent.path}: ${(err as Error).message}`);
          }
        }
      }),
    );
    assert.deepEqual(failures, [], `${failures.length} of 200 got no answer`);
    assert.deepEqual(Object.fromEntries(statuses), { 404: 67, 401: 67, 415: 66 });
  } finally {
    agent.destroy();
  }
});
