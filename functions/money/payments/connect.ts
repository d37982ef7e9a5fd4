/**
 * Creators connect a Stripe account for payouts (Stripe Connect Express): `POST /stripe/accounts`
 * makes the account once and answers an onboarding link; `account.updated` webhooks keep its
 * state here.
 */
import { eq } from "drizzle-orm";
import { stripeAccounts } from "../../../drizzle/schema/payments";
import { requirePerformer, type Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import type { ConnectAccountStatus } from "../../lib/payments";
import { returnUrl } from "./return-url";
import type { ConnectAccountDto } from "./schemas";
import { eventStatement } from "./top-up";

export async function findConnectAccount(deps: Deps, performerId: string) {
  const [row] = await deps.db
    .select()
    .from(stripeAccounts)
    .where(eq(stripeAccounts.performerId, performerId))
    .limit(1);
  return row ?? null;
}

const present = (
  row: typeof stripeAccounts.$inferSelect | null,
  onboardingUrl: string | null,
): ConnectAccountDto => ({
  accountId: row?.stripeAccountId ?? null,
  chargesEnabled: row?.chargesEnabled ?? false,
  payoutsEnabled: row?.payoutsEnabled ?? false,
  detailsSubmitted: row?.detailsSubmitted ?? false,
  onboardingUrl,
});

/** `GET /stripe/accounts`: the creator's connected account, if any. */
export async function getConnectAccount(deps: Deps, viewer: Viewer | null) {
  const me = requirePerformer(viewer);
  return present(await findConnectAccount(deps, me.id), null);
}

/** `POST /stripe/accounts`: the creator's account (made once) and a fresh onboarding link. */
export async function connectStripeAccount(
  deps: Deps,
  viewer: Viewer | null,
  input: { returnPath?: string },
  requestUrl: string,
) {
  const me = requirePerformer(viewer);
  let row = await findConnectAccount(deps, me.id);
  if (!row) {
    const accountId = await deps.payments.createConnectAccount({ email: me.email, performerId: me.id });
    const now = deps.clock.now();
    await deps.db
      .insert(stripeAccounts)
      .values({ performerId: me.id, stripeAccountId: accountId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    row = await findConnectAccount(deps, me.id);
  }
  const path = input.returnPath ?? "/creator/payouts";
  const onboardingUrl = await deps.payments.connectOnboardingUrl({
    accountId: row!.stripeAccountId,
    refreshUrl: returnUrl(deps, requestUrl, path, { stripe: "refresh" }),
    returnUrl: returnUrl(deps, requestUrl, path, { stripe: "connected" }),
  });
  return present(row, onboardingUrl);
}

/**
 * The creator's account as Stripe reports it now, for the page they come back to from onboarding:
 * the `account.updated` webhook may not have arrived yet, and the creator should see the result.
 */
export async function refreshConnectAccount(deps: Deps, viewer: Viewer | null) {
  const me = requirePerformer(viewer);
  const row = await findConnectAccount(deps, me.id);
  if (!row) return present(null, null);
  if (!row.payoutsEnabled) {
    await connectAccountUpdated(
      deps,
      row.stripeAccountId,
      await deps.payments.connectAccountStatus(row.stripeAccountId),
    );
  }
  return present(await findConnectAccount(deps, me.id), null);
}

/**
 * Webhook `account.updated` (with its event, recorded in the same batch) or the return from
 * onboarding: the account's state as Stripe reports it.
 */
export async function connectAccountUpdated(
  deps: Deps,
  accountId: string,
  status: ConnectAccountStatus,
  event?: { id: string; type: string },
) {
  const update = deps.db
    .update(stripeAccounts)
    .set({ ...status, updatedAt: deps.clock.now() })
    .where(eq(stripeAccounts.stripeAccountId, accountId));
  if (event) await deps.db.batch([eventStatement(deps, event), update]);
  else await update;
}
