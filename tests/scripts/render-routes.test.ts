/**
 * The render's route tree, as the Worker renders a page: Remix's `RemixServer` (patched by
 * patches/@remix-run+react+2.17.5.patch) keeps the server routes of a build, and React Router's
 * `createStaticRouter` (patches/react-router-dom+6.30.4.patch) keeps the data routes made from a
 * routes array, so every request renders the same route tree and the @remix-run/router patch's kept
 * branches and matches serve the render too (docs/performance.md, fourteenth round). These tests
 * hold that both patches are applied to both builds of each package (the ES module the Worker
 * bundle uses and the CommonJS one), that the tree is kept only while the build is the same, and
 * that the router still renders the request's matches.
 *
 * Run: npm run test:scripts (part of npm test).
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, test } from "node:test";
import { type AgnosticRouteObject, createStaticHandler } from "@remix-run/router";
import type { ReactElement } from "react";

type RemixServerModule = { RemixServer: typeof import("@remix-run/react").RemixServer };
type StaticRouterModule = typeof import("react-router-dom/server");

// The ES module builds by path (neither package maps them for Node), typed as their packages.
const esm = (path: string) => import(path);
const remixEsm = (await esm("@remix-run/react/dist/esm/server.js")) as RemixServerModule;
const domEsm = (await esm("react-router-dom/server.mjs")) as StaticRouterModule;
const require = createRequire(import.meta.url);
const domCjs = require("react-router-dom/server.js") as StaticRouterModule;
const remixCjs = require("@remix-run/react/dist/server.js") as RemixServerModule;

const routes = () => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", path: "home" },
      { id: "profile", path: ":profileId" },
    ],
  },
];

async function handlerContext(tree: AgnosticRouteObject[], path: string) {
  const context = await createStaticHandler(tree).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return context;
}

for (const [name, dom] of [
  ["ES module", domEsm],
  ["CommonJS", domCjs],
] as const) {
  describe(`createStaticRouter (${name})`, () => {
    test("the same routes give the same data routes on every call; new routes, new ones", async () => {
      const tree = routes();
      const first = dom.createStaticRouter(tree, await handlerContext(tree, "/home"));
      const second = dom.createStaticRouter(tree, await handlerContext(tree, "/luna"));
      assert.equal(second.routes, first.routes);
      // Each router still carries its own request's matches, on the kept data routes.
      assert.deepEqual(
        second.state.matches.map((m) => [m.route.id, m.params]),
        [
          ["root", { profileId: "luna" }],
          ["profile", { profileId: "luna" }],
        ],
      );
      assert.equal(second.state.matches[1].route, second.routes[0].children?.[1]);
      assert.deepEqual(
        first.state.matches.map((m) => m.route.id),
        ["root", "home"],
      );
      const other = routes();
      assert.notEqual(
        dom.createStaticRouter(other, await handlerContext(other, "/home")).routes,
        first.routes,
      );
    });
  });
}

/** A one-route build as Remix's server build describes it. */
function build() {
  const manifest = {
    routes: {
      root: {
        id: "root",
        path: "",
        hasLoader: false,
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasErrorBoundary: false,
        module: "/root.js",
      },
    },
  };
  const routeModules: Record<string, { default: () => null }> = { root: { default: () => null } };
  return { manifest, routeModules, future: {}, isSpaMode: false };
}

/** The router RemixServer hands to StaticRouterProvider, from the element tree it returns. */
function renderedRouter(
  RemixServer: typeof remixEsm.RemixServer,
  b: ReturnType<typeof build>,
  context: object,
) {
  const found = (el: unknown): { routes: unknown } | null => {
    if (!el || typeof el !== "object") return null;
    const props = (el as ReactElement<{ router?: { routes: unknown }; children?: unknown }>).props;
    if (props?.router) return props.router;
    const children = Array.isArray(props?.children) ? props.children : [props?.children];
    for (const child of children) {
      const r = found(child);
      if (r) return r;
    }
    return null;
  };
  const element = RemixServer({
    context: { ...b, routeModules: { ...b.routeModules }, staticHandlerContext: context } as never,
    url: "http://localhost/",
  });
  const router = found(element);
  if (!router) throw new Error("no router in RemixServer's tree");
  return router;
}

for (const [name, remix] of [
  ["ES module", remixEsm],
  ["CommonJS", remixCjs],
] as const) {
  describe(`RemixServer (${name})`, () => {
    test("renders the same route tree for every request of a build; a changed route module makes a new one", async () => {
      const b = build();
      const tree = [{ id: "root", path: "/" }];
      const first = renderedRouter(remix.RemixServer, b, await handlerContext(tree, "/"));
      const second = renderedRouter(remix.RemixServer, b, await handlerContext(tree, "/"));
      assert.equal(second.routes, first.routes);
      // A rebuilt module (development) is rendered, not the kept one.
      b.routeModules.root = { default: () => null };
      assert.notEqual(
        renderedRouter(remix.RemixServer, b, await handlerContext(tree, "/")).routes,
        first.routes,
      );
    });
  });
}
