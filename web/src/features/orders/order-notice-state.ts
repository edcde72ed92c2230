import type { Order } from './types';

/** What Confirm Payment hands to the home page (history state) for its notice. */
export type PlacedOrderState = { placedOrder: Order; chatOpened: boolean };

export function readPlacedOrder(state: unknown): PlacedOrderState | null {
  const value = state as Partial<PlacedOrderState> | null | undefined;
  return value && typeof value.placedOrder?.reference === 'string'
    ? { placedOrder: value.placedOrder, chatOpened: value.chatOpened !== false }
    : null;
}
