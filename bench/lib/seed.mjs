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

    // Social graph: every fan follows 10 creators and subscribes to one (and had one more that ended), skewed to the popular.
    `${seq(F * FOLLOWS_PER_FAN)} insert or ignore into follows (follower_id, performer_id, created_at)
     select ${fan(`(n - 1) / ${FOLLOWS_PER_FAN} + 1`)}, ${creator(rankOf("n", 41))}, :now - n from seq`,
    `${seq(F)} insert or ignore into subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, created_at, updated_at)
     select ${id("9", "n")}, ${fan("n")}, ${creator(rankOf("n", 43))}, 'monthly', 'active', :now - ${10 * DAY} - n, :now + ${20 * DAY} - n, :now, :now from seq`,
    // And one that ended a month ago, with another creator (the Expired lists have members).
    `${seq(F)} insert or ignore into subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, created_at, updated_at)
     select ${id("x", "n")}, ${fan("n")}, ${creator(rankOf("n", 67))}, 'monthly', 'deactivated', :now - ${60 * DAY} - n, :now - ${30 * DAY} - n, :now - ${60 * DAY}, :now - ${30 * DAY} from seq`,
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

/** Mass messages each of the top creators has sent (the history page shows them). */
const MASS_SENDS = 8;
/** Creators the authed creator scenarios log in as: the top 8 (ranks 1-8, luna first). */
export const BENCH_CREATORS = [
  ...DEMO_CREATORS.map((c) => c.username),
  ...[4, 5, 6, 7, 8].map((n) => `creator${n}`),
];
export const BENCH_CREATOR_PASSWORD = DEMO_CREATORS[0].password;

/**
 * The creator tools' and the fans' own lists (issue 22 §4), drawn from the social graph above so
 * they grow with it: the vault (the posts' files, three folders per creator holding half of them),
 * two custom fan lists per creator (a third of their followers), notifications (a creator's for
 * each follow and comment, a fan's for each post of the last 30 days by a creator they subscribe
 * to; most read), money (a subscription charge per active subscription and P/2 tips over the last
 * 90 days, each with its earning: what the statistics read), and mass messages: each top creator
 * (rank ≤ 30) sent ${MASS_SENDS} over the last ${MASS_SENDS} days, each to about half of their
 * followers, every copy a message in the fan's conversation with them (every other send
 * pay-per-view, a tenth of those bought; six fans in ten have read theirs).
 * Child ids reuse the parent's: a tag letter and one digit swapped in (see `id`).
 */
