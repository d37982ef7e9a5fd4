// CPU profiles through workerd's DevTools inspector (Miniflare's inspectorPort).
import { once } from "node:events";
import { basename, dirname, resolve } from "node:path";
import { Miniflare } from "miniflare";
import WebSocket from "ws";

async function connect(url) {
  const ws = new WebSocket(url);
  await once(ws, "open");
  let next = 1;
  const pending = new Map();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolveSend, reject) => {
      const id = next++;
      pending.set(id, (msg) => (msg.error ? reject(new Error(msg.error.message)) : resolveSend(msg.result)));
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Samples the named Worker's isolate (every 200 µs) while `during()` runs; returns the profile. */
export async function profileWhile(mf, workerName, during) {
  const inspector = await mf.getInspectorURL();
  const session = await connect(new URL(`/core:user:${workerName}`, inspector.href));
  try {
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 200 });
    await session.send("Profiler.start");
    await during();
    const { profile } = await session.send("Profiler.stop");
    return profile;
  } finally {
    session.close();
  }
}

/**
 * The Worker's start-up as `wrangler check startup` measures it: a fresh isolate imports the
 * bundle (parse and top-level evaluation) under the profiler. Returns the profile and the wall
 * time of the first request, which includes the import.
 */
export async function profileStartup(script, { compatibilityDate, compatibilityFlags }) {
  const mf = new Miniflare({
    name: "startup",
    compatibilityDate,
    compatibilityFlags,
    modulesRoot: dirname(resolve(script)),
    modules: [
      {
        type: "ESModule",
        path: resolve(dirname(resolve(script)), "bench-startup-entry.mjs"),
        contents: `export default { async fetch() { await import("./${basename(script)}"); return new Response("ok"); } };`,
      },
      { type: "ESModule", path: resolve(script) },
    ],
    inspectorPort: 0,
  });
  try {
    await mf.ready;
    let wallMs = 0;
    const profile = await profileWhile(mf, "startup", async () => {
      const started = performance.now();
      await (await mf.dispatchFetch("http://localhost/")).text();
      wallMs = performance.now() - started;
    });
    return { profile, wallMs };
  } finally {
    await mf.dispose();
  }
}
