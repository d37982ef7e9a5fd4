import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { claimRemoval } from "#functions/admin/console/moderation";
import { createDeps } from "#functions/context/create-deps";
import { feeds } from "../../drizzle/schema/feeds";
import { walletCharges } from "../../drizzle/schema/ledger";
import { performerPayoutSettings, performerProfiles } from "../../drizzle/schema/performers";
import { reports } from "../../drizzle/schema/social";
import { users } from "../../drizzle/schema/users";
import { auditOf, setSetting } from "../helpers/admin";
import { call, createUser, db, unique, waitFor } from "../helpers/api";
import { ipHeaders, login } from "../helpers/auth";
import { createFeed } from "../helpers/feeds";
import { balanceOf, charge, fund, ledgerViolations, saleFeed, soldToMany } from "../helpers/money";
import { insertContent } from "../helpers/social";

const asAdmin = async () => createUser("admin", { name: "Ada Admin" });

describe("every admin call refuses fans and creators (403) and visitors (401)", () => {
  it("covers each /admin path of the API document, before reading the input", async () => {
    const fan = await createUser("fan");
    const creator = await createUser("performer");
    const doc = (await call("/api/openapi.json")).json;
    const calls = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith("/admin"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
    // Users, creators, verification, reports, audit log, dashboard, settings, blocks, pages, banners, contact.
    expect(calls.length).toBeGreaterThanOrEqual(25);
    for (const { method, path } of calls) {
      const url = `/api${path.replace(/\{[^}]+\}/g, "000000000000000000000000")}`;
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      for (const token of [fan.token, creator.token]) {
        const res = await call(url, { method, token, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.code).toBe("admin_only");
      }
      expect((await call(url, { method, body })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("users and creators", () => {
  it("searches by name, username or email, filters by role and status, sorts by a known key only", async () => {
    const admin = await asAdmin();
    const marker = unique("zed");
    const fan = await createUser("fan", { name: `Fan ${marker}` });
    const creator = await createUser("performer", { name: `Creator ${marker}` });
    const all = await call(`/api/admin/users?q=${marker}`, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(2);
    const creators = await call(`/api/admin/users?q=${marker}&role=performer`, { token: admin.token });
    expect(creators.json.data.data).toEqual([
      expect.objectContaining({
        _id: creator.id,
        role: "performer",
        verificationStatus: "approved",
        status: "active",
      }),
    ]);
    const byEmail = await call(`/api/admin/users?q=${encodeURIComponent(fan.email)}`, { token: admin.token });
    expect(byEmail.json.data.data[0]).toMatchObject({ _id: fan.id, verificationStatus: null, balance: 0 });
    expect((await call("/api/admin/users?sortBy=constructor", { token: admin.token })).status).toBe(400);
    expect((await call("/api/admin/users?role=owner", { token: admin.token })).status).toBe(400);
    expect((await call("/api/admin/users/000000000000000000000000", { token: admin.token })).status).toBe(
      404,
    );
  });

  it("edits name, username, email and role (audited); taken names are 409; an admin cannot change their own role", async () => {
    const admin = await asAdmin();
    const fan = await createUser("fan");
    const other = await createUser("fan");
    const username = unique("renamed").toLowerCase();
    const res = await call(`/api/admin/users/${fan.id}`, {
      method: "PUT",
      token: admin.token,
      body: { name: "Renamed", username, email: `${username}@example.com`, role: "performer" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      name: "Renamed",
      username,
      role: "performer",
      verificationStatus: "unsubmitted",
    });
    expect(res.json.data.performer).toMatchObject({ commission: null, siteCommission: 0.2, documents: [] });
    const [entry] = await auditOf("user", fan.id);
    expect(entry).toMatchObject({ action: "user.update", adminName: "Ada Admin" });
    expect(entry.details).toMatchObject({
      before: { name: "Test fan", role: "fan" },
      after: { role: "performer" },
    });

    const taken = await call(`/api/admin/users/${fan.id}`, {
      method: "PUT",
      token: admin.token,
      body: { username: other.username },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe("username_taken");
    const bad = await call(`/api/admin/users/${fan.id}`, {
      method: "PUT",
      token: admin.token,
      body: { email: "nope" },
    });
    expect(bad.status).toBe(422);
    const self = await call(`/api/admin/users/${admin.id}`, {
      method: "PUT",
      token: admin.token,
      body: { role: "fan" },
    });
    expect(self.status).toBe(422);
    expect((await auditOf("user", fan.id)).length).toBe(1);
  });

  it("suspends: no login, sessions end, out of search; reactivates; both audited with the reason", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer", { name: unique("Suspendme") });
    const noReason = await call(`/api/admin/users/${creator.id}/suspend`, { token: admin.token, body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.json.details.reason).toBeDefined();

    const res = await call(`/api/admin/users/${creator.id}/suspend`, {
      token: admin.token,
      body: { reason: "Spam" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("inactive");
    expect((await call("/api/users/me", { token: creator.token })).status).toBe(401);
    const loginRes = await call("/api/auth/login", {
      body: { username: creator.username, password: creator.password },
      headers: ipHeaders(),
    });
    expect(loginRes.json.code).toBe("account_inactive");
    const search = await call(`/api/performers/user/search?q=${creator.username}`);
    expect(search.json.data.total).toBe(0);
    expect(
      (await call(`/api/admin/users/${creator.id}/suspend`, { token: admin.token, body: { reason: "x" } }))
        .status,
    ).toBe(409);
    expect(
      (await call(`/api/admin/users/${admin.id}/suspend`, { token: admin.token, body: { reason: "x" } }))
        .status,
    ).toBe(422);

    const back = await call(`/api/admin/users/${creator.id}/reactivate`, {
      method: "POST",
      token: admin.token,
    });
    expect(back.json.data.status).toBe("active");
    expect((await login(creator.username, creator.password)).status).toBe(200);
    const log = await auditOf("user", creator.id);
    expect(log.map((e) => e.action)).toEqual(["user.reactivate", "user.suspend"]);
    expect(log[1].details).toMatchObject({ reason: "Spam" });
  });

  it("sets a creator's own commission: 0 stays 0, null returns to the site's, out of range is refused", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer");
    const put = (commission: unknown) =>
      call(`/api/admin/performers/${creator.id}/commission`, {
        method: "PUT",
        token: admin.token,
        body: { commission },
      });
    expect((await put(0)).json.data.performer.commission).toBe(0);
    const [row] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, creator.id));
    expect(row.commission).toBe(0);
    expect((await put(0.15)).json.data.performer.commission).toBe(0.15);
    expect((await put(null)).json.data.performer.commission).toBeNull();
    const bad = await put(1.5);
    expect(bad.status).toBe(422);
    expect(bad.json.details.commission).toMatch(/between 0 and 1/);
    const fan = await createUser("fan");
    expect(
      (
        await call(`/api/admin/performers/${fan.id}/commission`, {
          method: "PUT",
          token: admin.token,
          body: { commission: 0.1 },
        })
      ).status,
    ).toBe(404);
    expect((await auditOf("user", creator.id)).map((e) => e.details)).toContainEqual({
      from: 0.15,
      to: null,
    });
  });
});

describe("dashboard", () => {
  it("counts users, creators, pending verifications and open reports, with a point per day", async () => {
    const admin = await asAdmin();
    const before = (await call("/api/admin/dashboard?days=7", { token: admin.token })).json.data;
    await createUser("fan");
    await createUser("performer", { verified: false });
    const after = await call("/api/admin/dashboard?days=7", { token: admin.token });
    expect(after.status).toBe(200);
    const d = after.json.data;
    expect(d.totals.fans).toBe(before.totals.fans + 1);
    expect(d.totals.creators).toBe(before.totals.creators + 1);
    expect(d.totals.pendingVerifications).toBe(before.totals.pendingVerifications + 1);
    expect(d.series.newFans).toHaveLength(7);
    expect(d.series.newFans.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      value: expect.any(Number),
    });
    expect(d.series.newFans.at(-1).value).toBe(before.series.newFans.at(-1).value + 1);
    expect(d.money.revenueSeries).toHaveLength(7);
    expect((await call("/api/admin/dashboard?days=12", { token: admin.token })).status).toBe(422);
  });
});

describe("dashboard money", () => {
  it("revenue and commission come from the ledger (less refunds); pending payouts count what waits", async () => {
    const admin = await asAdmin();
    const read = async () =>
      (await call("/api/admin/dashboard?days=7", { token: admin.token })).json.data.money;
    const before = await read();
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 200);
    const feed = await saleFeed(creator, 10);
    const bought = await charge(fan.token, "feed", feed._id);
    expect(bought.status).toBe(201);
    expect((await charge(fan.token, "tip", creator.id, { amount: 100 })).status).toBe(201);
    let after = await read();
    expect(after.revenue).toBeCloseTo(before.revenue + 110, 2);
    expect(after.commission).toBeCloseTo(before.commission + 22, 2);
    expect(after.revenueSeries.at(-1).value).toBeCloseTo(before.revenueSeries.at(-1).value + 110, 2);

    const refunded = await call(`/api/admin/wallet/charges/${bought.json.data._id}/refund`, {
      token: admin.token,
      body: { reason: "test refund" },
    });
    expect(refunded.status, refunded.text).toBe(200);
    const now = Date.now();
    await db().insert(performerPayoutSettings).values({
      performerId: creator.id,
      preferredMethod: "paypal",
      paypalEmail: "pay@example.com",
      createdAt: now,
      updatedAt: now,
    });
    const payout = await call("/api/payout-requests", {
      token: creator.token,
      body: { amount: 60, paymentMethod: "paypal" },
    });
    expect(payout.status, payout.text).toBe(201);
    after = await read();
    expect(after.revenue).toBeCloseTo(before.revenue + 100, 2);
    expect(after.commission).toBeCloseTo(before.commission + 20, 2);
    expect(after.pendingPayouts.count).toBe(before.pendingPayouts.count + 1);
    expect(after.pendingPayouts.amount).toBeCloseTo(before.pendingPayouts.amount + 60, 2);
  });
});

describe("reports queue", () => {
  async function reported(target: "feed" | "performer" | "comment") {
    const creator = await createUser("performer");
    const reporters = [await createUser("fan"), await createUser("fan")];
    let targetId = creator.id;
    if (target === "feed") targetId = await insertContent("feed", creator.id);
    const ids: string[] = [];
    for (const fan of reporters) {
      const res = await call("/api/reports", {
        token: fan.token,
        body: { target, targetId, description: "Not OK" },
      });
      expect(res.status, res.text).toBe(201);
      ids.push(res.json.data._id);
    }
    return { creator, targetId, ids };
  }

  it("remove_item deletes the reported post and closes every open report on it, in one audited step", async () => {
    const admin = await asAdmin();
    const { creator, targetId, ids } = await reported("feed");
    const res = await call(`/api/admin/reports/${ids[0]}/resolve`, {
      token: admin.token,
      body: { action: "remove_item", note: "Nudity" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "resolved", action: "remove_item" });
    expect(await db().select().from(feeds).where(eq(feeds.id, targetId))).toHaveLength(0);
    const rows = await db().select().from(reports).where(eq(reports.targetId, targetId));
    expect(rows.map((r) => r.status)).toEqual(["resolved", "resolved"]);
    expect((await auditOf("report", ids[0]))[0]).toMatchObject({
      action: "report.remove_item",
      details: { note: "Nudity" },
    });
    expect((await auditOf("feed", targetId))[0]).toMatchObject({ action: "feed.delete" });
    // The queue says what was done about each closed report, by whom, with the note.
    const handled = await call(`/api/admin/reports?status=resolved&performerId=${creator.id}`, {
      token: admin.token,
    });
    expect(handled.status, handled.text).toBe(200);
    expect(handled.json.data.data).toHaveLength(2);
    for (const closed of handled.json.data.data) {
      expect(closed).toMatchObject({
        resolution: "remove_item",
        resolutionNote: "Nudity",
        handledBy: { _id: admin.id, name: "Ada Admin" },
      });
    }
    const twice = await call(`/api/admin/reports/${ids[1]}/resolve`, {
      token: admin.token,
      body: { action: "dismiss" },
    });
    expect(twice.status).toBe(409);
  });

  it("remove_item gives everyone who paid for the item their tokens back, from the creator; nothing else", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer");
    const [a, b, tipper, reporter] = [
      await createUser("fan"),
      await createUser("fan"),
      await createUser("fan"),
      await createUser("fan"),
    ];
    for (const fan of [a, b, tipper]) await fund(fan.id, 50);
    const post = await saleFeed(creator, 5);
    expect((await charge(a.token, "feed", post._id)).status).toBe(201);
    expect((await charge(b.token, "feed", post._id)).status).toBe(201);
    expect((await charge(tipper.token, "tip", creator.id, { amount: 10 })).status).toBe(201);
    // A goal on another post of the creator's: its contributors paid for that post.
    const goalPost = await call("/api/performer/feeds", {
      token: creator.token,
      body: {
        type: "crowdfunding",
        text: "<p>Help!</p>",
        crowdfunding: { title: "Camera", goal: 50, deadline: Date.now() + 86_400_000 },
      },
    });
    expect(goalPost.status, goalPost.text).toBe(201);
    expect(
      (await charge(tipper.token, "crowdfunding", goalPost.json.data.crowdfunding._id, { amount: 20 }))
        .status,
    ).toBe(201);
    const report = async (targetId: string) =>
      (
        await call("/api/reports", {
          token: reporter.token,
          body: { target: "feed", targetId, description: "Scam link" },
        })
      ).json.data._id as string;

    const removed = await call(`/api/admin/reports/${await report(post._id)}/resolve`, {
      token: admin.token,
      body: { action: "remove_item" },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data).toMatchObject({ status: "resolved", refunded: 2 });
    expect(await balanceOf(a.id)).toBe(5000);
    expect(await balanceOf(b.id)).toBe(5000);
    // The tip and the goal on the other post were not for this post.
    expect(await balanceOf(tipper.id)).toBe(2000);
    const refunds = await db()
      .select()
      .from(walletCharges)
      .where(and(eq(walletCharges.performerId, creator.id), eq(walletCharges.status, "refunded")));
    expect(refunds.map((c) => c.userId).sort()).toEqual([a.id, b.id].sort());
    const aWallet = await call("/api/wallet/charges/search", { token: a.token });
    expect(aWallet.json.data.data[0]).toMatchObject({ status: "refunded" });

    const goalRemoved = await call(`/api/admin/reports/${await report(goalPost.json.data._id)}/resolve`, {
      token: admin.token,
      body: { action: "remove_item" },
    });
    expect(goalRemoved.json.data).toMatchObject({ status: "resolved", refunded: 1 });
    expect(await balanceOf(tipper.id)).toBe(4000);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("remove_item tells the owner which item went, why, and that its buyers were refunded", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer");
    const [buyer, reporter] = [await createUser("fan"), await createUser("fan")];
    await fund(buyer.id, 50);
    const post = await saleFeed(creator, 5);
    expect((await charge(buyer.token, "feed", post._id)).status).toBe(201);
    const report = async (targetId: string, description: string) =>
      (
        await call("/api/reports", {
          token: reporter.token,
          body: { target: "feed", targetId, description },
        })
      ).json.data._id as string;
    const removed = await call(`/api/admin/reports/${await report(post._id, "Spam")}/resolve`, {
      token: admin.token,
      body: { action: "remove_item", note: "Copyrighted photos" },
    });
    expect(removed.status, removed.text).toBe(200);
    // Without an admin note, the site's rules are the reason: the reporter's words never reach the
    // owner (they could name the reporter). Nobody paid, so no refund line.
    const free = await insertContent("feed", creator.id);
    const words = "Scam link, says alex who bought from her";
    const removedFree = await call(`/api/admin/reports/${await report(free, words)}/resolve`, {
      token: admin.token,
      body: { action: "remove_item" },
    });
    expect(removedFree.status, removedFree.text).toBe(200);

    const list = await call("/api/notifications?type=content_removed", { token: creator.token });
    expect(list.status, list.text).toBe(200);
    expect(list.json.data.data.map((n: { text: string }) => n.text)).toEqual([
      "Your post was removed by the site's team after a report. Reason: it breaks the site's rules.",
      "Your post was removed by the site's team after a report. Reason: Copyrighted photos. Everyone who bought it (1 payment) got their tokens back.",
    ]);
    expect(list.json.data.data[0]).toMatchObject({ type: "content_removed", actor: null, link: null });
    // The reporter and the buyer are not told this way.
    for (const fan of [buyer, reporter]) {
      const theirs = await call("/api/notifications?type=content_removed", { token: fan.token });
      expect(theirs.json.data.total).toBe(0);
    }
  });

  it("remove_item on an item with many buyers hides it at once and refunds them on the queue before deleting it", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer");
    const reporter = await createUser("fan");
    // One more than the request refunds itself (REFUNDS_IN_REQUEST): the queue takes it, ten a step.
    const { post, buyers } = await soldToMany(creator, 26);
    const reportAbout = async (reporterToken: string) =>
      (
        await call("/api/reports", {
          token: reporterToken,
          body: { target: "feed", targetId: post._id, description: "Stolen photos" },
        })
      ).json.data._id as string;
    const [id, second] = [await reportAbout(reporter.token), await reportAbout(buyers[0].token)];
    const postsShown = async () =>
      (await call(`/api/performers/${creator.id}`, { token: reporter.token })).json.data.stats.totalPosts;
    expect(await postsShown()).toBe(1);
    const removing = await call(`/api/admin/reports/${id}/resolve`, {
      token: admin.token,
      body: { action: "remove_item", note: "Copyright" },
    });
    expect(removing.status, removing.text).toBe(200);
    expect(removing.json.data).toMatchObject({ status: "open", removing: true, refunded: 0 });
    // Off its page at once; no second action on the same item while it is being removed.
    expect((await call(`/api/user/feeds/${post._id}`, { token: reporter.token })).status).toBe(404);
    // Off the creator's public counts at once too (the timelines' totals read them).
    expect(await postsShown()).toBe(0);
    const again = await call(`/api/admin/reports/${second}/resolve`, {
      token: admin.token,
      body: { action: "dismiss" },
    });
    expect(again.status, again.text).toBe(409);
    expect(again.json.message).toMatch(/being removed/);

    // The queue refunds everyone, then deletes the post and closes both reports.
    const statusOf = async () =>
      (await db().select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0].status;
    expect(await waitFor(statusOf, (status) => status !== "open")).toBe("resolved");
    const handled = await call(`/api/admin/reports?status=resolved&performerId=${creator.id}`, {
      token: admin.token,
    });
    expect(handled.json.data.data.map((r: { _id: string }) => r._id).sort()).toEqual([id, second].sort());
    expect(handled.json.data.data[0]).toMatchObject({ removing: false, resolution: "remove_item" });
    for (const fan of buyers) expect(await balanceOf(fan.id)).toBe(500);
    expect(await db().select().from(feeds).where(eq(feeds.id, post._id))).toEqual([]);
    const told = await call("/api/notifications?type=content_removed", { token: creator.token });
    expect(told.json.data.data.map((n: { text: string }) => n.text)).toEqual([
      "Your post was removed by the site's team after a report. Reason: Copyright. Everyone who bought it (26 payments) got their tokens back.",
    ]);
    expect((await auditOf("report", id)).map((a) => a.action)).toEqual(["report.remove_item"]);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a queued removal started from a report read before another admin acted is refused, and writes nothing", async () => {
    // The window between resolveReport's checks and its batch: the report rows are read first,
    // then another admin acts, then the removal's batch runs with what was read.
    const admin = await asAdmin();
    const creator = await createUser("performer");
    const d = createDeps(env);
    const reportOf = async (postId: string) => {
      const reporter = await createUser("fan");
      const res = await call("/api/reports", {
        token: reporter.token,
        body: { target: "feed", targetId: postId, description: "Stolen photos" },
      });
      const [row] = await db().select().from(reports).where(eq(reports.id, res.json.data._id));
      return row;
    };
    const statusOf = async (postId: string) =>
      (await db().select({ status: feeds.status }).from(feeds).where(eq(feeds.id, postId)))[0].status;
    const item = (postId: string) => ({ type: "feed" as const, id: postId, performerId: creator.id });

    // Another admin started removing the same post from its other report.
    const post = await saleFeed(creator, 1);
    const [first, second] = [await reportOf(post._id), await reportOf(post._id)];
    await claimRemoval(d, first, item(post._id), 1_000);
    await expect(claimRemoval(d, second, item(post._id), 2_000)).rejects.toMatchObject({
      code: "report_already_handled",
      message: expect.stringMatching(/being removed/),
    });
    const marks = await db()
      .select({ removingSince: reports.removingSince })
      .from(reports)
      .where(eq(reports.targetId, post._id));
    expect(marks).toEqual([{ removingSince: 1_000 }, { removingSince: 1_000 }]);

    // Another admin dismissed the report (closing every open report on the post): the post stays up.
    const kept = await saleFeed(creator, 1);
    const stale = await reportOf(kept._id);
    const dismissed = await call(`/api/admin/reports/${stale.id}/resolve`, {
      token: admin.token,
      body: { action: "dismiss" },
    });
    expect(dismissed.status, dismissed.text).toBe(200);
    await expect(claimRemoval(d, stale, item(kept._id), 3_000)).rejects.toMatchObject({
      code: "report_already_handled",
    });
    expect(await statusOf(kept._id)).toBe("active");
    const [after] = await db().select().from(reports).where(eq(reports.id, stale.id));
    expect(after).toMatchObject({ status: "dismissed", removingSince: null });
  });

  it("dismiss closes the reports and keeps the item; block_user suspends the creator behind it", async () => {
    const admin = await asAdmin();
    const { targetId, ids } = await reported("feed");
    const dismissed = await call(`/api/admin/reports/${ids[0]}/resolve`, {
      token: admin.token,
      body: { action: "dismiss" },
    });
    expect(dismissed.json.data.status).toBe("dismissed");
    expect(await db().select().from(feeds).where(eq(feeds.id, targetId))).toHaveLength(1);

    const other = await reported("performer");
    const blocked = await call(`/api/admin/reports/${other.ids[0]}/resolve`, {
      token: admin.token,
      body: { action: "block_user" },
    });
    expect(blocked.status).toBe(200);
    const [creator] = await db().select().from(users).where(eq(users.id, other.creator.id));
    expect(creator.status).toBe("inactive");
    expect((await call("/api/users/me", { token: other.creator.token })).status).toBe(401);
    expect((await auditOf("user", other.creator.id))[0]).toMatchObject({ action: "user.suspend" });
  });

  it("a creator cannot be removed (422: block instead); unknown actions and reports are refused", async () => {
    const admin = await asAdmin();
    const { ids } = await reported("performer");
    const res = await call(`/api/admin/reports/${ids[0]}/resolve`, {
      token: admin.token,
      body: { action: "remove_item" },
    });
    expect(res.status).toBe(422);
    expect(res.json.details.action).toMatch(/block them instead/);
    expect(
      (
        await call(`/api/admin/reports/${ids[0]}/resolve`, {
          token: admin.token,
          body: { action: "explode" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call("/api/admin/reports/000000000000000000000000/resolve", {
          token: admin.token,
          body: { action: "dismiss" },
        })
      ).status,
    ).toBe(404);
    const [row] = await db().select().from(reports).where(eq(reports.id, ids[0]));
    expect(row.status).toBe("open");
  });
});

describe("settings from the console", () => {
  afterAll(async () => {
    await setSetting("freeSubscriptionEnabled", true);
    await setSetting("minimumTipPrice", 10);
    await setSetting("maximumTipPrice", 10000);
  });

  it("changes several settings at once, checks them against each other, and audits the change", async () => {
    const admin = await asAdmin();
    const put = (values: Record<string, unknown>) =>
      call("/api/admin/settings", { method: "PUT", token: admin.token, body: { values } });
    const crossed = await put({ minimumTipPrice: 500, maximumTipPrice: 100 });
    expect(crossed.status).toBe(422);
    expect(crossed.json.details).toMatchObject({
      minimumTipPrice: "The minimum tip can be at most the maximum, 100 tokens.",
      maximumTipPrice: "The maximum tip must be at least the minimum, 500 tokens.",
    });
    const wrong = await put({ minimumTipPrice: 1.234, gaCode: "nope", siteName: "" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.details).toEqual({
      minimumTipPrice: "At most two decimals.",
      gaCode: "A Google Analytics id looks like G-XXXXXXXXXX.",
      siteName: "Enter the site's name.",
    });
    const unknown = await put({ nope: 1 });
    expect(unknown.status).toBe(404);
    const persona = await put({ personaEnabled: true });
    expect(persona.json.details.personaEnabled).toMatch(/template id/);

    const ok = await put({ minimumTipPrice: 5, maximumTipPrice: 500 });
    expect(ok.status).toBe(200);
    expect((await call("/api/settings/public")).json.data).toMatchObject({
      minimumTipPrice: 5,
      maximumTipPrice: 500,
    });
    const [entry] = await auditOf("settings", "minimumTipPrice,maximumTipPrice");
    expect(entry.details).toEqual({
      changes: { minimumTipPrice: { from: 10, to: 5 }, maximumTipPrice: { from: 10000, to: 500 } },
    });
  });

  it("turning free subscriptions off withdraws every creator's free offer at once", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer");
    await db()
      .update(performerProfiles)
      .set({ isFreeSubscription: true })
      .where(eq(performerProfiles.userId, creator.id));
    expect((await call(`/api/performers/${creator.id}`)).json.data.isFreeSubscription).toBe(true);
    await call("/api/admin/settings", {
      method: "PUT",
      token: admin.token,
      body: { values: { freeSubscriptionEnabled: false } },
    });
    expect((await call(`/api/performers/${creator.id}`)).json.data.isFreeSubscription).toBe(false);
    const free = await call(`/api/performers/user/search?q=${creator.username}&isFreeSubscription=true`);
    expect(free.json.data.total).toBe(0);
    const card = await call(`/api/performers/user/search?q=${creator.username}`);
    expect(card.json.data.data[0].isFreeSubscription).toBe(false);
  });
});

describe("the audit log", () => {
  it("lists every admin action, filtered by admin, action or target, and searchable", async () => {
    const admin = await asAdmin();
    const fan = await createUser("fan");
    await call(`/api/admin/users/${fan.id}/suspend`, {
      token: admin.token,
      body: { reason: "Testing the log" },
    });
    await call("/api/admin/site-blocks/countries", { token: admin.token, body: { countryCodes: ["KP"] } });
    await call("/api/admin/site-blocks/countries/KP", { method: "DELETE", token: admin.token });
    const page = await call(`/api/admin/posts`, {
      token: admin.token,
      body: { title: `Help ${unique()}`, content: "<p>Hi</p>", type: "page", status: "active" },
    });
    expect(page.status).toBe(201);
    const banner = await call("/api/admin/site-promo", {
      token: admin.token,
      body: {
        title: "Promo",
        imageUrl: "https://example.com/b.png",
        position: "top",
        status: "active",
        order: 0,
      },
    });
    expect(banner.status).toBe(201);

    const mine = await call(`/api/admin/audit-log?adminId=${admin.id}&limit=100`, { token: admin.token });
    expect(mine.status).toBe(200);
    expect(mine.json.data.data.map((e: { action: string }) => e.action)).toEqual([
      "banner.create",
      "page.create",
      "country-block.remove",
      "country-block.add",
      "user.suspend",
    ]);
    const byTarget = await call(`/api/admin/audit-log?targetType=user&targetId=${fan.id}`, {
      token: admin.token,
    });
    expect(byTarget.json.data.data[0]).toMatchObject({
      action: "user.suspend",
      details: { reason: "Testing the log" },
    });
    const searched = await call(`/api/admin/audit-log?adminId=${admin.id}&q=Testing%20the`, {
      token: admin.token,
    });
    expect(searched.json.data.total).toBe(1);
  });

  it("an admin deleting a creator's post through the creator's own call is audited; the creator deleting it is not", async () => {
    const admin = await asAdmin();
    const creator = await createUser("performer");
    const mine = await createFeed(creator.token, { type: "text", text: "<p>mine</p>" });
    await call(`/api/performer/feeds/${mine._id}`, { method: "DELETE", token: creator.token });
    expect(await auditOf("feed", mine._id)).toHaveLength(0);
    const theirs = await createFeed(creator.token, { type: "text", text: "<p>theirs</p>" });
    const res = await call(`/api/performer/feeds/${theirs._id}`, { method: "DELETE", token: admin.token });
    expect(res.status).toBe(200);
    expect((await auditOf("feed", theirs._id))[0]).toMatchObject({
      action: "feed.delete",
      details: { ownerId: creator.id },
    });
  });
});
