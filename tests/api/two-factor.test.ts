/**
 * Two-factor sign-in (TOTP, RFC 6238). Codes are computed here with the same
 * library the Worker uses (otpauth) from the secret the set-up answers.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTwoFactor } from "../../drizzle/schema/users";
import { googleBase, setSetting, standin } from "../helpers/admin";
import { BASE, call, createUser, db, type TestUser, unique } from "../helpers/api";
import { emailsTo, freshIp, ipHeaders } from "../helpers/auth";
import { STANDIN_SECRETS } from "../setup/standin-config";

const STEP_MS = 30_000;

/** Waits until the clock is well inside a 30-second step, so a code computed now means the same step to the Worker. */
async function midStep() {
  const into = Date.now() % STEP_MS;
  if (into < 2_000 || into > 25_000)
    await new Promise((r) => setTimeout(r, ((STEP_MS - into + 3_000) % STEP_MS) + 1));
}

const codeAt = (secret: string, steps: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const loginBody = (user: TestUser, extra: Record<string, unknown> = {}) => ({
  username: user.username,
  password: user.password,
  ...extra,
});
const login = (user: TestUser, extra: Record<string, unknown> = {}) =>
  call("/api/auth/login", { body: loginBody(user, extra), headers: ipHeaders() });

/**
 * Sets up and enables two-factor sign-in for the user through the API with the code of the step
 * before this one (accepted: one step of drift), so this step's code is still unused for a login.
 * Its secret and recovery codes.
 */
async function enableTwoFactor(user: TestUser) {
  const setup = await call("/api/auth/2fa/setup", { method: "POST", token: user.token });
  expect(setup.status).toBe(200);
  const { secret } = setup.json.data as { secret: string };
  await midStep();
  const enabled = await call("/api/auth/2fa/enable", {
    body: { code: codeAt(secret, -1), currentPassword: user.password },
    token: user.token,
    headers: ipHeaders(),
  });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.json.data.recoveryCodes as string[] };
}

