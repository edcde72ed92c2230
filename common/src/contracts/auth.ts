import { z } from 'zod';
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, verifyCodeSchema } from '../schemas/auth.ts';
import { defineEndpoint } from './define.ts';

/** Accounts: Laravel Breeze's API controllers, e-mail verification and the reset-code flow (SPEC section 7). */

const messageSchema = z.object({ message: z.string() });

export const register = defineEndpoint({
  method: 'POST',
  path: '/register',
  tag: 'Account',
  summary: 'Creates the account and e-mails the verification link; 204',
  access: 'public',
  body: registerSchema,
  responses: { 204: null },
  errors: ['auth.email_taken', 'auth.name_characters', 'validation.confirmed'],
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/login',
  tag: 'Account',
  summary: 'Signs in (204) a verified, enabled account',
  access: 'public',
  body: loginSchema,
  responses: { 204: null },
  errors: ['auth.failed', 'auth.throttled', 'auth.disabled', 'auth.login_unverified'],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  tag: 'Account',
  summary: 'Ends the session (204); 401 counts as already signed out',
  access: 'user',
  responses: { 204: null },
  errors: [],
});

export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/email/verify/:id/:hash',
  tag: 'Account',
  summary: 'The signed link of the verification e-mail: redirects to /?verified=1, or a page saying why it cannot be used',
  access: 'public',
  params: z.object({ id: z.string(), hash: z.string() }),
  // Read as sent: a link that was changed gets the page that says so, never a 422.
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  produces: 'text/html',
  responses: { 302: null, 200: 'file' },
  errors: [],
});

/** The signed "This was not me" link of the verification e-mail (decision 073). */
const notMeParams = z.object({ id: z.string(), hash: z.string() });
const signedQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const notMePage = defineEndpoint({
  method: 'GET',
  path: '/email/not-me/:id/:hash',
  tag: 'Account',
  summary:
    'The verification e-mail’s “This was not me”: a page that asks to remove the account (a link scanner opening it removes nothing)',
  access: 'public',
  params: notMeParams,
  query: signedQuery,
  produces: 'text/html',
  responses: { 200: 'file' },
  errors: [],
});

export const notMe = defineEndpoint({
  method: 'POST',
  path: '/email/not-me/:id/:hash',
  tag: 'Account',
  summary: 'Removes the account the signed link names if its address was never verified; a page says what happened',
  access: 'public',
  params: notMeParams,
  query: signedQuery,
  bodyType: 'form',
  body: z.object({ _token: z.string() }),
  produces: 'text/html',
  responses: { 200: 'file' },
  errors: [],
});

export const checkEmailVerified = defineEndpoint({
  method: 'POST',
  path: '/api/check-email-verified',
  tag: 'Account',
  summary: 'Whether this session’s own address is verified (false for any other address)',
  access: 'public',
  body: emailOnlySchema,
  responses: { 200: z.object({ verified: z.boolean() }) },
  errors: [],
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/resend-verification',
  tag: 'Account',
  summary: 'A new verification link for an unverified account; the same answer for any address',
  access: 'public',
  body: emailOnlySchema,
  responses: { 202: messageSchema },
  errors: [],
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/forgot-password',
  tag: 'Password reset',
  summary: 'E-mails a 6-character reset code; the same answer for any address',
  access: 'public',
  body: emailOnlySchema,
  responses: { 200: messageSchema },
  errors: [],
});

export const verifyCode = defineEndpoint({
  method: 'POST',
  path: '/api/verify-code',
  tag: 'Password reset',
  summary: 'Checks a reset code; this session may then reset that address’s password',
  access: 'public',
  body: verifyCodeSchema,
  responses: { 200: messageSchema },
  errors: ['reset.code_invalid', 'reset.code_expired', 'reset.code_too_many_attempts'],
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/reset-password',
  tag: 'Password reset',
  summary: 'Sets a new password for the address this session verified a code for',
  access: 'public',
  body: resetPasswordSchema,
  responses: { 200: messageSchema },
  errors: ['reset.not_verified', 'validation.confirmed'],
});
