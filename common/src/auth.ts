// Plain values live here, not beside the zod schemas (schemas/auth.ts): a screen that needs only
// a constant (the sign-up form's server sentences) must not pull the schemas, and zod with them,
// into its chunk (decision 056; the same as ratings.ts for the first screen).

export const EMAIL_MAX_LENGTH = 255;
/** A person's name on an account: long enough for any real name, short enough to stay data in an e-mail. */
export const USER_NAME_MAX_LENGTH = 100;

/** The server's sentences the SPA shows as they are (Laravel Breeze's wording where it has one). */
export const AUTH_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  passwordMismatch: 'The password field confirmation does not match.',
  badCredentials: 'These credentials do not match our records.',
  loginThrottled: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  unverified: 'Your email is not verified.',
  accountDisabled: 'This account has been disabled. Please contact support.',
  verificationResent: 'If your account exists and is not verified, a new verification link has been sent.',
  resetCodeSent: 'If an account exists for that email, a reset code has been sent.',
  codeVerified: 'Code verified!',
  codeInvalid: 'The code is invalid.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  resetNotVerified: 'Please verify your reset code first.',
  passwordReset: 'Password reset successful! You can now log in.',
  passwordUpdated: 'Password updated.',
  nameCharacters: 'The name field must not contain line breaks, control characters or text-direction overrides.',
} as const;

/** Reset codes use upper-case letters and digits without the look-alikes 0/O and 1/I. */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A verification link stays valid this long. */
export const VERIFICATION_LINK_TTL_MINUTES = 60;
