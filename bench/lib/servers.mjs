// The servers the benchmark measures, each in its own Miniflare (workerd) on 127.0.0.1, each behind
// the same static-assets router wrangler.toml gives the app (build/client, has_user_worker).
import { resolve } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { workerOptions } from "../../scripts/lib/worker-server.mjs";
import { d1CounterWorker } from "./d1-counter.mjs";

const DATABASE_ID = "00000000-0000-0000-0000-000000000000";

async function serve(options, port) {
  const mf = new Miniflare({ ...options, host: "127.0.0.1", port });
  const url = (await mf.ready).href.replace(/\/$/, "");
  return { mf, url };
}

/**
 * The app's bundle, as the browser tests serve it. `countD1`: its DB binding goes through the
 * statement counter (d1-counter.mjs) and every workerd stdout line goes to `onLine`.
 * `inspectorPort`: workerd's DevTools inspector for CPU profiles.
 */
export function startApp({ script, persistTo, port, countD1 = false, onLine, inspectorPort }) {
  const { shared, worker } = workerOptions({ script, persistTo });
  // A name, so the inspector can address this Worker (/core:user:fanplatform).
  const extra = inspectorPort === undefined ? {} : { inspectorPort, name: "fanplatform" };
  if (!countD1) return serve({ ...shared, ...worker, ...extra }, port);
  const { DB, ...d1Databases } = worker.d1Databases;
  return serve(
    {
      ...shared,
      handleRuntimeStdio(stdout) {
        let rest = "";
        stdout.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop();
          for (const line of lines) onLine(line);
        });
      },
      workers: [
        {
          ...worker,
          name: "fanplatform",
          d1Databases,
          wrappedBindings: { DB: { scriptName: "bench-d1-counter" } },
        },
        d1CounterWorker(DB.id ?? DATABASE_ID),
      ],
    },
    port,
  );
}

/** Bundles the bare Remix ceiling with esbuild (the same React and Remix packages as the app). */
export async function bundleRemixCeiling(outfile = ".bench/ceilings/remix-page.js") {
  await build({
    entryPoints: ["bench/ceilings/remix-page.jsx"],
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    jsx: "automatic",
    minify: true,
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    define: { "process.env.NODE_ENV": '"production"' },
    external: ["node:*", "cloudflare:*"],
    logLevel: "warning",
  });
  return resolve(outfile);
}

/**
 * A ceiling Worker (a module file) with the app's compatibility settings and assets router; `d1`
 * gives it the app's DB binding on the same seeded database.
 */
export function startCeiling({ script, persistTo, port, appScript, d1 = false, inspectorPort }) {
  const { shared, worker } = workerOptions({ script: appScript, persistTo });
  return serve(
    {
      ...shared,
      ...(inspectorPort === undefined ? {} : { inspectorPort, name: "ceiling" }),
      compatibilityDate: worker.compatibilityDate,
      compatibilityFlags: worker.compatibilityFlags,
      assets: worker.assets,
      modulesRoot: resolve(script, ".."),
      modules: [{ type: "ESModule", path: resolve(script) }],
      ...(d1 ? { d1Databases: { DB: worker.d1Databases.DB } } : {}),
    },
    port,
  );
}
