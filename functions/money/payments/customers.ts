import { eq } from "drizzle-orm";
import { paymentCustomers } from "../../../drizzle/schema/payments";
import type { Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";

/** The user's Stripe customer, made on first use (saved cards, payments). */
export async function customerIdFor(
  deps: Deps,
  user: Pick<Viewer, "id" | "email" | "name">,
): Promise<string> {
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, user.id))
      .limit(1);
    return row?.stripeCustomerId ?? null;
  };
  const known = await find();
  if (known) return known;
  // The provider's idempotency key is the user id, so two first payments racing make one customer.
  const created = await deps.payments.createCustomer({ userId: user.id, email: user.email, name: user.name });
  await deps.db
    .insert(paymentCustomers)
    .values({ userId: user.id, stripeCustomerId: created, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return (await find()) ?? created;
}

/** The user's customer id if they have one (null: no card was ever used). */
export async function existingCustomerId(deps: Deps, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId))
    .limit(1);
  return row?.stripeCustomerId ?? null;
}
