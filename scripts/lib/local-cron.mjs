// The cron triggers of wrangler.toml on a developer's machine. `wrangler dev` never fires them by
// itself, so `npm start` and `npm run dev` call the Worker's scheduled handler on the same schedule
// (UTC, as Cloudflare runs them), through wrangler's own test route: `wrangler dev --test-scheduled`
// serves `GET /__scheduled?cron=...`, which runs `scheduled()` in the Worker and answers 200 once it
// has finished (500 with the error when it failed).
//
// Why not `/cdn-cgi/handler/scheduled`, the URL wrangler prints: with [assets] (this Worker's static
// files), Miniflare 4.20260426 hands that trigger to the assets proxy in front of the Worker, which
// has no scheduled handler, so it answers 500 "exception" and the Worker never runs (nothing is
// logged). workers-sdk#9882, fixed in wrangler 4.98 (miniflare 4.20260609), which needs Node 22.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Cron } from "croner";
import { unstable_readConfig } from "wrangler";

/** The cron expressions of wrangler.toml's [triggers] (what Cloudflare runs after a deploy). */
export function cronSchedules(configPath = "wrangler.toml") {
  return unstable_readConfig({ config: configPath }).triggers?.crons ?? [];
}

/** The URL that runs the scheduled handler now, as the cron `cron` would. */
export const scheduledUrl = (baseUrl, cron = "") =>
  `${baseUrl}/__scheduled${cron ? `?cron=${encodeURIComponent(cron)}` : ""}`;

/** An error's message and the chain of its causes, on one line. */
function describeError(err) {
  const parts = [];
  for (let e = err, depth = 0; e && depth < 5; e = e.cause, depth++) {
    parts.push(e.code && !String(e.message ?? "").includes(e.code) ? `${e.message} (${e.code})` : e.message);
  }
  return parts.filter(Boolean).join(": ") || String(err);
}

/**
 * GET `url` over a connection of its own (no keep-alive pool). A run is due once a minute at most,
 * and the local runtime closes an idle kept-alive connection on its own schedule: fetch() would
 * reuse one it has not yet seen closed (after the event loop was busy) and the run would fail with
 * "other side closed" before the Worker read it.
 */
function getOnce(url, timeoutMs) {
  const request = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    sent.on("timeout", () => sent.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    sent.on("error", reject);
    sent.end();
  });
}

/**
 * Runs the Worker's scheduled handler once, as the cron `cron`. Resolves `{ ok, detail }`: what
 * went wrong, when it did, with its cause (the Worker's error as wrangler reports it, or why the
 * Worker could not be reached).
 */
export async function triggerScheduled(baseUrl, cron) {
  let res;
  try {
    res = await getOnce(scheduledUrl(baseUrl, cron), 15 * 60_000);
  } catch (err) {
    return { ok: false, detail: `the Worker at ${baseUrl} could not be reached: ${describeError(err)}` };
  }
  const body = res.body;
  if (res.status >= 200 && res.status < 300) return { ok: true, detail: body };
  // The error as wrangler dev reports it: its stack as text (the message, then "    at ..." lines),
  // or JSON { name, message, stack, cause } from its error middleware.
  let error = body
    .split("\n")
    .filter((line) => !/^\s+at /.test(line))
    .join("\n")
    .trim()
    .slice(0, 2000);
  try {
    const json = JSON.parse(body);
    if (json?.message) error = describeError(json);
  } catch {}
  return { ok: false, detail: `the scheduled handler failed (HTTP ${res.status}): ${error}` };
}

/**
 * Fires the scheduled handler at `baseUrl` on each cron expression (UTC), one run at a time per
 * expression (a run still going when the next is due makes it wait for the one after). Each failed
 * run is logged with its cause; a run that worked logs nothing. Returns `{ stop }`.
 */
export function startLocalCron({ baseUrl, crons, log = console }) {
  const jobs = crons.map(
    (cron) =>
      new Cron(cron, { timezone: "UTC", protect: true }, async (job) => {
        const due = job.currentRun()?.toISOString() ?? new Date().toISOString();
        const result = await triggerScheduled(baseUrl, cron);
        if (!result.ok) log.error(`[cron] the run of "${cron}" due ${due} failed: ${result.detail}`);
      }),
  );
  return {
    stop() {
      for (const job of jobs) job.stop();
    },
  };
}
