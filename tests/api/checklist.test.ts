import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { createFeed } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";

type Item = { key: string; done: boolean; state: string; href: string };

async function checklist(creator: TestUser) {
  const res = await call("/api/performer/checklist", { token: creator.token });
  expect(res.status).toBe(200);
  return res.json.data as { items: Item[]; done: boolean };
}

/** The keys of the items that are done, in the checklist's order. */
async function doneKeys(creator: TestUser) {
  return (await checklist(creator)).items.filter((i) => i.done).map((i) => i.key);
}

const upload = (what: string, token: string) => {
  const form = new FormData();
  form.set("file", sampleFile("png"));
  return call(`/api/performers/${what}/upload`, { method: "POST", token, form });
};

const update = (creator: TestUser, body: Record<string, unknown>) =>
  call(`/api/performers/${creator.id}`, { method: "PUT", token: creator.token, body });

describe("GET /performer/checklist", () => {
  it("a new creator has six steps to do, each linking to where it is done", async () => {
    const creator = await createUser("performer", { verified: false });
    await db()
      .update(performerProfiles)
      .set({ verificationStatus: "unsubmitted" })
      .where(eq(performerProfiles.userId, creator.id));
    const list = await checklist(creator);
    expect(list.done).toBe(false);
    expect(list.items).toEqual([
      { key: "photos", done: false, state: "todo", href: "/creator/account#photos" },
      { key: "bio", done: false, state: "todo", href: "/creator/account#profile" },
      { key: "prices", done: false, state: "todo", href: "/creator/account#prices" },
      { key: "verification", done: false, state: "todo", href: "/studio/verification" },
      { key: "payout", done: false, state: "todo", href: "/creator/payouts#payout-method" },
      { key: "post", done: false, state: "todo", href: "/studio/compose" },
    ]);
  });

  it("each item flips to done when its state changes, and the list is done when all are", async () => {
    const admin = await createUser("admin");
    const creator = await createUser("performer", { verified: false });
    expect(await doneKeys(creator)).toEqual([]);

    // Photos: both the profile photo and the cover.
    expect((await upload("avatar", creator.token)).status).toBe(200);
    expect(await doneKeys(creator)).toEqual([]);
    expect((await upload("cover", creator.token)).status).toBe(200);
    expect(await doneKeys(creator)).toEqual(["photos"]);

    // Bio: an empty one (markup only) is not a bio.
    expect((await update(creator, { bio: "<p> </p>" })).status).toBe(200);
    expect(await doneKeys(creator)).toEqual(["photos"]);
    expect((await update(creator, { bio: "<p>Travel and yoga.</p>" })).status).toBe(200);
    expect(await doneKeys(creator)).toEqual(["photos", "bio"]);

    // Prices: saving them, even at the defaults, is the decision.
    expect((await update(creator, { monthlyPrice: 9.95, yearlyPrice: 99.95 })).status).toBe(200);
    expect(await doneKeys(creator)).toEqual(["photos", "bio", "prices"]);

    // Verification: in review while pending, done once approved.
    const verification = (await checklist(creator)).items.find((i) => i.key === "verification");
    expect(verification).toMatchObject({ done: false, state: "in_review" });
    const approved = await call(`/api/admin/performers/${creator.id}/verification`, {
      token: admin.token,
      body: { decision: "approved" },
    });
    expect(approved.status).toBe(200);
    expect(await doneKeys(creator)).toEqual(["photos", "bio", "prices", "verification"]);

    // Payout: a PayPal address is a way to be paid.
    const paypal = await call(`/api/performers/${creator.id}/payment-gateway-settings`, {
      method: "PUT",
      token: creator.token,
      body: { key: "paypal", value: { email: "me@example.com" }, currentPassword: creator.password },
    });
    expect(paypal.status).toBe(200);
    expect(await doneKeys(creator)).toEqual(["photos", "bio", "prices", "verification", "payout"]);
    expect((await checklist(creator)).done).toBe(false);

    // First post: one fans can see.
    await createFeed(creator.token, { type: "text", text: "<p>Hello, world</p>" });
    const list = await checklist(creator);
    expect(list.items.every((i) => i.done && i.state === "done")).toBe(true);
    expect(list.done).toBe(true);

    // Undone state undoes its item: a rejection takes the verification off.
    await call(`/api/admin/performers/${creator.id}/verification`, {
      token: admin.token,
      body: { decision: "rejected", reason: "Expired document." },
    });
    expect(await doneKeys(creator)).toEqual(["photos", "bio", "prices", "payout", "post"]);
  });

  it("is the creator's own: fans get 403, visitors 401", async () => {
    const fan = await createUser("fan");
    const asFan = await call("/api/performer/checklist", { token: fan.token });
    expect(asFan.status).toBe(403);
    expect(asFan.json.code).toBe("performer_only");
    expect((await call("/api/performer/checklist")).status).toBe(401);
  });
});
