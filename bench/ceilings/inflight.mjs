// Ceilings for `npm run bench:inflight`: bare Workers behind the same server as the app, one
// behaviour per path, so a load can tell what the runtime does from what the app does.
//   /ignore      answers without reading the request body (as an early refusal does);
//   /read        reads the body, then answers;
//   /batch       reads the body, then writes what a tip writes as one D1 batch of 11 statements (a
//                charge row, a movement key, two transfers of four statements: two balance
//                updates and two ledger rows each, and an earning) on its own tables (SCHEMA);
//                `?statements=N` sizes the batch to N (npm run bench: the app's tip, counted);
//   /cpu?ms=N    reads the body, then keeps the isolate busy for N ms (what a heavier request
//                costs the one thread that runs every request).
export const SCHEMA = [
  "create table if not exists c_accounts (id text primary key, balance integer not null check (balance >= 0))",
  "create table if not exists c_charges (id text primary key, fan text not null, amount integer not null, created_at integer not null)",
  "create table if not exists c_keys (key text primary key)",
  "create table if not exists c_ledger (id integer primary key, from_account text, to_account text, amount integer not null, charge text not null)",
  "create table if not exists c_earnings (charge text primary key, creator text not null, net integer not null)",
  "insert or ignore into c_accounts (id, balance) values ('fan', 1000000000), ('escrow', 0), ('creator', 0)",
];

/**
 * One D1 batch as a tip writes it: 11 statements, or `size` (more ledger rows, or fewer of the
 * statements) so it matches the number the app's tip sends (npm run bench counts it).
 */
function batch(db, size = 11) {
  const id = crypto.randomUUID();
  const move = (from, to, amount) => [
    db.prepare("update c_accounts set balance = balance - ? where id = ?").bind(amount, from),
    db.prepare("update c_accounts set balance = balance + ? where id = ?").bind(amount, to),
    db
      .prepare("insert into c_ledger (from_account, to_account, amount, charge) values (?, null, ?, ?)")
      .bind(from, amount, id),
    db
      .prepare("insert into c_ledger (from_account, to_account, amount, charge) values (null, ?, ?, ?)")
      .bind(to, amount, id),
  ];
  const statements = [
    db
      .prepare("insert into c_charges (id, fan, amount, created_at) values (?, 'fan', 10, ?)")
      .bind(id, Date.now()),
    db.prepare("insert into c_keys (key) values (?)").bind(`tip:${id}`),
    ...move("fan", "escrow", 10),
    ...move("escrow", "creator", 8),
    db.prepare("insert into c_earnings (charge, creator, net) values (?, 'creator', 8)").bind(id),
  ];
  for (let i = statements.length; i < size; i++) {
    statements.push(
      db
        .prepare(
          "insert into c_ledger (from_account, to_account, amount, charge) values (null, 'creator', 0, ?)",
        )
        .bind(id),
    );
  }
  return db.batch(statements.slice(0, Math.max(1, size))).then(() => id);
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === "/ignore")
      return new Response("ignored", { headers: { "content-type": "text/plain" } });
    await request.arrayBuffer();
    if (url.pathname === "/batch") {
      const size = Number(url.searchParams.get("statements") ?? 11);
      return Response.json({ id: await batch(env.DB, size) }, { status: 201 });
    }
    if (url.pathname === "/cpu") {
      // Local workerd's clock moves during synchronous code (the deployed runtime's does not).
      const until = performance.now() + Number(url.searchParams.get("ms") ?? 0);
      while (performance.now() < until);
      return new Response("busy", { headers: { "content-type": "text/plain" } });
    }
    return new Response("read", { headers: { "content-type": "text/plain" } });
  },
};
