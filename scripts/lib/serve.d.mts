/** Types of serve.mjs (npm start and npm run dev). */
import type { ChildProcess, StdioOptions } from "node:child_process";

export declare function prepareLocalDatabase(): void;
export declare function startWranglerDev(options: {
  port: number | string;
  vars?: Record<string, string>;
  persistTo?: string;
  stdio?: StdioOptions;
}): ChildProcess;
export declare function waitForWorker(base: string, tries?: number): Promise<boolean>;
export declare function serve(port: number | string): Promise<ChildProcess>;
