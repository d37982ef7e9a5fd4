/**
 * The shopping cart (docs/cart.md): kept in the browser's local storage under a key per user,
 * `cart:<userId>` (a visitor's under `cart:visitor`, moved into their own cart when they log in),
 * so it survives a reload and a new visit on the same browser. Each item keeps what the fan saw
 * when adding it (name, price, creator), so the cart page can say what changed since.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";

export interface CartItem {
  productId: string;
  quantity: number;
  name: string;
  /** Tokens, as shown when the item was added (or its change last accepted). */
  price: number;
  type: "digital" | "physical";
  performerId: string;
  performerName: string;
  performerUsername: string | null;
  imageUrl: string | null;
}

export const VISITOR_KEY = "cart:visitor";
export const cartKey = (userId: string | null) => (userId ? `cart:${userId}` : VISITOR_KEY);
/** Most units of one product (the API's bound). */
export const MAX_UNITS = 100;
const CHANGED = "cart:changed";

const EMPTY: CartItem[] = [];
/** The parsed cart of each key, kept while its stored text is the same (stable snapshots). */
const cache = new Map<string, { raw: string | null; items: CartItem[] }>();

function isItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.productId === "string" &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0 &&
    typeof v.name === "string" &&
    typeof v.price === "number" &&
    typeof v.performerId === "string"
  );
}

export function readCart(key: string): CartItem[] {
  if (typeof window === "undefined") return EMPTY;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.items;
  let items: CartItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    items = Array.isArray(parsed) ? parsed.filter(isItem) : EMPTY;
  } catch {
    items = EMPTY;
  }
  cache.set(key, { raw, items });
  return items;
}

export function writeCart(key: string, items: readonly CartItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart lives as long as the page.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds units of a product (capped by its stock and MAX_UNITS; a digital product is one). */
export function addItem(items: readonly CartItem[], item: CartItem, stock: number | null): CartItem[] {
  const cap = item.type === "digital" ? 1 : Math.min(MAX_UNITS, stock ?? MAX_UNITS);
  const existing = items.find((i) => i.productId === item.productId);
  if (!existing) return [...items, { ...item, quantity: Math.min(cap, item.quantity) }];
  return items.map((i) =>
    i.productId === item.productId
      ? { ...item, price: i.price, quantity: Math.min(cap, i.quantity + item.quantity) }
      : i,
  );
}

/** A visitor's cart joined to the user's at login: quantities add up, within MAX_UNITS. */
function mergeVisitorCart(userId: string) {
  const visitor = readCart(VISITOR_KEY);
  if (visitor.length === 0) return;
  let mine = readCart(cartKey(userId));
  for (const item of visitor) {
    if (item.performerId === userId) continue;
    mine = addItem(mine, item, null);
  }
  window.localStorage.removeItem(VISITOR_KEY);
  writeCart(cartKey(userId), mine);
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Another tab changed the cart.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The cart of this user (null: a visitor), and what changes it. */
export function useCart(userId: string | null) {
  const key = cartKey(userId);
  const items = useSyncExternalStore(
    subscribe,
    () => readCart(key),
    () => EMPTY,
  );
  useEffect(() => {
    if (userId) mergeVisitorCart(userId);
  }, [userId]);
  const update = useCallback(
    (change: (items: readonly CartItem[]) => CartItem[]) => writeCart(key, change(readCart(key))),
    [key],
  );
  return {
    items,
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    add: (item: CartItem, stock: number | null) => update((all) => addItem(all, item, stock)),
    setQuantity: (productId: string, quantity: number) =>
      update((all) => all.map((i) => (i.productId === productId ? { ...i, quantity } : i))),
    /** Takes the prices now as the ones the fan agreed to (after seeing the change). */
    acceptPrices: (prices: ReadonlyMap<string, number>) =>
      update((all) => all.map((i) => ({ ...i, price: prices.get(i.productId) ?? i.price }))),
    remove: (productId: string) => update((all) => all.filter((i) => i.productId !== productId)),
    clear: () => update(() => []),
  };
}
