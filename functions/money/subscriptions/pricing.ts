/**
 * The arithmetic of offers, in integer cents with no float rounding (also imported by the pages,
 * which show the same figures before the server charges them).
 */

/** A price with `percent` off, rounded half-up to the cent: a promotion's discounted month. */
export const discounted = (price: number, percent: number) =>
  Math.floor((price * (100 - percent) + 50) / 100);

/** A bundle's price: monthlyPrice × months × (1 − percent/100), rounded half-up to the cent, paid once. */
export const bundlePrice = (monthlyPrice: number, months: number, percent: number) =>
  Math.floor((monthlyPrice * months * (100 - percent) + 50) / 100);
