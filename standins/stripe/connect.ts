/**
 * Connect: creators' Express accounts, their onboarding links and transfers to them.
 *
 * An account starts unable to take charges or receive payouts, with its requirements due; the
 * hosted onboarding page (reached through a one-time account link, as at Stripe) completes it:
 * details submitted, charges and payouts enabled, the transfers capability active, `account.updated`.
 */
import { type Ctx, emit } from "./context";
import type { Account, AccountLink, Transfer } from "./objects";
import { invalidRequest, newId, randomToken, unixNow } from "./protocol";

const DUE = [
  "business_profile.mcc",
  "business_profile.url",
  "external_account",
  "individual.dob.day",
  "individual.first_name",
  "individual.last_name",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

export function createAccount(
  ctx: Ctx,
  input: { email: string | null; metadata: Record<string, string> },
): Account {
  const account: Account = {
    id: `acct_${randomToken(16)}`,
    object: "account",
    business_profile: {
      mcc: null,
      product_description: null,
      minority_owned_business_designation: null,
      name: null,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
    },
    business_type: null,
    capabilities: { transfers: "inactive" },
    charges_enabled: false,
    controller: {
      fees: { payer: "application" },
      is_controller: true,
      losses: { payments: "application" },
      requirement_collection: "stripe",
      stripe_dashboard: { type: "express" },
      type: "application",
    },
    country: "US",
    created: unixNow(),
    default_currency: "usd",
    details_submitted: false,
    email: input.email,
    metadata: input.metadata,
    payouts_enabled: false,
    requirements: {
      alternatives: [],
      current_deadline: null,
      currently_due: [...DUE],
      disabled_reason: "requirements.past_due",
      errors: [],
      eventually_due: [...DUE],
      past_due: [...DUE],
      pending_verification: [],
    },
    type: "express",
  };
  return ctx.store.insert(account);
}

export function createAccountLink(
  ctx: Ctx,
  input: { account: Account; refreshUrl: string; returnUrl: string },
): AccountLink {
  const token = randomToken(32);
  const now = unixNow();
  const link: AccountLink = {
    object: "account_link",
    created: now,
    expires_at: now + 300,
    url: `${ctx.baseUrl}/connect/onboarding/${token}`,
  };
  ctx.store.onboardingLinks.set(token, {
    account: input.account.id,
    refreshUrl: input.refreshUrl,
    returnUrl: input.returnUrl,
    expiresAt: link.expires_at,
    used: false,
  });
  return link;
}

/** What the onboarding page finds behind a link: the account, or where an old link goes instead. */
export function openOnboardingLink(
  ctx: Ctx,
  token: string,
): { account: Account; returnUrl: string } | { refreshUrl: string } | null {
  const link = ctx.store.onboardingLinks.get(token);
  if (!link) return null;
  if (link.used || unixNow() > link.expiresAt) return { refreshUrl: link.refreshUrl };
  return { account: ctx.store.get("account", link.account), returnUrl: link.returnUrl };
}

/** The onboarding page's "Complete onboarding": uses up the link and enables the account. */
export function completeOnboarding(ctx: Ctx, token: string): string | null {
  const opened = openOnboardingLink(ctx, token);
  if (!opened || !("account" in opened)) return null;
  ctx.store.onboardingLinks.get(token)!.used = true;
  const { account } = opened;
  const previous = {
    capabilities: { ...account.capabilities },
    charges_enabled: account.charges_enabled,
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
    requirements: JSON.parse(JSON.stringify(account.requirements)),
  };
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.capabilities = { transfers: "active" };
  account.requirements = {
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
  };
  emit(ctx, "account.updated", account, previous);
  return opened.returnUrl;
}

export function createTransfer(
  ctx: Ctx,
  input: {
    amount: number;
    currency: string;
    destination: Account;
    description: string | null;
    metadata: Record<string, string>;
  },
): Transfer {
  if (input.destination.capabilities?.transfers !== "active") {
    throw invalidRequest(
      "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      { param: "destination", code: "insufficient_capabilities_for_transfer" },
    );
  }
  const transfer: Transfer = {
    id: newId("tr"),
    object: "transfer",
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: newId("txn"),
    created: unixNow(),
    currency: input.currency,
    description: input.description,
    destination: input.destination.id,
    destination_payment: newId("py"),
    livemode: false,
    metadata: input.metadata,
    reversed: false,
    source_transaction: null,
    source_type: "card",
    transfer_group: null,
  };
  ctx.store.insert(transfer);
  emit(ctx, "transfer.created", transfer);
  return transfer;
}
