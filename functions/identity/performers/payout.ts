import { performerPayoutSettings } from "../../../drizzle/schema/performers";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { confirmCurrentPassword } from "../accounts/current-password";
import { queueSecurityNotice } from "../accounts/emails";
import { requireUser, type Viewer } from "../accounts/viewer";
import { toPayoutSettings } from "./present";
import { readPayoutRow, requirePerformerRow } from "./repo";
import type { BankingSettingsInput, PaymentGatewaySettingsInput } from "./schemas";

/** The creator's payout settings, for the payout process; null fields until saved. */
export async function getPayoutSettings(deps: Pick<Deps, "db">, performerId: string) {
  return toPayoutSettings(await readPayoutRow(deps, performerId));
}

/**
 * Where payouts go decides who gets the creator's money, so like the email and the password it
 * needs the current password, not a session alone, and the account's address is told.
 */
async function savePayout(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  confirm: { currentPassword: string; client: string },
  values: Partial<typeof performerPayoutSettings.$inferInsert>,
) {
  const me = requireUser(viewer);
  const row = await requirePerformerRow(deps, ref);
  if (row.user.id !== me.id) throw new AppError("forbidden");
  await confirmCurrentPassword(deps, row.user, confirm.currentPassword, confirm.client);
  const now = deps.clock.now();
  await deps.db
    .insert(performerPayoutSettings)
    .values({ performerId: me.id, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: performerPayoutSettings.performerId, set: { ...values, updatedAt: now } });
  await queueSecurityNotice(deps, row.user, {
    subject: "Your payout details were changed",
    template: "payout-change-notice",
    lead:
      values.preferredMethod === "paypal"
        ? "The PayPal address your payouts go to was changed."
        : "The bank account your payouts go to was changed.",
  });
  return getPayoutSettings(deps, me.id);
}

/** `PUT /performers/{id}/banking-settings`: bank transfer details; the creator themself only. */
export function updateBankingSettings(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  input: BankingSettingsInput,
  client: string,
) {
  return savePayout(
    deps,
    viewer,
    ref,
    { currentPassword: input.currentPassword, client },
    {
      preferredMethod: "banking",
      bankFirstName: input.firstName,
      bankLastName: input.lastName,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      bankRouting: input.bankRouting ?? null,
      bankSwiftCode: input.bankSwiftCode ?? null,
      bankAddress: input.address ?? null,
      bankCity: input.city ?? null,
      bankState: input.state ?? null,
      bankCountry: input.country ?? null,
    },
  );
}

/** `PUT /performers/{id}/payment-gateway-settings`: the PayPal email payouts go to; the creator only. */
export function updatePaymentGatewaySettings(
  deps: Deps,
  viewer: Viewer | null,
  ref: string,
  input: PaymentGatewaySettingsInput,
  client: string,
) {
  return savePayout(
    deps,
    viewer,
    ref,
    { currentPassword: input.currentPassword, client },
    { preferredMethod: "paypal", paypalEmail: input.value.email },
  );
}