describe("turning two-factor sign-in on", () => {
  it("setup answers a secret and its otpauth URL; enable needs the password and a current code, and answers ten recovery codes", async () => {
    const user = await createUser("fan");
    const setup = await call("/api/auth/2fa/setup", { method: "POST", token: user.token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.json.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    // Not on until confirmed: the password alone still logs in.
    expect((await login(user)).status).toBe(200);

    await midStep();
    const wrongPassword = await call("/api/auth/2fa/enable", {
      body: { code: codeAt(secret, 0), currentPassword: "not-the-password" },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.json.code).toBe("wrong_password");
    const wrongCode = await call("/api/auth/2fa/enable", {
      body: { code: codeAt(secret, 3), currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.json.code).toBe("wrong_two_factor_code");
    expect(wrongCode.json.details.code).toBeDefined();
    const enabled = await call("/api/auth/2fa/enable", {
      body: { code: codeAt(secret, 0), currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.json.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = await call("/api/auth/2fa", { token: user.token });
    expect(status.json.data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // A second set-up is refused while it is on.
    const again = await call("/api/auth/2fa/setup", { method: "POST", token: user.token });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("two_factor_already_enabled");
  });

  it("the stored secret is encrypted: the database row does not hold it", async () => {
    const user = await createUser("fan");
    const { secret } = await enableTwoFactor(user);
    const [row] = await db().select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row.enabledAt).not.toBeNull();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v1\./);
  });

  it("needs a session", async () => {
    expect((await call("/api/auth/2fa/setup", { method: "POST" })).status).toBe(401);
    expect((await call("/api/auth/sessions")).status).toBe(401);
  });
});

describe("logging in with two-factor sign-in on", () => {
  let user: TestUser;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    user = await createUser("fan");
    ({ secret, recoveryCodes } = await enableTwoFactor(user));
  });

  it("the right password alone answers 401 two_factor_required with no token and no cookie", async () => {
    const res = await login(user);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("two_factor_required");
    expect(res.json.data).toBeUndefined();
    expect(res.text).not.toMatch(/"token"/);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.json.details.challenge).toEqual(expect.any(String));
    // The wrong password still says only that.
    const wrong = await login(user, { password: "wrong-password" });
    expect(wrong.json.code).toBe("incorrect_credentials");
  });

  it("a code of the current step or one step either side signs in (the step before: see enableTwoFactor); two steps off does not; each step's code works once", async () => {
    await midStep();
    for (const steps of [-2, 2]) {
      const refused = await login(user, { code: codeAt(secret, steps) });
      expect(refused.status, `step ${steps}`).toBe(401);
      expect(refused.json.code).toBe("incorrect_two_factor_code");
    }
    const current = await login(user, { code: codeAt(secret, 0) });
    expect(current.status).toBe(200);
    expect(current.headers.get("set-cookie")).toMatch(/^token=/);
    expect((await call("/api/users/me", { token: current.json.data.token })).json.data._id).toBe(user.id);
    // The same code again (a replay) is refused, and so is the step before, used to turn it on.
    expect((await login(user, { code: codeAt(secret, 0) })).json.code).toBe("incorrect_two_factor_code");
    expect((await login(user, { code: codeAt(secret, -1) })).json.code).toBe("incorrect_two_factor_code");
    expect((await login(user, { code: codeAt(secret, 1) })).status).toBe(200);
    // Steps at or before the last one used are spent.
    expect((await login(user, { code: codeAt(secret, 1) })).status).toBe(401);
  });

  it("an unused recovery code signs in once; used, it never works again", async () => {
    const first = await login(user, { recoveryCode: recoveryCodes[0].toUpperCase() });
    expect(first.status).toBe(200);
    const reused = await login(user, { recoveryCode: recoveryCodes[0] });
    expect(reused.status).toBe(401);
    expect(reused.json.code).toBe("incorrect_two_factor_code");
    expect((await login(user, { recoveryCode: recoveryCodes[1].replace("-", "") })).status).toBe(200);
    expect((await login(user, { recoveryCode: "aaaaa-bbbbb" })).status).toBe(401);
    expect((await call("/api/auth/2fa", { token: user.token })).json.data.recoveryCodesLeft).toBe(8);
  });

  it("the challenge of the 401 finishes the sign-in at /auth/2fa/login; a forged or altered one does not", async () => {
    const first = await login(user);
    const challenge = first.json.details.challenge as string;
    await midStep();
    const wrong = await call("/api/auth/2fa/login", {
      body: { challenge, code: codeAt(secret, 5) },
      headers: ipHeaders(),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe("incorrect_two_factor_code");
    const done = await call("/api/auth/2fa/login", {
      body: { challenge, recoveryCode: recoveryCodes[2] },
      headers: ipHeaders(),
    });
    expect(done.status).toBe(200);
    expect(done.json.data.user._id).toBe(user.id);
    const [payload, signature] = challenge.split(".");
    const other = await createUser("fan");
    const forgedPayload = btoa(JSON.stringify({ u: other.id, r: false, e: Date.now() + 60_000 }))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      "nonsense",
    ]) {
      const res = await call("/api/auth/2fa/login", {
        body: { challenge: forged, recoveryCode: recoveryCodes[3] },
        headers: ipHeaders(),
      });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("two_factor_challenge_expired");
    }
  });

  it("wrong codes count as failed guesses: past 10 from many addresses the account waits (429), even for a right code", async () => {
    const target = await createUser("fan");
    const { secret: targetSecret } = await enableTwoFactor(target);
    await midStep();
    for (let i = 0; i < 10; i++) {
      const res = await call("/api/auth/login", {
        body: loginBody(target, { code: String(100000 + i) }),
        headers: { "cf-connecting-ip": freshIp() },
      });
      expect(res.status).toBe(401);
    }
    const held = await call("/api/auth/login", {
      body: loginBody(target, { code: codeAt(targetSecret, 0) }),
      headers: { "cf-connecting-ip": freshIp() },
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the password and a current code or an unused recovery code; then the password alone logs in again", async () => {
    const user = await createUser("fan");
    const { secret, recoveryCodes } = await enableTwoFactor(user);
    const noCode = await call("/api/auth/2fa/disable", {
      body: { currentPassword: user.password },
      token: user.token,
    });
    expect(noCode.status).toBe(422);
    const wrong = await call("/api/auth/2fa/disable", {
      body: { recoveryCode: "aaaaa-bbbbb", currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.code).toBe("wrong_two_factor_code");
    expect(wrong.json.details.recoveryCode).toBeDefined();
    await midStep();
    const wrongPassword = await call("/api/auth/2fa/disable", {
      body: { code: codeAt(secret, 0), currentPassword: "not-it-at-all" },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(wrongPassword.json.code).toBe("wrong_password");
    const off = await call("/api/auth/2fa/disable", {
      body: { recoveryCode: recoveryCodes[9], currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(off.status).toBe(200);
    expect((await login(user)).status).toBe(200);
    expect((await call("/api/auth/2fa", { token: user.token })).json.data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const again = await call("/api/auth/2fa/disable", {
      body: { code: "123456", currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(again.json.code).toBe("two_factor_not_enabled");
  });
});

describe("security notices for two-factor sign-in", () => {
  it("turning it on and off each mails the account's address once; refused attempts mail nothing", async () => {
    const user = await createUser("fan");
    const setup = await call("/api/auth/2fa/setup", { method: "POST", token: user.token });
    const { secret } = setup.json.data as { secret: string };
    await midStep();
    const refusedOn = await call("/api/auth/2fa/enable", {
      body: { code: codeAt(secret, 0), currentPassword: "not-it-at-all" },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(refusedOn.json.code).toBe("wrong_password");
    expect(await emailsTo(user.email, "two-factor-on-notice")).toHaveLength(0);

    const on = await call("/api/auth/2fa/enable", {
      body: { code: codeAt(secret, -1), currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(on.status).toBe(200);
    const onNotices = await emailsTo(user.email, "two-factor-on-notice");
    expect(onNotices).toHaveLength(1);
    expect(onNotices[0].subject).toBe("Two-factor sign-in was turned on");
    expect(onNotices[0].text).toMatch(/When: .* UTC\./);
    expect(onNotices[0].text).toContain("https://app.test/auth/forgot-password");

    const refusedOff = await call("/api/auth/2fa/disable", {
      body: { recoveryCode: "aaaaa-bbbbb", currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(refusedOff.json.code).toBe("wrong_two_factor_code");
    expect(await emailsTo(user.email, "two-factor-off-notice")).toHaveLength(0);

    const off = await call("/api/auth/2fa/disable", {
      body: { recoveryCode: on.json.data.recoveryCodes[0], currentPassword: user.password },
      token: user.token,
      headers: ipHeaders(),
    });
    expect(off.status).toBe(200);
    const offNotices = await emailsTo(user.email, "two-factor-off-notice");
    expect(offNotices).toHaveLength(1);
    expect(offNotices[0].subject).toBe("Two-factor sign-in was turned off");
    expect(await emailsTo(user.email, "two-factor-on-notice")).toHaveLength(1);
  });
});

describe("signing in with Google when two-factor sign-in is on", () => {
  beforeAll(() => setSetting("googleClientId", STANDIN_SECRETS.googleClientId));
  afterAll(() => setSetting("googleClientId", ""));

  it("answers two_factor_required with a challenge instead of a session; the code finishes it", async () => {
    const user = await createUser("fan");
    const { secret } = await enableTwoFactor(user);
    const idToken = await standin<{ idToken: string }>(googleBase(), "/_standin/id-token", {
      sub: unique("g"),
      email: user.email,
    }).then((r) => r.idToken);
    const first = await call("/api/auth/google/login", { body: { idToken }, headers: ipHeaders() });
    expect(first.status).toBe(401);
    expect(first.json.code).toBe("two_factor_required");
    expect(first.headers.get("set-cookie")).toBeNull();
    await midStep();
    const done = await call("/api/auth/2fa/login", {
      body: { challenge: first.json.details.challenge, code: codeAt(secret, 0) },
      headers: ipHeaders(),
    });
    expect(done.status).toBe(200);
    expect(done.json.data.user._id).toBe(user.id);
  });
});

describe("admins required to use two-factor sign-in", () => {
  afterAll(() => setSetting("requireAdminTwoFactor", false));

  it("an admin without it is refused by the console (API 403, pages sent to set it up) until they turn it on", async () => {
    const admin = await createUser("admin");
    expect((await call("/api/admin/users", { token: admin.token })).status).toBe(200);
    await setSetting("requireAdminTwoFactor", true);
    const refused = await call("/api/admin/users", { token: admin.token });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("two_factor_setup_required");
    const page = await call("/admin/settings", { headers: { cookie: `token=${admin.token}` } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/user/account#two-factor");
    expect((await call("/api/auth/2fa", { token: admin.token })).json.data.required).toBe(true);
    // Everything else still works, the set-up included.
    expect((await call("/api/users/me", { token: admin.token })).status).toBe(200);
    await enableTwoFactor(admin);
    expect((await call("/api/admin/users", { token: admin.token })).status).toBe(200);
    expect((await call("/admin/settings", { headers: { cookie: `token=${admin.token}` } })).status).toBe(200);
  });
});

describe("the login pages with two-factor sign-in on", () => {
  const page = (path: string, form: Record<string, string>, cookie = "") => {
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.set(k, v);
    return call(path, {
      form: body,
      headers: { origin: BASE, host: new URL(BASE).host, cookie, ...ipHeaders() },
    });
  };
  const cookieOf = (res: { headers: Headers }, name: string) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith(`${name}=`));

  it("the right password leads to /auth/two-factor (no session yet), where the code logs in and goes where the person was going", async () => {
    const user = await createUser("fan");
    const { secret } = await enableTwoFactor(user);
    const first = await page("/auth/login", {
      username: user.username,
      password: user.password,
      redirectTo: "/wallet",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/auth/two-factor?redirectTo=%2Fwallet");
    expect(cookieOf(first, "token")).toBeUndefined();
    const challenge = cookieOf(first, "twoFactorChallenge");
    expect(challenge).toBeDefined();
    expect((await call("/auth/two-factor", { headers: { cookie: challenge! } })).status).toBe(200);

    await midStep();
    const wrong = await page("/auth/two-factor?redirectTo=%2Fwallet", { code: codeAt(secret, 4) }, challenge);
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("That code is not right");
    const done = await page(
      "/auth/two-factor?redirectTo=%2Fwallet",
      { code: codeAt(secret, 0), redirectTo: "/wallet" },
      challenge,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/wallet");
    const token = cookieOf(done, "token")!.slice("token=".length);
    expect((await call("/api/users/me", { token: decodeURIComponent(token) })).json.data._id).toBe(user.id);
    expect(cookieOf(done, "twoFactorChallenge")).toBe("twoFactorChallenge=");
  });

  it("without a valid challenge the second page sends the person back to log in", async () => {
    const res = await call("/auth/two-factor?redirectTo=%2Fwallet", {
      headers: { cookie: "twoFactorChallenge=forged" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login?redirectTo=%2Fwallet");
  });
});
