import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { verificationReviews } from "../../drizzle/schema/verification";
import { auditOf, personaBase, setSetting, standin } from "../helpers/admin";
import { call, createUser, db } from "../helpers/api";
import { form } from "../helpers/assets";
import { file, lastEmailTo, PNG_BYTES } from "../helpers/auth";
import { sampleFile } from "../helpers/media";

const statusOf = async (id: string) =>
  (await db().select().from(performerProfiles).where(eq(performerProfiles.userId, id)))[0].verificationStatus;

const review = (id: string, token: string | undefined, body: unknown) =>
  call(`/api/admin/performers/${id}/verification`, { token, body });

async function uploadDocument(token: string) {
  const form = new FormData();
  form.set("file", file(PNG_BYTES, "id.png", "image/png"));
  return call("/api/performers/documents/upload", { method: "POST", token, form });
}

describe("documents: an admin reviews a creator's ID", () => {
  it("sees the uploaded documents through signed URLs and approves; the creator is verified, mailed and listed", async () => {
    const admin = await createUser("admin");
    const creator = await createUser("performer", { verified: false });
    await db()
      .update(performerProfiles)
      .set({ verificationStatus: "unsubmitted" })
      .where(eq(performerProfiles.userId, creator.id));
    expect((await uploadDocument(creator.token)).status).toBe(200);
    expect(await statusOf(creator.id)).toBe("pending");

    const view = await call(`/api/admin/users/${creator.id}`, { token: admin.token });
    expect(view.status).toBe(200);
    const [doc] = view.json.data.performer.documents;
    expect(doc.url).toMatch(/^\/media\/[0-9a-f]+\?exp=\d+&sig=/);
    const image = await call(doc.url, { token: admin.token });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const pendingList = await call("/api/admin/users?role=performer&verificationStatus=pending", {
      token: admin.token,
    });
    expect(pendingList.json.data.data.map((u: { _id: string }) => u._id)).toContain(creator.id);

    const approved = await review(creator.id, admin.token, { decision: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({
      verificationStatus: "approved",
      lastDecision: { decision: "approved", method: "documents" },
    });
    expect(await statusOf(creator.id)).toBe("approved");
    const mail = await lastEmailTo(creator.email, "verification-result");
    expect(mail?.subject).toBe("You're verified");
    expect(mail?.text).toContain("https://app.test/studio");
    const [entry] = await auditOf("user", creator.id);
    expect(entry).toMatchObject({ action: "verification.approve", adminId: admin.id });

    const again = await review(creator.id, admin.token, { decision: "approved" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_verified");
  });

  it("a rejection needs a reason, which the creator sees and is mailed; nothing changes without one", async () => {
    const admin = await createUser("admin");
    const creator = await createUser("performer", { verified: false });
    const noReason = await review(creator.id, admin.token, { decision: "rejected" });
    expect(noReason.status).toBe(422);
    expect(noReason.json.details.reason).toMatch(/why/);
    expect(await statusOf(creator.id)).toBe("pending");
    expect(await auditOf("user", creator.id)).toHaveLength(0);

    const rejected = await review(creator.id, admin.token, {
      decision: "rejected",
      reason: "The photo is blurred.",
    });
    expect(rejected.status).toBe(200);
    expect(await statusOf(creator.id)).toBe("rejected");
    const mail = await lastEmailTo(creator.email, "verification-result");
    expect(mail?.text).toContain("Reason: The photo is blurred.");
    expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/studio\/verification/);
    const own = await call("/api/auth/persona/inquiry", { token: creator.token });
    expect(own.json.data.lastDecision).toMatchObject({
      decision: "rejected",
      reason: "The photo is blurred.",
    });
  });

  it("refuses bad input and unknown creators; fans and creators get 403", async () => {
    const admin = await createUser("admin");
    const fan = await createUser("fan");
    const creator = await createUser("performer", { verified: false });
    expect((await review(creator.id, admin.token, { decision: "maybe" })).status).toBe(400);
    expect((await review("000000000000000000000000", admin.token, { decision: "approved" })).status).toBe(
      404,
    );
    expect((await review(fan.id, admin.token, { decision: "approved" })).json.code).toBe(
      "performer_not_found",
    );
    for (const token of [fan.token, creator.token]) {
      const res = await review(creator.id, token, { decision: "approved" });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("admin_only");
    }
    expect((await review(creator.id, undefined, { decision: "approved" })).status).toBe(401);
    expect(await statusOf(creator.id)).toBe("pending");
  });
});

describe("what unverified creators may not do", () => {
  it("selling a gallery, a video or a product is refused with what to do; after approval it works", async () => {
    const admin = await createUser("admin");
    const creator = await createUser("performer", { verified: false });
    const gallery = await call("/api/performer/performer-assets/galleries", {
      token: creator.token,
      body: { title: "Set", description: "", isSale: true, price: 5, status: "active" },
    });
    expect(gallery.status).toBe(403);
    expect(gallery.json).toMatchObject({ code: "performer_not_verified" });
    expect(gallery.json.message).toMatch(/before you can sell content\. Send your ID documents/);
    const video = await call("/api/performer/performer-assets/videos/upload", {
      token: creator.token,
      form: form({ file: sampleFile("mp4"), title: "Clip", isSale: "true", price: "3" }),
    });
    expect(video.status).toBe(403);
    const product = await call("/api/performer/performer-assets/products", {
      token: creator.token,
      form: form({ name: "Poster", type: "physical", price: "10", stock: "1", image: sampleFile("png") }),
    });
    expect(product.status).toBe(403);
    // Free content is fine meanwhile.
    const free = await call("/api/performer/performer-assets/galleries", {
      token: creator.token,
      body: { title: "Free set", description: "", isSale: false, price: 0, status: "active" },
    });
    expect(free.status).toBe(201);

    await review(creator.id, admin.token, { decision: "approved" });
    const sold = await call("/api/performer/performer-assets/galleries", {
      token: creator.token,
      body: { title: "Set", description: "", isSale: true, price: 5, status: "active" },
    });
    expect(sold.status).toBe(201);
  });
});

describe("Persona", () => {
  afterAll(async () => {
    await setSetting("personaEnabled", false);
    await setSetting("personaTemplateId", "");
  });

  const enable = async () => {
    await setSetting("personaTemplateId", "itmpl_test123");
    await setSetting("personaEnabled", true);
  };

  it("is refused while personaEnabled is off", async () => {
    const creator = await createUser("performer", { verified: false });
    const res = await call("/api/auth/persona/inquiry", { token: creator.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("persona_disabled");
    const state = await call("/api/auth/persona/inquiry", { token: creator.token });
    expect(state.json.data).toMatchObject({
      personaEnabled: false,
      verificationStatus: "pending",
      persona: null,
    });
  });

  it("creates an inquiry with the template, resumes it, and a signed approval webhook verifies the creator once", async () => {
    await enable();
    const creator = await createUser("performer", { verified: false });
    const started = await call("/api/auth/persona/inquiry", {
      token: creator.token,
      body: { returnTo: "/studio" },
    });
    expect(started.status).toBe(200);
    const { inquiryId, url, sessionToken, environment } = started.json.data;
    expect(inquiryId).toMatch(/^inq_/);
    expect(environment).toBe("sandbox");
    expect(sessionToken).toMatch(/^sess_/);
    const hosted = new URL(url);
    expect(hosted.origin + hosted.pathname).toBe(env.PERSONA_HOSTED_URL);
    expect(hosted.searchParams.get("inquiry-id")).toBe(inquiryId);
    expect(hosted.searchParams.get("redirect-uri")).toBe("https://app.test/studio");

    const resumed = await call("/api/auth/persona/inquiry", { token: creator.token, body: {} });
    expect(resumed.json.data.inquiryId).toBe(inquiryId);
    expect(resumed.json.data.sessionToken).not.toBe(sessionToken);

    const { events } = await standin<{ events: { body: string; signature: string }[] }>(
      personaBase(),
      `/_standin/inquiries/${inquiryId}/finish`,
      { outcome: "approved" },
    );
    expect(events.map((e) => JSON.parse(e.body).data.attributes.name)).toEqual([
      "inquiry.completed",
      "inquiry.approved",
    ]);
    for (const event of events) {
      const res = await call("/api/webhooks/persona", {
        body: event.body,
        headers: { "persona-signature": event.signature },
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ received: true, applied: true, duplicate: false });
    }
    expect(await statusOf(creator.id)).toBe("approved");
    const [decision] = await db()
      .select()
      .from(verificationReviews)
      .where(eq(verificationReviews.performerId, creator.id));
    expect(decision).toMatchObject({ method: "persona", decision: "approved", inquiryId });
    expect((await lastEmailTo(creator.email, "verification-result"))?.subject).toBe("You're verified");

    // Persona retries: the same event again changes nothing, and says so.
    const replay = await call("/api/webhooks/persona", {
      body: events[1].body,
      headers: { "persona-signature": events[1].signature },
    });
    expect(replay.json.data).toEqual({ received: true, applied: false, duplicate: true });
    expect(
      await db().select().from(verificationReviews).where(eq(verificationReviews.performerId, creator.id)),
    ).toHaveLength(1);

    const done = await call("/api/auth/persona/inquiry", { token: creator.token, body: {} });
    expect(done.status).toBe(409);
    expect(done.json.code).toBe("already_verified");
  });

  it("a declined inquiry rejects an unverified creator with a reason", async () => {
    await enable();
    const creator = await createUser("performer", { verified: false });
    const { inquiryId } = (await call("/api/auth/persona/inquiry", { token: creator.token, body: {} })).json
      .data;
    const { events } = await standin(personaBase(), `/_standin/inquiries/${inquiryId}/finish`, {
      outcome: "declined",
    });
    for (const e of events)
      await call("/api/webhooks/persona", { body: e.body, headers: { "persona-signature": e.signature } });
    expect(await statusOf(creator.id)).toBe("rejected");
    const state = await call("/api/auth/persona/inquiry", { token: creator.token });
    expect(state.json.data.persona).toMatchObject({ inquiryId, status: "declined" });
    expect(state.json.data.lastDecision).toMatchObject({ method: "persona", decision: "rejected" });
    // A new attempt starts a new inquiry.
    const retry = await call("/api/auth/persona/inquiry", { token: creator.token, body: {} });
    expect(retry.json.data.inquiryId).not.toBe(inquiryId);
  });

  it("refuses webhooks without a valid signature: wrong secret, tampered body, stale time, none", async () => {
    await enable();
    const creator = await createUser("performer", { verified: false });
    const { inquiryId } = (await call("/api/auth/persona/inquiry", { token: creator.token, body: {} })).json
      .data;
    const body = JSON.stringify({
      data: {
        type: "event",
        id: "evt_forged",
        attributes: {
          name: "inquiry.approved",
          payload: { data: { type: "inquiry", id: inquiryId, attributes: { status: "approved" } } },
        },
      },
    });
    const sign = (input: { secret?: string; timestamp?: number; body?: string }) =>
      standin<{ signature: string }>(personaBase(), "/_standin/sign", { body, ...input });
    const post = (signature: string | undefined, sent = body) =>
      call("/api/webhooks/persona", {
        body: sent,
        headers: signature ? { "persona-signature": signature } : {},
      });

    const wrongSecret = await post((await sign({ secret: "wbhsec_other" })).signature);
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.json.code).toBe("invalid_signature");
    const good = (await sign({})).signature;
    expect((await post(good, body.replace("inquiry.approved", "inquiry.approved "))).status).toBe(400);
    const stale = await sign({ timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await post(stale.signature)).status).toBe(400);
    expect((await post(undefined)).status).toBe(400);
    expect((await post("t=abc,v1=zz")).status).toBe(400);
    expect(await statusOf(creator.id)).toBe("pending");

    // During a secret rotation Persona sends two signatures; one valid one is enough.
    const rotated = `${(await sign({ secret: "wbhsec_old" })).signature} ${good}`;
    const accepted = await post(rotated);
    expect(accepted.status).toBe(200);
    expect(await statusOf(creator.id)).toBe("approved");
  });

  it("events about inquiries we did not create are acknowledged and ignored; malformed events are 400", async () => {
    const body = JSON.stringify({
      data: {
        type: "event",
        id: "evt_other",
        attributes: { name: "inquiry.approved", payload: { data: { type: "inquiry", id: "inq_not_ours" } } },
      },
    });
    const { signature } = await standin<{ signature: string }>(personaBase(), "/_standin/sign", { body });
    const res = await call("/api/webhooks/persona", { body, headers: { "persona-signature": signature } });
    expect(res.json.data).toEqual({ received: true, applied: false, duplicate: false });
    const junk = '{"data":1}';
    const signed = await standin<{ signature: string }>(personaBase(), "/_standin/sign", { body: junk });
    const bad = await call("/api/webhooks/persona", {
      body: junk,
      headers: { "persona-signature": signed.signature },
    });
    expect(bad.status).toBe(400);
  });

  it("fans cannot start an inquiry", async () => {
    const fan = await createUser("fan");
    expect((await call("/api/auth/persona/inquiry", { token: fan.token, body: {} })).status).toBe(403);
    expect((await call("/api/auth/persona/inquiry", {})).status).toBe(401);
  });
});
