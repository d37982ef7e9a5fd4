/** Poll votes: one per fan, only on open polls the fan may see. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { polls } from "../../drizzle/schema/feeds";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { blockUser, createFeed } from "../helpers/feeds";

const HOUR = 3_600_000;
const future = (ms = HOUR) => new Date(Date.now() + ms).toISOString();

let creator: TestUser;
let fan: TestUser;

beforeAll(async () => {
  [creator, fan] = await Promise.all([createUser("performer"), createUser("fan")]);
});

describe("POST /user/feeds/vote/{id}", () => {
  let feed: any;

  beforeAll(async () => {
    feed = await createFeed(creator.token, {
      type: "poll",
      text: "Vote!",
      poll: { question: "Best day?", options: ["Mon", "Fri", "Sun"], expiresAt: future() },
    });
  });

  it("counts one vote per fan and shows the fan's choice", async () => {
    const voter = await createUser("fan");
    const fri = feed.poll.options[1]._id;
    const res = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: fri },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ votedOptionId: fri, totalVotes: 1 });
    expect(res.json.data.options.map((o: any) => o.votes)).toEqual([0, 1, 0]);

    const again = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_voted");

    const view = await call(`/api/user/feeds/${feed._id}`, { token: voter.token });
    expect(view.json.data.poll).toMatchObject({ votedOptionId: fri, totalVotes: 1 });
    const anonView = await call(`/api/user/feeds/${feed._id}`);
    expect(anonView.json.data.poll.votedOptionId).toBeNull();
  });

  it("counts concurrent votes of different fans exactly", async () => {
    const voters = await Promise.all(Array.from({ length: 5 }, () => createUser("fan")));
    const sun = feed.poll.options[2]._id;
    const results = await Promise.all(
      voters.map((v) =>
        call(`/api/user/feeds/vote/${feed._id}`, { token: v.token, body: { optionId: sun } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const view = await call(`/api/user/feeds/${feed._id}`);
    expect(view.json.data.poll.options[2].votes).toBe(5);
  });

  it("rejects bad input, anonymous voters, blocked fans and non-poll posts", async () => {
    const voter = await createUser("fan");
    const noOption = await call(`/api/user/feeds/vote/${feed._id}`, { token: voter.token, body: {} });
    expect(noOption.status).toBe(422);
    expect(noOption.json.details.optionId).toBeDefined();
    const foreignOption = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: "not-an-option" },
    });
    expect(foreignOption.status).toBe(422);
    expect(foreignOption.json.details.optionId).toBeDefined();
    const anon = await call(`/api/user/feeds/vote/${feed._id}`, {
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(anon.status).toBe(401);

    const outcast = await createUser("fan");
    await blockUser(creator.id, outcast.id);
    const blocked = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: outcast.token,
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(blocked.status).toBe(403);

    const text = await createFeed(creator.token, { type: "text", text: "no poll here" });
    const notPoll = await call(`/api/user/feeds/vote/${text._id}`, {
      token: voter.token,
      body: { optionId: "x" },
    });
    expect(notPoll.status).toBe(404);
    expect(notPoll.json.code).toBe("poll_not_found");
    const missing = await call("/api/user/feeds/vote/nothing-here", {
      token: voter.token,
      body: { optionId: "x" },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses votes after the poll expired", async () => {
    const closing = await createFeed(creator.token, {
      type: "poll",
      poll: { question: "Quick?", options: ["yes", "no"], expiresAt: future() },
    });
    await db()
      .update(polls)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(polls.id, closing.poll._id));
    const res = await call(`/api/user/feeds/vote/${closing._id}`, {
      token: fan.token,
      body: { optionId: closing.poll.options[0]._id },
    });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("poll_closed");
    const view = await call(`/api/user/feeds/${closing._id}`, { token: fan.token });
    expect(view.json.data.poll).toMatchObject({ isExpired: true, totalVotes: 0 });
  });
});
