/**
 * Route matching as the Worker and the browser run it: @remix-run/router with
 * patches/@remix-run+router+1.23.3.patch applied by `npm install`/`npm ci` (postinstall:
 * patch-package). Remix matches the ~90-route tree several times per page request; the patch keeps
 * each routes array's flattened, ranked branches and each path pattern's RegExp instead of
 * rebuilding them on every call (docs/performance.md, seventh round: pages). These tests hold that the patch is applied to
 * both builds of the package (the ES module the Worker bundle and the client use, and the CommonJS
 * one), that a second match of the same tree does not walk the tree again, and that matching
 * answers exactly as before, including after routes are patched in at run time (lazy route
 * discovery).
 *
 * Run: npm run test:scripts (part of npm test).
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, test } from "node:test";
import * as esm from "@remix-run/router";

const cjs = createRequire(import.meta.url)("@remix-run/router") as typeof esm;

type Route = esm.AgnosticRouteObject;

/** A tree shaped like the app's: a pathless root, a profile with children, static pages, a splat. */
function appLikeRoutes(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "index", index: true },
        { id: "home", path: "home" },
        { id: "search", path: "search" },
        { id: "feed", path: "feeds/:id" },
        {
          id: "profile",
          path: ":profileId",
          children: [
            { id: "profile-index", index: true },
            { id: "profile-feed", path: "feed" },
            { id: "profile-photos", path: "photos" },
          ],
        },
        { id: "studio", path: "studio", children: [{ id: "studio-posts", path: "posts/:id?" }] },
        { id: "splat", path: "*" },
      ],
    },
  ];
}

/** The same tree with every `path` read counted. */
function counted(routes: Route[], reads: { n: number }): Route[] {
  return routes.map((route) => {
    const { path, children, ...rest } = route;
    const copy = { ...rest } as Route;
    if (path !== undefined) {
      Object.defineProperty(copy, "path", {
        enumerable: true,
        get() {
          reads.n++;
          return path;
        },
      });
    }
    if (children) Object.assign(copy, { children: counted(children, reads) });
    return copy;
  });
}

const ids = (matches: esm.AgnosticRouteMatch[] | null) => matches?.map((m) => m.route.id).join(" ") ?? null;

/** A router that starts at "/" with a root and its index route. */
function startRouter(
  router: typeof esm,
  patchRoutesOnNavigation?: esm.AgnosticPatchRoutesOnNavigationFunction,
) {
  return router
    .createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "index", index: true }] }],
      history: router.createMemoryHistory({ initialEntries: ["/"] }),
      patchRoutesOnNavigation,
    })
    .initialize();
}

for (const [name, router] of [
  ["ES module", esm],
  ["CommonJS", cjs],
] as const) {
  describe(`@remix-run/router (${name})`, () => {
    test("a second match of the same routes does not walk the route tree again", () => {
      const reads = { n: 0 };
      const routes = counted(appLikeRoutes(), reads);
      assert.equal(ids(router.matchRoutes(routes, "/luna/feed")), "root profile profile-feed");
      assert.ok(reads.n > 0, "the first match reads the tree");
      reads.n = 0;
      assert.equal(ids(router.matchRoutes(routes, "/home")), "root home");
      assert.equal(ids(router.matchRoutes(routes, "/luna")), "root profile profile-index");
      assert.equal(reads.n, 0, "later matches use the kept branches");
    });

    test("matches, params and ranking are the same as before", () => {
      const routes = appLikeRoutes();
      for (let round = 0; round < 2; round++) {
        assert.equal(ids(router.matchRoutes(routes, "/")), "root index");
        assert.equal(
          ids(router.matchRoutes(routes, "/home")),
          "root home",
          "static beats the dynamic :profileId",
        );
        assert.equal(
          ids(router.matchRoutes(routes, "/HOME/")),
          "root home",
          "case-insensitive, trailing slash",
        );
        assert.equal(ids(router.matchRoutes(routes, "/luna")), "root profile profile-index");
        const photos = router.matchRoutes(routes, "/luna/photos");
        assert.deepEqual(photos?.at(-1)?.params, { profileId: "luna" });
        assert.equal(photos?.at(-1)?.pathname, "/luna/photos");
        assert.deepEqual(router.matchRoutes(routes, "/feeds/a%20b")?.at(-1)?.params, { id: "a b" });
        assert.deepEqual(router.matchRoutes(routes, "/studio/posts")?.at(-1)?.params, {});
        assert.deepEqual(router.matchRoutes(routes, "/studio/posts/7")?.at(-1)?.params, { id: "7" });
        assert.deepEqual(router.matchRoutes(routes, "/a/b/c")?.at(-1)?.params, { "*": "a/b/c" });
        assert.equal(router.matchRoutes(routes, "/luna", "/base"), null, "outside the basename");
      }
      assert.deepEqual(router.matchPath({ path: "/a/:b", end: false }, "/a/c/d")?.params, { b: "c" });
      assert.equal(router.matchPath({ path: "/a/:b", caseSensitive: true }, "/A/c"), null);
      assert.deepEqual(router.matchPath("/a/:b", "/A/c")?.params, { b: "c" });
    });

    test("routes patched in at run time are matched at once", () => {
      const app = startRouter(router);
      try {
        assert.equal(ids(router.matchRoutes(app.routes, "/later")), null);
        app.patchRoutes("root", [{ id: "later", path: "later" }]);
        assert.equal(ids(router.matchRoutes(app.routes, "/later")), "root later");
      } finally {
        app.dispose();
      }
    });

    test("links resolve as before: an absolute one the same wherever it is, each caller its own copy", () => {
      const resolve = (to: string, from: string[], location: string) => router.resolveTo(to, from, location);
      for (let round = 0; round < 2; round++) {
        assert.deepEqual(resolve("/a/./b/../c?x=1#h", ["/", "/luna"], "/luna/photos"), {
          pathname: "/a/c",
          search: "?x=1",
          hash: "#h",
        });
        assert.deepEqual(resolve("/studio/", ["/"], "/home"), { pathname: "/studio/", search: "", hash: "" });
        assert.deepEqual(resolve("/", ["/", "/luna"], "/luna/"), { pathname: "/", search: "", hash: "" });
        // Relative links still depend on where they are.
        assert.equal(resolve("photos", ["/", "/luna"], "/luna").pathname, "/luna/photos");
        assert.equal(resolve("photos", ["/", "/mia"], "/mia").pathname, "/mia/photos");
        assert.equal(resolve("..", ["/", "/luna", "/luna/feed"], "/luna/feed").pathname, "/luna");
        assert.equal(resolve(".", ["/", "/luna"], "/luna/").pathname, "/luna/");
      }
      const first = resolve("/feeds/1", ["/"], "/home");
      first.pathname = "/changed";
      assert.equal(resolve("/feeds/1", ["/"], "/home").pathname, "/feeds/1");
    });

    test("a navigation that discovers its route (lazy route discovery) lands on it", async () => {
      // What Remix's lazy route discovery does: the routes array the navigation has just matched
      // is patched in place, and the navigation matches that same array again.
      const app = startRouter(router, ({ path, patch }) => {
        if (path === "/later") patch("root", [{ id: "later", path: "later" }]);
      });
      try {
        await app.navigate("/later");
        assert.equal(app.state.location.pathname, "/later");
        assert.equal(ids(app.state.matches), "root later");
        assert.equal(app.state.errors, null);
      } finally {
        app.dispose();
      }
    });
  });
}
