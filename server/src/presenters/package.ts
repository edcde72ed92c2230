import { formatCents } from '@darsak/common';
import type { TutorPackageRow } from '../repositories/credits.ts';

/** Tutors' packages of hours as the API answers them (decision 086): money as 2-decimal dollars. */

/** The hourly price of a package, rounded to the cent (what the tutor page shows beside it). */
export const pricePerHourCents = (row: Pick<TutorPackageRow, 'price_cents' | 'hours'>) => Math.round(row.price_cents / row.hours);

export const presentPackage = (row: TutorPackageRow) => ({
  id: Number(row.id),
  hours: row.hours,
  price: formatCents(row.price_cents),
  price_per_hour: formatCents(pricePerHourCents(row)),
});

export const presentAdminPackage = (row: TutorPackageRow) => ({
  ...presentPackage(row),
  tutor_id: Number(row.tutor_id),
  archived: row.archived_at !== null,
  archived_at: row.archived_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
