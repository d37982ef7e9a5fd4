/**
 * The layering of ARCHITECTURE.md, checked on the source itself. functions/ is grouped by product
 * area, and the areas have an order: a file imports its own area and lower ones only. Folders
 * (domains) never depend on each other in a circle, only the HTTP layer names Hono or Remix, rooms
 * know nothing but party/, and in app/ components never import routes and `.server` modules reach
 * the client only through a route (Remix strips a route's server exports, nothing else's). Reads the
 * files as text (Vite's raw glob), so it runs in the pool like every other test.
 */
import { describe, expect, it } from "vitest";

const sources = {
  ...import.meta.glob<string>("/functions/**/*.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/party/**/*.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
};

const IMPORT =
  /(?:^|[\s;])((?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["'])|(?:^|[\s;])import\s*\(?\s*["']([^"']+)["']/gm;

/** Every `import ... from "x"`, `export ... from "x"`, `import "x"` and `import("x")` of a file. */
function specifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[2] ?? match[3]);
}

/** The same, without `import type` / `export type` (erased by the compiler, so never bundled). */
function valueSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .filter((match) => !/^(import|export)\s+type\s/.test(match[1] ?? ""))
    .map((match) => match[2] ?? match[3]);
}

/** A specifier as a path from the repository root ("functions/lib/d1"), or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith("#functions/")) return `functions/${spec.slice("#functions/".length)}`;
  if (spec.startsWith("~/")) return `app/${spec.slice(2)}`.replace(/\.(ts|tsx|js)$/, "");
  if (!spec.startsWith(".")) return null;
  const parts = file.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/").replace(/\.(ts|tsx|js)$/, "");
}

/**
 * The product areas, lowest first: an area may import itself and the areas before it. `site` is
 * what every area reads (settings, lookup lists, audit, mail); `identity` is people and who may see
 * whom; `money` is the ledger everything sells through; `admin` (console, pages, promo, contact
 * form) sits on top of all of them.
 */
const AREAS = ["site", "identity", "money", "social", "content", "messaging", "admin"] as const;
/** The shared ground floor, which imports no area. */
const GROUND = new Set(["lib", "http", "media"]);

/** "ground", an area, "root" (the composition root: the files at the top and context/), or null. */
function areaOf(path: string): string | null {
  const parts = path.split("/");
  if (parts[0] !== "functions") return null;
  if (parts.length === 2) return parts[1].replace(/\.ts$/, "") === "errors" ? "ground" : "root";
  if (GROUND.has(parts[1])) return "ground";
  if ((AREAS as readonly string[]).includes(parts[1])) return parts[1];
  return "root";
}

/**
 * The folder (domain) a file belongs to: `functions/<area>/<domain>`, `functions/<ground folder>`
 * (and `functions/http/<part>`), `functions/context`; the files at the top of functions/ are the
 * composition root (worker, api, routes, cron, sales), except the error catalogue, which every layer uses.
 */
function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] !== "functions") return parts[0];
  if (parts.length === 2)
    return parts[1].replace(/\.ts$/, "") === "errors" ? "functions/errors.ts" : "functions (root)";
  if (parts.length > 3 && ((AREAS as readonly string[]).includes(parts[1]) || parts[1] === "http")) {
    return parts.slice(0, 3).join("/");
  }
  return `functions/${parts[1]}`;
}

/** A domain's HTTP routes (`routes.ts`, `performer-routes.ts`...). */
const isRoutesFile = (file: string) => /\/([a-z-]+-)?routes\.ts$/.test(file);

/**
 * May `from` import `to`? Within an area or downwards; the ground floor imports no area; nothing
 * but the composition root imports it, except the request context every layer reads. A domain's
 * routes may also use identity's viewer (the session check every route makes).
 */
function mayImport(file: string, to: string): boolean {
  const from = areaOf(file);
  const into = areaOf(to);
  if (from === null || into === null || from === "root") return true;
  if (into === "root") return to === "functions/context/request-context";
  if (into === "ground") return true;
  if (from === "ground") return false;
  if (isRoutesFile(file) && to === "functions/identity/accounts/viewer") return true;
  return AREAS.indexOf(into as (typeof AREAS)[number]) <= AREAS.indexOf(from as (typeof AREAS)[number]);
}

interface Edge {
  from: string;
  to: string;
  file: string;
  spec: string;
}

