// Serves the production bundle (`wrangler deploy --dry-run`) in plain Miniflare (workerd) with the
// bindings wrangler.toml declares: the static-assets router, local D1, R2 and Durable Objects.
// Used by the browser tests and the benchmark. It has none of `wrangler dev`'s moving parts (file
// watchers, reloads, the dev proxy, the Request.cf download), so it is steady on slow machines and
// about 15x faster; `npm start` keeps `wrangler dev` for its developer conveniences.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const wrangler = join(process.cwd(), "node_modules/.bin/wrangler");

/**
 * Bundles the Worker exactly as `wrangler deploy` would upload it; returns the bundle's path.
 * `extraArgs` go to wrangler (the benchmark asks for `--metafile`).
 */
export function bundleWorker(outdir = ".wrangler/dist", extraArgs = []) {
  execFileSync(wrangler, ["deploy", "--dry-run", "--outdir", outdir, ...extraArgs], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  const script = resolve(outdir, "worker.js");
  if (!existsSync(script)) throw new Error(`wrangler did not write ${script}`);
  return script;
}

/**
 * Miniflare options for the bundle with wrangler.toml's bindings and the assets router, state
 * under persistTo laid out as `wrangler dev --persist-to` lays it out, so `wrangler d1 ...
 * --local --persist-to` sees the same database. `vars` override [vars] of wrangler.toml.
 * Returns the shared options and the Worker's own (the benchmark adds Workers beside it).
 */
export function workerOptions({ script, persistTo, vars = {} }) {
  const fromToml = unstable_getMiniflareWorkerOptions("wrangler.toml").workerOptions;
  const state = join(resolve(persistTo), "v3");
  return {
    shared: {
      // A fixed Request.cf: no download from workers.cloudflare.com (unreachable offline).
      cf: { colo: "LOCAL" },
      d1Persist: join(state, "d1"),
      r2Persist: join(state, "r2"),
      durableObjectsPersist: join(state, "do"),
      cachePersist: join(state, "cache"),
    },
    worker: {
      ...fromToml,
      bindings: { ...fromToml.bindings, ...vars },
      modulesRoot: resolve(script, ".."),
      modules: [{ type: "ESModule", path: resolve(script) }],
    },
  };
}

/**
 * Starts the bundle on 127.0.0.1:port with state under persistTo (see workerOptions).
 * The browser tests trust a CF-IPCountry header through `vars`.
 */
export async function startWorker({ script, persistTo, port, vars = {} }) {
  const { shared, worker } = workerOptions({ script, persistTo, vars });
  const mf = new Miniflare({ ...shared, ...worker, host: "127.0.0.1", port: Number(port) });
  const url = await mf.ready;
  return { mf, url: url.href.replace(/\/$/, "") };
}
