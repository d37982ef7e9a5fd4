/**
 * How many D1 round trips a request waits for one after another (`waits`, counted by the test's D1
 * binding as the benchmark counts them): deployed, every one of them crosses to the primary, so
 * this, more than their number, is what a sign-in or a tip costs a fan far from it. The checks that
 * run together still refuse in their written order (tests/api/wallet-charges.test.ts, the sign-in
 * tests in auth, account-guesses and login-lock).
 */
import { describe, expect, it } from "vitest";
import { googleBase, setSetting, standin } from "../helpers/admin";
import { call, createUser, unique } from "../helpers/api";
import { ipHeaders } from "../helpers/auth";
import { counted } from "../helpers/d1-count";
import { fund } from "../helpers/money";
import { STANDIN_SECRETS } from "../setup/standin-config";

const signIn = (username: string, password: string) =>
  counted("/api/auth/login", undefined, { username, password });

describe("round trips one after another", () => {
  it("a password sign-in: 5 (the account; its limits with two-factor's state; the attempt per client; per account; the session with the attempt cleared)", async () => {
    const fan = await createUser("fan");
    const creator = await createUser("performer");
    await signIn(fan.username, fan.password); // the isolate's first reads (settings) are not the sign-in's
    for (const [who, user] of [
      ["fan", fan],
      ["creator", creator],
    ] as const) {
      const res = await signIn(user.username, user.password);
      expect(res.status, res.body).toBe(200);
      expect([who, res.waits]).toEqual([who, 5]);
    }
    // A wrong password or an unknown name: the same reads up to the refusal.
    for (const [username, password] of [
      [fan.username, "Wrong-password-1"],
      ["nobody-by-this-name", "Wrong-password-1"],
    ]) {
      const res = await signIn(username, password);
      expect(res.status, res.body).toBe(401);
      expect(res.waits).toBe(4);
    }
  });

  it("a returning Google sign-in: 2 (the account with two-factor's state; the session)", async () => {
    await setSetting("googleClientId", STANDIN_SECRETS.googleClientId);
    try {
      const sub = unique("g");
      const mint = () =>
        standin<{ idToken: string }>(googleBase(), "/_standin/id-token", {
          sub,
          email: `${sub}@gmail.test`,
        }).then((r) => r.idToken);
      const first = await call("/api/auth/google/login", {
        body: { idToken: await mint() },
        headers: ipHeaders(),
      });
      expect(first.json.data?.isNewAccount, JSON.stringify(first.json)).toBe(true);
      const again = await counted("/api/auth/google/login", undefined, { idToken: await mint() });
      expect(again.status, again.body).toBe(200);
      expect(JSON.parse(again.body).data.isNewAccount).toBe(false);
      expect(again.waits).toBe(2);
    } finally {
      await setSetting("googleClientId", "");
    }
  });

  it("a tip: 9", async () => {
    const fan = await createUser("fan");
    const creator = await createUser("performer");
    await fund(fan.id, 50);
    const path = `/api/wallet/charges/tip/${creator.id}`;
    await counted(path, fan.token, { amount: 10 });
    const tip = await counted(path, fan.token, { amount: 10 });
    expect(tip.status, tip.body).toBe(201);
    expect(tip.waits).toBe(9);
    // With an Idempotency-Key, as the pages send it: the key's earlier charge is read while the
    // tip's creator is, not before (10 before), and a retry reads only the key (and answers).
    const key = { "idempotency-key": `tip-${unique()}` };
    const keyed = await counted(path, fan.token, { amount: 10 }, key);
    expect(keyed.status, keyed.body).toBe(201);
    expect(keyed.waits).toBe(9);
    const retry = await counted(path, fan.token, { amount: 10 }, key);
    expect(retry.status, retry.body).toBe(201);
    expect(JSON.parse(retry.body)).toEqual(JSON.parse(keyed.body));
  });
});
