import { AUTH_MESSAGES } from '@darsak/common';
import { describe, expect, it } from 'vitest';
import { successMessage } from './server-message';

describe('successMessage', () => {
  const arabic = 'تم التحقق من الرمز!';

  it("shows the server's stock English text in the page's language", () => {
    expect(successMessage({ message: AUTH_MESSAGES.codeVerified }, AUTH_MESSAGES.codeVerified, arabic)).toBe(arabic);
  });

  it('shows any other message of the server as sent', () => {
    expect(successMessage({ message: 'Verified, welcome back.' }, AUTH_MESSAGES.codeVerified, arabic)).toBe('Verified, welcome back.');
  });

  it('falls back to the localized text when the answer has no message', () => {
    expect(successMessage(null, AUTH_MESSAGES.codeVerified, arabic)).toBe(arabic);
    expect(successMessage({ message: '' }, AUTH_MESSAGES.codeVerified, arabic)).toBe(arabic);
  });

  it('in English the stock text is the same words the spec asks for', () => {
    expect(
      successMessage(
        { message: AUTH_MESSAGES.passwordReset },
        AUTH_MESSAGES.passwordReset,
        'Password reset successful! You can now log in.',
      ),
    ).toBe('Password reset successful! You can now log in.');
  });
});
