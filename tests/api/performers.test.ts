import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { systemClock } from "#functions/lib/clock";
import { SETTINGS } from "#functions/site/settings/catalogue";
import { updateSetting } from "#functions/site/settings/service";
import { files } from "../../drizzle/schema/files";
import { performerProfiles } from "../../drizzle/schema/performers";
import { users } from "../../drizzle/schema/users";
import { call, createUser, db } from "../helpers/api";
import { blockCountry, blockUser, follow, subscribe } from "../helpers/assets";
import { lastEmailTo } from "../helpers/auth";
import { disguisedScript, jpegOfSize, sampleFile, storedKeys } from "../helpers/media";

const settingsDeps = () => ({ db: db(), clock: systemClock });
const put = (id: string, token: string | undefined, body: unknown) =>
  call(`/api/performers/${id}`, { method: "PUT", token, body });
const upload = (path: string, token: string | undefined, file?: File) => {
  const form = new FormData();
  if (file) form.set("file", file);
  return call(`/api/performers/${path}/upload`, { method: "POST", token, form });
};

describe("GET /performers/me", () => {
  it("gives the creator's own full profile with verification, email and payout settings", async () => {
    const creator = await createUser("performer");
    const res = await call("/api/performers/me", { token: creator.token });
    expect(res.status).toBe(200);
    const p = res.json.data;
    expect(p).toMatchObject({
      _id: creator.id,
      username: creator.username,
      email: creator.email,
      avatar: "/images/default-avatar.svg",
      cover: null,
      isPerformer: true,
      verificationStatus: "approved",
      isVerified: true,
      monthlyPrice: 9.95,
      yearlyPrice: 99.95,
      freeSubscriptionDays: 1,
      payoutSettings: { preferredMethod: null, banking: null, paypal: null },
      stats: { totalFollowers: 0, totalSubscribers: 0, totalPosts: 0, totalProducts: 0 },
    });
    expect(p).not.toHaveProperty("passwordHash");
  });

  it("needs a logged-in creator", async () => {
    const fan = await createUser("fan");
    expect((await call("/api/performers/me")).status).toBe(401);
    const asFan = await call("/api/performers/me", { token: fan.token });
    expect(asFan.status).toBe(403);
    expect(asFan.json.code).toBe("performer_only");
  });
});

