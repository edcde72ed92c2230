import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimOrders } from '../../repositories/orders.ts';

/**
 * Orders placed signed out belong to the session that placed them (decision 012): the session
 * holds a random order key and the orders its SHA-256, so neither a leaked table nor a guessed
 * reference opens someone's order.
 */
export const orderSessionKey = (orderKey: string) => createHash('sha256').update(orderKey).digest('hex');

/** The session's order key hash; with `create`, a key is made when the session has none. */
export function sessionOrderKey(request: FastifyRequest, create: boolean): string | null {
  let key = request.session.exists ? request.session.data.orderKey : undefined;
  if (!key && create) {
    key = randomBytes(32).toString('base64url');
    request.session.set('orderKey', key);
  }
  return key ? orderSessionKey(key) : null;
}

/**
 * On sign-in: the orders this session placed signed out become the user's, and the session
 * forgets its key (from now on the orders are reached as the user's own).
 */
export async function claimGuestOrders(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<void> {
  const key = sessionOrderKey(request, false);
  if (!key) return;
  const claimed = await claimOrders(app.db, key, userId);
  request.session.unset('orderKey');
  if (claimed > 0) request.log.info({ userId, claimed }, 'guest orders claimed');
}
