/** Saved cards live at Stripe, on the user's customer; nothing about a card is stored here. */
import { AppError } from "../../errors";
import { requireUser, type Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import type { SavedCard } from "../../lib/payments";
import { customerIdFor, existingCustomerId } from "./customers";
import { returnUrl } from "./return-url";
import type { AddCardInput } from "./schemas";

const present = (card: SavedCard) => ({
  _id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
});

/** `GET /payment-cards`: the viewer's saved cards (none before their first card payment). */
export async function listCards(deps: Deps, viewer: Viewer | null) {
  const user = requireUser(viewer);
  const customerId = await existingCustomerId(deps, user.id);
  const cards = customerId ? await deps.payments.listCards(customerId) : [];
  return { data: cards.map(present), total: cards.length };
}

/**
 * `POST /stripe/cards`: saves a card. With `cardId` (a payment method made by Stripe.js) it is
 * attached at once; without, the answer is a hosted page where the payer enters it.
 */
export async function addCard(deps: Deps, viewer: Viewer | null, input: AddCardInput, requestUrl: string) {
  const user = requireUser(viewer);
  const customerId = await customerIdFor(deps, user);
  if (input.cardId) {
    return { card: present(await deps.payments.attachCard(customerId, input.cardId)), redirectUrl: null };
  }
  const page = await deps.payments.startCardSetup({
    customerId,
    successUrl: returnUrl(deps, requestUrl, input.returnPath, { card: "saved" }),
    cancelUrl: returnUrl(deps, requestUrl, input.returnPath, { card: "cancelled" }),
  });
  return { card: null, redirectUrl: page.url };
}

/** `DELETE /payment-cards/{id}`: only one of the viewer's own cards; anyone else's is "not found". */
export async function deleteCard(deps: Deps, viewer: Viewer | null, cardId: string) {
  const user = requireUser(viewer);
  const customerId = await existingCustomerId(deps, user.id);
  const cards = customerId ? await deps.payments.listCards(customerId) : [];
  if (!cards.some((c) => c.id === cardId)) throw new AppError("not_found", { message: "Card not found." });
  await deps.payments.detachCard(cardId);
  return { deleted: true as const };
}
