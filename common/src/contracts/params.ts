import { z } from 'zod';
import { ORDER_REFERENCE_PATTERN } from '../orders.ts';

/**
 * Path parameters, parsed in one place (decision 066). An id is a whole number from 1 to
 * 2^31 - 1 written in digits ('0001' is 1: one resource has one canonical id); anything else does
 * not name a resource, and the route answers its 404.
 */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((id) => id >= 1 && id <= 2 ** 31 - 1);

/** An order reference, in any case: DRS- and six characters of the reference alphabet. */
export const referenceParam = z
  .string()
  .transform((value) => value.toUpperCase())
  .refine((value) => ORDER_REFERENCE_PATTERN.test(value));

export const idParams = z.object({ id: idParam });
export const referenceParams = z.object({ reference: referenceParam });
