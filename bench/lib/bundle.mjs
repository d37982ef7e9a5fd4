// What the Worker bundle is made of: sizes, the packages in it, and what the Remix server build
// (one input of the bundle) carries inside it, which shows the copies of code the bundle holds twice.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { bytesBySource, sourceGroup } from "./sources.mjs";

const REMIX_BUILD = "build/server/index.js";

const addTo = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
const ranked = (map) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes }));

export function analyseBundle(script, metafile) {
  const code = readFileSync(script);
  const meta = JSON.parse(readFileSync(metafile, "utf8"));
  const output = Object.entries(meta.outputs).find(([path]) => path.endsWith("worker.js"))[1];
  const groups = new Map();
  const paths = new Map();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    addTo(groups, sourceGroup(path), bytesInOutput);
    paths.set(path, bytesInOutput);
  }
  const remixInBundle = [...paths.entries()].find(([p]) => p.endsWith(REMIX_BUILD))?.[1] ?? 0;

  // Inside the Remix server build (minified by vite): by its own source map when built with one.
  let remix = null;
  if (existsSync(`${REMIX_BUILD}.map`)) {
    const bySource = bytesBySource(REMIX_BUILD, `${REMIX_BUILD}.map`);
    const total = [...bySource.values()].reduce((a, b) => a + b, 0);
    const remixGroups = new Map();
    for (const [source, bytes] of bySource) addTo(remixGroups, sourceGroup(source), bytes);
    // A group both outside the Remix build and inside it is in the bundle twice.
    const outside = new Set([...groups.keys()].filter((g) => g !== "build/server"));
    const zodLocales = [...bySource.entries()]
      .filter(([s]) => /zod\/v4\/locales\//.test(s))
      .reduce((n, [, b]) => n + b, 0);
    remix = {
      minifiedBytes: readFileSync(REMIX_BUILD).length,
      mappedBytes: total,
      groups: ranked(remixGroups),
      duplicated: ranked(remixGroups).filter((g) => outside.has(g.name)),
      zodLocalesBytes: zodLocales,
    };
  }
  const zodLocalesOutside = [...paths.entries()]
    .filter(([p]) => /zod\/v4\/locales\//.test(p))
    .reduce((n, [, b]) => n + b, 0);
  return {
    rawBytes: code.length,
    gzipBytes: gzipSync(code).length,
    groups: ranked(groups),
    remixInBundleBytes: remixInBundle,
    remix,
    zodLocalesOutsideBytes: zodLocalesOutside,
  };
}
