import type { ContactMessageInput } from '@darsak/common';
import { call } from '@/lib/api-client';

/** POST /api/contact: the server queues the message to the provider's info address. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await call('POST /api/contact', { body: input }, { csrf: true });
}
