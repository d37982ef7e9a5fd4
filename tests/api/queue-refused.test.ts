/**
 * When the queue refuses a send (a Cloudflare Queue can fail to take a message): the call answers
 * 503 `queue_unavailable` with what happened, nothing is left half done (no mass message that never
 * delivers, no send stuck "unsent" with its copies still out, no report stuck "being removed"), and
 * the same call succeeds once the queue takes messages again.
 */

import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reports } from "../../drizzle/schema/social";
import { call, createUser, db, type TestUser, waitFor } from "../helpers/api";
import { callWithBindings, refusingQueue } from "../helpers/bindings";
import { subscribe } from "../helpers/feeds";
import { deliveredTo, inbox } from "../helpers/mass";
import { soldToMany } from "../helpers/money";

const down = { MASS_QUEUE: refusingQueue() };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Quiet the app's own log of the refusal, and check that it logged it. */
const expectLogged = () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () =>
    expect(logged.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringMatching(/queue refused/));
};

const massList = async (creator: TestUser) =>
  (await call("/api/messages/mass?limit=10", { token: creator.token })).json.data as {
    total: number;
    data: { _id: string; status: string; delivered: number }[];
  };

/** How many messages the fan has in their conversation with the creator. */
const copiesFor = async (fan: TestUser, creatorId: string) => (await inbox(fan, creatorId)).length;

describe("a mass message the queue refuses", () => {
  it("is not kept (503, nobody got it); sent again once the queue works, it reaches every fan", async () => {
    const creator = await createUser("performer");
    const fans = await Promise.all([createUser("fan"), createUser("fan")]);
    for (const fan of fans) await subscribe(fan.id, creator.id);
    const body = { audience: ["subscribers"], text: "Hello, everyone" };
    const checkLogged = expectLogged();

    const refused = await callWithBindings(down, "/api/messages/mass", { token: creator.token, body });
    expect(refused.status, refused.text).toBe(503);
    expect(refused.json).toMatchObject({
      code: "queue_unavailable",
      message: expect.stringMatching(/nobody got it/),
    });
    checkLogged();
    expect((await massList(creator)).total).toBe(0);

    const sent = await call("/api/messages/mass", { token: creator.token, body });
    expect(sent.status, sent.text).toBe(202);
    const list = await waitFor(
      () => massList(creator),
      (l) => l.data[0]?.delivered === 2,
    );
    expect(list.data.map((m) => [m.status, m.delivered])).toEqual([["active", 2]]);
    for (const fan of fans) expect(await copiesFor(fan, creator.id)).toBe(1);
  });

  it("refused after its first part (past 5,000 fans) keeps the fans queued, counts only them, and says so (503)", async () => {
    const creator = await createUser("performer");
    // 5,001 followers written straight into D1 (they only receive): one more than a sendBatch holds.
    const tag = `part${Date.now().toString(36)}`;
    await env.DB.batch([
      env.DB.prepare(
        `with recursive n(i) as (select 0 union all select i + 1 from n where i < 5000)
         insert into users (id, role, name, username, email, email_verified, password_hash, created_at, updated_at)
         select ?1 || printf('%04d', i), 'fan', 'Fan ' || i, ?1 || printf('%04d', i), ?1 || i || '@example.com', 1, 'x', ?2, ?2 from n`,
      ).bind(tag, Date.now()),
      env.DB.prepare(
        "insert into follows (follower_id, performer_id, created_at) select id, ?, ? from users where id like ? || '%'",
      ).bind(creator.id, Date.now(), tag),
    ]);
    // A queue that takes the first sendBatch (kept here, not delivered) and refuses the rest.
    const taken: { kind: string; massId: string; recipientIds: string[] }[] = [];
    let sends = 0;
    const partly = {
      sendBatch: async (messages: { body: (typeof taken)[number] }[]) => {
        if (sends++ > 0) throw new Error("Queue sendBatch failed: service unavailable");
        taken.push(...messages.map((m) => m.body));
      },
    } as unknown as Queue;
    const checkLogged = expectLogged();

    const refused = await callWithBindings({ MASS_QUEUE: partly }, "/api/messages/mass", {
      token: creator.token,
      body: { audience: ["followers"], text: "To everyone" },
    });
    expect(refused.status, refused.text).toBe(503);
    expect(refused.json).toMatchObject({
      code: "queue_unavailable",
      message:
        "Your message is on its way to 5000 of the 5001 fans only: the rest could not be queued just now.",
    });
    checkLogged();
    const queued = taken.flatMap((job) => job.recipientIds);
    expect([taken.length, queued.length, new Set(queued).size]).toEqual([10, 5000, 5000]);
    const list = await massList(creator);
    expect(list.total).toBe(1);
    expect(list.data[0]._id).toBe(taken[0].massId);
    const one = await call(`/api/messages/mass/${taken[0].massId}`, { token: creator.token });
    expect(one.json.data).toMatchObject({ status: "active", recipients: 5000 });
  });

  it("taken back while the queue refuses stays as it was (503); taken back again, its copies go", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    const sent = await call("/api/messages/mass", {
      token: creator.token,
      body: { audience: ["subscribers"], text: "Oops" },
    });
    expect(sent.status, sent.text).toBe(202);
    const id = sent.json.data._id as string;
    await deliveredTo(creator, id, 1);
    const checkLogged = expectLogged();

    const refused = await callWithBindings(down, `/api/messages/mass/${id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(refused.status, refused.text).toBe(503);
    expect(refused.json).toMatchObject({
      code: "queue_unavailable",
      message: expect.stringMatching(/taken back/),
    });
    checkLogged();
    expect((await massList(creator)).data.map((m) => m.status)).toEqual(["active"]);
    expect(await copiesFor(fan, creator.id)).toBe(1);

    const unsent = await call(`/api/messages/mass/${id}`, { method: "DELETE", token: creator.token });
    expect(unsent.status, unsent.text).toBe(200);
    expect(unsent.json.data.status).toBe("unsent");
    expect(
      await waitFor(
        () => copiesFor(fan, creator.id),
        (n) => n === 0,
      ),
    ).toBe(0);
  });
});

describe("a queued removal the queue refuses", () => {
  it("leaves the reports open (503) with the item hidden; the next try queues it", async () => {
    const admin = await createUser("admin");
    const creator = await createUser("performer");
    const reporter = await createUser("fan");
    // One more than the request refunds itself (REFUNDS_IN_REQUEST): the removal goes to the queue.
    const { post } = await soldToMany(creator, 26);
    const report = await call("/api/reports", {
      token: reporter.token,
      body: { target: "feed", targetId: post._id, description: "Stolen photos" },
    });
    const id = report.json.data._id as string;
    const resolve = { token: admin.token, body: { action: "remove_item", note: "Copyright" } };
    const checkLogged = expectLogged();

    const refused = await callWithBindings(down, `/api/admin/reports/${id}/resolve`, resolve);
    expect(refused.status, refused.text).toBe(503);
    expect(refused.json).toMatchObject({
      code: "queue_unavailable",
      message: expect.stringMatching(/reports stay open/),
    });
    checkLogged();
    const [row] = await db().select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: "open", removingSince: null });
    expect((await call(`/api/user/feeds/${post._id}`, { token: reporter.token })).status).toBe(404);

    const again = await call(`/api/admin/reports/${id}/resolve`, resolve);
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).toMatchObject({ status: "open", removing: true });
    const status = await waitFor(
      async () => (await db().select().from(reports).where(eq(reports.id, id)))[0].status,
      (s) => s !== "open",
    );
    expect(status).toBe("resolved");
  });
});
