import { and, count, eq, ne } from "drizzle-orm";
import { addresses, type DeliveryAddress } from "../../../drizzle/schema/orders";
import { AppError } from "../../errors";
import { requireUser, type Viewer } from "../../identity/accounts/viewer";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { AddressDto, AddressQueryInput, CreateAddressInput, UpdateAddressInput } from "./schemas";

export type AddressRow = typeof addresses.$inferSelect;

/** How many addresses one account may keep. */
const MAX_ADDRESSES = 20;

const notFound = () => new AppError("not_found", { message: "Address not found." });

function toAddress(row: AddressRow): AddressDto {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    streetAddress: row.streetAddress,
    zipCode: row.zipCode,
    description: row.description,
    isDefault: row.isDefault,
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

/** The address as an order keeps it (a copy: editing the address later does not move a parcel). */
export const deliveryAddressOf = (row: AddressRow): DeliveryAddress => ({
  addressId: row.id,
  name: row.name,
  phone: row.phone,
  country: row.country,
  state: row.state,
  city: row.city,
  streetAddress: row.streetAddress,
  zipCode: row.zipCode,
  description: row.description,
});

/** One of the user's own addresses; anyone else's is "not found". */
export async function findOwnAddress(deps: Deps, userId: string, id: string): Promise<AddressRow> {
  const [row] = await deps.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Only one default address: making one the default clears the others (same batch). */
const clearOtherDefaults = (deps: Deps, userId: string, keepId: string) =>
  deps.db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId)));

export async function createAddress(deps: Deps, viewer: Viewer | null, input: CreateAddressInput) {
  const user = requireUser(viewer);
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.userId, user.id));
  if (total >= MAX_ADDRESSES) {
    throw new AppError("validation_failed", {
      details: { address: `You can keep at most ${MAX_ADDRESSES} addresses; delete one first.` },
    });
  }
  const id = deps.ids.next();
  const now = deps.clock.now();
  const isDefault = input.isDefault || total === 0;
  const insert = deps.db
    .insert(addresses)
    .values({ id, userId: user.id, ...input, isDefault, createdAt: now, updatedAt: now });
  if (isDefault) await deps.db.batch([insert, clearOtherDefaults(deps, user.id, id)]);
  else await insert;
  return toAddress(await findOwnAddress(deps, user.id, id));
}

export async function updateAddress(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: UpdateAddressInput,
) {
  const user = requireUser(viewer);
  await findOwnAddress(deps, user.id, id);
  const update = deps.db
    .update(addresses)
    .set({ ...input, updatedAt: deps.clock.now() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, user.id)));
  if (input.isDefault) await deps.db.batch([update, clearOtherDefaults(deps, user.id, id)]);
  else await update;
  return toAddress(await findOwnAddress(deps, user.id, id));
}

/** Orders keep their own copy of the address, so deleting one changes no order. */
export async function deleteAddress(deps: Deps, viewer: Viewer | null, id: string) {
  const user = requireUser(viewer);
  await findOwnAddress(deps, user.id, id);
  await deps.db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, user.id)));
  return { deleted: true as const };
}

const ADDRESS_SORT_COLUMNS = sortColumns({ createdAt: addresses.createdAt, name: addresses.name });

export async function searchAddresses(deps: Deps, viewer: Viewer | null, query: AddressQueryInput) {
  const user = requireUser(viewer);
  const where = and(
    eq(addresses.userId, user.id),
    query.q ? containsText([addresses.name, addresses.city, addresses.streetAddress], query.q) : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: addresses,
    where,
    orderBy: orderFor(query, ADDRESS_SORT_COLUMNS, "createdAt", addresses.id),
    paging: query,
  });
  return { data: rows.map(toAddress), total };
}
