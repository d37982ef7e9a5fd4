import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { randomToken, sha256Hex } from "#functions/lib/ids";
import { createRealtime } from "#functions/messaging/realtime/notify";
import { sessions } from "../../drizzle/schema/users";
import { SOCKET_IDENTITY_HEADER } from "../../party/protocol";
import { BASE, call, createUser, db, type TestUser } from "../helpers/api";
import { ipHeaders, linkToken, login, waitForEmail } from "../helpers/auth";
import { closesWith, expectNothingPending, openRoom, probe, stopClock, upgrade } from "../helpers/sockets";

/** Opens the user's own room with a token and takes the greeting. */
const connect = (user: { id: string }, token: string, init?: Parameters<typeof openRoom>[3]) =>
  openRoom(`user/${user.id}`, token, user.id, init);

const newSession = async (user: TestUser) =>
  (await login(user.username, user.password)).json.data.token as string;

describe("user notification room: who may connect", () => {
  it("refuses a socket without a session", async () => {
    const fan = await createUser("fan");
    expect((await upgrade(`/parties/user/${fan.id}`)).status).toBe(401);
    expect((await upgrade(`/parties/user/${fan.id}?token=made-up`)).status).toBe(401);
  });

  it("refuses another user's room", async () => {
    const fan = await createUser("fan");
    const other = await createUser("fan");
    expect((await upgrade(`/parties/user/${other.id}?token=${fan.token}`)).status).toBe(403);
  });

  it("accepts the session cookie from our own pages (Origin), not from another site or none", async () => {
    const fan = await createUser("fan");
    const cookie = `token=${fan.token}`;
    expect((await upgrade(`/parties/user/${fan.id}`, { cookie })).status).toBe(403);
    expect(
      (await upgrade(`/parties/user/${fan.id}`, { cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    const res = await upgrade(`/parties/user/${fan.id}`, { cookie, origin: BASE });
    expect(res.status).toBe(101);
    const socket = probe(res.webSocket!);
    expect((await socket.next()).event).toBe("auth/success");
    socket.ws.close();
  });
});

describe("user notification room: no plain HTTP", () => {
  it("answers every non-upgrade request with 404, with or without a session, and pushes nothing", async () => {
    const fan = await createUser("fan");
    const socket = await connect(fan, fan.token);
    const event = JSON.stringify({
      event: "notification",
      data: { message: "Payment received: click here" },
    });
    for (const path of [
      `/parties/user/${fan.id}/notify`,
      `/parties/user/${fan.id}`,
      `/parties/user/${fan.id}/x`,
    ]) {
      for (const method of ["POST", "GET", "PUT", "DELETE"]) {
        for (const auth of [
          {},
          { token: fan.token },
          { headers: { cookie: `token=${fan.token}`, origin: BASE } },
        ]) {
          const res = await call(path, {
            method,
            ...auth,
            ...(method === "GET" || method === "DELETE" ? {} : { body: event }),
          });
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.json.code).toBe("not_found");
        }
      }
    }
    expect((await call("/parties/user", { method: "POST", body: event })).status).toBe(404);
    await expectNothingPending(socket);
    socket.ws.close();
  });

  it("a client cannot speak for the Worker: its identity and PartyServer headers are dropped", async () => {
    const fan = await createUser("fan");
    const other = await createUser("fan");
    const forged = JSON.stringify({
      userId: other.id,
      sessionId: "forged",
      tokenHash: "0".repeat(64),
      expiresAt: Date.now() + 60_000,
    });
    // A malformed props header used to crash the room's start-up and send the stack trace.
    const socket = await connect(fan, fan.token, {
      headers: {
        [SOCKET_IDENTITY_HEADER]: forged,
        "x-partykit-props": "{not json",
        "x-partykit-room": other.id,
      },
    });
    socket.send({ event: "auth/login", data: { token: fan.token } });
    expect(await socket.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    // Forging the header on another user's room does not get in either.
    expect(
      (await upgrade(`/parties/user/${other.id}?token=${fan.token}`, { [SOCKET_IDENTITY_HEADER]: forged }))
        .status,
    ).toBe(403);
    socket.ws.close();
  });
});

describe("user notification room: what a room keeps of the upgrade", () => {
  it("only the path and PartySocket's connection id of the URL: a long query opens a working socket, never a crash", async () => {
    const fan = await createUser("fan");
    const socket = await connect(fan, fan.token, { query: `&pad=${"a".repeat(20_000)}&_pk=tab-1` });
    await expectNothingPending(socket);
    socket.send({ event: "auth/login", data: { token: fan.token } });
    expect(await socket.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    const event = { event: "notification" as const, data: { message: "hello" } };
    await createRealtime(env).notifyUser(fan.id, event);
    expect(await socket.next()).toEqual(event);
    socket.ws.close();
  });
});

describe("user notification room: events through the service (RPC)", () => {
  it("reach every socket of the user and nobody else's", async () => {
    const fan = await createUser("fan");
    const bystander = await createUser("fan");
    const phone = await connect(fan, fan.token);
    const laptop = await connect(fan, await newSession(fan));
    const theirs = await connect(bystander, bystander.token);

    const event = { event: "balance/updated" as const, data: { balance: 12.5, change: 2.5 } };
    await createRealtime(env).notifyUser(fan.id, event);
    expect(await phone.next()).toEqual(event);
    expect(await laptop.next()).toEqual(event);
    await expectNothingPending(theirs);

    // A socket that went away does not stop the others.
    phone.ws.close(1000, "gone");
    await phone.closed;
    const next = { event: "messages/unread" as const, data: { total: 3, at: Date.now() } };
    await createRealtime(env).notifyUser(fan.id, next);
    expect(await laptop.next()).toEqual(next);
    laptop.ws.close();
    theirs.ws.close();
  });

  it("a push to a user without sockets (a room never opened) is fine", async () => {
    const fan = await createUser("fan");
    await expect(
      createRealtime(env).notifyUser(fan.id, { event: "notification", data: { message: "hi" } }),
    ).resolves.toBeUndefined();
  });
});

describe("user notification room: frames", () => {
  it("answers malformed frames with an error frame and keeps the socket", async () => {
    const fan = await createUser("fan");
    const bad: (string | Uint8Array)[] = [
      "not json",
      "null",
      "[]",
      JSON.stringify({ event: "notification", data: { message: "fake" } }),
      JSON.stringify({ event: "__proto__", data: {} }),
      JSON.stringify({ event: "auth/login" }),
      JSON.stringify({ event: "auth/login", data: { token: 42 } }),
      JSON.stringify({ event: "typing", data: { typing: true } }),
      new Uint8Array([1, 2, 3]),
    ];
    // A socket is answered the first few (chat-rooms.test.ts "frame limits"): a fresh one each.
    for (const frame of bad) {
      const socket = await connect(fan, fan.token);
      socket.ws.send(frame);
      expect(await socket.next(), String(frame).slice(0, 40)).toMatchObject({
        event: "error",
        data: { code: "bad_frame" },
      });
      await expectNothingPending(socket);
      socket.ws.close();
    }
  });

  it("auth/login accepts the socket's own token, or none (browsers)", async () => {
    const fan = await createUser("fan");
    const socket = await connect(fan, fan.token);
    socket.send({ event: "auth/login", data: { token: fan.token } });
    expect(await socket.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    socket.send({ event: "auth/login", data: {} });
    expect(await socket.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    socket.ws.close();
  });

  it("auth/login with any other token closes the socket", async () => {
    const fan = await createUser("fan");
    const socket = await connect(fan, fan.token);
    socket.send({ event: "auth/login", data: { token: await newSession(fan) } });
    expect(await socket.next()).toMatchObject({ event: "error", data: { code: "unauthorized" } });
    await closesWith(socket, 4001);
  });

  it("auth/login after the session expired closes the socket; a moment before, it is answered", async () => {
    const fan = await createUser("fan");
    const clock = stopClock();
    const token = randomToken();
    const expiresAt = Date.now() + 60_000;
    await db()
      .insert(sessions)
      .values({
        id: crypto.randomUUID(),
        tokenHash: await sha256Hex(token),
        userId: fan.id,
        expiresAt,
        createdAt: Date.now(),
      });
    const socket = await connect(fan, token);
    clock.advance(expiresAt - 1 - Date.now());
    socket.send({ event: "auth/login", data: { token } });
    expect(await socket.next()).toEqual({ event: "auth/success", data: { userId: fan.id } });
    clock.advance(1);
    socket.send({ event: "auth/login", data: { token } });
    expect(await socket.next()).toMatchObject({ event: "error", data: { code: "unauthorized" } });
    await closesWith(socket, 4001);
  });
});

describe("user notification room: ended sessions close their sockets", () => {
  it("logout closes that session's sockets and no other", async () => {
    const fan = await createUser("fan");
    const other = await newSession(fan);
    const mine = await connect(fan, fan.token);
    const theirs = await connect(fan, other);
    expect((await call("/api/auth/logout", { method: "POST", token: fan.token })).status).toBe(200);
    expect(await mine.next()).toMatchObject({ event: "error", data: { code: "unauthorized" } });
    await closesWith(mine, 4001);
    await expectNothingPending(theirs);
    theirs.ws.close();
  });

  it("logging out on the web page closes the sockets of that session", async () => {
    const fan = await createUser("fan");
    const socket = await connect(fan, fan.token);
    const res = await SELF.fetch(`${BASE}/auth/logout`, {
      method: "POST",
      headers: { cookie: `token=${fan.token}`, origin: BASE },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    await closesWith(socket, 4001);
  });

  it("a password change closes the other sessions' sockets and keeps this one's", async () => {
    const fan = await createUser("fan");
    const stolen = await connect(fan, await newSession(fan));
    const mine = await connect(fan, fan.token);
    const res = await call("/api/auth/users/me/password", {
      method: "PUT",
      token: fan.token,
      body: { password: "Another-pass-42", currentPassword: fan.password },
    });
    expect(res.status).toBe(200);
    await closesWith(stolen, 4001);
    await expectNothingPending(mine);
    mine.ws.close();
  });

  it("a password reset closes every socket of the user", async () => {
    const fan = await createUser("fan");
    const socket = await connect(fan, fan.token);
    await call("/api/auth/users/forgot", { body: { email: fan.email }, headers: ipHeaders() });
    const token = linkToken((await waitForEmail(fan.email, "password-reset")).text, "/auth/reset-password");
    expect(
      (await call("/api/auth/users/reset-password", { body: { token, password: "Reset-pass-42" } })).status,
    ).toBe(200);
    await closesWith(socket, 4001);
  });
});
