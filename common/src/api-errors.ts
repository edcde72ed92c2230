/**
 * Every error the API answers, by a stable code (issue 17, decision 066). The English text is the
 * `message` the API sends (the spec's and Laravel's wording, unchanged); {name} marks a part that
 * varies, filled from the error's params. The SPA words the same code in the reader's language
 * (web/src/messages/<locale>/errors.ts; a test fails on a code without French and Arabic text).
 *
 * Field errors use Laravel's own validation keys (validation.required, validation.min.string...)
 * with their params ({attribute}, {min}, {max}, {values}); they travel in `error_codes` beside
 * Laravel's `errors`.
 *
 * Plain strings, no zod: the SPA's error texts load with their area, never in the first screen.
 */
export const API_ERRORS = {
  // Accounts and sessions
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.failed': 'These credentials do not match our records.',
  'auth.throttled': 'Too many login attempts. Please try again in {seconds} seconds.',
  'auth.email_taken': 'The email has already been taken.',
  'auth.unverified': 'Your email address is not verified.',
  'auth.login_unverified': 'Your email is not verified.',
  'auth.disabled': 'This account has been disabled. Please contact support.',
  'auth.forbidden': 'This action is unauthorized.',
  'auth.origin': 'Origin not allowed.',
  'auth.name_characters': 'The name field must not contain line breaks, control characters or text-direction overrides.',
  'auth.password_confirmation_required': 'Password confirmation required.',
  'auth.password_incorrect': 'The provided password was incorrect.',
  'csrf.mismatch': 'CSRF token mismatch.',
  'throttle.too_many_attempts': 'Too Many Attempts.',
  'auth.verification_link_invalid': 'This verification link is invalid',
  'auth.verification_link_expired': 'This verification link has expired',
  // Password reset
  'reset.code_invalid': 'The code is invalid.',
  'reset.code_expired': 'The code has expired. Please request a new one.',
  'reset.code_too_many_attempts': 'Too many wrong attempts. Please request a new code.',
  'reset.not_verified': 'Please verify your reset code first.',
  // Resources
  'orders.not_found': 'Order not found.',
  'orders.already_paid': 'This order is already paid.',
  'orders.already_cancelled': 'This order is already cancelled.',
  'orders.cancelled_cannot_be_paid': 'This order is cancelled and cannot be marked as paid.',
  'orders.paid_cannot_be_cancelled': 'This order is paid and cannot be cancelled.',
  'orders.expired_cannot_be_cancelled': 'This order is expired and cannot be cancelled.',
  'tutors.not_found': 'Tutor not found.',
  'applications.not_found': 'Application not found.',
  'applications.no_cv': 'This application has no CV.',
  'applications.already_approved': 'This application was already approved.',
  'applications.already_rejected': 'This application was already rejected.',
  'ratings.not_found': 'Rating not found.',
  'ratings.already_hidden': 'This rating is already hidden.',
  'ratings.not_hidden': 'This rating is not hidden.',
  'users.not_found': 'User not found.',
  'users.cannot_disable_self': 'You cannot disable your own account.',
  'users.cannot_disable_admin': 'An admin account cannot be disabled. Revoke the admin role from the command line first.',
  'users.already_disabled': 'This account is already disabled.',
  'users.not_disabled': 'This account is not disabled.',
  // The System screen (issue 23)
  'outbox.not_found': 'E-mail not found in the outbox.',
  'outbox.not_failed': 'Only a failed e-mail can be retried.',
  'outbox.already_sent': 'This e-mail was already sent and cannot be discarded.',
  // Enrolment (decision 079)
  'orders.course_owned': 'You already own {code}: open it from My courses instead of buying it again.',
  'enrolment.material_not_found': 'Material not found.',
  // The catalogue
  'catalogue.course_not_found': 'Course not found.',
  'catalogue.category_not_found': 'Category not found.',
  'catalogue.unknown_category': 'The selected category does not exist.',
  'catalogue.unknown_tutor': 'A selected tutor does not exist.',
  'catalogue.unknown_course': 'A selected course does not exist.',
  'text.unsafe_characters': 'The {attribute} field must not contain control characters or text-direction overrides.',
  'catalogue.unsafe_text': 'The text must not contain control characters or text-direction overrides.',
  'catalogue.amount_range': 'The amount must be between 0.01 and 10000.',
  'catalogue.already_archived': 'This is already archived.',
  'catalogue.not_archived': 'This is not archived.',
  'catalogue.course_archived': 'The course {code} is no longer on sale.',
  'applications.not_approved': 'Approve the application before creating its tutor profile.',
  'applications.tutor_exists': 'This application already has a tutor profile.',
  'applications.already_pending': 'You already have an application under review.',
  'applications.already_accepted': 'Your application was already approved.',
  'applications.none': 'You have not applied to tutor yet.',
  'applications.account_linked': 'The applicant’s account is already linked to a tutor profile.',
  // Sessions (decision 072)
  'bookings.not_found': 'Booking not found.',
  'bookings.slot_taken': 'This time is no longer available.',
  'bookings.not_a_slot': 'The selected time is not one of this tutor’s free times.',
  'bookings.duration_not_offered': 'This tutor does not offer sessions of this length.',
  'bookings.unknown_private_course': 'This tutor does not offer this private course.',
  'bookings.bad_range': 'Choose dates from today, at most {max} days apart and within the next 12 months.',
  'bookings.too_late': 'A session can be cancelled or moved up to {hours} hours before it starts.',
  'bookings.not_active': 'This booking is no longer held or confirmed.',
  'bookings.slot_lost':
    'The hold on this session lapsed and its time was taken by another booking or has passed: the order was not marked paid.',
  'bookings.no_refund_due': 'No refund is due for this booking.',
  'availability.overlap': 'These hours overlap other hours of the same day.',
  'availability.end_before_start': 'The end must be after the start.',
  'tutors.account_taken': 'This account is already linked to another tutor.',
  'tutors.already_linked': 'This tutor is already linked to another account. Unlink it first.',
  'tutors.account_unverified': 'This account has not verified its email address yet.',
  'tutors.account_is_admin': 'An admin account cannot be linked to a tutor.',
  // Packages and hours of credit (decision 086)
  'catalogue.package_not_found': 'Package not found.',
  'orders.package_sign_in': 'Log in to buy a package: its hours are credited to your account.',
  'credits.insufficient': 'You do not have enough hours of credit with this tutor for this session ({hours} hours left).',
  // The money desk (decision 077)
  'payments.over_balance': 'The amount is more than this order’s balance of {balance} USD.',
  'payments.decimals': 'The {attribute} field must have at most {places} decimal places.',
  'payments.not_found': 'Payment not found.',
  'payments.no_proof': 'This payment has no proof attached.',
  'refunds.not_paid': 'Only a paid order can be refunded.',
  'refunds.over_paid': 'The amount is more than what was paid and not yet refunded ({refundable} USD).',
  // Uploads
  'uploads.not_an_image': 'The {attribute} field must be an image.',
  'uploads.too_many_pixels': 'The {attribute} field must not be larger than {megapixels} megapixels.',
  'uploads.file_type': 'The {attribute} field must be a file of type: {values}.',
  'uploads.too_large': 'The {attribute} field must not be greater than {max} kilobytes.',
  'uploads.cv_macros': 'The {attribute} file contains macros. Save it as a PDF, or as a .docx without macros, and send that instead.',
  'uploads.cv_remote_content':
    'The {attribute} file loads content from the internet (a remote template or a linked object). Save it as a PDF and send that instead.',
  'uploads.cv_pdf_active':
    'The {attribute} file contains JavaScript or an action that starts a program. Print it to a new PDF, or send a .docx, .jpg or .png, instead.',
  'uploads.cv_unchecked':
    'The {attribute} file could not be checked (it is protected or in an unusual format). Save it again as a plain PDF, or send a .docx, .jpg or .png, instead.',
  // Field rules (Laravel's validation keys and English lines)
  'validation.required': 'The {attribute} field is required.',
  'validation.string': 'The {attribute} field must be a string.',
  'validation.numeric': 'The {attribute} field must be a number.',
  'validation.integer': 'The {attribute} field must be an integer.',
  'validation.boolean': 'The {attribute} field must be true or false.',
  'validation.array': 'The {attribute} field must be an array.',
  'validation.object': 'The {attribute} field must be an object.',
  'validation.min.string': 'The {attribute} field must be at least {min} characters.',
  'validation.min.array': 'The {attribute} field must have at least {min} items.',
  'validation.min.numeric': 'The {attribute} field must be at least {min}.',
  'validation.max.string': 'The {attribute} field must not be greater than {max} characters.',
  'validation.max.array': 'The {attribute} field must not have more than {max} items.',
  'validation.max.numeric': 'The {attribute} field must not be greater than {max}.',
  'validation.email': 'The {attribute} field must be a valid email address.',
  'validation.uuid': 'The {attribute} field must be a valid UUID.',
  'validation.regex': 'The {attribute} field format is invalid.',
  'validation.in': 'The selected {attribute} is invalid.',
  'validation.invalid': 'The {attribute} field is invalid.',
  'validation.confirmed': 'The {attribute} field confirmation does not match.',
  'validation.unique': 'The {attribute} has already been taken.',
  // The request itself
  'http.not_found': 'Not Found',
  'http.invalid_json': 'The request body is not valid JSON.',
  'http.empty_body': 'The request body is empty.',
  'http.too_large': 'The request body is too large.',
  'http.unsupported_media_type': 'Unsupported content type.',
  'http.invalid_content_length': 'Invalid Content-Length.',
  'http.not_multipart': 'The request is not multipart/form-data.',
  'http.multipart_malformed': 'The multipart body is malformed.',
  'http.file_too_large': 'The uploaded file is too large.',
  'http.too_many_parts': 'Too many parts in the upload.',
  'http.bad_request': 'Bad Request',
  'validation.failed': 'The given data was invalid.',
  'server.error': 'Server Error',
  'server.unavailable': 'Service temporarily unavailable.',
  'server.read_timeout': 'This read took too long and was stopped. Narrow it (a longer search, a filter) and try again.',
  // Answered by the app's service worker, not the server, when the network is gone (decision 083).
  'network.offline': 'This needs the network. You are offline: what you entered is kept, try again once you are back online.',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** A field error's code and the values of its template. */
export type FieldErrorCode = { code: ApiErrorCode; params?: Record<string, string | number> };

/** The error body: Laravel's {message} or {message, errors}, with the codes beside. */
export type ApiErrorBody = {
  message: string;
  code: ApiErrorCode;
  /** The values of the message's template ({seconds}, {attribute}...), when it has any. */
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  /** One entry per message of `errors`, in the same order. */
  error_codes?: Record<string, FieldErrorCode[]>;
};

/**
 * Laravel's attribute name: snake_case and camelCase become words ("password confirmation"). A
 * nested field keeps its path ("translations.fr.title"); the SPA names it by its last part.
 */
export const attributeName = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** The English text of a code with its params filled in (a missing param keeps its {name}). */
export function apiErrorText(code: ApiErrorCode, params: Record<string, string | number> = {}): string {
  return API_ERRORS[code].replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The code of a bare status (an error thrown without one of its own). */
export const STATUS_ERROR_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: 'http.bad_request',
  401: 'auth.unauthenticated',
  403: 'auth.forbidden',
  404: 'http.not_found',
  413: 'http.too_large',
  415: 'http.unsupported_media_type',
  419: 'csrf.mismatch',
  422: 'validation.failed',
  423: 'auth.password_confirmation_required',
  429: 'throttle.too_many_attempts',
  500: 'server.error',
  503: 'server.unavailable',
};