function listStatements(scale) {
  const P = BASE.posts * scale;
  const C = BASE.creators * scale;
  const F = BASE.fans * scale;
  const fan = (n) => id("f", n);
  const rank = (salt) => `(1 + cast(${C} * ${u("n", salt)} * ${u("n", salt)} as integer))`;
  const sends = `'[${Array.from({ length: MASS_SENDS }, (_, i) => i + 1).join(",")}]'`;
  const child = (col, tag, k) => `substr(${col}, 1, 8) || '${tag}' || (${k}) || substr(${col}, 11)`;
  const top = id("c", TOP_FOLLOWED);
  return [
    // Vault folders, and half of each creator's post files filed in one of them.
    `insert into vault_folders (id, owner_id, name, created_at, updated_at)
     select ${child("u.id", "g", "k.value")}, u.id, case k.value when 0 then 'Best of' when 1 then 'Behind the scenes' else 'For fans' end, :now, :now
     from users u, json_each('[0,1,2]') k where u.role = 'performer'`,
    `insert into vault_folder_files (folder_id, file_id, created_at)
     select ${child("owner_id", "g", "rowid % 3")}, id, created_at from files
     where type in ('feed-photo', 'feed-video') and ${u("rowid", 71)} < 0.5`,
    // Two custom fan lists per creator, a third of their followers in one of them.
    `insert into fan_lists (id, performer_id, name, created_at, updated_at)
     select ${child("u.id", "h", "k.value")}, u.id, case k.value when 0 then 'VIP' else 'Regulars' end, :now, :now
     from users u, json_each('[0,1]') k where u.role = 'performer'`,
    `insert into fan_list_members (list_id, user_id, created_at)
     select ${child("performer_id", "h", "rowid % 2")}, follower_id, created_at from follows where ${u("rowid", 73)} < 0.33`,
    // Notifications: a creator's for each follow and comment, a fan's for their subscriptions' new posts.
    `insert into notifications (id, user_id, type, actor_id, object_type, object_id, text, created_at, read_at)
     select ${id("i", "rowid")}, performer_id, 'follow', follower_id, 'performer', performer_id, 'started following you',
            created_at, case when ${u("rowid", 79)} < 0.8 then created_at + 1000 end from follows`,
    `insert into notifications (id, user_id, type, actor_id, object_type, object_id, text, created_at, read_at)
     select ${id("j", "rowid")}, performer_id, 'comment', user_id, 'feed', object_id, 'commented on your post',
            created_at, case when ${u("rowid", 83)} < 0.8 then created_at + 1000 end from comments`,
    `insert into notifications (id, user_id, type, actor_id, object_type, object_id, text, created_at, read_at)
     select ${id("k", "row_number() over (order by s.rowid, f.rowid)")}, s.user_id, 'creator_post', f.performer_id, 'feed', f.id,
            'published a new post', f.published_at, case when ${u("f.rowid", 89)} < 0.8 then f.published_at + 1000 end
     from subscriptions s join feeds f on f.performer_id = s.performer_id
     where s.status = 'active' and f.status = 'active' and f.published_at > :now - ${30 * DAY}`,
    // Money: a charge and its earning per active subscription, and tips skewed to the popular creators.
    `insert into wallet_charges (id, user_id, performer_id, type, target_id, amount, commission, net, status, idempotency_key, fingerprint, created_at, updated_at)
     select ${child("id", "m", "case substr(id, 9, 1) when '8' then 2 else 1 end")}, user_id, performer_id, 'subscription', performer_id, 995, 199, 796, 'paid', id, '', started_at, started_at
     from subscriptions where status = 'active'`,
    `${seq(P / 2)} insert into wallet_charges (id, user_id, performer_id, type, target_id, amount, commission, net, message, status, idempotency_key, fingerprint, created_at, updated_at)
     select ${id("m", "n")}, ${fan(`1 + cast(${F} * ${u("n", 97)} as integer)`)}, ${id("c", rank(101))},
            'tip', ${id("c", rank(101))}, 500, 100, 400, 'Thank you!', 'paid', 'tip' || n, '',
            :now - cast(${u("n", 103)} * 90 * ${DAY} as integer), :now from seq`,
    `insert into earnings (id, performer_id, user_id, charge_id, type, gross, commission, net, status, available_at, created_at, updated_at)
     select substr(id, 1, 8) || 'n' || substr(id, 10), performer_id, user_id, id, type, amount, commission, net,
            case when created_at < :now - ${7 * DAY} then 'available' else 'holding' end, created_at + ${7 * DAY}, created_at, created_at
     from wallet_charges`,
    // The earnings' kept figures (functions/money/ledger/earning-figures.ts), as the app keeps them.
    `insert into earning_days (performer_id, day, type, gross, net, n)
     select performer_id, created_at / ${DAY}, type, sum(gross), sum(net), count(*)
     from earnings where status <> 'refunded' group by performer_id, created_at / ${DAY}, type`,
    `insert into tip_tallies (performer_id, user_id, n)
     select performer_id, user_id, count(*) from earnings where type = 'tip' and status <> 'refunded'
     group by performer_id, user_id`,
    `insert into tipper_counts (performer_id, n)
     select performer_id, count(*) from tip_tallies where n > 0 group by performer_id`,
    // Mass messages of the top creators, each copy a message in the fan's conversation with them.
    `insert into conversations (id, type, member_key, performer_id, name, last_sender_id, last_message_at, created_at, updated_at)
     select ${id("q", "rowid")}, 'private', 'private:' || min(follower_id, performer_id) || ':' || max(follower_id, performer_id),
            performer_id, '', performer_id, :now - ${DAY}, created_at, :now
     from follows where performer_id <= ${top}`,
    `insert into conversation_members (conversation_id, user_id, unread, last_read_at, created_at)
     select ${id("q", "fo.rowid")}, case w.value when 0 then fo.follower_id else fo.performer_id end, 0,
            case when w.value = 1 or ${u("fo.rowid", 107)} < 0.6 then :now end, fo.created_at
     from follows fo, json_each('[0,1]') w where fo.performer_id <= ${top}`,
    `insert into mass_messages (id, performer_id, text, price, audience, recipients, status, created_at, updated_at)
     select ${child("u.id", "p", "k.value")}, u.id, 'Mass message ' || k.value, case k.value % 2 when 0 then 499 else 0 end,
            '{"listIds":[],"audience":["followers"],"excludeListIds":[]}', 0, 'active',
            :now - (${MASS_SENDS + 1} - k.value) * ${DAY}, :now
     from users u, json_each(${sends}) k
     where u.role = 'performer' and u.id <= ${top}`,
    `insert into mass_message_deliveries (mass_id, recipient_id, conversation_id, message_id, created_at)
     select ${child("fo.performer_id", "p", "k.value")}, fo.follower_id, ${id("q", "fo.rowid")},
            ${id("r", `fo.rowid * ${MASS_SENDS} + k.value`)}, :now - (${MASS_SENDS + 1} - k.value) * ${DAY}
     from follows fo, json_each(${sends}) k
     where fo.performer_id <= ${top} and ${u(`fo.rowid * ${MASS_SENDS} + k.value`, 109)} < 0.5`,
    `insert into messages (id, conversation_id, sender_id, type, text, price, created_at, updated_at)
     select d.message_id, d.conversation_id, m.performer_id, 'text', m.text, m.price, d.created_at, d.created_at
     from mass_message_deliveries d join mass_messages m on m.id = d.mass_id`,
    `insert into purchases (id, user_id, item_type, item_id, performer_id, price, created_at)
     select ${child("d.message_id", "s", "0")}, d.recipient_id, 'message', d.message_id, m.sender_id, 499, m.created_at + 3600000
     from mass_message_deliveries d join messages m on m.id = d.message_id
     where m.price > 0 and ${u("m.rowid", 113)} < 0.1`,
    // The sends' kept figures (functions/messaging/mass/figures.ts), as the app keeps them.
    `update mass_messages set
       recipients = (select count(*) from mass_message_deliveries d where d.mass_id = mass_messages.id),
       delivered = (select count(*) from mass_message_deliveries d where d.mass_id = mass_messages.id),
       viewed = (select count(*) from mass_message_deliveries d join conversation_members cm
         on cm.conversation_id = d.conversation_id and cm.user_id = d.recipient_id
         where d.mass_id = mass_messages.id and cm.last_read_at >= d.created_at),
       purchases = (select count(*) from mass_message_deliveries d join purchases p
         on p.item_type = 'message' and p.item_id = d.message_id where d.mass_id = mass_messages.id),
       revenue = (select coalesce(sum(p.price), 0) from mass_message_deliveries d join purchases p
         on p.item_type = 'message' and p.item_id = d.message_id where d.mass_id = mass_messages.id)`,
  ];
}

