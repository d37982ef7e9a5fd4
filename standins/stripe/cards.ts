/**
 * Stripe's test cards the platform's tests and pages use, by number (typed on the hosted pages)
 * and by test token (`pm_card_visa`, attached through the API). Their behaviour follows Stripe's
 * testing documentation.
 */

export type CardBehaviour =
  /** Every payment succeeds. */
  | "succeed"
  /** Every payment and every attempt to save it is declined. */
  | "decline"
  /** Saving it works; payments with it are declined (Stripe's 4000000000000341). */
  | "decline_after_attach"
  /** Every on-session payment asks for 3-D Secure; off-session ones fail with authentication_required. */
  | "authenticate";

export interface TestCard {
  number: string;
  token: string;
  label: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", token: "visa", label: "Visa, succeeds", behaviour: "succeed" },
  { number: "4000000000000002", token: "chargeDeclined", label: "Declined", behaviour: "decline" },
  {
    number: "4000000000000341",
    token: "chargeCustomerFail",
    label: "Saves, then payments are declined",
    behaviour: "decline_after_attach",
  },
  {
    number: "4000002760003184",
    token: "authenticationRequired",
    label: "3-D Secure on every payment",
    behaviour: "authenticate",
  },
];

const byNumber = new Map(TEST_CARDS.map((c) => [c.number, c]));
const byToken = new Map(TEST_CARDS.map((c) => [`pm_card_${c.token}`, c]));

export const cardByNumber = (number: string) => byNumber.get(number.replace(/[\s-]/g, ""));

/** `pm_card_visa` style test tokens. */
export const cardByToken = (token: string) => byToken.get(token);

export const isTestToken = (value: string) => value.startsWith("pm_card_");

export const last4 = (card: TestCard) => card.number.slice(-4);
