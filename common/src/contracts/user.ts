import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { confirmPasswordSchema, updateLocaleSchema, updateNameSchema, updatePasswordSchema } from '../schemas/auth.ts';
import { defineEndpoint } from './define.ts';

/** The signed-in user as GET /api/user and the profile writes answer it. */
export const currentUserSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    email_verified_at: z.string().nullable(),
    /** Absolute URL of the profile picture, or null. */
    image: z.string().nullable(),
    created_at: z.string(),
    /** 'admin' opens the back office; 'tutor' the tutor's area. */
    role: z.enum(['student', 'admin', 'tutor']),
    /** The language of the user's e-mails and of the SPA once signed in. */
    locale: z.enum(LOCALES),
  })
  .meta({ id: 'CurrentUser' });

export const getCurrentUser = defineEndpoint({
  method: 'GET',
  path: '/api/user',
  tag: 'Account',
  summary: 'The signed-in user (SPEC section 7); 401 means signed out',
  access: 'user',
  responses: { 200: currentUserSchema },
  errors: [],
});

export const updateName = defineEndpoint({
  method: 'PUT',
  path: '/api/user/name',
  tag: 'Account',
  summary: 'Renames the signed-in user',
  access: 'user',
  body: updateNameSchema,
  responses: { 200: currentUserSchema },
  errors: ['auth.name_characters'],
});

export const updateLocale = defineEndpoint({
  method: 'PUT',
  path: '/api/user/locale',
  tag: 'Account',
  summary: 'The language of the user’s e-mails and screens',
  access: 'user',
  body: updateLocaleSchema,
  responses: { 200: currentUserSchema },
  errors: [],
});

export const updatePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/user/password',
  tag: 'Account',
  summary:
    'Changes the password; every other session of the user ends. Needs a password confirmed within PASSWORD_TIMEOUT (a login counts), else 423',
  access: 'user',
  passwordConfirm: true,
  body: updatePasswordSchema,
  responses: { 200: currentUserSchema.extend({ message: z.string() }) },
  errors: ['validation.confirmed', 'auth.password_confirmation_required'],
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/user',
  tag: 'Account',
  summary:
    'Deletes the account with its ratings, applications, sessions and files. Needs a password confirmed within PASSWORD_TIMEOUT (a login counts), else 423',
  access: 'user',
  passwordConfirm: true,
  responses: { 204: null },
  errors: ['auth.password_confirmation_required'],
});

/** Fortify's POST /user/confirm-password: the session's password is confirmed now (Laravel's password.confirm). */
export const confirmPassword = defineEndpoint({
  method: 'POST',
  path: '/user/confirm-password',
  tag: 'Account',
  summary: 'Confirms the signed-in user’s password for PASSWORD_TIMEOUT seconds (201); throttled like login',
  access: 'user',
  body: confirmPasswordSchema,
  responses: { 201: null },
  errors: ['auth.password_incorrect', 'auth.throttled'],
});
