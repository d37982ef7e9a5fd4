/**
 * Mass messages: a creator's message to fans chosen by lists and built-in audiences. The request
 * stores the send and queues its recipients in batches (queue.ts); the consumer writes each fan an
 * ordinary message in their conversation with the creator (opened if none), pay-per-view when it
 * has a price, so a fan unlocks it through the existing paid-message charge
 * (`POST /wallet/charges/message/{id}`). Each copy is written together with its
 * `mass_message_deliveries` row, keyed by (mass, recipient): a batch retried after a crash halfway
 * writes no second copy.
 */
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { files } from "../../../drizzle/schema/files";
import { massMessageDeliveries, massMessages } from "../../../drizzle/schema/mass";
import { messages, privateKey } from "../../../drizzle/schema/messaging";
import type { Delivery } from "../../../party/protocol";
import { vaultFilesToAttach } from "../../content/vault/service";
import { AppError, fieldError } from "../../errors";
import { assertVerifiedCreator } from "../../identity/access/verified";
import {
  leadingViewerColumn,
  type ReadViewer,
  readRowsAsViewer,
  requirePerformer,
  type ViewerRead,
} from "../../identity/accounts/viewer";
import { onlineAmong } from "../../identity/presence/service";
import { HOUR, toIso } from "../../lib/clock";
import { inJson, slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toCents, toTokens } from "../../lib/money";
import { consumeRateLimits } from "../../lib/rate-limit";
import { compiled, param, statement } from "../../lib/statements";
import { fileUrls } from "../../media/upload";
import { membersSql } from "../lists/service";
import { pushUnreadTotal } from "../messages/conversations";
import { recountDelivered } from "../messages/mass-figures";
import { type MessageRow, presentMessages } from "../messages/present";
import { chatText } from "../messages/text";
import type { AudienceInput, MassMessageInput } from "./schemas";

export type MassRow = typeof massMessages.$inferSelect;

/**
 * Recipients per queue message. A job's copies are one D1 batch of eight set-based statements
 * (copyStatements), so a job costs about the same fixed round trips (the send, who has a copy,
 * blocks, presence) at any size and larger jobs deliver faster: 500 fans is about 3,500 rows in
 * one transaction, and its JSON parameter about 90 KB. Unsending writes 3 statements per copy,
 * RECIPIENTS_PER_WRITE copies per batch.
 */
export const RECIPIENTS_PER_JOB = 500;
export const RECIPIENTS_PER_WRITE = 20;
/**
 * Queue messages per sendBatch call: Queues takes at most 100 messages and 256 KB per call (128 KB
 * per message), and a job of 500 ids is about 14 KB, so 10 stay well under both.
 */
const JOBS_PER_SEND = 10;
/** Fans online whose copies are pushed to their rooms at the same time (announce). */
const LIVE_AT_ONCE = 25;

/** What the queue carries: deliver a send to these fans, or take it back from them. */
export type MassJob = { kind: "deliver" | "unsend"; massId: string; recipientIds: string[] };

/** Mass sends a creator may start: generous, but not a loop. */
const SEND_LIMITS = [{ max: 30, windowMs: HOUR }] as const;

/* ---- The audience ---- */

const union = (parts: SQL[]) => sql.join(parts, sql` union `);

const NO_AUDIENCE = "Choose at least one list or audience.";

/** The lists and audiences a send goes to, once each. */
const chosenAudience = (input: AudienceInput) => [
  ...new Set([...(input.listIds ?? []), ...(input.audience ?? [])]),
];

/**
 * `select id` of the fans a send reaches: members of any chosen list or audience (once each),
 * minus members of the excluded lists, minus fans the creator blocked or who blocked the creator,
 * active accounts only, never the creator. Another creator's list ids answer 404.
 */
export async function recipientsSql(deps: Deps, performerId: string, input: AudienceInput): Promise<SQL> {
  const chosen = chosenAudience(input);
  if (chosen.length === 0) throw fieldError({ listIds: NO_AUDIENCE });
  const excluded = [...new Set(input.excludeListIds ?? [])];
  const [included, left] = await Promise.all([
    Promise.all(chosen.map((id) => membersSql(deps, performerId, id))),
    Promise.all(excluded.map((id) => membersSql(deps, performerId, id))),
  ]);
  const inc = union(included.map((m) => sql`select id from (${m})`));
  const exc = left.length
    ? sql`and u.id not in (${union(left.map((m) => sql`select id from (${m})`))})`
    : sql``;
  return sql`select u.id as id from users u
    where u.id in (${inc}) ${exc}
      and u.id <> ${performerId} and u.status = 'active'
      and not exists (select 1 from user_blocks b
        where (b.performer_id = ${performerId} and b.user_id = u.id)
           or (b.performer_id = u.id and b.user_id = ${performerId}))`;
}

