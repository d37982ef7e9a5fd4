/**
 * Guesses at one account spread across many addresses are slowed down. Past 10
 * failures every further attempt waits a growing delay (429 with Retry-After) or, where captchas
 * are on, needs a solved captcha; the owner is never refused longer than the running wait, and a
 * successful login clears the account's count.
 */
import { afterAll, describe, expect, it } from "vitest";
import { recaptchaBase, setSetting, standin } from "../helpers/admin";
import { call, createUser } from "../helpers/api";
import { freshIp } from "../helpers/auth";

const loginFrom = (ip: string, username: string, password: string, captchaToken?: string) =>
  call("/api/auth/login", {
    body: { username, password, captchaToken },
    headers: { "cf-connecting-ip": ip },
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get("retry-after"));

/** Ten wrong passwords for the account, each from an address of its own. */
async function tenFailuresFromTenAddresses(username: string) {
  for (let i = 0; i < 10; i++) {
    expect((await loginFrom(freshIp(), username, `wrong-guess-${i}`)).status).toBe(401);
  }
}

describe("failed logins for one account from many addresses", () => {
  it("past 10 failures the next attempt from any address waits (429, Retry-After); the owner waits no longer, and a success clears the count", async () => {
    const owner = await createUser("fan");
    await tenFailuresFromTenAddresses(owner.username);
    const refused = await loginFrom(freshIp(), owner.username, "another-guess");
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("too_many_attempts");
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    // The owner, from home, is held by the same wait, and no longer than it.
    const owner429 = await loginFrom(freshIp(), owner.email, owner.password);
    expect(owner429.status).toBe(429);
    expect(retryAfter(owner429)).toBeLessThanOrEqual(1);
    await sleep(1100);
    expect((await loginFrom(freshIp(), owner.username, owner.password)).status).toBe(200);
    // The success cleared the account's count: a wrong password is a plain 401 again, ten times over.
    await tenFailuresFromTenAddresses(owner.username);
  });

  it("the wait grows with every further failure", async () => {
    const owner = await createUser("fan");
    await tenFailuresFromTenAddresses(owner.username);
    const first = await loginFrom(freshIp(), owner.username, "guess");
    expect(first.status).toBe(429);
    expect(retryAfter(first)).toBe(1);
    await sleep(1100);
    expect((await loginFrom(freshIp(), owner.username, "guess-11")).status).toBe(401);
    const second = await loginFrom(freshIp(), owner.username, "guess");
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBe(2);
    await sleep(2100);
    expect((await loginFrom(freshIp(), owner.username, "guess-12")).status).toBe(401);
    const third = await loginFrom(freshIp(), owner.username, "guess");
    expect(third.status).toBe(429);
    expect(retryAfter(third)).toBe(4);
  });

  it("a burst of parallel guesses from many addresses gets no more than the threshold through", async () => {
    const owner = await createUser("fan");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(freshIp(), owner.username, `parallel-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    // Ten failures open the wait; of the rest at most one more slipped in as the first wait ended.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(11);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(19);
  });

  it("an unknown account name is slowed the same way (nothing tells the two apart)", async () => {
    const name = `nobody_${Date.now().toString(36)}`;
    await tenFailuresFromTenAddresses(name);
    const refused = await loginFrom(freshIp(), name, "guess");
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBe(1);
  });
});

describe("with captchas on, the account asks for one instead of waiting", () => {
  const token = () => standin<{ token: string }>(recaptchaBase(), "/_standin/token", {}).then((r) => r.token);
  afterAll(() => setSetting("recaptchaEnabled", false));

  it("past 10 failures every attempt needs a solved captcha, from any address; with one the owner logs in at once", async () => {
    await setSetting("recaptchaSiteKey", "site-key-test");
    await setSetting("recaptchaEnabled", true);
    const owner = await createUser("fan");
    await tenFailuresFromTenAddresses(owner.username);
    const refused = await loginFrom(freshIp(), owner.username, owner.password);
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe("captcha_failed");
    expect(refused.json.details.captchaToken).toBeDefined();
    // A solved captcha lets a wrong guess be checked (and counted) ...
    expect((await loginFrom(freshIp(), owner.username, "still-wrong", await token())).status).toBe(401);
    // ... and the owner in, with no wait.
    expect((await loginFrom(freshIp(), owner.username, owner.password, await token())).status).toBe(200);
    // Which cleared the count: no captcha asked for a fresh address now.
    expect((await loginFrom(freshIp(), owner.username, owner.password)).status).toBe(200);
  });
});
