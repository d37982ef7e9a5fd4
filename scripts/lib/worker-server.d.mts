/** Types of worker-server.mjs (the deploy bundle served in Miniflare: browser tests, benchmarks). */
import type { Miniflare } from "miniflare";

export declare function bundleWorker(outdir?: string): string;
export declare function startWorker(options: {
  script: string;
  persistTo: string;
  port: number | string;
  vars?: Record<string, string>;
}): Promise<{ mf: Miniflare; url: string }>;
