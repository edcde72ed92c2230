import { RESET_CODE_TTL_MS, STORAGE_KEYS } from '@darsak/common';
import { call } from '@/lib/api-client';

/** POST /api/forgot-password: e-mails a 6-character reset code; then the code's expiry is stored. */
export async function requestResetCode(email: string): Promise<void> {
  await call('POST /api/forgot-password', { body: { email } }, { csrf: true });
  localStorage.setItem(STORAGE_KEYS.codeExpiry, String(Date.now() + RESET_CODE_TTL_MS));
}