export async function countRecipients(deps: Deps, performerId: string, input: AudienceInput) {
  const members = await recipientsSql(deps, performerId, input);
  const [row] = await deps.db.all<{ n: number }>(sql`select count(*) as n from (${members})`);
  return { recipients: Number(row?.n ?? 0) };
}

/* ---- Sending ---- */

/**
 * Queues the jobs for these fans, JOBS_PER_SEND at a time, and answers how many fans were queued:
 * all of them, or those of the sends made before the queue refused one (logged).
 */
async function enqueue(deps: Deps, kind: MassJob["kind"], massId: string, recipientIds: string[]) {
  const jobs = slices(recipientIds, RECIPIENTS_PER_JOB).map((ids) => ({
    body: { kind, massId, recipientIds: ids } satisfies MassJob,
  }));
  let queued = 0;
  for (const group of slices(jobs, JOBS_PER_SEND)) {
    try {
      await deps.env.MASS_QUEUE.sendBatch(group);
    } catch (err) {
      console.error("mass message: the queue refused a send", massId, kind, err);
      return queued;
    }
    for (const job of group) queued += job.body.recipientIds.length;
  }
  return queued;
}

/**
 * Stores a mass message and queues its recipients (answered 202: delivery follows). A price needs
 * a verified creator; the file comes from the creator's vault.
 */
