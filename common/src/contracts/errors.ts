import { z } from 'zod';
import { API_ERRORS, type ApiErrorCode } from '../api-errors.ts';

/** The one error body (Laravel's {message} or {message, errors}, with the codes beside; decision 066). */
const codeSchema = z.enum(Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]]);
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: codeSchema,
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error_codes: z
      .record(
        z.string(),
        z.array(z.object({ code: codeSchema, params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
      )
      .optional(),
  })
  .meta({ id: 'Error' });
