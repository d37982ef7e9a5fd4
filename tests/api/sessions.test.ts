/**
 * Where am I signed in. The sessions list names devices and places, never a
 * token or its hash; signing one out ends it at once, sockets included; "sign out everywhere else"
 * and a password change end every other session.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "#functions/lib/ids";
import { sessions } from "../../drizzle/schema/users";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { freshIp } from "../helpers/auth";
import { closesWith, expectNothingPending, openRoom } from "../helpers/sockets";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A login from a device and a country: its token. */
async function signIn(user: TestUser, userAgent: string, country: string) {
  const res = await call("/api/auth/login", {
    body: { username: user.username, password: user.password },
    headers: { "user-agent": userAgent, "cf-ipcountry": country, "cf-connecting-ip": freshIp() },
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}

const list = (token: string) => call("/api/auth/sessions", { token });
const me = (token: string) => call("/api/users/me", { token });

describe("GET /auth/sessions", () => {
  it("lists the live sessions with device, place and last seen, this one first; no token or hash in sight", async () => {
    const user = await createUser("fan");
    const laptop = await signIn(user, CHROME_MAC, "FR");
    const phone = await signIn(user, SAFARI_IPHONE, "DE");
    const other = await createUser("fan");
    await signIn(other, FIREFOX_WINDOWS, "US");

    const res = await list(laptop);
    expect(res.status).toBe(200);
    const rows = res.json.data.data as any[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      device: "Chrome on macOS",
      browser: "Chrome",
      os: "macOS",
      country: "FR",
      place: "France",
      current: true,
    });
    expect(rows.find((r) => r.device === "Safari on iPhone")).toMatchObject({
      country: "DE",
      place: "Germany",
      current: false,
    });
    // The session createUser made (no user agent, no country).
    expect(rows.find((r) => r.device === "Unknown device")).toMatchObject({ country: null, place: null });
    for (const row of rows) {
      expect(row._id).toMatch(/^[0-9a-f-]{24,36}$/);
      expect(Date.parse(row.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.now());
    }
    for (const token of [user.token, laptop, phone]) {
      expect(res.text).not.toContain(token);
      expect(res.text).not.toContain(await sha256Hex(token));
    }
  });

  it("with more sessions than it shows (200), this one stays first and the longest unused are left out", async () => {
    const user = await createUser("fan");
    const token = await signIn(user, CHROME_MAC, "FR");
    const now = Date.now();
    // This session began ten days ago and is in use now; 201 others began since, each unused
    // since it began (the oldest two of them are the longest unused).
    await db()
      .update(sessions)
      .set({ createdAt: now - 10 * 86_400_000, lastSeenAt: now })
      .where(eq(sessions.tokenHash, await sha256Hex(token)));
    const others = Array.from({ length: 201 }, (_, i) => ({
      id: `bulk${user.id.slice(-8)}${String(i).padStart(4, "0")}`,
      tokenHash: `${user.id}-${i}`,
      userId: user.id,
      expiresAt: now + 86_400_000,
      createdAt: now - (i + 1) * 60_000,
    }));
    for (let i = 0; i < others.length; i += 10)
      await db()
        .insert(sessions)
        .values(others.slice(i, i + 10));

    const res = await list(token);
    expect(res.status).toBe(200);
    const rows = res.json.data.data as any[];
    expect(rows).toHaveLength(200);
    expect(rows[0]).toMatchObject({ current: true, device: "Chrome on macOS" });
    const lastSeen = rows.map((r) => Date.parse(r.lastSeenAt));
    expect(lastSeen.slice(1)).toEqual([...lastSeen.slice(1)].sort((a, b) => b - a));
    // Then createUser's session (begun just now) and the newest 198 of the others; the three
    // longest unused are left out.
    const shown = new Set(rows.map((r) => r._id));
    for (const [i, other] of others.entries()) expect(shown.has(other.id), `session ${i}`).toBe(i < 198);
  });

  it("records when and where a session was last seen, at most every 15 minutes", async () => {
    const user = await createUser("fan");
    const token = await signIn(user, FIREFOX_WINDOWS, "FR");
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(token)));
    // As if the session were an hour old and last used then.
    const hourAgo = Date.now() - 3_600_000;
    await db()
      .update(sessions)
      .set({ createdAt: hourAgo, lastSeenAt: hourAgo })
      .where(eq(sessions.id, row.id));
    await call("/api/users/me", { token, headers: { "cf-ipcountry": "JP" } });
    let seen: any;
    for (let i = 0; i < 50; i++) {
      seen = (await list(token)).json.data.data.find((s: any) => s._id === row.id);
      if (seen.country === "JP") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toMatchObject({ country: "JP", place: "Japan", device: "Firefox on Windows" });
    expect(Date.parse(seen.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(seen.createdAt)).toBe(hourAgo);
  });
});

describe("signing sessions out", () => {
  it("DELETE /auth/sessions/{id} ends that session at once and closes its sockets; others go on", async () => {
    const user = await createUser("fan");
    const laptop = await signIn(user, CHROME_MAC, "FR");
    const phone = await signIn(user, SAFARI_IPHONE, "DE");
    const phoneSocket = await openRoom(`user/${user.id}`, phone, user.id);
    const laptopSocket = await openRoom(`user/${user.id}`, laptop, user.id);
    const phoneId = (await list(laptop)).json.data.data.find((s: any) => s.device === "Safari on iPhone")._id;

    const res = await call(`/api/auth/sessions/${phoneId}`, { method: "DELETE", token: laptop });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await me(phone)).status).toBe(401);
    await closesWith(phoneSocket, 4001);
    expect((await me(laptop)).status).toBe(200);
    await expectNothingPending(laptopSocket);
    laptopSocket.ws.close();
    expect((await list(laptop)).json.data.data.map((s: any) => s._id)).not.toContain(phoneId);
    // Again, or someone else's: no such session of yours.
    const again = await call(`/api/auth/sessions/${phoneId}`, { method: "DELETE", token: laptop });
    expect(again.status).toBe(404);
    expect(again.json.code).toBe("session_not_found");
    const stranger = await createUser("fan");
    const laptopId = (await list(laptop)).json.data.data[0]._id;
    expect(
      (await call(`/api/auth/sessions/${laptopId}`, { method: "DELETE", token: stranger.token })).status,
    ).toBe(404);
    expect((await me(laptop)).status).toBe(200);
  });

  it("signing out this session clears the cookie", async () => {
    const user = await createUser("fan");
    const id = (await list(user.token)).json.data.data[0]._id;
    const res = await call(`/api/auth/sessions/${id}`, { method: "DELETE", token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^token=; .*Max-Age=0/);
    expect((await me(user.token)).status).toBe(401);
  });

  it("POST /auth/sessions/revoke-others signs out everywhere else, sockets included", async () => {
    const user = await createUser("fan");
    const laptop = await signIn(user, CHROME_MAC, "FR");
    const phone = await signIn(user, SAFARI_IPHONE, "DE");
    const phoneSocket = await openRoom(`user/${user.id}`, phone, user.id);
    const res = await call("/api/auth/sessions/revoke-others", { method: "POST", token: laptop });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ signedOut: 2 });
    await closesWith(phoneSocket, 4001);
    expect((await me(phone)).status).toBe(401);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const rows = (await list(laptop)).json.data.data;
    expect(rows).toHaveLength(1);
    expect(rows[0].current).toBe(true);
  });

  it("a password change signs out every other session", async () => {
    const user = await createUser("fan");
    const laptop = await signIn(user, CHROME_MAC, "FR");
    const phone = await signIn(user, SAFARI_IPHONE, "DE");
    const phoneSocket = await openRoom(`user/${user.id}`, phone, user.id);
    const res = await call("/api/auth/users/me/password", {
      method: "PUT",
      token: laptop,
      body: { password: "Another-pass-42", currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    await closesWith(phoneSocket, 4001);
    expect((await me(phone)).status).toBe(401);
    expect((await list(laptop)).json.data.data.map((s: any) => s.device)).toEqual(["Chrome on macOS"]);
  });
});
