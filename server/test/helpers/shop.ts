import type { Order } from '@darsak/common';
import type { User } from '../../src/db/schema.ts';
import type { TestServer } from './app.ts';
import { TestClient } from './client.ts';
import { actingAs, createUser } from './factories.ts';

/** A signed-in client of a new user; `role: 'admin'` makes the user an admin first. */
export async function signedInClient(
  server: TestServer,
  options: { role?: 'student' | 'admin' } = {},
): Promise<{ user: User; client: TestClient }> {
  let user = await createUser(server);
  if (options.role === 'admin') {
    user = await server.app.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const client = new TestClient(server.url);
  await actingAs(server, client, user);
  return { user, client };
}

/** Places an order through the API as `client`; answers its contract body. */
export async function placeOrder(client: TestClient, courseIds: number[]): Promise<Order> {
  if (!client.xsrfToken) await client.csrf();
  const response = await client.post<Order>('/api/orders', { course_ids: courseIds });
  if (response.status !== 201) throw new Error(`POST /api/orders answered ${response.status}: ${response.text}`);
  return response.body;
}
