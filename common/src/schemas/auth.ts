import { z } from 'zod';
import type { currentUserSchema } from '../contracts/user.ts';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '../constants.ts';
import { LOCALES } from '../locales.ts';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '../auth.ts';

/**
 * Accounts: registration, login, e-mail verification, profile changes and password reset
 * (SPEC sections 5 and 7). Names and e-mails are trimmed as Laravel's TrimStrings does;
 * passwords are never trimmed. E-mails are compared and stored lower-case.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Required (an empty or blank value reports "required" only), at most 255, a valid address, lower-cased. */
export const emailField = z.preprocess(trimmed, z.string().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email().toLowerCase()));

/**
 * Characters that can make a name read as something else where it is shown: C0/C1 controls
 * (CR, LF, NUL, tab, ESC...), the line and paragraph separators, and the bidi embeddings,
 * overrides and isolates (U+202A-202E, U+2066-2069) that reorder the text around them.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const nameField = z.preprocess(
  trimmed,
  z
    .string()
    .min(1)
    .max(USER_NAME_MAX_LENGTH)
    .refine((name) => !UNSAFE_NAME_CHARACTERS.test(name), {
      message: AUTH_MESSAGES.nameCharacters,
      params: { code: 'auth.name_characters' },
    }),
);

/** Required (an empty value reports "required" only), at least 8 characters, never trimmed. */
const passwordField = z.string().min(1).pipe(z.string().min(PASSWORD_MIN_LENGTH));

/** Laravel's `confirmed` rule: password_confirmation must equal password. */
const passwordsMatch = (data: { password: string; password_confirmation?: unknown }) => data.password === data.password_confirmation;
/**
 * The profile's rule (SPEC section 7 sends {password} alone): password_confirmation is
 * optional, and must match when it is sent.
 */
const confirmationMatchesWhenSent = (data: { password: string; password_confirmation?: unknown }) =>
  data.password_confirmation === undefined || passwordsMatch(data);
const confirmation = {
  path: ['password'],
  message: AUTH_MESSAGES.passwordMismatch,
  params: { code: 'validation.confirmed' },
  // Reported together with the other fields' errors, as Laravel does, once a password was given.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown } | undefined;
    return typeof value?.password === 'string' && value.password.length > 0;
  },
};

export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    password_confirmation: z.unknown().optional(),
  })
  .refine(passwordsMatch, confirmation);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  // Any non-empty string: the login rule is "required|string", length is not checked.
  password: z.string().min(1),
});
export type LoginInput = z.input<typeof loginSchema>;

/** check-email-verified, resend-verification and forgot-password. */
export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const verifyCodeSchema = z.object({
  email: emailField,
  // Case and surrounding spaces do not matter: "ab3d9k " is the code AB3D9K.
  code: z.preprocess(trimmed, z.string().min(1).max(RESET_CODE_LENGTH).toUpperCase()),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

export const resetPasswordSchema = z
  .object({
    email: emailField,
    password: passwordField,
    password_confirmation: z.unknown().optional(),
  })
  .refine(passwordsMatch, confirmation);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const updateNameSchema = z.object({ name: nameField });
export type UpdateNameInput = z.input<typeof updateNameSchema>;

export const updatePasswordSchema = z
  .object({
    password: passwordField,
    password_confirmation: z.unknown().optional(),
  })
  .refine(confirmationMatchesWhenSent, confirmation);
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** POST /user/confirm-password {password}: required, as Fortify's rule ("required|string"). */
export const confirmPasswordSchema = z.object({ password: z.string().min(1) });
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>;

/** GET /api/user and the profile writes (its schema: contracts/user.ts). */
export type CurrentUser = z.output<typeof currentUserSchema>;

/** PUT /api/user/locale {locale}: one of the languages Darsak speaks. */
export const updateLocaleSchema = z.object({
  locale: z.string().min(1).pipe(z.enum(LOCALES)),
});