const files = Object.keys(sources).map((key) => key.replace(/^\//, ""));
const edges: Edge[] = files.flatMap((file) =>
  specifiers(sources[`/${file}`]).flatMap((spec) => {
    const to = target(file, spec);
    if (!to) return [];
    return [{ from: folderOf(file), to: folderOf(to), file, spec }];
  }),
);

/** Groups of folders that reach each other (Tarjan's strongly connected components), larger than one. */
function folderCycles(all: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of all) {
    if (e.from === e.to) continue;
    if (!next.has(e.from)) next.set(e.from, new Set());
    next.get(e.from)?.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/**
 * Files allowed to name Hono or Remix: the HTTP layer and the composition root, plus
 * functions/lib/zod.ts, which hands every schema zod with `.openapi()` (from @hono/zod-openapi).
 */
const httpLayer = (file: string) =>
  /^functions\/(worker|api|routes)\.ts$/.test(file) ||
  file === "functions/lib/zod.ts" ||
  file.startsWith("functions/http/") ||
  (file.startsWith("functions/") && isRoutesFile(file));

const FRAMEWORK = /^(hono|hono\/.*|@hono\/.*|@remix-run\/.*)$/;

describe("import graph", () => {
  it("reads the sources", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(edges.length).toBeGreaterThan(100);
  });

  it("has no cycle between folders of functions/ (or with party/)", () => {
    const report = folderCycles(edges).map((group) => {
      const inside = new Set(group);
      const links = edges
        .filter((e) => e.from !== e.to && inside.has(e.from) && inside.has(e.to))
        .map((e) => `    ${e.from} -> ${e.to}: ${e.file} imports "${e.spec}"`);
      return `${group.join(" <-> ")}\n${[...new Set(links)].join("\n")}`;
    });
    expect(report, `folder cycles:\n${report.join("\n")}`).toEqual([]);
  });

  it("keeps the areas in order: a file imports its own area and lower ones, the ground floor none", () => {
    const offenders = files.flatMap((file) =>
      file.startsWith("functions/")
        ? specifiers(sources[`/${file}`]).flatMap((spec) => {
            const to = target(file, spec);
            return to !== null && !mayImport(file, to)
              ? [`${file} (${areaOf(file)}) imports "${spec}" (${areaOf(to)})`]
              : [];
          })
        : [],
    );
    expect(offenders, `order: ${AREAS.join(" < ")}`).toEqual([]);
  });

  it("puts every domain of functions/ in an area or the ground floor", () => {
    const strays = files.filter(
      (file) =>
        file.startsWith("functions/") &&
        areaOf(file) === "root" &&
        !/^functions\/([a-z-]+\.ts|context\/)/.test(file),
    );
    expect(strays).toEqual([]);
  });

  it("keeps route modules out of components and app/lib", () => {
    const offenders = files.flatMap((file) =>
      file.startsWith("app/") && !file.startsWith("app/routes/")
        ? specifiers(sources[`/${file}`])
            .filter((spec) => target(file, spec)?.startsWith("app/routes/"))
            .map((spec) => `${file} imports "${spec}"`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  // app/root.tsx is the root route.
  it("lets .server modules reach the client only through a route (whose server exports Remix strips)", () => {
    const clientReachable = (file: string) =>
      file.startsWith("app/") &&
      !file.startsWith("app/routes/") &&
      !/\.server\.tsx?$/.test(file) &&
      !["app/entry.server.tsx", "app/root.tsx"].includes(file);
    const offenders = files.flatMap((file) =>
      clientReachable(file)
        ? valueSpecifiers(sources[`/${file}`])
            .filter((spec) => /\.server$/.test(target(file, spec) ?? ""))
            .map((spec) => `${file} imports "${spec}"`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("keeps Hono and Remix in the HTTP layer: services, schemas and helpers never import them", () => {
    const offenders = files.flatMap((file) =>
      file.startsWith("functions/") && !httpLayer(file)
        ? specifiers(sources[`/${file}`])
            .filter((spec) => FRAMEWORK.test(spec))
            .map((spec) => `${file} imports "${spec}"`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("lets rooms import only party/ (their protocol and base) and packages", () => {
    const offenders = files.flatMap((file) =>
      file.startsWith("party/")
        ? specifiers(sources[`/${file}`])
            .filter((spec) => {
              const to = target(file, spec);
              return to !== null && !to.startsWith("party/");
            })
            .map((spec) => `${file} imports "${spec}"`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("finds a cycle and a framework import when there is one", () => {
    const cyclic: Edge[] = [
      { from: "functions/a", to: "functions/b", file: "functions/a/x.ts", spec: "../b/y" },
      { from: "functions/b", to: "functions/c", file: "functions/b/y.ts", spec: "../c/z" },
      { from: "functions/c", to: "functions/a", file: "functions/c/z.ts", spec: "../a/x" },
    ];
    expect(folderCycles(cyclic)).toEqual([["functions/a", "functions/b", "functions/c"]]);
    expect(
      specifiers('import type { Context } from "hono";\nexport { z } from "@hono/zod-openapi";'),
    ).toEqual(["hono", "@hono/zod-openapi"]);
    expect(httpLayer("functions/content/feeds/performer-routes.ts")).toBe(true);
    expect(mayImport("functions/content/feeds/service.ts", "functions/identity/users/cards")).toBe(true);
    expect(mayImport("functions/money/wallet/service.ts", "functions/messaging/messages/service")).toBe(
      false,
    );
    expect(mayImport("functions/lib/d1.ts", "functions/site/settings/service")).toBe(false);
    expect(mayImport("functions/site/settings/routes.ts", "functions/identity/accounts/viewer")).toBe(true);
    expect(mayImport("functions/site/settings/service.ts", "functions/identity/accounts/viewer")).toBe(false);
    expect(valueSpecifiers('import type { A } from "./a.server";\nimport { b } from "./b.server";')).toEqual([
      "./b.server",
    ]);
    expect(httpLayer("functions/content/feeds/service.ts")).toBe(false);
  });
});
