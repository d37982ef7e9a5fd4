/**
 * The layering of ARCHITECTURE.md, checked on the source itself: folders of functions/ never
 * depend on each other in a circle, only the HTTP layer names Hono or Remix, and rooms know
 * nothing but party/ (their protocol and base). Reads the files as text (Vite's raw glob), so it
 * runs in the pool like every other test.
 */
import { describe, expect, it } from "vitest";

const sources = {
  ...import.meta.glob<string>("/functions/**/*.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/party/**/*.ts", { query: "?raw", import: "default", eager: true }),
};

/** Every `import ... from "x"`, `export ... from "x"`, `import "x"` and `import("x")` of a file. */
function specifiers(source: string): string[] {
  const out: string[] = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*\(?\s*["']([^"']+)["']/gm;
  for (const match of source.matchAll(pattern)) out.push(match[1] ?? match[2]);
  return out;
}

/** A specifier as a path from the repository root ("functions/lib/d1"), or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith("#functions/")) return `functions/${spec.slice("#functions/".length)}`;
  if (!spec.startsWith(".")) return null;
  const parts = file.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/").replace(/\.(ts|tsx|js)$/, "");
}

/**
 * The folder a file belongs to: `functions/<domain>`; the files at the top of functions/ are the
 * composition root (worker, api, routes, cron), except the error catalogue, which every layer uses.
 */
function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] !== "functions") return parts[0];
  if (parts.length > 2) return `functions/${parts[1]}`;
  return parts[1].replace(/\.ts$/, "") === "errors" ? "functions/errors.ts" : "functions (root)";
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
  file.startsWith("functions/http/docs/") ||
  /^functions\/[^/]+\/([a-z-]+-)?routes\.ts$/.test(file);

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
    expect(httpLayer("functions/content/feeds/service.ts")).toBe(false);
  });
});
