import { api } from '@/lib/api-client';

/** PUT /api/user/name: answers the updated user (its `name` is read). */
export async function updateName(name: string): Promise<string> {
  const answer = await api.put<{ name?: unknown } | undefined>('/api/user/name', { name });
  return typeof answer?.name === 'string' && answer.name ? answer.name : name;
}
