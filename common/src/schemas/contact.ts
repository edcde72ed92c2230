import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { safeLine, safeText } from './text.ts';

/** POST /api/contact: the contact form (issue 10). The web form checks the same limits. */
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Every text is the visitor's and reaches the provider's inbox: no control or bidi character (decision 073). */
export const contactMessageSchema = z.object({
  name: z.preprocess(trimmed, safeLine(z.string().min(1).max(NAME_MAX_LENGTH))),
  email: z.preprocess(trimmed, z.string().min(1).max(255).pipe(z.email())),
  subject: z.preprocess(trimmed, safeLine(z.string().min(1).max(CONTACT_SUBJECT_MAX_LENGTH))),
  message: z.preprocess(trimmed, safeText(z.string().min(CONTACT_MESSAGE_MIN_LENGTH).max(CONTACT_MESSAGE_MAX_LENGTH))),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