export async function sendMassMessage(deps: Deps, performerId: string, input: MassMessageInput) {
  const text = chatText(input.text);
  const price = toCents(input.price ?? 0);
  if (price > 0) await assertVerifiedCreator(deps, performerId, "sell");
  const [file] = input.vaultFileIds?.length
    ? await vaultFilesToAttach(deps, performerId, input.vaultFileIds, ["photo", "video"])
    : [];
  // What the send lacks is said at once: no message and no audience, both, not one per try.
  const missing = new Map<string, string>();
  if (!text && !file) missing.set("text", "Write a message or attach a file.");
  if (chosenAudience(input).length === 0) missing.set("listIds", NO_AUDIENCE);
  if (missing.size > 0) throw fieldError(Object.fromEntries(missing));
  const members = await recipientsSql(deps, performerId, input);
  const ids = (await deps.db.all<{ id: string }>(sql`${members} order by u.id`)).map((r) => r.id);
  if (ids.length === 0) throw fieldError({ listIds: "No fan in this audience can receive messages." });
  await consumeRateLimits(
    deps,
    SEND_LIMITS.map((l) => ({ key: `mass:${l.windowMs}:${performerId}`, ...l })),
  );
  const now = deps.clock.now();
  const row: MassRow = {
    id: deps.ids.next(),
    performerId,
    text,
    fileId: file?.id ?? null,
    price,
    audience: JSON.stringify({
      listIds: input.listIds ?? [],
      audience: input.audience ?? [],
      excludeListIds: input.excludeListIds ?? [],
    }),
    recipients: ids.length,
    status: "active",
    delivered: 0,
    viewed: 0,
    purchases: 0,
    revenue: 0,
    unsentAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.insert(massMessages).values(row);
  const queued = await enqueue(deps, "deliver", row.id, ids);
  if (queued < ids.length) {
    // The queue refused a send. Nothing queued: the send is taken back as if never made. Part of it
    // (past JOBS_PER_SEND × RECIPIENTS_PER_JOB fans): the fans queued get it, and the send counts
    // only them.
    if (queued === 0) await deps.db.delete(massMessages).where(eq(massMessages.id, row.id));
    else {
      await deps.db
        .update(massMessages)
        .set({ recipients: queued, updatedAt: deps.clock.now() })
        .where(eq(massMessages.id, row.id));
    }
    throw new AppError("queue_unavailable", {
      message:
        queued === 0
          ? "Your message could not be queued just now, so nobody got it. Please try again in a moment."
          : `Your message is on its way to ${queued} of the ${ids.length} fans only: the rest could not be queued just now.`,
    });
  }
  return { _id: row.id, recipients: ids.length };
}

/* ---- Delivering (the queue consumer) ---- */

async function findMass(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(massMessages).where(eq(massMessages.id, id)).limit(1);
  return row;
}

/** Of these fans, the ones blocked either way with the creator now (a block after the send counts). */
async function blockedNow(deps: Deps, performerId: string, ids: readonly string[]) {
  const rows = await deps.d1
    .prepare(
      `select user_id as id from user_blocks where performer_id = ?1 and user_id in (select value from json_each(?2))
       union select performer_id from user_blocks where user_id = ?1 and performer_id in (select value from json_each(?2))`,
    )
    .bind(performerId, JSON.stringify(ids))
    .all<{ id: string }>();
  return new Set(rows.results.map((r) => r.id));
}

/** One fan's copy in a job: who, the message id this run gives it, and its conversation's key. */
type Copy = { fan: string; message: string; key: string; conversation: string };

/**
 * A job's copies as one D1 batch (one transaction) of eight statements, whatever the number of
 * fans: each statement works on every fan of the job at once through one JSON parameter
 * (`json_each`), with the conversations opened where none exists and looked up by their member key
 * (the unique index) in the same statements. In order: the conversations, their fan and creator
 * members, the delivery rows (nothing where one exists), then only for fans whose delivery row
 * carries this run's message id: the message, the conversation's recency and the fan's unread count.
 */
function copyStatements(deps: Deps, mass: MassRow, copies: Copy[], type: MessageRow["type"]) {
  const now = deps.clock.now();
  const job = JSON.stringify(copies);
  // Every statement walks the job's list (json_each) and looks each fan up by an index: `cross
  // join` keeps the list the outer loop where SQLite would otherwise walk all of a send's
  // deliveries per job (10,000 × 500 at 10,000 recipients).
  const each = sql`json_each(${job}) j`;
  const field = (name: keyof Copy) => sql.raw(`json_extract(j.value, '$.${name}')`);
  // The job's copies with their conversation (open by then): fan, message id, conversation id.
  const withConversation = sql`select ${field("fan")} as fan, ${field("message")} as message, c.id as conversation
    from ${each} cross join conversations c on c.member_key = ${field("key")}`;
  // This run's new copies: fans whose delivery row carries this run's message id and whose message is written.
  const written = sql`select m.conversation_id as conversation, d.recipient_id as fan
    from ${each} cross join messages m on m.id = ${field("message")}
    cross join mass_message_deliveries d on d.mass_id = ${mass.id} and d.recipient_id = ${field("fan")}`;
  return [
    sql`insert into conversations (id, type, member_key, performer_id, created_at, updated_at)
        select ${field("conversation")}, 'private', ${field("key")}, ${mass.performerId}, ${now}, ${now}
        from ${each} where 1 on conflict (member_key) do nothing`,
    sql`insert into conversation_members (conversation_id, user_id, unread, created_at)
        select w.conversation, w.fan, 0, ${now} from (${withConversation}) w where 1 on conflict do nothing`,
    sql`insert into conversation_members (conversation_id, user_id, unread, created_at)
        select w.conversation, ${mass.performerId}, 0, ${now} from (${withConversation}) w
        where 1 on conflict do nothing`,
    sql`insert into mass_message_deliveries (mass_id, recipient_id, conversation_id, message_id, created_at)
        select ${mass.id}, w.fan, w.conversation, w.message, ${now} from (${withConversation}) w
        where 1 on conflict do nothing`,
    sql`insert into messages (id, conversation_id, sender_id, type, text, file_id, price, is_deleted, created_at, updated_at)
        select d.message_id, d.conversation_id, ${mass.performerId}, ${type}, ${mass.text}, ${mass.fileId},
          ${mass.price}, 0, ${now}, ${now}
        from ${each} cross join mass_message_deliveries d
          on d.mass_id = ${mass.id} and d.recipient_id = ${field("fan")} and d.message_id = ${field("message")}`,
    sql`update conversations set last_sender_id = ${mass.performerId},
          last_message_at = ${now}, updated_at = ${now}
        where id in (select conversation from (${written}))`,
    sql`update conversation_members set unread = unread + 1
        where (conversation_id, user_id) in (select conversation, fan from (${written}))`,
    // The send's kept figure (figures.ts): the copies this run wrote.
    sql`update mass_messages set delivered = delivered + (select count(*) from (${written}))
        where id = ${mass.id}`,
  ].map((query) => statement(deps.d1, query));
}

async function messageType(deps: Deps, mass: MassRow): Promise<MessageRow["type"]> {
  if (!mass.fileId) return "text";
  const [file] = await deps.db
    .select({ mimeType: files.mimeType })
    .from(files)
    .where(eq(files.id, mass.fileId))
    .limit(1);
  if (!file) return "text";
  return file.mimeType.startsWith("video/") ? "video" : "photo";
}

/**
 * Delivers a send to a batch of fans. Idempotent: fans who have their copy are skipped, and a copy
 * is written only with its delivery row, so a retry after a failure halfway (or a second delivery of
 * the same queue message) never sends twice. Fans blocked either way by now get nothing. Recipients
 * hear it live in their open conversation and on their user room.
 */
export async function deliverMassBatch(deps: Deps, massId: string, recipientIds: readonly string[]) {
  const mass = await findMass(deps, massId);
  if (!mass || mass.status === "unsent") return { written: 0 };
  const have = await deps.db
    .select({ id: massMessageDeliveries.recipientId })
    .from(massMessageDeliveries)
    .where(
      and(eq(massMessageDeliveries.massId, massId), inJson(massMessageDeliveries.recipientId, recipientIds)),
    );
  const skip = new Set(have.map((r) => r.id));
  for (const id of await blockedNow(deps, mass.performerId, recipientIds)) skip.add(id);
  const pending = recipientIds.filter((id) => !skip.has(id));
  if (pending.length === 0) return { written: 0 };
  const type = await messageType(deps, mass);
  const copies: Copy[] = pending.map((fan) => ({
    fan,
    message: deps.ids.next(),
    key: privateKey(mass.performerId, fan),
    conversation: deps.ids.next(),
  }));
  await deps.d1.batch(copyStatements(deps, mass, copies, type));
  const rows = await deps.db
    .select()
    .from(messages)
    .where(
      inJson(
        messages.id,
        copies.map((c) => c.message),
      ),
    );
  // Unsent while this batch was being written: take back what it just wrote.
  const now = await findMass(deps, massId);
  if (now?.status === "unsent") {
    await unsendBatch(deps, massId, pending);
    return { written: 0 };
  }
  announce(deps, mass, rows, new Map(copies.map((c) => [c.message, c.fan])));
  return { written: rows.length };
}

/**
 * The new copies, live, to the fans online now only (`onlineAmong`): their open thread (the
 * conversation room, which also serves the creator's view of that thread) and their user room
 * (`messages/new`, unread total). A fan who is offline wakes no room: the copy, the conversation's
 * order and the unread count are in D1, where their next page load reads them. So the rooms a
 * send wakes grow with the fans online, not with the recipients.
 */
function announce(deps: Deps, mass: MassRow, rows: MessageRow[], fanOf: ReadonlyMap<string, string>) {
  if (rows.length === 0) return;
  deps.waitUntil(
    (async () => {
      const online = await onlineAmong(
        deps,
        rows.map((r) => fanOf.get(r.id) ?? ""),
      );
      const live = rows.filter((r) => online.has(fanOf.get(r.id) ?? ""));
      // A few fans at a time: hundreds of room wake-ups at once crowd out the consumer's own writes.
      for (const chunk of slices(live, LIVE_AT_ONCE)) await pushLive(deps, mass, chunk, fanOf);
    })(),
  );
}

async function pushLive(deps: Deps, mass: MassRow, rows: MessageRow[], fanOf: ReadonlyMap<string, string>) {
  // Fresh copies: nobody bought any yet, so one locked view (any reader but the creator) fits all.
  const [asFan, asCreator] = await Promise.all([
    presentMessages(deps, { id: "", isAdmin: false }, rows),
    presentMessages(deps, { id: mass.performerId, isAdmin: false }, rows),
  ]);
  const [sender] = asCreator;
  const from = sender?.sender?.name || sender?.sender?.username || "";
  await Promise.all(
    rows.map(async (row, i) => {
      const deliveries: Delivery[] = [
        { frame: { event: "message/created", data: { message: asCreator[i] } }, only: [mass.performerId] },
        { frame: { event: "message/created", data: { message: asFan[i] } }, except: [mass.performerId] },
      ];
      await deps.realtime.toConversation(row.conversationId, deliveries);
      const fanId = fanOf.get(row.id)!;
      await deps.realtime.notifyUser(fanId, {
        event: "messages/new",
        data: { conversationId: row.conversationId, messageId: row.id, from },
      });
      pushUnreadTotal(deps, fanId);
    }),
  );
}

/* ---- Unsending ---- */

/**
 * Takes a send back (`DELETE /messages/mass/{id}`): no more copies go out, and the queue removes
 * every copy nobody bought (a buyer keeps theirs). Answers at once; removal follows.
 */
export async function unsendMassMessage(deps: Deps, performerId: string, id: string) {
  const mass = await ownMass(deps, performerId, id);
  if (mass.status !== "unsent") {
    const now = deps.clock.now();
    await deps.db
      .update(massMessages)
      .set({ status: "unsent", unsentAt: now, updatedAt: now })
      .where(eq(massMessages.id, id));
    const ids = await deps.db
      .select({ id: massMessageDeliveries.recipientId })
      .from(massMessageDeliveries)
      .where(eq(massMessageDeliveries.massId, id))
      .orderBy(massMessageDeliveries.recipientId);
    const fans = ids.map((r) => r.id);
    if ((await enqueue(deps, "unsend", id, fans)) < fans.length) {
      // The removal could not be queued (wholly): the send is as it was, so that unsending again
      // queues it all (removing a copy twice removes it once).
      await deps.db
        .update(massMessages)
        .set({ status: mass.status, unsentAt: mass.unsentAt, updatedAt: deps.clock.now() })
        .where(and(eq(massMessages.id, id), eq(massMessages.unsentAt, now)));
      throw new AppError("queue_unavailable", {
        message: "Your message could not be taken back just now. Please try again in a moment.",
      });
    }
  }
  return getMassMessage(deps, performerId, id);
}

/**
 * Removes these fans' copies of a send, except the ones bought: each leaves the conversation,
 * the fan's unread count (if not read yet) and the list's order; open threads are told. Idempotent.
 */
export async function unsendBatch(deps: Deps, massId: string, recipientIds: readonly string[]) {
  const rows = await deps.db
    .select({ message: messages, fanId: massMessageDeliveries.recipientId })
    .from(massMessageDeliveries)
    .innerJoin(messages, eq(messages.id, massMessageDeliveries.messageId))
    .where(
      and(
        eq(massMessageDeliveries.massId, massId),
        inJson(massMessageDeliveries.recipientId, recipientIds),
        sql`not exists (select 1 from purchases p where p.item_type = 'message' and p.item_id = ${messages.id})`,
      ),
    );
  if (rows.length === 0) return { removed: 0 };
  for (const chunk of slices(rows, RECIPIENTS_PER_WRITE)) {
    const statements: D1PreparedStatement[] = [];
    for (const { message, fanId } of chunk) {
      statements.push(
        statement(
          deps.d1,
          sql`update conversation_members set unread = max(unread - 1, 0)
          where conversation_id = ${message.conversationId} and user_id = ${fanId}
            and exists (select 1 from messages where id = ${message.id})
            and (last_read_at is null or last_read_at < ${message.createdAt})`,
        ),
        // Deleted only while unbought: a purchase racing the unsend keeps its copy.
        statement(
          deps.d1,
          sql`delete from messages where id = ${message.id}
          and not exists (select 1 from purchases p where p.item_type = 'message' and p.item_id = ${message.id})`,
        ),
        statement(
          deps.d1,
          sql`update conversations set
          last_sender_id = (select m.sender_id from messages m where m.conversation_id = conversations.id
            order by m.created_at desc, m.id desc limit 1),
          last_message_at = (select m.created_at from messages m where m.conversation_id = conversations.id
            order by m.created_at desc, m.id desc limit 1)
          where id = ${message.conversationId}`,
        ),
      );
    }
    await deps.d1.batch(statements);
  }
  await recountDelivered(deps, massId);
  const gone = new Set(
    (
      await deps.db
        .select({ id: messages.id })
        .from(messages)
        .where(
          inJson(
            messages.id,
            rows.map((r) => r.message.id),
          ),
        )
    ).map((r) => r.id),
  );
  const removed = rows.filter((r) => !gone.has(r.message.id));
  // Live only to fans online now, as announce() does: an offline fan's next load reads D1.
  deps.waitUntil(
    (async () => {
      const online = await onlineAmong(
        deps,
        removed.map((r) => r.fanId),
      );
      await Promise.all(
        removed
          .filter((r) => online.has(r.fanId))
          .map(async ({ message, fanId }) => {
            const frame = {
              event: "message/deleted" as const,
              data: { _id: message.id, conversationId: message.conversationId, removed: true, text: "" },
            };
            await deps.realtime.toConversation(message.conversationId, [{ frame }]);
            pushUnreadTotal(deps, fanId);
          }),
      );
    })(),
  );
  return { removed: removed.length };
}

/* ---- Reading the creator's sends ---- */

async function ownMass(deps: Deps, performerId: string, id: string) {
  const mass = await findMass(deps, id);
  if (!mass || mass.performerId !== performerId) throw new AppError("mass_message_not_found");
  return mass;
}

/** The sends as the API shows them; `mimeTypes` holds the content type of each attached file that exists. */
async function present(deps: Deps, rows: MassRow[], mimeTypes: Map<string, string>) {
  const urls = await fileUrls(
    deps,
    rows.map((r) => r.fileId),
  );
  return rows.map((mass) => {
    const mimeType = mass.fileId ? mimeTypes.get(mass.fileId) : undefined;
    return {
      _id: mass.id,
      text: mass.text,
      price: toTokens(mass.price),
      file:
        mass.fileId && mimeType
          ? {
              _id: mass.fileId,
              kind: mimeType.startsWith("video/") ? ("video" as const) : ("photo" as const),
              url: urls.get(mass.fileId) ?? null,
            }
          : null,
      audience: JSON.parse(mass.audience) as AudienceInput,
      status: mass.status,
      recipients: mass.recipients,
      delivered: mass.delivered,
      viewed: mass.viewed,
      purchases: mass.purchases,
      revenue: toTokens(mass.revenue),
      createdAt: toIso(mass.createdAt)!,
      unsentAt: toIso(mass.unsentAt),
    };
  });
}

const MASS_COLUMNS = Object.entries(getTableColumns(massMessages));

/**
 * A creator's page of sends, newest first (mass_messages_performer_idx), with the total and each
 * attached file's content type, as ONE statement with the session lookup as its first column while
 * the viewer is not known yet (`readRowsAsViewer`; the creator is `as.id`): one row per send in the
 * page's order; with an empty page, one row of nulls that still carries the total. The figures are
 * kept on each row (messages/mass-figures.ts). Built once per isolate for each way the viewer is
 * named (`as.by`).
 */
const historyStatement = (as: ReadViewer) => {
  const performer = as.id;
  const columns = MASS_COLUMNS.map(([, column]) => sql.raw(`"p"."${column.name}"`));
  return sql`with "p" as (
      select * from ${massMessages} where ${massMessages.performerId} = ${performer}
      order by ${massMessages.createdAt} desc, ${massMessages.id} desc
      limit ${param<number>("limit")} offset ${param<number>("offset")})
    select ${leadingViewerColumn(as)}(select count(*) from ${massMessages} where ${massMessages.performerId} = ${performer}),
      "f"."mime_type", ${sql.join(columns, sql`, `)}
    from (select 1) left join "p" left join ${files} "f" on "f"."id" = "p"."file_id"
    order by "p"."created_at" desc, "p"."id" desc`;
};

/** A page of the creator's sends (the viewer's own), newest first: one statement, one round trip. */
export async function listMassMessages(
  deps: Deps,
  who: ViewerRead,
  paging: { limit: number; offset: number },
) {
  const { rows: raw } = await readRowsAsViewer(
    who,
    ["performer"],
    (as) =>
      compiled(deps.d1, `mass.history:${as.by}`, () => historyStatement(as), {
        limit: paging.limit,
        offset: paging.offset,
        ...as.values,
      }),
    requirePerformer,
  );
  const total = Number(raw[0]?.[0] ?? 0);
  const mimeTypes = new Map<string, string>();
  const rows: MassRow[] = [];
  for (const cells of raw) {
    if (cells[2] === null) continue; // the empty page's row: the total only
    const row = {} as Record<string, unknown>;
    MASS_COLUMNS.forEach(([key, column], i) => {
      const value = cells[i + 2];
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    });
    const mass = row as MassRow;
    if (mass.fileId && cells[1] !== null) mimeTypes.set(mass.fileId, String(cells[1]));
    rows.push(mass);
  }
  return { data: await present(deps, rows, mimeTypes), total };
}

export async function getMassMessage(deps: Deps, performerId: string, id: string) {
  const mass = await ownMass(deps, performerId, id);
  const file = mass.fileId
    ? await deps.db.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, mass.fileId))
    : [];
  const mimeTypes = new Map(mass.fileId && file[0] ? [[mass.fileId, file[0].mimeType]] : []);
  const [view] = await present(deps, [mass], mimeTypes);
  return view;
}
