import { inArray, type SQL, sql } from "drizzle-orm";
import { users } from "../../../drizzle/schema/users";
import { slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { fileUrls } from "../../media/upload";
import type { PublicUser } from "./schemas";
import { PUBLIC_CARD_COLUMNS, toPublicUser } from "./service";

export { PublicUserSchema as UserCardSchema } from "./schemas";
export type UserCard = PublicUser;

/** The columns a card is made of (PUBLIC_CARD_COLUMNS), as read. */
export type CardRow = Pick<typeof users.$inferSelect, keyof typeof PUBLIC_CARD_COLUMNS>;

/**
 * Public cards (users/service toPublicUser) of the given users, by id, for follows, comments,
 * blocks, reports and the asset lists (only the columns a card shows are read). Unknown ids are
 * left out.
 */
export async function userCards(deps: Deps, ids: readonly string[]): Promise<Map<string, UserCard>> {
  const unique = [...new Set(ids)];
  const rows = (
    await Promise.all(
      slices(unique).map((part) =>
        deps.db.select(PUBLIC_CARD_COLUMNS).from(users).where(inArray(users.id, part)),
      ),
    )
  ).flat();
  return cardsOf(deps, rows);
}

/**
 * A card's columns of `users` under `alias` in hand-written SQL, named as PUBLIC_CARD_COLUMNS
 * names them, so a list's own query can read its people's cards (then `cardsOf`) in its statement.
 */
export const cardColumnsSql = (alias: string): SQL =>
  sql.join(
    Object.entries(PUBLIC_CARD_COLUMNS).map(
      ([key, column]) =>
        sql`${sql.identifier(alias)}.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );

/** The cards of rows read with PUBLIC_CARD_COLUMNS (or cardColumnsSql), by id. */
export async function cardsOf(deps: Deps, rows: readonly CardRow[]): Promise<Map<string, UserCard>> {
  const urls = await fileUrls(
    deps,
    rows.map((r) => r.avatarFileId),
  );
  const now = deps.clock.now();
  return new Map(
    rows.map((row) => [row.id, toPublicUser(row, row.avatarFileId && urls.get(row.avatarFileId), now)]),
  );
}
