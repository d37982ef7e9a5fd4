/**
 * The one way the site shows money. Token amounts (prices, balances, tips, earnings, payouts) read
 * as tokens: the token symbol and two decimals, `◎12.50`. What a card is charged reads in dollars,
 * `$12.50`. Where a screen says what a token is worth (the wallet's amount field, the visitor's
 * footer, a creator's prices and payouts), it says `TOKEN_RATE`. Form fields take the plain number (`tokenInput`). The server's messages say
 * "12.50 tokens" in words (`formatTokens`, functions/lib/money.ts).
 */

/** The symbol of a token amount. */
export const TOKEN_SYMBOL = "◎";

/** What one token costs, in the same words wherever a screen says it. */
export const TOKEN_RATE = "1 token = 1 USD";

const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `symbol` and the amount with two decimals, a minus sign in front when it is negative. */
const withSymbol = (symbol: string, amount: number) =>
  `${amount < 0 ? "−" : ""}${symbol}${twoDecimals.format(Math.abs(amount))}`;

/** A token amount as people read it: `◎12.50`, `◎1,250.00`, `−◎4.99`. */
export const tokenAmount = (amount: number) => withSymbol(TOKEN_SYMBOL, amount);

/** A change to a token balance, signed either way: `+◎5.00`, `−◎2.00`. */
export const tokenChange = (amount: number) => `${amount >= 0 ? "+" : ""}${tokenAmount(amount)}`;

/** A token amount in words, for screen readers and sentences: `12.50 tokens`. */
export const tokensInWords = (amount: number) => `${twoDecimals.format(amount)} tokens`;

/** What a card is charged, in dollars: `$12.50`. */
export const dollarAmount = (amount: number) => withSymbol("$", amount);

/** A price as the way it is paid reads it: in dollars by card, else in tokens. */
export const priceAmount = (amount: number, byCard: boolean) =>
  byCard ? dollarAmount(amount) : tokenAmount(amount);

const percentFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });

/** A share given in basis points, as people read it: `80%`, `82.5%`. */
export const sharePercent = (basisPoints: number) => percentFormat.format(basisPoints / 10_000);

/** A token amount as a form field's value: `12.50` (no symbol, no grouping). */
export const tokenInput = (amount: number) => amount.toFixed(2);
