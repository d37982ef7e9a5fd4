import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

/*
 * A test fails on a console.error it did not expect (as in epic-stack): the Worker logs one only for
 * something that went wrong, and a run that logs hundreds of lines hides the one that matters. A
 * test that expects one says so, which also keeps it out of the log:
 *   const logged = vi.spyOn(console, "error").mockImplementation(() => {});
 * The Worker runs in the test's isolate, so this sees what it logs while serving the test's requests.
 */
const original = console.error;
let unexpected: unknown[][] = [];
let spy: { mockRestore(): void } | undefined;

beforeEach(() => {
  unexpected = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (unexpected.length > 0) {
    const first = format(...unexpected[0]).slice(0, 500);
    throw new Error(
      `console.error was called ${unexpected.length} time(s) unexpectedly; first: ${first}\n` +
        'A test that expects it: vi.spyOn(console, "error").mockImplementation(() => {})',
    );
  }
});
