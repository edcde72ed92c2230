import { call } from '@/lib/api-client';

/** PUT /api/user/name: answers the updated user (its `name` is read). */
export async function updateName(name: string): Promise<string> {
  const answer: { name?: unknown } | undefined = await call('PUT /api/user/name', { body: { name } });
  return typeof answer?.name === 'string' && answer.name ? answer.name : name;
}
