import { CV_EXTENSIONS, CV_MAX_BYTES, JOIN_TEAM_AGE, JOIN_TEAM_PAY, JOIN_TEAM_YEAR, PHONE_PATTERN } from '@darsak/common';
import type { FieldErrors } from '@/lib/api-client';
import { messages } from '@/lib/i18n';

export type ApplicationValues = {
  name: string;
  email: string;
  phone: string;
  age: string;
  university: string;
  year: string;
  coursesToGive: string[];
  whereYouSeeYourself: string;
  cv: File | null;
  pay: string;
  otherCourses: string;
  goodTutor: string;
};

export type ApplicationField = keyof ApplicationValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The order of the fields on screen: the first invalid one receives focus. */
export const FIELD_ORDER: ApplicationField[] = [
  'name',
  'email',
  'phone',
  'age',
  'university',
  'year',
  'coursesToGive',
  'otherCourses',
  'goodTutor',
  'whereYouSeeYourself',
  'cv',
  'pay',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function inRange(value: string, range: { min: number; max: number }): boolean {
  if (value.trim() === '') return false;
  const number = Number(value);
  return Number.isInteger(number) && number >= range.min && number <= range.max;
}

/** The server's rule: digits, spaces and dashes, an optional leading +, at least 6 digits. */
function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/\d/g) ?? []).length >= 6;
}

/** The server's 422 field errors ('coursesToGive.0' counts for coursesToGive) as the form's errors. */
export function serverFieldErrors(errors: FieldErrors): ApplicationErrors {
  const found: ApplicationErrors = {};
  for (const [key, texts] of Object.entries(errors)) {
    const field = key.split('.')[0] as ApplicationField;
    if (FIELD_ORDER.includes(field) && texts[0] && !found[field]) found[field] = texts[0];
  }
  return found;
}

/** A CV problem (type or the 5MB limit), checked as soon as the file is chosen. */
export function cvProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return messages.joinTeam.errors.cvType;
  if (file.size > CV_MAX_BYTES) return messages.joinTeam.errors.cvTooLarge;
  return undefined;
}

/** SPEC section 5's rules for the tutor application (choosing a course is not enforced). */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const text = messages.joinTeam.errors;
  const errors: ApplicationErrors = {};
  const required = ['name', 'email', 'phone', 'university', 'whereYouSeeYourself', 'goodTutor'] as const;
  for (const field of required) if (!values[field].trim()) errors[field] = text.required;
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = text.email;
  if (!errors.phone && !isPhone(values.phone.trim())) errors.phone = text.phone;
  if (!inRange(values.age, JOIN_TEAM_AGE)) errors.age = values.age.trim() ? text.age : text.required;
  if (!inRange(values.year, JOIN_TEAM_YEAR)) errors.year = values.year.trim() ? text.year : text.required;
  if (!inRange(values.pay, JOIN_TEAM_PAY)) errors.pay = values.pay.trim() ? text.pay : text.required;
  if (!values.cv) errors.cv = text.cvRequired;
  else {
    const problem = cvProblem(values.cv);
    if (problem) errors.cv = problem;
  }
  return errors;
}
