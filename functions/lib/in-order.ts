/**
 * Checks that read D1 at the same time but refuse in the order they are written: every promise
 * runs at once (one round trip's wait instead of one after another), and the first failure in the
 * order given is thrown, not the first in time, so a request refused by two checks always gets
 * the same answer. Each check throws its own refusal (a read turned into a check with `.then`).
 */
export async function inOrder<T extends readonly unknown[]>(
  checks: {
    readonly [K in keyof T]: PromiseLike<T[K]>;
  },
): Promise<T> {
  const settled = await Promise.allSettled(checks as readonly PromiseLike<unknown>[]);
  for (const result of settled) if (result.status === "rejected") throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
