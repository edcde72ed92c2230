import type { Endpoint, EndpointKey } from './define.ts';
import * as admin from './admin.ts';
import * as adminCatalogue from './admin-catalogue.ts';
import * as adminSystem from './admin-system.ts';
import * as auth from './auth.ts';
import * as bookings from './bookings.ts';
import * as catalogue from './catalogue.ts';
import * as courses from './courses.ts';
import * as credits from './credits.ts';
import * as money from './money.ts';
import * as enrolment from './enrolment.ts';
import * as orders from './orders.ts';
import * as ratings from './ratings.ts';
import * as system from './system.ts';
import * as tutors from './tutors.ts';
import * as uploads from './uploads.ts';
import * as user from './user.ts';

export * from './define.ts';
export { errorBodySchema } from './errors.ts';
export { idParam, idParams, referenceParam, referenceParams } from './params.ts';
export {
  adminBookingSchema,
  availabilitySchema,
  BOOKING_STATUSES,
  BOOKING_TIMEZONE,
  bookingSchema,
  SESSION_DURATIONS,
  SLOTS_DEFAULT_DAYS,
  SLOTS_MAX_DAYS,
  slotsSchema,
  tutorSessionSchema,
  type BookingStatus,
  type SessionDuration,
} from './bookings.ts';
export { PACKAGE_MAX_HOURS } from './credits.ts';
export {
  COURSE_LINK_KINDS,
  DELIVERY_TIMEZONE,
  MATERIAL_LINK_TTL_MINUTES,
  MATERIAL_MAX_BYTES,
  MATERIAL_TYPE_LIST,
  type CourseDelivery,
  type MyCourse,
  type Review,
} from './enrolment.ts';

/**
 * Every endpoint of the API, by resource (decision 066). The server registers routes from these,
 * /api/openapi.json is generated from them, and the SPA's client is typed from them.
 */
export const contracts = {
  system,
  auth,
  user,
  uploads,
  catalogue,
  courses,
  tutors,
  orders,
  ratings,
  admin,
  adminCatalogue,
  adminSystem,
  bookings,
  money,
  enrolment,
  credits,
} as const;

/** Every endpoint object of a contract module (its schemas are exported beside them). */
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

/** Every endpoint, in the order of `contracts`. */
export const ALL_ENDPOINTS: Endpoint[] = Object.values(contracts).flatMap((module) => Object.values(module).filter(isEndpoint));

type Values<T> = T[keyof T];
type EndpointsOf<M> = Extract<Values<M>, Endpoint>;
/** Every endpoint's type. */
export type AnyEndpoint = Values<{ [R in keyof typeof contracts]: EndpointsOf<(typeof contracts)[R]> }>;
/** Endpoints by their key, 'POST /api/orders': what the SPA's client is typed from. */
export type Endpoints = { [E in AnyEndpoint as EndpointKey<E>]: E };
