/**
 * The benchmark's count of one request's D1 work (bench/lib/d1-counter.mjs): statements, round
 * trips, and how many round trips wait one after another (`waits`), from the lines the counting
 * binding writes. Run: npm run test:scripts (part of npm test).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
// @ts-expect-error: a plain ES module of the bench, without types
import { tally } from "../../bench/lib/d1-counter.mjs";

test("round trips under way at the same time wait once; each waits for those ended before it", () => {
  const lines = [
    "[d1] first select 1",
    "[d1-start] 1",
    "[d1-end] 1",
    // Two reads at once, after the first: the second wait.
    "[d1] raw select 2",
    "[d1-start] 2",
    "[d1] raw select 3",
    "[d1-start] 3",
    "[d1-end] 3",
    "[d1-end] 2",
    // A batch after both: the third.
    "[d1] batch 2",
    "[d1] batched insert a",
    "[d1] batched insert b",
    "[d1-start] 4",
    // Started before the batch ended: it does not wait for it.
    "[d1] raw select 5",
    "[d1-start] 5",
    "[d1-end] 4",
    "[d1-end] 5",
  ];
  const counted = tally(lines);
  assert.equal(counted.statements, 6);
  assert.equal(counted.roundTrips, 5);
  assert.equal(counted.largestBatch, 2);
  assert.equal(counted.waits, 3);
});

test("round trips one after another each wait", () => {
  const lines = [1, 2, 3].flatMap((n) => [`[d1] raw select ${n}`, `[d1-start] ${n}`, `[d1-end] ${n}`]);
  assert.equal(tally(lines).waits, 3);
  assert.equal(tally(lines).roundTrips, 3);
});
