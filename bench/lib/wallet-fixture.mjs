// Fans with sessions and funds, creators and an admin, written straight into a fresh D1 (the bench
// knows their tokens), and the tip request: shared by bench:wallet and bench:inflight.
import { createHash, randomBytes } from "node:crypto";

const sha256 = (s) => createHash("sha256").update(s).digest("hex");
const id = (tag, n) => `${Math.floor(Date.now() / 1000).toString(16)}${tag}${String(n).padStart(15, "0")}`;

/** Users straight into D1 with sessions: an admin, `creators` creators, `fans` fans. */
export async function seedUsers(db, { fans: fanCount, creators: creatorCount }) {
  const now = Date.now();
  const session = (userId, n) => {
    const token = randomBytes(24).toString("base64url");
    return {
      token,
      sql: `insert into sessions (id, token_hash, user_id, remember, expires_at, created_at) values ('s${n}', '${sha256(token)}', '${userId}', 1, ${now + 86_400_000}, ${now})`,
    };
  };
  const statements = [];
  const user = (uid, role, name) =>
    statements.push(
      `insert into users (id, role, name, username, email, email_verified, created_at, updated_at) values ('${uid}', '${role}', '${name}', '${name}', '${name}@bench.local', 1, ${now}, ${now})`,
    );
  const adminId = id("a", 1);
  user(adminId, "admin", "benchadmin");
  const adminSession = session(adminId, "a");
  statements.push(adminSession.sql);
  const creators = [];
  for (let i = 0; i < creatorCount; i++) {
    const uid = id("c", i);
    user(uid, "performer", `benchcreator${i}`);
    statements.push(
      `insert into performer_profiles (user_id, verification_status, created_at, updated_at) values ('${uid}', 'approved', ${now}, ${now})`,
    );
    const s = session(uid, `c${i}`);
    statements.push(s.sql);
    creators.push({ id: uid, token: s.token, username: `benchcreator${i}` });
  }
  const fans = [];
  for (let i = 0; i < fanCount; i++) {
    const uid = id("f", i);
    user(uid, "fan", `benchfan${i}`);
    const s = session(uid, `f${i}`);
    statements.push(s.sql);
    fans.push({ id: uid, token: s.token, username: `benchfan${i}` });
  }
  for (let i = 0; i < statements.length; i += 200)
    await db.batch(statements.slice(i, i + 200).map((s) => db.prepare(s)));
  return { adminId, adminToken: adminSession.token, creators, fans };
}

/**
 * Puts `tokens` into a wallet through the admin adjust API. A connection closed without an answer
 * (the local runtime does that under load: docs/performance.md) is retried with the same
 * Idempotency-Key, so a wallet is funded once whatever happened to the first try.
 */
export async function fund(url, adminToken, userId, tokens) {
  const key = randomBytes(12).toString("hex");
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      res = await fetch(`${url}/api/admin/wallets/${userId}/adjust`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${adminToken}`,
          "content-type": "application/json",
          "idempotency-key": key,
        },
        body: JSON.stringify({ amount: tokens, reason: "benchmark funds" }),
      });
    } catch (err) {
      if (attempt < 5) continue;
      throw err;
    }
    if (res.status !== 201) throw new Error(`fund ${userId}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    return;
  }
}

/** Funds every fan, 25 at a time. */
export async function fundAll(url, adminToken, fans, tokens) {
  for (let i = 0; i < fans.length; i += 25)
    await Promise.all(fans.slice(i, i + 25).map((f) => fund(url, adminToken, f.id, tokens)));
}

/** A 10-token tip from the fan with `token` to a creator, with an Idempotency-Key when given. */
export const tip = (token, creatorId, idempotencyKey) => ({
  method: "POST",
  path: `/api/wallet/charges/tip/${creatorId}`,
  headers: {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
  },
  body: JSON.stringify({ amount: 10 }),
});
