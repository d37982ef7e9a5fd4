import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdentities } from "../../drizzle/schema/identities";
import { performerProfiles } from "../../drizzle/schema/performers";
import { users } from "../../drizzle/schema/users";
import { googleBase, setSetting, standin, twitterBase } from "../helpers/admin";
import { call, createUser, db, unique } from "../helpers/api";
import { ipHeaders } from "../helpers/auth";
import { STANDIN_SECRETS } from "../setup/standin-config";

const mint = (claims: Record<string, unknown>) =>
  standin<{ idToken: string }>(googleBase(), "/_standin/id-token", claims).then((r) => r.idToken);
const googleLogin = (body: unknown) => call("/api/auth/google/login", { body, headers: ipHeaders() });

describe("Google sign-in with an ID token", () => {
  beforeAll(() => setSetting("googleClientId", STANDIN_SECRETS.googleClientId));
  afterAll(() => setSetting("googleClientId", ""));

  it("creates a fan account from a verified token, logs in with it again, and sets the session cookie", async () => {
    const sub = unique("g");
    const email = `${sub}@gmail.test`;
    const idToken = await mint({ sub, email, name: "Gee Fan" });
    const first = await googleLogin({ idToken });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/^token=/);
    expect(first.json.data).toMatchObject({
      isNewAccount: true,
      user: { email, emailVerified: true, name: "Gee Fan", isPerformer: false, username: null },
    });
    const me = await call("/api/users/me", { token: first.json.data.token });
    expect(me.json.data.email).toBe(email);

    const again = await googleLogin({ credential: await mint({ sub, email }) });
    expect(again.json.data).toMatchObject({ isNewAccount: false, user: { _id: first.json.data.user._id } });
  });

  it("role performer makes a new account an unverified creator; an existing account keeps its role", async () => {
    const sub = unique("g");
    const res = await googleLogin({
      idToken: await mint({ sub, email: `${sub}@gmail.test` }),
      role: "performer",
    });
    expect(res.json.data.user).toMatchObject({ isPerformer: true, verificationStatus: "unsubmitted" });
    const [profile] = await db()
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, res.json.data.user._id));
    expect(profile.verificationStatus).toBe("unsubmitted");
    const fan = await createUser("fan");
    const linked = await googleLogin({
      idToken: await mint({ sub: unique("g"), email: fan.email }),
      role: "performer",
    });
    expect(linked.json.data).toMatchObject({
      isNewAccount: false,
      user: { _id: fan.id, isPerformer: false },
    });
    const identities = await db().select().from(userIdentities).where(eq(userIdentities.userId, fan.id));
    expect(identities.map((i) => i.provider)).toEqual(["google"]);
  });

  it("does not link by an email Google did not verify", async () => {
    const fan = await createUser("fan");
    const res = await googleLogin({
      idToken: await mint({ sub: unique("g"), email: fan.email, email_verified: false }),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user._id).not.toBe(fan.id);
    expect(res.json.data.user.email).toBeNull();
  });

  it("refuses expired tokens, the wrong audience or issuer, and signatures Google's keys do not vouch for", async () => {
    const sub = unique("g");
    for (const claims of [
      { sub, expiresIn: -60 },
      { sub, aud: "someone-else.apps.googleusercontent.com" },
      { sub, iss: "https://evil.example" },
      { sub, signWith: "other-key" },
    ]) {
      const res = await googleLogin({ idToken: await mint(claims) });
      expect(res.status, JSON.stringify(claims)).toBe(401);
      expect(res.json.code).toBe("invalid_social_token");
    }
    const garbage = await googleLogin({ idToken: "not.a.token-at-all-xxxxxxxx" });
    expect(garbage.status).toBe(401);
    const missing = await googleLogin({ role: "fan" });
    expect(missing.status).toBe(422);
    expect(missing.json.details.idToken).toBeDefined();
    const badRole = await googleLogin({ idToken: await mint({ sub }), role: "admin" });
    expect(badRole.status).toBe(400);
    expect(await db().select().from(userIdentities).where(eq(userIdentities.subject, sub))).toHaveLength(0);
  });

  it("a suspended account cannot sign in with Google", async () => {
    const fan = await createUser("fan");
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, fan.id));
    const res = await googleLogin({ idToken: await mint({ sub: unique("g"), email: fan.email }) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("account_inactive");
  });

  it("signs in with an authorization code from Google's redirect (POST /auth/google/token)", async () => {
    const redirectUri = "https://app.test/auth/google/callback";
    const authUrl = new URL(env.GOOGLE_AUTH_URL as string);
    const consent = await fetch(authUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: STANDIN_SECRETS.googleClientId,
        redirect_uri: redirectUri,
        state: "s1",
        email: `${unique("code")}@gmail.test`,
        name: "Code Person",
      }),
      redirect: "manual",
    });
    const back = new URL(consent.headers.get("location")!);
    const code = back.searchParams.get("code")!;
    const res = await call("/api/auth/google/token", { body: { code, redirectUri }, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.json.data.user.name).toBe("Code Person");
    const reused = await call("/api/auth/google/token", {
      body: { code, redirectUri },
      headers: ipHeaders(),
    });
    expect(reused.status).toBe(401);
  });
});

