import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createRealtime } from "../../functions/realtime/notify";
import { BASE, createUser } from "../helpers/api";

async function openSocket(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { upgrade: "websocket", ...headers } });
  return res;
}

function nextFrame(ws: WebSocket): Promise<{ event: string; data: any }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no frame")), 3000);
    ws.addEventListener(
      "message",
      (e) => {
        clearTimeout(timer);
        resolve(JSON.parse(e.data as string));
      },
      { once: true },
    );
  });
}

describe("user notification room", () => {
  it("refuses a socket without a session", async () => {
    const fan = await createUser("fan");
    const res = await openSocket(`/parties/user/${fan.id}`);
    expect(res.status).toBe(401);
  });

  it("refuses another user's room", async () => {
    const fan = await createUser("fan");
    const other = await createUser("fan");
    const res = await openSocket(`/parties/user/${other.id}?token=${fan.token}`);
    expect(res.status).toBe(403);
  });

  it("connects with a token, confirms auth and delivers pushed events", async () => {
    const fan = await createUser("fan");
    const res = await openSocket(`/parties/user/${fan.id}?token=${fan.token}`);
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    expect(await nextFrame(ws)).toEqual({ event: "auth/success", data: { userId: fan.id } });

    ws.send(JSON.stringify({ event: "auth/login", data: { token: fan.token } }));
    expect((await nextFrame(ws)).event).toBe("auth/success");

    ws.send(JSON.stringify({ event: "auth/login", data: {} }));
    expect((await nextFrame(ws)).event).toBe("auth/success");

    ws.send("not json");
    expect(await nextFrame(ws)).toMatchObject({ event: "error", data: { code: "bad_frame" } });

    const pushed = nextFrame(ws);
    await createRealtime(env).notifyUser(fan.id, {
      event: "balance/updated",
      data: { balance: 12.5, change: 2.5 },
    });
    expect(await pushed).toEqual({ event: "balance/updated", data: { balance: 12.5, change: 2.5 } });
    ws.close();
  });

  it("closes the socket when auth/login carries a revoked token", async () => {
    const fan = await createUser("fan");
    const res = await openSocket(`/parties/user/${fan.id}?token=${fan.token}`);
    const ws = res.webSocket!;
    ws.accept();
    await nextFrame(ws);
    await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE user_id = ?")
      .bind(Date.now(), fan.id)
      .run();
    const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
    ws.send(JSON.stringify({ event: "auth/login", data: { token: fan.token } }));
    expect(await nextFrame(ws)).toMatchObject({ event: "error", data: { code: "unauthorized" } });
    expect(await closed).toBe(4001);
  });

  it("accepts the session cookie", async () => {
    const fan = await createUser("fan");
    const res = await openSocket(`/parties/user/${fan.id}`, { cookie: `token=${fan.token}` });
    expect(res.status).toBe(101);
    res.webSocket!.accept();
    res.webSocket!.close();
  });
});
