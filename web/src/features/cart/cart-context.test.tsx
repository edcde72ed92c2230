import { STORAGE_KEYS } from '@darsak/common';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from './cart-context';
import type { CartItem } from './cart-storage';

const biology: CartItem = { id: 1, code: 'B1100', title: 'Cell Biology', price: '5' };
const algorithms: CartItem = { id: 19, code: 'I1101', title: 'Algorithms and Programming in C', price: '5' };

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const renderCart = () => renderHook(() => useCart(), { wrapper });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as unknown;

describe('cart', () => {
  it('adds courses, ignores one already in the cart, and totals the prices', () => {
    const { result } = renderCart();
    act(() => result.current.add(biology));
    act(() => result.current.add(algorithms));
    act(() => result.current.add({ ...biology, title: 'Cell Biology again' }));
    expect(result.current.items).toEqual([biology, algorithms]);
    expect(result.current.count).toBe(2);
    expect(result.current.total).toBe(10);
    expect(result.current.has(1)).toBe(true);
    expect(result.current.has(2)).toBe(false);
  });

  it('keeps only id, code, title and price of what is added', () => {
    const { result } = renderCart();
    act(() => result.current.add({ ...biology, subject: 'Biology', reviews: [] } as CartItem));
    expect(result.current.items).toEqual([biology]);
  });

  it('removes one course and clears all', () => {
    const { result } = renderCart();
    act(() => {
      result.current.add(biology);
      result.current.add(algorithms);
    });
    act(() => result.current.remove(1));
    expect(result.current.items).toEqual([algorithms]);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(result.current.total).toBe(0);
  });

  it('writes the cart to localStorage under cartItems on every change', () => {
    const { result } = renderCart();
    act(() => result.current.add(biology));
    expect(stored()).toEqual([biology]);
    act(() => result.current.add(algorithms));
    expect(stored()).toEqual([biology, algorithms]);
    act(() => result.current.remove(1));
    expect(stored()).toEqual([algorithms]);
    act(() => result.current.clear());
    expect(stored()).toEqual([]);
  });

  it('restores the stored cart after a reload', () => {
    const first = renderCart();
    act(() => first.result.current.add(algorithms));
    first.unmount();
    const { result } = renderCart();
    expect(result.current.items).toEqual([algorithms]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"id":1}'],
    ['a string', '"cart"'],
    ['null', 'null'],
  ])('starts empty when the stored value is %s, without crashing', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.cart, raw);
    const { result } = renderCart();
    expect(result.current.items).toEqual([]);
    act(() => result.current.add(biology));
    expect(stored()).toEqual([biology]);
  });

  it('drops malformed and repeated entries of a stored list', () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([biology, { id: '2', title: 'x' }, 42, null, { ...biology, title: 'dup' }, { ...algorithms, price: 'free' }]),
    );
    const { result } = renderCart();
    expect(result.current.items).toEqual([biology]);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderCart();
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([algorithms]));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    });
    expect(result.current.items).toEqual([algorithms]);
  });
});
