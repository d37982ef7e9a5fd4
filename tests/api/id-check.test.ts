/** The guided ID check: three uploads (front, back, selfie), sent for review only together. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { files } from "../../drizzle/schema/files";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { file, PDF_BYTES, PNG_BYTES, SCRIPT_BYTES } from "../helpers/auth";

type Step = {
  step: string;
  done: boolean;
  document: { fileId: string; url: string; mimeType: string } | null;
};

async function newCreator() {
  const creator = await createUser("performer", { verified: false });
  await db()
    .update(performerProfiles)
    .set({ verificationStatus: "unsubmitted" })
    .where(eq(performerProfiles.userId, creator.id));
  return creator;
}

const state = (user: TestUser) => call("/api/performer/verification", { token: user.token });

function upload(user: TestUser, step: string, bytes = PNG_BYTES, type = "image/png") {
  const form = new FormData();
  form.set("file", file(bytes, `${step}.${type === "application/pdf" ? "pdf" : "png"}`, type));
  return call(`/api/performer/verification/documents/${step}`, { method: "POST", token: user.token, form });
}

const submit = (user: TestUser) =>
  call("/api/performer/verification/submit", { method: "POST", token: user.token });

const statusOf = async (id: string) =>
  (await db().select().from(performerProfiles).where(eq(performerProfiles.userId, id)))[0].verificationStatus;

const doneSteps = (steps: Step[]) => steps.filter((s) => s.done).map((s) => s.step);

describe("the guided ID check", () => {
  it("front, back and selfie are uploaded one by one, shown back, and sent together; the admin sees all three", async () => {
    const admin = await createUser("admin");
    const creator = await newCreator();
    const start = await state(creator);
    expect(start.status).toBe(200);
    expect(start.json.data).toMatchObject({ verificationStatus: "unsubmitted", canSubmit: false });
    expect(start.json.data.steps).toEqual([
      { step: "front", done: false, document: null },
      { step: "back", done: false, document: null },
      { step: "selfie", done: false, document: null },
    ]);

    // Nothing uploaded: a clear 422 naming every missing step, and nothing changes.
    const none = await submit(creator);
    expect(none.status).toBe(422);
    expect(none.json).toMatchObject({ statusCode: 422, code: "verification_incomplete" });
    expect(Object.keys(none.json.details)).toEqual(["front", "back", "selfie"]);
    expect(none.json.details.selfie).toMatch(/selfie holding your ID/);
    expect(await statusOf(creator.id)).toBe("unsubmitted");

    const front = await upload(creator, "front");
    expect(front.status).toBe(200);
    expect(doneSteps(front.json.data.steps)).toEqual(["front"]);
    expect(front.json.data.steps[0].document).toMatchObject({ mimeType: "image/png" });
    expect(front.json.data.steps[0].document.url).toMatch(/^\/media\/[0-9a-f]+\?exp=\d+&sig=/);
    // The creator sees their own upload back.
    const preview = await call(front.json.data.steps[0].document.url, { token: creator.token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");

    const missing = await submit(creator);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.details)).toEqual(["back", "selfie"]);
    expect(await statusOf(creator.id)).toBe("unsubmitted");

    expect((await upload(creator, "back")).status).toBe(200);
    const selfie = await upload(creator, "selfie", PDF_BYTES, "application/pdf");
    expect(selfie.status).toBe(200);
    expect(selfie.json.data.canSubmit).toBe(true);
    expect(selfie.json.data.steps[2].document.mimeType).toBe("application/pdf");

    // A new front replaces the old one, whose file is deleted.
    const oldFront = front.json.data.steps[0].document.fileId;
    const again = await upload(creator, "front");
    const newFront = again.json.data.steps[0].document.fileId;
    expect(newFront).not.toBe(oldFront);
    expect(await db().select().from(files).where(eq(files.id, oldFront))).toHaveLength(0);

    const sent = await submit(creator);
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ verificationStatus: "pending", canSubmit: false });
    expect(await statusOf(creator.id)).toBe("pending");
    // In review: no new uploads, no second submit.
    const late = await upload(creator, "back");
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("verification_in_review");
    expect((await submit(creator)).json.code).toBe("verification_in_review");

    // The admin's review shows the three, labelled by step, through signed URLs.
    const view = await call(`/api/admin/users/${creator.id}`, { token: admin.token });
    const docs = view.json.data.performer.documents as { step: string; fileId: string; url: string }[];
    expect(docs.map((d) => d.step)).toEqual(["front", "back", "selfie"]);
    expect(docs[0].fileId).toBe(newFront);
    for (const d of docs) expect((await call(d.url, { token: admin.token })).status).toBe(200);

    // Rejected with a reason: the creator sees it, replaces a photo and sends again.
    await call(`/api/admin/performers/${creator.id}/verification`, {
      token: admin.token,
      body: { decision: "rejected", reason: "The selfie is too dark." },
    });
    const rejected = await state(creator);
    expect(rejected.json.data).toMatchObject({
      verificationStatus: "rejected",
      canSubmit: true,
      lastDecision: { decision: "rejected", reason: "The selfie is too dark." },
    });
    expect((await upload(creator, "selfie")).status).toBe(200);
    expect((await submit(creator)).json.data.verificationStatus).toBe("pending");

    await call(`/api/admin/performers/${creator.id}/verification`, {
      token: admin.token,
      body: { decision: "approved" },
    });
    const verified = await upload(creator, "front");
    expect(verified.status).toBe(409);
    expect(verified.json.code).toBe("already_verified");
  });

  it("the documents are private: no one but the creator and admins can read them, even with the link", async () => {
    const admin = await createUser("admin");
    const creator = await newCreator();
    const other = await newCreator();
    const fan = await createUser("fan");
    const front = await upload(creator, "front");
    const url = front.json.data.steps[0].document.url as string;

    // Another creator's own check shows only their own (empty) steps.
    const theirs = await state(other);
    expect(doneSteps(theirs.json.data.steps)).toEqual([]);
    // A fan has no check at all.
    const asFan = await call("/api/performer/verification", { token: fan.token });
    expect(asFan.status).toBe(403);
    expect(asFan.json.code).toBe("performer_only");
    expect((await call("/api/performer/verification")).status).toBe(401);

    // The signed link opens for the creator and admins only.
    expect((await call(url, { token: creator.token })).status).toBe(200);
    expect((await call(url, { token: admin.token })).status).toBe(200);
    for (const token of [other.token, fan.token, undefined]) {
      const res = await call(url, { token });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain("PNG");
    }
  });

  it("refuses an unknown step and a file that is not a photo or PDF, storing nothing", async () => {
    const creator = await newCreator();
    const wrongStep = await upload(creator, "passport");
    expect([400, 404, 422]).toContain(wrongStep.status);
    const script = await upload(creator, "front", SCRIPT_BYTES, "image/png");
    expect(script.status).toBe(415);
    expect(script.json.code).toBe("unsupported_file_type");
    expect(doneSteps((await state(creator)).json.data.steps)).toEqual([]);
    expect(await db().select().from(files).where(eq(files.ownerId, creator.id))).toHaveLength(0);
  });
});
