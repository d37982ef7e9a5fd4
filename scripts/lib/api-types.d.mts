import type { bundleWorker, startWorker } from "./worker-server.mjs";

export const API_TYPES_FILE: string;
export function apiTypes(document: unknown): Promise<string>;
export function servedDocument(
  tools: { bundleWorker: typeof bundleWorker; startWorker: typeof startWorker },
  persistTo: string,
  outdir: string,
): Promise<{ document: unknown; mf: { dispose(): Promise<void> }; url: string }>;
