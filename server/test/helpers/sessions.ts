import { vi } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import type { TestServer } from './app.ts';
import type { TestClient } from './client.ts';

/**
 * Sessions (decision 072) in tests: the clock is stopped at a chosen instant (only Date is faked:
 * timers, the database and the sockets run as usual), accounts linked to tutors, bookings made
 * through the API.
 */
export function stopClockAt(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export function releaseClock(): void {
  vi.useRealTimers();
}

/** Makes `user` the account of tutor `tutorId` (role tutor), as grant-tutor does. */
export async function linkTutor(server: TestServer, user: Pick<User, 'id'>, tutorId: number): Promise<void> {
  await server.app.db.updateTable('tutors').set({ user_id: null }).where('user_id', '=', Number(user.id)).execute();
  await server.app.db
    .updateTable('tutors')
    .set({ user_id: Number(user.id) })
    .where('id', '=', tutorId)
    .execute();
  await server.app.db.updateTable('users').set({ role: 'tutor' }).where('id', '=', Number(user.id)).execute();
}

/** Books through the API; answers the response. */
export async function book(client: TestClient, body: Record<string, unknown>) {
  if (!client.xsrfToken) await client.csrf();
  return client.post('/api/bookings', body);
}

/** Empties the bookings and their orders (between tests). */
export async function clearBookings(server: TestServer): Promise<void> {
  await server.app.db.deleteFrom('booking_cells').execute();
  await server.app.db.deleteFrom('order_items').where('kind', '=', 'session').execute();
  await server.app.db.deleteFrom('bookings').execute();
  await server.app.db
    .deleteFrom('orders')
    .where('total_cents', '>=', 0)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.order_id', '=', 'orders.id'))),
    )
    .execute();
}

export const countRows = async (server: TestServer) => {
  const count = async (table: 'bookings' | 'orders' | 'booking_cells') =>
    (
      await server.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return { bookings: Number(await count('bookings')), orders: Number(await count('orders')), cells: Number(await count('booking_cells')) };
};
