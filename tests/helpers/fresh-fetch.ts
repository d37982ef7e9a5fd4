import { request as httpRequest } from "node:http";

/**
 * fetch() from the test process over a connection of its own (`Connection: close`). Node's fetch
 * keeps connections alive, and the local runtime closes an idle one on its own schedule; while a
 * test blocks its event loop on a synchronous step (the local D1 helpers below run wrangler) the
 * close goes unseen, the next request is written into the closed socket and fails with "other side
 * closed" before the Worker ever read it. One connection per request cannot meet a stale one.
 */
export async function freshFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(request.url, { method: request.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const one of Array.isArray(value) ? value : [value ?? ""]) answer.append(name, one);
        const status = res.statusCode ?? 500;
        const empty = [101, 204, 205, 304].includes(status) || request.method === "HEAD";
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    sent.on("error", reject);
    sent.end(body);
  });
}
