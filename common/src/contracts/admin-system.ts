import { z } from 'zod';
import { adminPageQuerySchema } from '../schemas/admin.ts';
import { adminList, withMessage } from './admin.ts';
import { defineEndpoint } from './define.ts';
import { idParams } from './params.ts';

/**
 * The back office's System screen (issue 23; decision 085): the build's version, whether the
 * database, Redis and the file storage answer, the scheduled jobs' last runs, and the mail outbox
 * (queued and failed e-mails, with retry and discard). An e-mail's body is never answered: its
 * recipient and subject are enough to recognise it.
 */

/** How the outbox names its states to admins: 'queued' is the table's 'pending'. */
export const OUTBOX_STATUSES = ['queued', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const adminSystemSchema = z
  .object({
    /** The build's version (APP_VERSION, else the server package's). */
    version: z.string(),
    database: z.object({ driver: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
    /** ok is null when no REDIS_URL is set. */
    redis: z.object({ configured: z.boolean(), ok: z.boolean().nullable() }),
    /** kind: 'disk', 'database' or 's3' (STORAGE_URL). */
    storage: z.object({ kind: z.string(), ok: z.boolean() }),
    outbox: z.object({ queued: z.int(), failed: z.int(), oldest_queued_at: z.string().nullable() }),
    /** Each scheduled job's last run, by name. */
    jobs: z.array(
      z.object({
        name: z.string(),
        started_at: z.string(),
        /** null while it runs. */
        finished_at: z.string().nullable(),
        /** null while it runs. */
        ok: z.boolean().nullable(),
        result: z.string().nullable(),
        error: z.string().nullable(),
        /** The instance (host and process) that ran it. */
        instance: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminSystem' });

export const adminOutboxMailSchema = z
  .object({
    id: z.int(),
    /** The recipient's address. */
    to: z.string(),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    /** When it is tried next (a queued e-mail); null for a failed one. */
    send_after: z.string().nullable(),
  })
  .meta({ id: 'AdminOutboxMail' });

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const adminOutboxQuerySchema = adminPageQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(OUTBOX_STATUSES).optional()),
});

export const system = defineEndpoint({
  method: 'GET',
  path: '/api/admin/system',
  tag: 'Back office',
  summary: 'The System screen: version, database, Redis and storage status, the outbox’s counts, the scheduled jobs’ last runs',
  access: 'admin',
  responses: { 200: adminSystemSchema },
  errors: [],
});

export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/api/admin/outbox',
  tag: 'Back office',
  summary: 'The mail outbox’s queued and failed e-mails (recipient, subject, attempts, last error), newest first',
  access: 'admin',
  query: adminOutboxQuerySchema,
  responses: { 200: adminList(adminOutboxMailSchema) },
  errors: [],
});

export const retryOutboxMail = defineEndpoint({
  method: 'POST',
  path: '/api/admin/outbox/:id/retry',
  tag: 'Back office',
  summary: 'Failed -> queued, to be sent now with a fresh count of attempts',
  access: 'admin',
  params: idParams,
  notFound: 'outbox.not_found',
  responses: { 200: withMessage(adminOutboxMailSchema) },
  errors: ['outbox.not_found', 'outbox.not_failed'],
});

export const discardOutboxMail = defineEndpoint({
  method: 'POST',
  path: '/api/admin/outbox/:id/discard',
  tag: 'Back office',
  summary: 'Removes a queued or failed e-mail from the outbox: it is never sent',
  access: 'admin',
  params: idParams,
  notFound: 'outbox.not_found',
  responses: { 200: z.object({ message: z.string() }) },
  errors: ['outbox.not_found', 'outbox.already_sent'],
});