describe("Google sign-in when not configured", () => {
  it("answers 403 login_method_disabled", async () => {
    const res = await googleLogin({ idToken: await mint({ sub: unique("g") }) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("login_method_disabled");
  });
});

describe("Sign in with X (OAuth 1.0a)", () => {
  const start = (body?: unknown) =>
    call("/api/auth/twitter/login", { body: body ?? {}, headers: ipHeaders() });
  const cookiesOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  it("sets the token, secret, callback and role cookies for a day, and the role makes a new creator", async () => {
    const started = await start({ role: "performer" });
    expect(started.status).toBe(200);
    const { oauthToken, authorizeUrl, callbackUrl } = started.json.data;
    expect(callbackUrl).toBe("https://app.test/auth/twitter/callback");
    expect(authorizeUrl).toBe(`${twitterBase()}/oauth/authenticate?oauth_token=${oauthToken}`);
    const setCookies = started.headers.getSetCookie();
    for (const name of ["oauthToken", "oauthTokenSecret", "callbackUrl", "role"]) {
      const cookie = setCookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toMatch(/Max-Age=86400/);
      expect(cookie).toMatch(/HttpOnly/);
    }

    const handle = unique("x_");
    const { oauth_verifier } = await standin(twitterBase(), "/_standin/authorize", {
      oauth_token: oauthToken,
      screen_name: handle,
      name: "X Creator",
      email: `${handle}@x.test`,
    });
    const done = await call("/api/auth/twitter/callback", {
      body: { oauth_token: oauthToken, oauth_verifier },
      headers: { cookie: cookiesOf(started), ...ipHeaders() },
    });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({
      isNewAccount: true,
      user: { isPerformer: true, username: handle, email: `${handle}@x.test`, emailVerified: true },
    });
    const cleared = done.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toEqual(
      expect.arrayContaining(["oauthToken", "oauthTokenSecret", "callbackUrl", "role"]),
    );
    expect(done.headers.getSetCookie().some((c) => c.startsWith("token=") && !/Max-Age=0/.test(c))).toBe(
      true,
    );
  });

  it("clients without cookies send the secret back; a wrong verifier or a token from another browser is refused", async () => {
    const started = await start();
    const { oauthToken, oauthTokenSecret } = started.json.data;
    const { oauth_verifier } = await standin(twitterBase(), "/_standin/authorize", {
      oauth_token: oauthToken,
      screen_name: unique("x_"),
    });
    const wrong = await call("/api/auth/twitter/callback", {
      body: { oauthToken, oauthVerifier: "nope", oauthTokenSecret },
      headers: ipHeaders(),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe("invalid_social_token");

    const other = await start();
    const mismatch = await call("/api/auth/twitter/callback", {
      body: { oauthToken, oauthVerifier: oauth_verifier },
      headers: { cookie: cookiesOf(other), ...ipHeaders() },
    });
    expect(mismatch.status).toBe(401);

    const again = await start();
    const ok = await standin(twitterBase(), "/_standin/authorize", {
      oauth_token: again.json.data.oauthToken,
      screen_name: unique("x_"),
    });
    const fine = await call("/api/auth/twitter/callback", {
      body: {
        oauthToken: again.json.data.oauthToken,
        oauthVerifier: ok.oauth_verifier,
        oauthTokenSecret: again.json.data.oauthTokenSecret,
      },
      headers: ipHeaders(),
    });
    expect(fine.status).toBe(200);
    expect(fine.json.data.user).toMatchObject({ isPerformer: false, email: null });
  });

  it("requireEmailVerification refuses an X account that shared no email, and says what to do", async () => {
    await setSetting("requireEmailVerification", true);
    try {
      const started = await start();
      const { oauth_verifier } = await standin(twitterBase(), "/_standin/authorize", {
        oauth_token: started.json.data.oauthToken,
        screen_name: unique("x_"),
      });
      const res = await call("/api/auth/twitter/callback", {
        body: { oauthToken: started.json.data.oauthToken, oauthVerifier: oauth_verifier },
        headers: { cookie: cookiesOf(started), ...ipHeaders() },
      });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("email_not_verified");
      expect(res.json.message).toMatch(/Sign up with your email address/);
    } finally {
      await setSetting("requireEmailVerification", false);
    }
  });

  it("refuses a callback URL on another site", async () => {
    const res = await start({ callbackUrl: "https://evil.example/cb" });
    expect(res.status).toBe(422);
    expect(res.json.details.callbackUrl).toBeDefined();
  });
});
