import { STORAGE_KEYS } from '@darsak/common';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { cartTotal, readCart, writeCart, type CartItem } from './cart-storage';

export type CartState = {
  items: CartItem[];
  count: number;
  total: number;
  has: (id: number) => boolean;
  /** Adds a course; ignored when a course with the same id is already in the cart. */
  add: (item: CartItem) => void;
  remove: (id: number) => void;
  clear: () => void;
};

const CartContext = createContext<CartState | null>(null);

/** Cart state, persisted in localStorage (key cartItems) on every change and shared across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(readCart);

  useEffect(() => writeCart(items), [items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === null) setItems(readCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback((item: CartItem) => {
    setItems((current) =>
      current.some((entry) => entry.id === item.id)
        ? current
        : [...current, { id: item.id, code: item.code, title: item.title, price: item.price }],
    );
  }, []);
  const remove = useCallback((id: number) => setItems((current) => current.filter((entry) => entry.id !== id)), []);
  const clear = useCallback(() => setItems([]), []);

  const value = useMemo<CartState>(
    () => ({
      items,
      count: items.length,
      total: cartTotal(items),
      has: (id) => items.some((entry) => entry.id === id),
      add,
      remove,
      clear,
    }),
    [items, add, remove, clear],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