/**
 * Each post's files as rows (`feed_files`, functions/content/feeds/feed-files.ts writes them with
 * every post): each of file_ids at its position, the thumbnail and the teaser.
 */
const feedFileStatements = [
  `insert into feed_files (feed_id, role, position, file_id, performer_id)
     select f.id, 'file', j.key, j.value, f.performer_id from feeds f, json_each(f.file_ids) j
     union all select id, 'thumbnail', 0, thumbnail_file_id, performer_id from feeds where thumbnail_file_id is not null
     union all select id, 'teaser', 0, teaser_file_id, performer_id from feeds where teaser_file_id is not null`,
];

/** Denormalised counters the app keeps (totals on posts and profiles), recomputed once. */
const counterStatements = [
  `update feeds set total_like = (select count(*) from reactions r where r.object_type = 'feed' and r.object_id = feeds.id),
                    total_comment = (select count(*) from comments c where c.object_type = 'feed' and c.object_id = feeds.id)`,
  // Each subscription's mark for its creator's kept counts (functions/money/subscriptions/terms.ts).
  `update subscriptions set kept_as = case when status = 'active' then 'active' when started_at is not null then 'ended' end`,
  // And the days it counts on as gained and lost, kept per creator and day for the statistics
  // (functions/money/ledger/subscriber-counts.ts; the rule is drizzle/schema/subscriptions.ts').
  `update subscriptions set gained_day = case when status <> 'created' then started_at / 86400000 end,
     lost_day = (case when cancelled_at is not null then cancelled_at when status = 'deactivated' then expires_at end) / 86400000`,
  `insert into subscription_days (performer_id, day, gained, lost)
     select performer_id, day, sum(g), sum(l) from (
       select performer_id, gained_day as day, 1 as g, 0 as l from subscriptions where gained_day is not null
       union all select performer_id, lost_day, 0, 1 from subscriptions where lost_day is not null)
     group by performer_id, day`,
  `update performer_profiles set
     active_subscriptions = (select count(*) from subscriptions s where s.performer_id = performer_profiles.user_id and s.kept_as = 'active'),
     started_subscriptions = (select count(*) from subscriptions s where s.performer_id = performer_profiles.user_id and s.kept_as is not null),
     total_followers = (select count(*) from follows where performer_id = user_id),
     total_subscribers = (select count(*) from subscriptions s where s.performer_id = performer_profiles.user_id and s.status = 'active'),
     total_posts = (select count(*) from feeds where performer_id = user_id and status = 'active' and published_at is not null),
     total_photos = (select count(*) from feeds where performer_id = user_id and type = 'photo'),
     total_videos = (select count(*) from feeds where performer_id = user_id and type = 'video')`,
  // The follows kept per creator and UTC day (functions/identity/performers/follow-days.ts).
  `insert into follower_days (performer_id, day, n)
     select performer_id, created_at / 86400000, count(*) from follows group by performer_id, created_at / 86400000`,
  // Each creator's kept vault count per media (functions/media/vault.ts), as uploads keep it.
  `insert into vault_counts (owner_id, media, file_count)
     select owner_id, case when mime_type like 'image/%' then 'photo' when mime_type like 'video/%' then 'video' else 'audio' end, count(*)
     from files
     where type in ('feed-photo', 'feed-video', 'feed-audio', 'photo', 'video', 'audio', 'message-photo', 'message-video',
                    'thumbnail', 'teaser', 'product-image', 'product-file')
       and status in ('ready', 'processing')
       and (mime_type like 'image/%' or mime_type like 'video/%' or mime_type like 'audio/%')
     group by 1, 2`,
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
  const all = [
    ...dropIndexes,
    ...statements(scale, hashes),
    ...benchFanStatements(),
    ...listStatements(scale),
    ...feedFileStatements,
    ...createIndexes,
  ];
  for (const sql of [...all, ...counterStatements]) {
    const started = Date.now();
    await db.prepare(bind(sql)).run();
    if (process.env.BENCH_DEBUG)
      console.log(Date.now() - started, "ms", sql.slice(0, 90).replace(/\s+/g, " "));
  }
  const counts = {};
  for (const table of [
    "users",
    "feeds",
    "files",
    "follows",
    "subscriptions",
    "reactions",
    "comments",
    "vault_folder_files",
    "feed_files",
    "fan_list_members",
    "notifications",
    "earnings",
    "mass_messages",
    "mass_message_deliveries",
  ]) {
    counts[table] = (await db.prepare(`select count(*) as n from ${table}`).first()).n;
  }
  return counts;
}
