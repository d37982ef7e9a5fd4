/**
 * A mass message's figures (delivered, viewed, purchases, revenue) are kept on its row, each
 * changed by a statement in the batch of the thing it counts, so the history reads 20 rows
 * whatever the sends' sizes (it walked every copy of every send on the page before: issue 22 §4).
 * The rule for each, in one place:
 * - delivered: copies that exist. The queue's copy batch adds the copies it wrote; taking a send
 *   back recounts it (a bought copy stays); a creator deleting copies in a conversation takes
 *   them off, in the delete's batch.
 * - viewed: copies their fan has read (read at or after the copy was written). Opening the
 *   conversation counts the copies written since the fan last read it.
 * - purchases, revenue: the copies bought and their price (cents), in the charge's batch; a
 *   refund takes them back in its batch.
 */
import { eq, sql } from "drizzle-orm";
import { massMessages } from "../../../drizzle/schema/mass";
import type { Deps } from "../../lib/deps";

type Db = Pick<Deps, "db">;

/** The copies of `massId` that exist now, counted again (after a send is taken back). */
export const recountDelivered = ({ db }: Db, massId: string) =>
  db
    .update(massMessages)
    .set({
      delivered: sql`(select count(*) from mass_message_deliveries d
        join messages m on m.id = d.message_id where d.mass_id = ${massId})`,
    })
    .where(eq(massMessages.id, massId));

/**
 * Before a fan's \`last_read_at\` in a conversation moves to \`now\`: every send with a copy in it
 * written after their previous read (or never read) and not after \`now\` is viewed once more.
 */
export const viewedOnRead = ({ db }: Db, conversationId: string, userId: string, now: number) =>
  db
    .update(massMessages)
    .set({ viewed: sql`${massMessages.viewed} + 1` })
    .where(
      sql`${massMessages.id} in (select d.mass_id from mass_message_deliveries d
        where d.conversation_id = ${conversationId} and d.recipient_id = ${userId} and d.created_at <= ${now}
          and d.created_at > coalesce((select cm.last_read_at from conversation_members cm
            where cm.conversation_id = ${conversationId} and cm.user_id = ${userId}), -1))`,
    );

/** A copy of a send bought (\`sign\` 1) or its purchase refunded (-1), for \`price\` cents. */
export const purchaseOfCopy = ({ db }: Db, messageId: string, price: number, sign: 1 | -1) =>
  db
    .update(massMessages)
    .set({
      purchases: sql`${massMessages.purchases} + ${sign}`,
      revenue: sql`${massMessages.revenue} + ${sign * price}`,
    })
    .where(
      sql`${massMessages.id} = (select mass_id from mass_message_deliveries where message_id = ${messageId})`,
    );

/**
 * Before these messages are deleted (in the same batch): the ones that are copies of a send and
 * still exist are taken off its \`delivered\`.
 */
export const copiesRemoved = ({ db }: Db, messageIds: readonly string[]) => {
  const ids = sql`(select value from json_each(${JSON.stringify(messageIds)}))`;
  return db
    .update(massMessages)
    .set({
      delivered: sql`${massMessages.delivered} - (select count(*) from mass_message_deliveries d
        join messages m on m.id = d.message_id where d.mass_id = ${massMessages.id} and d.message_id in ${ids})`,
    })
    .where(
      sql`${massMessages.id} in (select mass_id from mass_message_deliveries where message_id in ${ids})`,
    );
};
