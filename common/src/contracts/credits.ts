import { z } from 'zod';
import { dollarsField } from './admin-catalogue.ts';
import { defineEndpoint } from './define.ts';
import { idParam, idParams } from './params.ts';

/**
 * Tutors' packages and hours of credit (issue 20, point 7; decision 086). A tutor offers packages
 * (5 or 10 hours at a lower hourly price), edited with the tutor in the back office; a paid package
 * becomes hours of credit with that tutor, a ledger appended to (a purchase adds, a booking spends,
 * a cancellation gives back, a refund of the package removes what is unspent).
 */

/** At most this many hours in one package. */
export const PACKAGE_MAX_HOURS = 100;

const wholeHours = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z.int().min(1).max(PACKAGE_MAX_HOURS),
);
const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

export const adminTutorPackageSchema = z
  .object({
    id: z.int(),
    tutor_id: z.int(),
    hours: z.int(),
    /** USD, 2 decimals. */
    price: z.string(),
    price_per_hour: z.string(),
    /** Archived: no longer on sale; orders and credit that hold it keep it. */
    archived: z.boolean(),
    archived_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminTutorPackage' });

/** A new package: its hours (whole, 1 to 100; fixed once created) and its price in dollars. */
export const packageInputSchema = z.object({ hours: wholeHours, price: dollarsField });
/** A change: the price, or archived (true takes it off sale, false puts it back). */
export const packagePatchSchema = z.object({ price: dollarsField.optional(), archived: flag.optional() });

const packageParams = z.object({ id: idParam, packageId: idParam });
const tag = 'Back office: catalogue';

export const listTutorPackages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tutors/:id/packages',
  tag,
  summary: 'A tutor’s packages of hours, archived ones included, by hours',
  access: 'admin',
  params: idParams,
  notFound: 'tutors.not_found',
  responses: { 200: z.array(adminTutorPackageSchema) },
  errors: ['tutors.not_found'],
});

export const createTutorPackage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tutors/:id/packages',
  tag,
  summary: 'Adds a package of hours to a tutor (audited)',
  access: 'admin',
  params: idParams,
  notFound: 'tutors.not_found',
  body: packageInputSchema,
  responses: { 201: adminTutorPackageSchema },
  errors: ['tutors.not_found', 'catalogue.amount_range'],
});

export const updateTutorPackage = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/tutors/:id/packages/:packageId',
  tag,
  summary: 'Changes a package’s price, or archives or restores it (audited with the values before and after)',
  access: 'admin',
  params: packageParams,
  notFound: 'catalogue.package_not_found',
  body: packagePatchSchema,
  responses: { 200: adminTutorPackageSchema },
  errors: ['catalogue.package_not_found', 'catalogue.amount_range'],
});

export const creditBalanceSchema = z
  .object({
    tutor: z.object({ id: z.int(), name: z.string() }),
    /** Hours left with this tutor; may be fractional (1.5 after a 90-minute session of 3 hours). */
    hours: z.number(),
    minutes: z.int(),
  })
  .meta({ id: 'CreditBalance' });

export const listMyCredits = defineEndpoint({
  method: 'GET',
  path: '/api/credits',
  tag: 'Sessions',
  summary: 'The signed-in user’s hours of credit, per tutor (only those with hours left), in the reader’s language',
  access: 'user',
  responses: { 200: z.array(creditBalanceSchema) },
  errors: [],
});
