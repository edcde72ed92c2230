import { API_ERRORS } from '@darsak/common';

/**
 * English texts of the API's errors, by the stable code the server sends beside its message:
 * the API's own English messages (common/src/api-errors.ts), one source for both. They are plain
 * {name} templates, never ICU (the precompiler only sees web/src/messages; a test checks it).
 * `attributes` names the fields a message may name ({attribute}), by the server's English name.
 */
export const errors = {
  codes: API_ERRORS,
  attributes: {
    name: 'name',
    email: 'email',
    password: 'password',
    'password confirmation': 'password confirmation',
    code: 'code',
    image: 'image',
    cv: 'cv',
    'application id': 'application id',
    id: 'id',
    phone: 'phone',
    age: 'age',
    university: 'university',
    year: 'year',
    pay: 'pay',
    'courses to give': 'courses to give',
    'where you see yourself': 'where you see yourself',
    'good tutor': 'good tutor',
    'other courses': 'other courses',
    subject: 'subject',
    message: 'message',
    reason: 'reason',
    note: 'note',
    feedback: 'feedback',
    rating: 'rating',
    type: 'type',
    'subject id': 'subject id',
    locale: 'locale',
    'course ids': 'course ids',
    'tutor id': 'tutor id',
    start: 'start',
    end: 'end',
    duration: 'duration',
    durations: 'durations',
    'private course': 'private course',
    from: 'from',
    to: 'to',
    rules: 'rules',
    exceptions: 'exceptions',
    weekday: 'weekday',
    date: 'date',
    available: 'available',
    status: 'status',
  },
} as const;
