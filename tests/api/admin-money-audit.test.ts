/** The console's money actions on coupons and token packages are in the audit log, each with what it changed. */
import { describe, expect, it } from "vitest";
import { auditOf } from "../helpers/admin";
import { call, createUser, unique } from "../helpers/api";

describe("coupons and token packages are audited", () => {
  it("create, update and delete each leave an entry naming the admin", async () => {
    const admin = await createUser("admin", { name: "Auditing Admin" });
    const code = unique("SAVE").toUpperCase();
    const coupon = await call("/api/admin/coupons", {
      token: admin.token,
      body: { code, type: "percentage", value: 10 },
    });
    expect(coupon.status, coupon.text).toBe(201);
    const couponId = coupon.json.data._id;
    expect(
      (
        await call(`/api/admin/coupons/${couponId}`, {
          method: "PUT",
          token: admin.token,
          body: { value: 15 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(`/api/admin/coupons/${couponId}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    const couponLog = await auditOf("coupon", couponId);
    expect(couponLog.map((a) => a.action).sort()).toEqual([
      "coupon.create",
      "coupon.delete",
      "coupon.update",
    ]);
    expect(couponLog.every((a) => a.adminId === admin.id && a.adminName === "Auditing Admin")).toBe(true);
    expect(couponLog.find((a) => a.action === "coupon.update")?.details).toEqual({ code, fields: ["value"] });

    const pack = await call("/api/admin/token-packages", {
      token: admin.token,
      body: { name: "Audit pack", price: 9.99, tokens: 100 },
    });
    expect(pack.status, pack.text).toBe(201);
    const packId = pack.json.data._id;
    // The console's form sends every field; the entry names only the one that changed.
    const edited = await call(`/api/admin/token-packages/${packId}`, {
      method: "PUT",
      token: admin.token,
      body: { name: "Audit pack", description: "", price: 9.99, tokens: 100, ordering: 0, active: false },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await auditOf("token_package", packId))[0].details).toEqual({
      name: "Audit pack",
      fields: ["active"],
    });
    await call(`/api/admin/token-packages/${packId}`, { method: "DELETE", token: admin.token });
    expect((await auditOf("token_package", packId)).map((a) => a.action).sort()).toEqual([
      "token_package.create",
      "token_package.delete",
      "token_package.update",
    ]);
  });

  it("a refused change leaves no entry", async () => {
    const admin = await createUser("admin");
    const code = unique("DUP").toUpperCase();
    const first = await call("/api/admin/coupons", {
      token: admin.token,
      body: { code, type: "fixed", value: 5 },
    });
    const again = await call("/api/admin/coupons", {
      token: admin.token,
      body: { code, type: "fixed", value: 5 },
    });
    expect(again.status).toBe(422);
    expect((await auditOf("coupon", first.json.data._id)).map((a) => a.action)).toEqual(["coupon.create"]);
  });
});
