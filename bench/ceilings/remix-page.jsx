// Ceiling 3: a bare Remix app (the same runtime, single fetch and entry.server as the app) whose
// one page renders `?items=N` cards from its loader's data: no D1, no session, no settings. The
// harness picks N so the HTML is as large as the home page's. Bundled with esbuild by the harness.
import { Links, Meta, Outlet, Scripts, useLoaderData } from "@remix-run/react";
import { createRequestHandler } from "@remix-run/server-runtime";
import * as entryServer from "../../app/entry.server";

const TEXT =
  "A day in the studio, new set coming soon. Thanks for all the love and the comments on the last one!";

function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas text-ink">
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function loader({ request }) {
  const items = Math.min(1000, Number(new URL(request.url).searchParams.get("items") ?? 20));
  return {
    posts: Array.from({ length: items }, (_, i) => ({
      _id: `6650a1b2c3d4e5f6a7b8c9${String(i % 100).padStart(2, "0")}`,
      text: `${TEXT} (${i})`,
      performer: { name: "Luna Rivers", username: "luna", avatar: "/images/default-avatar.svg" },
      files: [{ url: `/media/6650a1b2c3d4e5f6a7b8c9d0?exp=1700000000&sig=${"ab".repeat(32)}` }],
      totalLike: i * 3,
      totalComment: i,
      createdAt: "2026-04-01T12:00:00.000Z",
    })),
  };
}

function Page() {
  const { posts } = useLoaderData();
  return (
    <main className="mx-auto max-w-3xl space-y-4 p-4">
      {posts.map((p) => (
        <article key={p._id} className="rounded-2xl border border-line bg-surface p-4 shadow-xs">
          <header className="flex items-center gap-3">
            <img src={p.performer.avatar} alt="" className="size-10 rounded-full" />
            <a href={`/${p.performer.username}`} className="font-semibold text-ink hover:underline">
              {p.performer.name}
            </a>
            <time className="text-sm text-ink-muted" dateTime={p.createdAt}>
              {p.createdAt}
            </time>
          </header>
          <p className="mt-3 whitespace-pre-line text-ink">{p.text}</p>
          {p.files.map((f) => (
            <img key={f.url} src={f.url} alt="" className="mt-3 w-full rounded-xl" loading="lazy" />
          ))}
          <footer className="mt-3 flex gap-4 text-sm text-ink-muted">
            <button type="button">♥ {p.totalLike}</button>
            <button type="button">💬 {p.totalComment}</button>
          </footer>
        </article>
      ))}
    </main>
  );
}

const route = (id, extra) => ({
  id,
  path: "",
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  ...extra,
});

const build = {
  mode: "production",
  entry: { module: entryServer },
  routes: {
    root: { id: "root", path: "", module: { default: Root } },
    "routes/_index": {
      id: "routes/_index",
      parentId: "root",
      index: true,
      module: { default: Page, loader },
    },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [], css: [] },
    routes: {
      root: route("root", { hasLoader: false }),
      "routes/_index": route("routes/_index", { parentId: "root", path: undefined, index: true }),
    },
    url: "/assets/manifest.js",
    version: "bench",
  },
  assetsBuildDirectory: "build/client",
  publicPath: "/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_routeConfig: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    unstable_optimizeDeps: false,
  },
  isSpaMode: false,
  basename: undefined,
};

const handle = createRequestHandler(build);

// The app's entry.server reads the request's CSP nonce from the load context; the ceiling makes
// one per request as the app's Worker does.
const nonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

export default {
  fetch: (request, env, ctx) => handle(request, { cloudflare: { env, ctx }, rc: { nonce: nonce() } }),
};
