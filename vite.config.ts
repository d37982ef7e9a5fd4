import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * What the Remix server build leaves for wrangler's bundler instead of carrying a copy: our own
 * services (`#functions/...`) and the packages they share with functions/worker.ts. The Worker
 * then holds one copy, and one instance, of each (one settings cache, one signing key), and
 * starts faster. Only the server build: the browser bundle has no other bundler after it.
 */
const SHARED_WITH_THE_WORKER =
  /^(#functions\/|zod(\/|$)|drizzle-orm(\/|$)|sanitize-html$|file-type(\/|$)|iso-639-1$)/;

/**
 * video.js (about 540 KiB) runs only in the browser: the player imports it in an effect, which
 * never runs on the server. The server gets an empty module in its place, not a copy in the Worker.
 */
const BROWSER_ONLY = /^video\.js(\/|$)/;
const browserOnlyModules = (): Plugin => ({
  name: "browser-only-modules",
  enforce: "pre",
  resolveId(id, _importer, options) {
    return options?.ssr && BROWSER_ONLY.test(id) ? "\0browser-only" : null;
  },
  load(id) {
    return id === "\0browser-only" ? "export default undefined;" : null;
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    browserOnlyModules(),
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: {
    minify: true,
    // video.js (about 700 kB) is the one large chunk, loaded only by the video pages.
    chunkSizeWarningLimit: 750,
    rollupOptions: {
      external: isSsrBuild ? (id: string) => SHARED_WITH_THE_WORKER.test(id) : undefined,
      // Two known warnings that need no action, so the build's output keeps to what does: zod's
      // sources carry comments naming @__PURE__ where Rollup cannot use them (it drops them), and
      // routes without browser code (resource routes, logout) give empty client chunks.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
  },
}));
