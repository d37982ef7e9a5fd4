// Seeds a migrated local D1 with a realistic platform at a given scale, in SQL: recursive CTEs
// generate every row inside SQLite, so 100x (millions of rows) takes seconds rather than the
// minutes that rows sent one by one would. Deterministic: the same scale gives the same data.
//
// Shape at scale s (counts grow with s, popularity is skewed like a real platform's):
//   creators 150·s, fans 1,500·s, posts 4,000·s (with 1-3 files each for photo posts, a file and a
//   thumbnail for videos), follows 10 per fan, one subscription per fan, 4 likes and 1 comment per
//   post. A creator's rank decides their share: rank = 1 + ⌊C·u²⌋ for a uniform u, so the top 30
//   creators hold ~45% of the posts at 1x and ~4.5% (18,000 posts) at 100x. The demo creators
//   (luna, maxstone, aria) are ranks 1-3; the demo fans and the bench fans follow the top 30 and
//   subscribe to the top 3, as a fan of the most popular creators would.
import { hashPassword } from "../../functions/lib/password.ts";
import { DEMO_ADMIN, DEMO_CREATORS, DEMO_FANS } from "../../scripts/demo-accounts.ts";

export const BASE = { creators: 150, fans: 1500, posts: 4000 };
const FOLLOWS_PER_FAN = 10;
const LIKES_PER_POST = 3;
const TOP_FOLLOWED = 30;
const TOP_SUBSCRIBED = 3;
export const BENCH_FAN_PASSWORD = DEMO_FANS[0].password;
/** Fans the authed scenarios log in as (one session each); connections cycle through them. */
export const BENCH_FANS = [...DEMO_FANS.map((f) => f.username), "fan1", "fan2", "fan3", "fan4", "fan5"];

const DAY = 86_400_000;
// Ids are 24 hex characters like the app's: 8 of seconds, then a one-letter table tag and a number.
const id = (tag, n) => `printf('%08x${tag}%015x', :t, ${n})`;
// A uniform value in [0, 1) from an integer and a salt: a 32-bit integer hash (multiply, xor-shift,
// multiply, xor-shift; SQLite has no xor, so a ^ b is (a | b) - (a & b)), independent across salts.
const xorShift = (x) => `((${x}) | ((${x}) >> 16)) - ((${x}) & ((${x}) >> 16))`;
const u = (n, salt) => {
  const x1 = `(((${n}) * 2654435761 + ${salt * 40503}) % 4294967296)`;
  const x3 = `(((${xorShift(x1)}) * 73244475) % 4294967296)`;
  return `((${xorShift(x3)}) / 4294967296.0)`;
};
const seq = (count) =>
  `with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})`;

/**
 * Statements that fill the database; `:t` (seconds) and `:now` (ms) are substituted by the caller.
 * Creators are users c1..cC, fans f1..fF (the demo fans are f1..f3).
 */
