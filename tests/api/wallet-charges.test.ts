import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";
import { accountBalance, balanceOf, charge, fund, ledgerViolations, saleFeed } from "../helpers/money";

describe("wallet charges", () => {
  it("buys a post once: the fan pays, the creator earns the net, the platform the rest", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 20);
    const feed = await saleFeed(creator, 4.99);

    const res = await charge(fan.token, "feed", feed._id);
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ type: "feed", targetId: feed._id, amount: 4.99, status: "paid" });
    expect(await balanceOf(fan.id)).toBe(2000 - 499);
    // 20% commission: the creator's share rounded down to the cent.
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(399);

    const again = await charge(fan.token, "feed", feed._id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_purchased");
    expect(await balanceOf(fan.id)).toBe(2000 - 499);

    const view = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(view.json.data.isLocked).toBe(false);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("refuses a charge the balance cannot pay with 402 and changes nothing", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 3);
    const feed = await saleFeed(creator, 4.99);
    const res = await charge(fan.token, "feed", feed._id);
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("insufficient_balance");
    expect(await balanceOf(fan.id)).toBe(300);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });
});
