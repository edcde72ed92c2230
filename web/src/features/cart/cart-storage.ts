import { STORAGE_KEYS } from '@darsak/common';

/** One course in the cart (SPEC section 3). */
export type CartItem = { id: number; code: string; title: string; price: string };

const isCartItem = (value: unknown): value is CartItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    Number.isFinite(item.id) &&
    typeof item.code === 'string' &&
    typeof item.title === 'string' &&
    typeof item.price === 'string' &&
    Number.isFinite(Number(item.price))
  );
};

/** Keeps only the well-formed entries of a stored value, once per course id. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: CartItem[] = [];
  for (const entry of value) {
    if (!isCartItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    items.push({ id: entry.id, code: entry.code, title: entry.title, price: entry.price });
  }
  return items;
}

/** The stored cart; a corrupt or foreign value, or unavailable storage, reads as empty. */
export function readCart(): CartItem[] {
  try {
    return parseCart(localStorage.getItem(STORAGE_KEYS.cart));
  } catch {
    return [];
  }
}

export function writeCart(items: CartItem[]): void {
  try {
    const json = JSON.stringify(items);
    if (localStorage.getItem(STORAGE_KEYS.cart) !== json) localStorage.setItem(STORAGE_KEYS.cart, json);
  } catch {
    // Storage full or disabled (private browsing): the cart still works for this visit.
  }
}

/** Sum of the item prices, in dollars. */
export const cartTotal = (items: CartItem[]): number => items.reduce((sum, item) => sum + Number(item.price), 0);