function statements(scale, hashes) {
  const C = BASE.creators * scale;
  const F = BASE.fans * scale;
  const P = BASE.posts * scale;
  const creator = (n) => id("c", n);
  const fan = (n) => id("f", n);
  const demoCreators = DEMO_CREATORS.map((c, i) => ({ ...c, n: i + 1 }));
  const demoFans = DEMO_FANS.map((f, i) => ({ ...f, n: i + 1 }));
  const q = (s) => `'${String(s).replaceAll("'", "''")}'`;
  const rankOf = (n, salt) => `(1 + cast(${C} * ${u(n, salt)} * ${u(n, salt)} as integer))`;

  return [
    // Accounts: the demo admin, creators (demo ones first), fans (demo ones first, then fan1..).
    `insert into users (id, role, name, username, email, email_verified, password_hash, created_at, updated_at)
     values (${id("a", 1)}, 'admin', ${q(DEMO_ADMIN.name)}, ${q(DEMO_ADMIN.username)}, ${q(DEMO_ADMIN.email)}, 1, ${q(hashes.admin)}, :now, :now)`,
    `${seq(C)} insert into users (id, role, name, username, email, email_verified, password_hash, avatar_file_id, country, created_at, updated_at)
     select ${creator("n")}, 'performer', 'Creator ' || n, 'creator' || n, 'creator' || n || '@bench.local', 1, ${q(hashes.creator)},
            ${id("e", "n")}, 'US', :now - n * 60000, :now from seq`,
    ...demoCreators.map(
      (c) =>
        `update users set name = ${q(c.name)}, username = ${q(c.username)}, email = ${q(c.email)} where id = ${creator(c.n)}`,
    ),
    `${seq(C)} insert into files (id, owner_id, type, r2_key, mime_type, size, width, height, status, ref_type, ref_id, created_at, updated_at)
     select ${id("e", "n")}, ${creator("n")}, 'avatar', 'avatars/' || n || '.png', 'image/png', 20000, 256, 256, 'ready', 'user', ${creator("n")}, :now, :now from seq`,
    `${seq(C)} insert into performer_profiles (user_id, bio, gender, country, monthly_price, yearly_price, verification_status, created_at, updated_at)
     select ${creator("n")}, 'Creator number ' || n || '. New photos and videos every week, behind-the-scenes and live chats.',
            case n % 2 when 0 then 'male' else 'female' end, 'US', 995, 9950, 'approved', :now, :now from seq`,
    ...demoCreators.map(
      (c) =>
        `update performer_profiles set bio = ${q(c.bio)}, gender = ${q(c.gender)}, country = ${q(c.country)}, monthly_price = ${c.monthlyPrice} where user_id = ${creator(c.n)}`,
    ),
    `${seq(F)} insert into users (id, role, name, username, email, email_verified, password_hash, country, created_at, updated_at)
     select ${fan("n")}, 'fan', 'Fan ' || (n - ${demoFans.length}), 'fan' || (n - ${demoFans.length}), 'fan' || (n - ${demoFans.length}) || '@bench.local', 1, ${q(hashes.fan)}, 'US', :now - n * 1000, :now from seq`,
    ...demoFans.map(
      (f) =>
        `update users set name = ${q(f.name)}, username = ${q(f.username)}, email = ${q(f.email)} where id = ${fan(f.n)}`,
    ),

    // Posts over the last year: 60% photo (1-3 files), 15% video (file + thumbnail), 17% text,
    // 3% poll, 3% scheduled for the coming week, 2% drafts; one in ten is for sale.
    `${seq(P)} insert into feeds (id, performer_id, type, text, file_ids, thumbnail_file_id, is_sale, price, status, schedule_at, published_at, created_at, updated_at)
     select ${id("b", "n")}, ${creator("rank")}, type,
            'Post ' || n || ' — a day in the studio, new set coming soon. Thanks for all the love and the comments on the last one!',
            case type when 'photo' then case k when 0 then json_array(${id("d", "n * 4")})
                                               when 1 then json_array(${id("d", "n * 4")}, ${id("d", "n * 4 + 1")})
                                               else json_array(${id("d", "n * 4")}, ${id("d", "n * 4 + 1")}, ${id("d", "n * 4 + 2")}) end
                      when 'video' then json_array(${id("d", "n * 4")}) else '[]' end,
            case type when 'video' then ${id("d", "n * 4 + 3")} end,
            n % 10 = 0, case n % 10 when 0 then 499 else 0 end,
            case when v < 0.02 then 'draft' else 'active' end,
            case when v >= 0.02 and v < 0.05 then :now + cast(v * 7 * ${DAY} as integer) end,
            case when v >= 0.05 then created end,
            created, created
     from (select n, ${rankOf("n", 11)} as rank, cast(${u("n", 17)} * 3 as integer) as k, ${u("n", 23)} as v,
                  :now - cast(${u("n", 29)} * 365 * ${DAY} as integer) as created,
                  case when ${u("n", 31)} < 0.60 then 'photo' when ${u("n", 31)} < 0.75 then 'video'
                       when ${u("n", 31)} < 0.97 then 'text' else 'poll' end as type
           from seq)`,
    `insert into files (id, owner_id, type, r2_key, mime_type, size, width, height, duration, status, ref_type, ref_id, created_at, updated_at)
     select j.value, f.performer_id, 'feed-' || f.type, 'feeds/' || j.value, case f.type when 'photo' then 'image/jpeg' else 'video/mp4' end,
            850000, 1600, 1200, case f.type when 'video' then 94 end, 'ready', 'feed', f.id, f.created_at, f.created_at
     from feeds f, json_each(f.file_ids) j`,
    `insert into files (id, owner_id, type, r2_key, mime_type, size, width, height, status, ref_type, ref_id, created_at, updated_at)
     select thumbnail_file_id, performer_id, 'feed-thumbnail', 'thumbs/' || thumbnail_file_id, 'image/jpeg', 90000, 640, 480, 'ready', 'feed', id, created_at, created_at
     from feeds where thumbnail_file_id is not null`,
    `insert into polls (id, performer_id, feed_id, question, total_votes, created_at, updated_at)
     select substr(id, 1, 8) || '5' || substr(id, 10), performer_id, id, 'Which set should I shoot next?', 0, created_at, created_at from feeds where type = 'poll'`,
    `insert into poll_options (id, poll_id, position, text, votes)
     select substr(p.id, 1, 8) || '4' || o.value || substr(p.id, 11), p.id, o.value, 'Option ' || (o.value + 1), 0
     from polls p, json_each('[0,1,2]') o`,

    // Social graph: every fan follows 10 creators and subscribes to one, skewed to the popular.
    `${seq(F * FOLLOWS_PER_FAN)} insert or ignore into follows (follower_id, performer_id, created_at)
     select ${fan(`(n - 1) / ${FOLLOWS_PER_FAN} + 1`)}, ${creator(rankOf("n", 41))}, :now - n from seq`,
    `${seq(F)} insert or ignore into subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, created_at, updated_at)
     select ${id("9", "n")}, ${fan("n")}, ${creator(rankOf("n", 43))}, 'monthly', 'active', :now - ${10 * DAY}, :now + ${20 * DAY}, :now, :now from seq`,
    // Likes and comments by random fans on posts, the popular creators' posts getting more.
    // Inserted in the unique index's order: sorted inserts are far cheaper than random ones.
    `${seq(P * LIKES_PER_POST)} insert or ignore into reactions (id, user_id, object_type, object_id, action, performer_id, created_at)
     select ${id("7", "row_number() over (order by user_id, post)")}, user_id, 'feed', post, 'like', f.performer_id, :now - n
     from (select n, ${fan(`1 + cast(${F} * ${u("n", 47)} as integer)`)} as user_id,
                  ${id("b", `1 + cast(${P} * ${u("n", 53)} as integer)`)} as post from seq)
     join feeds f on f.id = post order by user_id, post`,
    `${seq(P)} insert into comments (id, object_type, object_id, performer_id, user_id, content, created_at, updated_at)
     select ${id("6", "n")}, 'feed', f.id, f.performer_id, ${fan(`1 + cast(${F} * ${u("n", 59)} as integer)`)}, 'Love this! Can''t wait for the next one.', :now - n, :now - n
     from seq join feeds f on f.id = ${id("b", `1 + cast(${P} * ${u("n", 61)} as integer)`)}`,
  ];
}

