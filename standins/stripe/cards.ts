/**
 * Stripe's test cards, by number (typed on the hosted pages) and by test token (`pm_card_visa`,
 * `tok_visa`, passed to the API). Their behaviour follows Stripe's testing documentation.
 */

export type CardBehaviour =
  /** Every payment succeeds. */
  | "succeed"
  /** Every payment and every attempt to save it is declined. */
  | "decline"
  /** Saving it works; payments with it are declined (Stripe's 4000000000000341). */
  | "decline_after_attach"
  /** Every on-session payment asks for 3-D Secure; off-session ones fail with authentication_required. */
  | "authenticate"
  /** Asks for 3-D Secure until it was set up for off-session use (Stripe's 4000002500003155). */
  | "authenticate_unless_set_up";

export interface TestCard {
  number: string;
  token: string;
  label: string;
  brand: "visa" | "mastercard" | "amex";
  behaviour: CardBehaviour;
  declineCode?: "generic_decline" | "insufficient_funds";
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", token: "visa", label: "Visa, succeeds", brand: "visa", behaviour: "succeed" },
  {
    number: "5555555555554444",
    token: "mastercard",
    label: "Mastercard, succeeds",
    brand: "mastercard",
    behaviour: "succeed",
  },
  {
    number: "378282246310005",
    token: "amex",
    label: "American Express, succeeds",
    brand: "amex",
    behaviour: "succeed",
  },
  {
    number: "4000000000000002",
    token: "chargeDeclined",
    label: "Declined",
    brand: "visa",
    behaviour: "decline",
    declineCode: "generic_decline",
  },
  {
    number: "4000000000009995",
    token: "chargeDeclinedInsufficientFunds",
    label: "Declined, insufficient funds",
    brand: "visa",
    behaviour: "decline",
    declineCode: "insufficient_funds",
  },
  {
    number: "4000000000000341",
    token: "chargeCustomerFail",
    label: "Saves, then payments are declined",
    brand: "visa",
    behaviour: "decline_after_attach",
    declineCode: "generic_decline",
  },
  {
    number: "4000002500003155",
    token: "authenticationRequiredOnSetup",
    label: "3-D Secure, unless saved for later",
    brand: "visa",
    behaviour: "authenticate_unless_set_up",
  },
  {
    number: "4000002760003184",
    token: "authenticationRequired",
    label: "3-D Secure on every payment",
    brand: "visa",
    behaviour: "authenticate",
  },
];

const byNumber = new Map(TEST_CARDS.map((c) => [c.number, c]));
const byToken = new Map(
  TEST_CARDS.flatMap((c) => [
    [`pm_card_${c.token}`, c],
    [`tok_${c.token}`, c],
  ]),
);

export const cardByNumber = (number: string) => byNumber.get(number.replace(/[\s-]/g, ""));

/** `pm_card_visa` or `tok_visa` style test tokens. */
export const cardByToken = (token: string) => byToken.get(token);

export const isTestToken = (value: string) => value.startsWith("pm_card_") || value.startsWith("tok_");

export const last4 = (card: TestCard) => card.number.slice(-4);
