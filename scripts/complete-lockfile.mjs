// The npm registry these machines reach lacks some platform-only binaries (e.g. the Windows and
// macOS builds of Biome, Rollup and Tailwind's oxide). `npm install` silently skips such optional
// packages and leaves them out of package-lock.json, and then `npm ci` refuses the lockfile as out
// of sync. This records each missing optional platform package as the entry npm itself would
// write: optional and bound to its os/cpu/libc, so `npm ci` skips it on this platform without
// fetching it. Run after `npm install` changes the lockfile: `npm run lock:complete`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["android", "darwin", "linux", "win32", "freebsd", "openbsd", "openharmony", "sunos", "aix"];
const CPU = [
  ["arm64", "arm64"],
  ["x64", "x64"],
  ["ia32", "ia32"],
  ["loong64", "loong64"],
  ["ppc64", "ppc64"],
  ["riscv64", "riscv64"],
  ["s390x", "s390x"],
  ["wasm32", "wasm32"],
  ["arm", "arm"],
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find(([token]) =>
    parts.some((p) => p === token || p.startsWith(`${token}eabi`) || (p === "gnueabihf" && token === "arm")),
  )?.[1];
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.includes("gnu") && os === "linux"
      ? "glibc"
      : null;
  return { os, cpu, libc };
}

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    const fields = { optional: true };
    if (entry.dev) fields.dev = true;
    if (os) fields.os = [os];
    if (cpu) fields.cpu = [cpu];
    if (libc) fields.libc = [libc];
    // npm writes `version` first and the other keys in alphabetical order; so do we, so that a
    // later `npm install` leaves the file as it is.
    const sorted = Object.keys(fields)
      .sort()
      .map((k) => [k, fields[k]]);
    packages[`node_modules/${dep}`] = { version: spec, ...Object.fromEntries(sorted) };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform packages the registry does not serve.`);
