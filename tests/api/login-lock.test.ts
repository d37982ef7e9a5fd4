import { describe, expect, it } from "vitest";
import { clientIp } from "#functions/lib/rate-limit";
import { call, createUser } from "../helpers/api";
import { freshIp } from "../helpers/auth";

const loginFrom = (ip: string, username: string, password: string) =>
  call("/api/auth/login", { body: { username, password }, headers: { "cf-connecting-ip": ip } });

/** The owner's login from another address: at most the account's running wait (Retry-After), then in. */
async function ownerWaitsOut(ip: string, username: string, password: string) {
  const first = await loginFrom(ip, username, password);
  if (first.status === 429) {
    const wait = Number(first.headers.get("retry-after"));
    expect(wait).toBeLessThanOrEqual(1);
    await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    expect((await loginFrom(ip, username, password)).status).toBe(200);
  } else {
    expect(first.status).toBe(200);
  }
}

describe("a stranger guessing cannot lock the owner out", () => {
  it("an attacker who exhausts the limit stays limited; the owner logs in from another address", async () => {
    const owner = await createUser("performer");
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(attacker, owner.username, `guess-${i}-password`)).status).toBe(401);
    }
    const limited = await loginFrom(attacker, owner.email, "another-guess");
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("too_many_attempts");
    // Even the right password does not help the attacker's client.
    expect((await loginFrom(attacker, owner.username, owner.password)).status).toBe(429);

    // The account's own wait after ten failures holds the owner one second at most.
    const home = freshIp();
    await ownerWaitsOut(home, owner.username, owner.password);
    expect((await loginFrom(home, owner.username, owner.password)).status).toBe(200);
    expect((await loginFrom(home, owner.email, owner.password)).status).toBe(200);
    // The owner's success does not reset the attacker's count.
    expect((await loginFrom(attacker, owner.username, "yet-another-guess")).status).toBe(429);
  });

  it("moving through the addresses of one IPv6 network does not give fresh attempts", async () => {
    const owner = await createUser("fan");
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    for (let i = 1; i <= 10; i++) {
      expect(
        (await loginFrom(`${network}::${i.toString(16)}`, owner.username, "wrong-password")).status,
      ).toBe(401);
    }
    expect((await loginFrom(`${network}:0:0:0:beef`, owner.username, "wrong-password")).status).toBe(429);
    expect((await loginFrom(`${network}:1::1`, owner.username, owner.password)).status).toBe(429);
    await ownerWaitsOut(`2001:db8:ffff:1::1`, owner.username, owner.password);
  });
});

describe("clientIp", () => {
  const ip = (value?: string) => clientIp(new Headers(value ? { "cf-connecting-ip": value } : {}));

  it("is the IPv4 address, or the /64 network of an IPv6 one", () => {
    expect(ip("198.51.100.7")).toBe("198.51.100.7");
    expect(ip("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(ip("2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(ip("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ip("::1")).toBe("0:0:0:0::/64");
    expect(ip("::ffff:192.0.2.1")).toBe("::ffff:192.0.2.1");
    expect(ip()).toBe("local");
  });

  it("keeps anything that is not an address as it came", () => {
    for (const value of ["1::2::3", "zzzz::1", "1:2:3:4:5:6:7:8:9"]) expect(ip(value)).toBe(value);
  });
});

describe("a stranger asking for someone's links cannot use up the owner's", () => {
  it("forgot password: another client exhausting one address's limit does not stop its owner", async () => {
    const owner = await createUser("fan");
    const stranger = freshIp();
    const forgot = (ip: string) =>
      call("/api/auth/users/forgot", { body: { email: owner.email }, headers: { "cf-connecting-ip": ip } });
    for (let i = 0; i < 5; i++) expect((await forgot(stranger)).status).toBe(200);
    expect((await forgot(stranger)).status).toBe(429);
    expect((await forgot(freshIp())).status).toBe(200);
  });
});