/** The demo and bench fans follow the top creators and subscribe to the top three. */
function benchFanStatements() {
  const fanIds = BENCH_FANS.map((_, i) => i + 1);
  return fanIds.flatMap((n) => [
    `${seq(TOP_FOLLOWED)} insert or ignore into follows (follower_id, performer_id, created_at)
     select ${id("f", n)}, ${id("c", "n")}, :now from seq`,
    `delete from subscriptions where user_id = ${id("f", n)}`,
    `${seq(TOP_SUBSCRIBED)} insert into subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, created_at, updated_at)
     select ${id("8", `${n} * 100 + n`)}, ${id("f", n)}, ${id("c", "n")}, 'monthly', 'active', :now - ${10 * DAY}, :now + ${20 * DAY}, :now, :now from seq`,
  ]);
}

/** Denormalised counters the app keeps (totals on posts and profiles), recomputed once. */
const counterStatements = [
  `update feeds set total_like = (select count(*) from reactions r where r.object_type = 'feed' and r.object_id = feeds.id),
                    total_comment = (select count(*) from comments c where c.object_type = 'feed' and c.object_id = feeds.id)`,
  `update performer_profiles set
     total_followers = (select count(*) from follows where performer_id = user_id),
     total_subscribers = (select count(*) from subscriptions where performer_id = user_id and status = 'active'),
     total_posts = (select count(*) from feeds where performer_id = user_id and status = 'active' and published_at is not null),
     total_photos = (select count(*) from feeds where performer_id = user_id and type = 'photo'),
     total_videos = (select count(*) from feeds where performer_id = user_id and type = 'video')`,
  // The kept number of listed creators (functions/identity/access/verified.ts), as the app keeps it.
  `insert into kept_counts (key, value) select 'listed_creators', count(*) from users u
     join performer_profiles pp on pp.user_id = u.id
     where u.role = 'performer' and u.status = 'active' and pp.verification_status = 'approved'
     on conflict (key) do update set value = excluded.value`,
  "analyze",
];

/**
 * Fills `db` (a D1Database, e.g. Miniflare's getD1Database) at `scale`; returns the row counts.
 * Passwords are the demo ones; every generated fan shares the fans' demo password.
 */
export async function seedDatabase(db, scale, now = Date.now()) {
  const hashes = {
    admin: await hashPassword(DEMO_ADMIN.password),
    creator: await hashPassword(DEMO_CREATORS[0].password),
    fan: await hashPassword(BENCH_FAN_PASSWORD),
  };
  const t = Math.floor(now / 1000);
  const bind = (sql) => sql.replaceAll(":now", String(now)).replaceAll(":t", String(t));
  // Secondary indexes are dropped during the bulk load and built again after it (a sorted build
  // is several times faster than millions of random inserts); unique ones stay, they keep
  // `insert or ignore` honest.
  const { results: indexes } = await db
    .prepare(
      "select sql from sqlite_master where type = 'index' and sql is not null and sql not like 'CREATE UNIQUE%'",
    )
    .all();
  const dropIndexes = indexes.map(({ sql }) => `drop index ${sql.match(/^CREATE INDEX (\S+)/)[1]}`);
  const createIndexes = indexes.map(({ sql }) => sql);
  const all = [...dropIndexes, ...statements(scale, hashes), ...benchFanStatements(), ...createIndexes];
  for (const sql of [...all, ...counterStatements]) {
    const started = Date.now();
    await db.prepare(bind(sql)).run();
    if (process.env.BENCH_DEBUG)
      console.log(Date.now() - started, "ms", sql.slice(0, 90).replace(/\s+/g, " "));
  }
  const counts = {};
  for (const table of ["users", "feeds", "files", "follows", "subscriptions", "reactions", "comments"]) {
    counts[table] = (await db.prepare(`select count(*) as n from ${table}`).first()).n;
  }
  return counts;
}