describe("GET /performers/{id}", () => {
  it("finds a creator by id or by username in any case, without private fields", async () => {
    const creator = await createUser("performer");
    const byId = await call(`/api/performers/${creator.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json.data._id).toBe(creator.id);
    const byName = await call(`/api/performers/${creator.username.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.json.data._id).toBe(creator.id);
    const p = byId.json.data;
    expect(p).not.toHaveProperty("verificationStatus");
    expect(p).not.toHaveProperty("documentCount");
    expect(p).not.toHaveProperty("email");
    expect(p).not.toHaveProperty("payoutSettings");
    expect(p).toMatchObject({ isVerified: true, isFollowed: false, isSubscribed: false, welcomeVideo: null });
    for (const key of ["totalFollowers", "totalSubscribers", "totalLikes", "totalViews", "totalPhotos"]) {
      expect(p.stats[key]).toBe(0);
    }
  });

  it("is 404 for unknown ids and for users who are not creators", async () => {
    const fan = await createUser("fan");
    const unknown = await call("/api/performers/nosuchcreator123");
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("performer_not_found");
    expect((await call(`/api/performers/${fan.id}`)).status).toBe(404);
    expect((await call(`/api/performers/${fan.username}`)).status).toBe(404);
  });

  it("shows the viewer's follow and subscription", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan, creator.id);
    await subscribe(fan, creator.id);
    const res = await call(`/api/performers/${creator.id}`, { token: fan.token });
    expect(res.json.data).toMatchObject({ isFollowed: true, isSubscribed: true });
    const other = await createUser("fan");
    expect((await call(`/api/performers/${creator.id}`, { token: other.token })).json.data).toMatchObject({
      isFollowed: false,
      isSubscribed: false,
    });
  });

  it("a blocked user gets 403 user_blocked; owner and admin still see the profile", async () => {
    const creator = await createUser("performer");
    const blocked = await createUser("fan");
    const admin = await createUser("admin");
    await blockUser(creator.id, blocked);
    const res = await call(`/api/performers/${creator.username}`, { token: blocked.token });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("user_blocked");
    const own = await call(`/api/performers/${creator.id}`, { token: creator.token });
    expect(own.status).toBe(200);
    expect(own.json.data.verificationStatus).toBe("approved");
    const asAdmin = await call(`/api/performers/${creator.id}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.data.verificationStatus).toBe("approved");
  });

  it("a visitor from a country the creator blocked gets 403 country_blocked; owner and admin pass", async () => {
    const creator = await createUser("performer");
    const admin = await createUser("admin");
    const fan = await createUser("fan");
    await blockCountry(creator.id, "BR");
    const headers = { "CF-IPCountry": "BR" };
    const anon = await call(`/api/performers/${creator.id}`, { headers });
    expect(anon.status).toBe(403);
    expect(anon.json.code).toBe("country_blocked");
    expect((await call(`/api/performers/${creator.id}`, { headers, token: fan.token })).status).toBe(403);
    expect((await call(`/api/performers/${creator.id}`, { headers, token: creator.token })).status).toBe(200);
    expect((await call(`/api/performers/${creator.id}`, { headers, token: admin.token })).status).toBe(200);
    expect((await call(`/api/performers/${creator.id}`, { headers: { "CF-IPCountry": "AR" } })).status).toBe(
      200,
    );
  });

  it("an inactive creator is hidden (404) except from admins", async () => {
    const creator = await createUser("performer");
    const admin = await createUser("admin");
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, creator.id));
    expect((await call(`/api/performers/${creator.id}`)).status).toBe(404);
    expect((await call(`/api/performers/${creator.id}`, { token: admin.token })).status).toBe(200);
  });
});

describe("PUT /performers/{id}", () => {
  afterEach(async () => {
    await updateSetting(
      settingsDeps(),
      "minimumSubscriptionPrice",
      SETTINGS.minimumSubscriptionPrice.default,
    );
    await updateSetting(
      settingsDeps(),
      "maximumSubscriptionPrice",
      SETTINGS.maximumSubscriptionPrice.default,
    );
    await updateSetting(settingsDeps(), "freeSubscriptionEnabled", SETTINGS.freeSubscriptionEnabled.default);
  });

  it("the creator edits every profile field; the public profile shows the result", async () => {
    const creator = await createUser("performer");
    const newName = `${creator.username}x`;
    const res = await put(creator.id, creator.token, {
      _id: creator.id,
      name: "Jane Star",
      username: newName.toUpperCase(),
      bio: '<p>Hello <b>fans</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      gender: "female",
      sexualOrientation: "bisexual",
      ageRange: "25-29",
      height: "167-169",
      weight: "55-57",
      bodyType: "gymBody",
      ethnicity: "latino",
      hair: "multiColored",
      eyes: "hazel",
      size: "small",
      country: "us",
      state: "CA",
      city: "Los Angeles",
      languages: ["EN", "es", "en"],
      monthlyPrice: 12.5,
      yearlyPrice: 120,
      isFreeSubscription: true,
      freeSubscriptionDays: 7,
    });
    expect(res.status).toBe(200);
    const p = res.json.data;
    expect(p).toMatchObject({
      name: "Jane Star",
      username: newName,
      gender: "female",
      sexualOrientation: "bisexual",
      ageRange: "25-29",
      height: "167-169",
      weight: "55-57",
      bodyType: "gymBody",
      ethnicity: "latino",
      hair: "multiColored",
      eyes: "hazel",
      size: "small",
      country: "US",
      state: "CA",
      city: "Los Angeles",
      languages: ["en", "es"],
      monthlyPrice: 12.5,
      yearlyPrice: 120,
      isFreeSubscription: true,
      freeSubscriptionDays: 7,
    });
    expect(p.bio).toContain("<b>fans</b>");
    expect(p.bio).not.toContain("script");
    expect(p.bio).not.toContain("javascript:");
    const pub = await call(`/api/performers/${newName}`);
    expect(pub.json.data).toMatchObject({ name: "Jane Star", monthlyPrice: 12.5, city: "Los Angeles" });
    // Option fields can be cleared.
    const cleared = await put(creator.id, creator.token, { hair: null, city: "" });
    expect(cleared.json.data).toMatchObject({ hair: null, city: null, eyes: "hazel" });
  });

  it("stats and unknown fields cannot be written", async () => {
    const creator = await createUser("performer");
    const res = await put(creator.id, creator.token, {
      bio: "plain text bio",
      totalFollowers: 1000,
      stats: { totalFollowers: 1000 },
      balance: 1000,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.stats.totalFollowers).toBe(0);
    expect(res.json.data.bio).toBe("plain text bio");
  });

  it("refuses values outside the option lists and wrong types with 400, bad codes with 422 details", async () => {
    const creator = await createUser("performer");
    const res = await put(creator.id, creator.token, {
      bodyType: "chubby",
      height: "180",
      eyes: "purple",
      gender: "other",
      monthlyPrice: "ten",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.details).sort()).toEqual(
      ["bodyType", "eyes", "gender", "height", "monthlyPrice"].sort(),
    );
    const codes = await put(creator.id, creator.token, {
      country: "XX",
      languages: ["en", "zz"],
      freeSubscriptionDays: 0,
    });
    expect(codes.status).toBe(422);
    expect(Object.keys(codes.json.details).sort()).toEqual([
      "country",
      "freeSubscriptionDays",
      "languages.1",
    ]);
    const long = await put(creator.id, creator.token, { bio: "a".repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.json.details).toHaveProperty("bio");
    const days = await put(creator.id, creator.token, { freeSubscriptionDays: 366 });
    expect(days.status).toBe(422);
    const mismatch = await put(creator.id, creator.token, { _id: "someoneelse" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.details).toHaveProperty("_id");
    const username = await put(creator.id, creator.token, { username: "a b" });
    expect(username.status).toBe(422);
    expect(username.json.details).toHaveProperty("username");
  });

  it("prices must lie within the subscription price settings, and follow them when they change", async () => {
    const creator = await createUser("performer");
    const low = await put(creator.id, creator.token, { monthlyPrice: 2.5, yearlyPrice: 301 });
    expect(low.status).toBe(422);
    expect(low.json.details).toEqual({
      monthlyPrice: "Enter a price between 2.95 and 300 tokens.",
      yearlyPrice: "Enter a price between 2.95 and 300 tokens.",
    });
    const decimals = await put(creator.id, creator.token, { monthlyPrice: 5.555 });
    expect(decimals.status).toBe(422);
    expect((await put(creator.id, creator.token, { monthlyPrice: 2.95 })).status).toBe(200);

    await updateSetting(settingsDeps(), "minimumSubscriptionPrice", 5);
    await updateSetting(settingsDeps(), "maximumSubscriptionPrice", 50);
    const now = await put(creator.id, creator.token, { monthlyPrice: 4.99 });
    expect(now.status).toBe(422);
    expect(now.json.details.monthlyPrice).toBe("Enter a price between 5 and 50 tokens.");
    expect((await put(creator.id, creator.token, { yearlyPrice: 51 })).status).toBe(422);
    const ok = await put(creator.id, creator.token, { monthlyPrice: 5, yearlyPrice: 50 });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ monthlyPrice: 5, yearlyPrice: 50 });
  });

  it("free subscriptions cannot be switched on while the site setting is off", async () => {
    const creator = await createUser("performer");
    await updateSetting(settingsDeps(), "freeSubscriptionEnabled", false);
    const res = await put(creator.id, creator.token, { isFreeSubscription: true });
    expect(res.status).toBe(422);
    expect(res.json.details).toHaveProperty("isFreeSubscription");
    expect((await put(creator.id, creator.token, { isFreeSubscription: false })).status).toBe(200);
  });

  it("a username already used by another account is a 409", async () => {
    const creator = await createUser("performer");
    const other = await createUser("fan");
    const res = await put(creator.id, creator.token, { username: other.username });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("username_taken");
    // Keeping one's own username is fine.
    expect((await put(creator.id, creator.token, { username: creator.username })).status).toBe(200);
  });

  it("only the creator or an admin may edit; only admins change verification", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const fan = await createUser("fan");
    const admin = await createUser("admin");
    expect((await put(creator.id, undefined, { name: "X" })).status).toBe(401);
    expect((await put(creator.id, fan.token, { name: "X" })).status).toBe(403);
    const byOther = await put(creator.id, other.token, { name: "X" });
    expect(byOther.status).toBe(403);
    expect(byOther.json.code).toBe("forbidden");
    const self = await put(creator.id, creator.token, { verificationStatus: "approved" });
    expect(self.status).toBe(403);
    expect(self.json.code).toBe("admin_only");
    const byAdmin = await put(creator.username, admin.token, {
      _id: creator.id,
      name: "Set by admin",
      verificationStatus: "rejected",
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.data).toMatchObject({ name: "Set by admin", verificationStatus: "rejected" });
    expect((await put("nosuchcreator123", admin.token, { name: "X" })).status).toBe(404);
  });
});

describe("creator uploads", () => {
  it("avatar and cover: stored, shown as signed URLs, the old one replaced", async () => {
    const creator = await createUser("performer");
    const first = await upload("avatar", creator.token, sampleFile("png"));
    expect(first.status).toBe(200);
    expect(first.json.data.avatar).toMatch(/^\/media\/[0-9a-f]+\?exp=\d+&sig=/);
    const [before] = await db().select().from(users).where(eq(users.id, creator.id));
    expect(first.json.data.avatar).toContain(before.avatarFileId);
    const second = await upload("avatar", creator.token, sampleFile("jpg"));
    expect(second.json.data.avatar).not.toBe(first.json.data.avatar);
    const [row] = await db().select().from(users).where(eq(users.id, creator.id));
    expect(second.json.data.avatar).toContain(row.avatarFileId);
    // The replaced image is gone from D1 and R2.
    expect(await db().select().from(files).where(eq(files.id, before.avatarFileId!))).toHaveLength(0);
    expect(await storedKeys(`avatar/${creator.id}/`)).toHaveLength(1);
    expect((await call(first.json.data.avatar)).status).toBe(404);
    const cover = await upload("cover", creator.token, sampleFile("webp"));
    expect(cover.status).toBe(200);
    expect(cover.json.data.cover).toMatch(/^\/media\//);
    const pub = await call(`/api/performers/${creator.id}`);
    expect(pub.json.data.cover).toMatch(/^\/media\//);
    const served = await call(pub.json.data.avatar);
    expect(served.status).toBe(200);
  });

  it("welcome video is stored and shown on the public profile", async () => {
    const creator = await createUser("performer");
    const res = await upload("welcome-video", creator.token, sampleFile("mp4"));
    expect(res.status).toBe(200);
    expect(res.json.data.welcomeVideo).toMatch(/^\/media\//);
    expect((await call(`/api/performers/${creator.id}`)).json.data.welcomeVideo).toMatch(/^\/media\//);
  });

  it("documents go to review: verification becomes pending", async () => {
    const creator = await createUser("performer", { verified: false });
    await db()
      .update(performerProfiles)
      .set({ verificationStatus: "unsubmitted" })
      .where(eq(performerProfiles.userId, creator.id));
    const res = await upload("documents", creator.token, sampleFile("pdf"));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ verificationStatus: "pending", documentCount: 1 });
    const again = await upload("documents", creator.token, sampleFile("jpg"));
    expect(again.json.data.documentCount).toBe(2);
    const [profile] = await db()
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, creator.id));
    expect(profile.documentFileIds).toHaveLength(2);
  });

  it("refuses a missing file (422), wrong content (415), too large (413), non-creators (401/403)", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const missing = await upload("avatar", creator.token);
    expect(missing.status).toBe(422);
    expect(missing.json.details).toHaveProperty("file");
    expect((await upload("avatar", creator.token, disguisedScript())).status).toBe(415);
    expect((await upload("welcome-video", creator.token, sampleFile("png"))).status).toBe(415);
    expect((await upload("documents", creator.token, sampleFile("mp3"))).status).toBe(415);
    expect((await upload("cover", creator.token, jpegOfSize(6 * 1024 * 1024))).status).toBe(413);
    expect((await upload("avatar", undefined, sampleFile("png"))).status).toBe(401);
    const asFan = await upload("avatar", fan.token, sampleFile("png"));
    expect(asFan.status).toBe(403);
    expect(asFan.json.code).toBe("performer_only");
  });
});

describe("payout settings", () => {
  it("the creator saves bank details and a PayPal email; only they see them", async () => {
    const creator = await createUser("performer");
    const bank = await call(`/api/performers/${creator.id}/banking-settings`, {
      method: "PUT",
      token: creator.token,
      body: {
        firstName: "Jane",
        lastName: "Doe",
        bankName: "Example Bank",
        bankAccount: "DE89 3704 0044 0532 0130 00",
        bankSwiftCode: "cobadeffxxx",
        country: "de",
        currentPassword: creator.password,
      },
    });
    expect(bank.status).toBe(200);
    expect(bank.json.data).toMatchObject({
      preferredMethod: "banking",
      banking: { bankName: "Example Bank", bankSwiftCode: "COBADEFFXXX", country: "DE" },
    });
    const paypal = await call(`/api/performers/${creator.id}/payment-gateway-settings`, {
      method: "PUT",
      token: creator.token,
      body: { key: "paypal", value: { email: "Jane@Example.com" }, currentPassword: creator.password },
    });
    expect(paypal.status).toBe(200);
    expect(paypal.json.data).toMatchObject({
      preferredMethod: "paypal",
      paypal: { email: "jane@example.com" },
      banking: { bankName: "Example Bank" },
    });
    const me = await call("/api/performers/me", { token: creator.token });
    expect(me.json.data.payoutSettings.paypal.email).toBe("jane@example.com");
    const pub = await call(`/api/performers/${creator.id}`);
    expect(pub.text).not.toContain("Example Bank");
    expect(pub.text).not.toContain("jane@example.com");
  });

  it("validates the details and refuses anyone but the creator", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const admin = await createUser("admin");
    const bad = await call(`/api/performers/${creator.id}/banking-settings`, {
      method: "PUT",
      token: creator.token,
      body: { firstName: "", bankName: "B", bankAccount: "<script>", bankSwiftCode: "123" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.details)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "bankAccount", "bankSwiftCode"]),
    );
    const badEmail = await call(`/api/performers/${creator.id}/payment-gateway-settings`, {
      method: "PUT",
      token: creator.token,
      body: { value: { email: "nope" } },
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json.details).toHaveProperty("value.email");
    const body = { value: { email: "x@example.com" }, currentPassword: "Secret123!" };
    const path = `/api/performers/${creator.id}/payment-gateway-settings`;
    expect((await call(path, { method: "PUT", body })).status).toBe(401);
    expect((await call(path, { method: "PUT", token: other.token, body })).status).toBe(403);
    expect((await call(path, { method: "PUT", token: admin.token, body })).status).toBe(403);
    const unknown = await call("/api/performers/nosuchcreator123/payment-gateway-settings", {
      method: "PUT",
      token: creator.token,
      body,
    });
    expect(unknown.status).toBe(404);
  });
});

describe("payout settings need the current password", () => {
  it("a session alone cannot move the creator's payouts; the account's address is told of a change", async () => {
    const creator = await createUser("performer");
    const paypal = `/api/performers/${creator.id}/payment-gateway-settings`;
    const value = { email: "thief@example.com" };
    const missing = await call(paypal, { method: "PUT", token: creator.token, body: { value } });
    expect(missing.status).toBe(422);
    expect(missing.json.details.currentPassword).toBe("Enter your current password.");
    const wrong = await call(paypal, {
      method: "PUT",
      token: creator.token,
      body: { value, currentPassword: "a-guess-123" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.code).toBe("wrong_password");
    const bank = await call(`/api/performers/${creator.id}/banking-settings`, {
      method: "PUT",
      token: creator.token,
      body: {
        firstName: "T",
        lastName: "H",
        bankName: "B",
        bankAccount: "123",
        currentPassword: "a-guess-123",
      },
    });
    expect(bank.json.code).toBe("wrong_password");
    const me = await call("/api/performers/me", { token: creator.token });
    expect(me.json.data.payoutSettings.paypal).toBeNull();
    expect(await lastEmailTo(creator.email, "payout-change-notice")).toBeNull();

    const right = await call(paypal, {
      method: "PUT",
      token: creator.token,
      body: { value: { email: "me@example.com" }, currentPassword: creator.password },
    });
    expect(right.status).toBe(200);
    expect((await lastEmailTo(creator.email, "payout-change-notice"))?.subject).toBe(
      "Your payout details were changed",
    );
  });
});

describe("OpenAPI", () => {
  it("lists every creator route", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const path of [
      "/performers/me",
      "/performers/{id}",
      "/performers/user/search",
      "/performers/search/random",
      "/performers/top",
      "/performers/avatar/upload",
      "/performers/cover/upload",
      "/performers/welcome-video/upload",
      "/performers/documents/upload",
      "/performers/{id}/banking-settings",
      "/performers/{id}/payment-gateway-settings",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
