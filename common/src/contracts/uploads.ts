import { z } from 'zod';
import { APPLICATION_STATUSES } from '../schemas/admin.ts';
import { joinTeamApplicationSchema } from '../schemas/join-team.ts';
import { contactMessageSchema } from '../schemas/contact.ts';
import { defineEndpoint } from './define.ts';
import { currentUserSchema } from './user.ts';

/** Pictures, tutor applications with their CV, and the contact form. */

const messageSchema = z.object({ message: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uploadProfilePicture = defineEndpoint({
  method: 'POST',
  path: '/api/user/profile-picture',
  tag: 'Account',
  summary: 'Uploads a picture (multipart, field image); it is re-encoded to WebP',
  access: 'user',
  bodyType: 'multipart',
  body: z.object({ image: z.unknown() }),
  responses: { 200: z.object({ image_url: z.string(), user: currentUserSchema }) },
  errors: ['uploads.not_an_image', 'uploads.too_many_pixels', 'uploads.too_large', 'server.unavailable'],
});

export const deleteProfilePicture = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/profile-picture',
  tag: 'Account',
  summary: 'Removes the picture',
  access: 'user',
  responses: { 200: messageSchema },
  errors: [],
});

export const avatarFile = defineEndpoint({
  method: 'GET',
  path: '/media/avatars/:file',
  tag: 'Account',
  summary: 'A stored profile picture (WebP)',
  access: 'public',
  params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
  produces: 'image/webp',
  responses: { 200: 'file' },
  errors: [],
});

/**
 * The client's own application id (SPEC section 3: "id (generated UUID)"), lower-cased; a missing
 * one (undefined or null) lets the server make it. user_id and submitted_at are accepted and
 * ignored: the server sets its own.
 */
const applicationId = z
  .preprocess(
    (value) => (value === null ? undefined : value),
    z
      .unknown()
      .refine((value) => value === undefined || (typeof value === 'string' && UUID.test(value)), {
        message: 'The id field must be a valid UUID.',
        params: { code: 'validation.uuid' },
      })
      .transform((value) => (typeof value === 'string' ? value.toLowerCase() : undefined)),
  )
  .optional();

export const saveJoinTeamBody = z.object({ id: applicationId, ...joinTeamApplicationSchema.shape });

export const saveJoinTeam = defineEndpoint({
  method: 'POST',
  path: '/api/save-join-team',
  tag: 'Tutor applications',
  summary: 'Saves a tutor application (SPEC section 3); the CV follows by /api/upload-cv',
  access: 'user',
  body: saveJoinTeamBody,
  responses: { 201: z.object({ id: z.string(), message: z.string() }) },
  /** 409: one application at a time (one pending, or one approved already); after a rejection a new one is allowed. */
  errors: [
    'validation.uuid',
    'validation.unique',
    'throttle.too_many_attempts',
    'applications.already_pending',
    'applications.already_accepted',
    'text.unsafe_characters',
  ],
});

/** The signed-in user's own application as /join-team shows it instead of a blank form. */
export const myApplicationSchema = z
  .object({
    id: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    submitted_at: z.string(),
    reviewed_at: z.string().nullable(),
    /** The reason a rejection gave (the applicant was e-mailed it too). */
    review_reason: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    university: z.string(),
    year: z.int(),
    coursesToGive: z.array(z.string()),
    pay: z.int(),
    cv_name: z.string(),
    has_cv: z.boolean(),
    /** The tutor profile made from it, once an admin created one. */
    tutor_id: z.int().nullable(),
    /** Whether a new application may be filed (none pending, none approved). */
    can_apply_again: z.boolean(),
  })
  .meta({ id: 'MyApplication' });

export const getMyApplication = defineEndpoint({
  method: 'GET',
  path: '/api/join-team/application',
  tag: 'Tutor applications',
  summary: 'The signed-in user’s latest tutor application and its status (404 when they have none)',
  access: 'user',
  responses: { 200: myApplicationSchema },
  errors: ['applications.none'],
});

export const uploadCv = defineEndpoint({
  method: 'POST',
  path: '/api/upload-cv',
  tag: 'Tutor applications',
  summary: 'Uploads the CV of one’s own application (multipart: cv, application_id)',
  access: 'user',
  bodyType: 'multipart',
  body: z.object({ cv: z.unknown(), application_id: z.string() }),
  responses: { 200: messageSchema },
  errors: [
    'uploads.file_type',
    'uploads.too_large',
    'uploads.cv_macros',
    'uploads.cv_remote_content',
    'uploads.cv_pdf_active',
    'uploads.cv_unchecked',
  ],
});

export const contact = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  tag: 'Contact',
  summary: 'Sends a message to the business’s info address',
  access: 'public',
  body: contactMessageSchema,
  responses: { 202: messageSchema },
  errors: ['text.unsafe_characters'],
});

export const devMailbox = defineEndpoint({
  method: 'GET',
  path: '/dev/mailbox',
  tag: 'Development',
  summary: 'Every queued e-mail (development only, loopback)',
  access: 'public',
  internal: true,
  produces: 'text/html',
  responses: { 200: 'file' },
  errors: [],
});

export const devMailboxJson = defineEndpoint({
  method: 'GET',
  path: '/dev/mailbox/messages.json',
  tag: 'Development',
  summary: 'Every queued e-mail as JSON (development only, loopback)',
  access: 'public',
  internal: true,
  responses: { 200: 'file' },
  errors: [],
});
