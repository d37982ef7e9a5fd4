// Attribution of bundle bytes and profile samples to the source they came from (package, our
// folder), through the bundle's source map.
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";

/** "node_modules/@scope/pkg/..." -> "@scope/pkg"; "functions/content/feeds/x.ts" -> "functions/content". */
export function sourceGroup(path) {
  const i = path.lastIndexOf("node_modules/");
  // drizzle-orm's source maps point one folder too high ("../src/x.ts" from the package root).
  if (path.includes("node_modules/src/")) return "drizzle-orm";
  if (i >= 0) {
    const parts = path.slice(i + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const clean = path.replace(/^(\.\.\/)+/, "").replace(/^\/?work\/wt\/[^/]+\//, "");
  const parts = clean.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : clean;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes a source map's mappings into [generatedLine, generatedColumn, sourceIndex] segments. */
function* segments(mappings) {
  let source = 0;
  let line = 0;
  for (const lineText of mappings.split(";")) {
    let column = 0;
    for (const seg of lineText.split(",")) {
      if (!seg) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const c of seg) {
        const digit = B64_INDEX.get(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      yield [line, column, values.length > 1 ? source : -1];
    }
    line++;
  }
}

/**
 * Bytes of a generated file by source path, from its source map: each mapped span (from one
 * segment to the next on the same line) counts for the segment's source.
 */
export function bytesBySource(generatedFile, mapFile) {
  const lines = readFileSync(generatedFile, "utf8").split("\n");
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const out = new Map();
  let prev = null;
  const flush = (end) => {
    if (!prev || prev[2] < 0) return;
    const len = (end ?? lines[prev[0]].length) - prev[1];
    const source = map.sources[prev[2]];
    out.set(source, (out.get(source) ?? 0) + Math.max(0, len));
  };
  for (const seg of segments(map.mappings)) {
    if (prev && prev[0] === seg[0]) flush(seg[1]);
    else flush();
    prev = seg;
  }
  flush();
  return out;
}

/**
 * Self time of a CPU profile (DevTools format) by function and by source group. Frames of the
 * bundle are mapped through its source map; others (workerd's built-ins such as the D1 binding,
 * GC, idle) are named by their URL or pseudo-function.
 */
export function summariseProfile(profile, { bundleUrlIncludes, mapFile }) {
  const map = mapFile ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byGroup = new Map();
  const byFunction = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (functionName === "(idle)") {
      idle += micros;
      continue;
    }
    total += micros;
    let group = url ? url.replace(/^.*\//, "") : functionName;
    let where = url;
    if (map && url.includes(bundleUrlIncludes) && lineNumber >= 0) {
      const entry = map.findEntry(lineNumber, columnNumber);
      if (entry?.originalSource) {
        group = sourceGroup(entry.originalSource);
        where = `${entry.originalSource.replace(/^(\.\.\/)+/, "")}:${entry.originalLine + 1}`;
      }
    }
    const fn = `${functionName || "(anonymous)"} ${where ? `(${where})` : ""}`.trim();
    byGroup.set(group, (byGroup.get(group) ?? 0) + micros);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  const ranked = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / total }));
  return {
    totalMs: total / 1000,
    idleMs: idle / 1000,
    byGroup: ranked(byGroup),
    byFunction: ranked(byFunction),
  };
}
