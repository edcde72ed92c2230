import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  CV_EXTENSIONS,
  JOIN_TEAM_AGE,
  JOIN_TEAM_COURSE_OPTIONS,
  JOIN_TEAM_OTHER_COURSES_MAX_LENGTH,
  JOIN_TEAM_PAY,
  JOIN_TEAM_TEXT_MAX_LENGTH,
  JOIN_TEAM_YEAR,
  NAME_MAX_LENGTH,
} from '@darsak/common';
import { useAlert } from '@/components/alert/alert-provider';
import { FormField, type FieldControlProps } from '@/components/form-field/form-field';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { newApplicationId, saveJoinTeam } from '../api/save-join-team';
import { uploadCv } from '../api/upload-cv';
import {
  cvProblem,
  FIELD_ORDER,
  serverFieldErrors,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from '../utils/validate-application';
import { CourseMultiSelect } from './course-multi-select';
import './join-team.css';

const emptyValues = (user: User): ApplicationValues => ({
  name: user.name,
  email: user.email,
  phone: '',
  age: '',
  university: '',
  year: '',
  coursesToGive: [],
  whereYouSeeYourself: '',
  cv: null,
  pay: '',
  otherCourses: '',
  goodTutor: '',
});

type FieldProps = {
  field: ApplicationField;
  label: string;
  hint?: string;
  error?: string;
  children: (props: FieldControlProps) => ReactNode;
  wide?: boolean;
};

/** The tutor application (SPEC sections 2, 3, 5): save the fields, then upload the CV. */
export function JoinTeamForm({ user }: { user: User }) {
  const { alert } = useAlert();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const cvInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ApplicationValues>(() => emptyValues(user));
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // Once saved with its CV: the 'received' screen says what happens next (issue 21).
  const [received, setReceived] = useState(false);
  const receivedRef = useRef<HTMLElement>(null);
  // Focus moves to it once the success alert has closed and handed focus back to its opener.
  useEffect(() => {
    if (!received) return;
    const frame = requestAnimationFrame(() => receivedRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [received]);
  const [progress, setProgress] = useState<number | null>(null);
  const [showSummary, setShowSummary] = useState(false);
  const text = messages.joinTeam;
  const fieldId = (field: ApplicationField) => `${prefix}-${field}`;

  const update = <K extends ApplicationField>(field: K, value: ApplicationValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onText = (field: ApplicationField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update(field, event.target.value);

  const onCvChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? cvProblem(file) : undefined;
    if (problem) {
      // Refuse before any upload: the file is dropped and the reason shown.
      event.target.value = '';
      setValues((current) => ({ ...current, cv: null }));
      setErrors((current) => ({ ...current, cv: problem }));
      return;
    }
    update('cv', file);
  };

  const reset = () => {
    setValues(emptyValues(user));
    setErrors({});
    setShowSummary(false);
    if (cvInput.current) cvInput.current.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateApplication(values);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setErrors(found);
      setShowSummary(true);
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(firstInvalid))}`)?.focus();
      return;
    }
    setShowSummary(false);
    const cv = values.cv!;
    setSubmitting(true);
    let applicationId: string;
    try {
      applicationId = await saveJoinTeam({
        id: newApplicationId(),
        user_id: user.id,
        submitted_at: new Date().toISOString(),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        age: Number(values.age),
        university: values.university.trim(),
        year: Number(values.year),
        coursesToGive: values.coursesToGive,
        whereYouSeeYourself: values.whereYouSeeYourself.trim(),
        cv: cv.name,
        pay: Number(values.pay),
        otherCourses: values.otherCourses.trim(),
        goodTutor: values.goodTutor.trim(),
      });
    } catch (failure) {
      setSubmitting(false);
      // The server's field errors (e.g. a phone format it refuses) show next to their fields too.
      if (failure instanceof ApiError && failure.status === 422) setErrors(serverFieldErrors(failure.errors));
      await alert(text.saveFailed, { tone: 'error' });
      return;
    }
    try {
      setProgress(0);
      await uploadCv(cv, applicationId, setProgress);
    } catch {
      setSubmitting(false);
      setProgress(null);
      await alert(text.cvUploadFailed, { tone: 'error' });
      return;
    }
    setSubmitting(false);
    setProgress(null);
    reset();
    await alert(text.success, { tone: 'success' });
    setReceived(true);
  };

  const renderField = ({ field, label, hint, error, children, wide }: FieldProps) => (
    <FormField id={fieldId(field)} label={label} hint={hint} error={error} className={wide ? 'join-form__wide' : undefined}>
      {children}
    </FormField>
  );

  const f = text.fields;
  /** The three free-text answers share one shape. */
  const renderTextArea = (field: 'otherCourses' | 'goodTutor' | 'whereYouSeeYourself', rows: number, maxLength: number) =>
    renderField({
      field,
      label: f[field],
      error: errors[field],
      children: (props) => (
        <textarea
          {...props}
          className="input join-form__textarea"
          name={field}
          maxLength={maxLength}
          rows={rows}
          value={values[field]}
          onChange={onText(field)}
        />
      ),
    });
  // The 'received' panel says what happens next (issue 21); the form below it is reset, keeping
  // name and e-mail (SPEC section 5), for another application.
  const r = text.received;
  const receivedPanel = received ? (
    <section className="card join-received" aria-labelledby="join-received-title" tabIndex={-1} ref={receivedRef}>
      <h2 id="join-received-title">{r.title}</h2>
      <p>{r.intro}</p>
      <h3>{r.nextTitle}</h3>
      <ol className="join-received__steps">
        {r.steps.map((step) => (
          <li key={step}>{format(step, { email: user.email })}</li>
        ))}
      </ol>
    </section>
  ) : null;

  return (
    <>
      {receivedPanel}
      <form ref={formRef} className="join-form card" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <p className="join-form__note">{text.requiredNote}</p>
        <div role="alert" className="form-message form-message--error join-form__summary">
          {showSummary && Object.values(errors).some(Boolean) ? text.errors.summary : null}
        </div>

        <fieldset className="join-form__section">
          <legend>{text.sections.about}</legend>
          <div className="join-form__grid">
            {renderField({
              field: 'name',
              label: f.name,
              error: errors.name,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  name="name"
                  autoComplete="name"
                  maxLength={NAME_MAX_LENGTH}
                  value={values.name}
                  onChange={onText('name')}
                />
              ),
            })}
            {renderField({
              field: 'email',
              label: f.email,
              error: errors.email,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={onText('email')}
                />
              ),
            })}
            {renderField({
              field: 'phone',
              label: f.phone,
              error: errors.phone,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  type="tel"
                  name="phone"
                  autoComplete="tel"
                  placeholder={f.phonePlaceholder}
                  value={values.phone}
                  onChange={onText('phone')}
                />
              ),
            })}
            {renderField({
              field: 'age',
              label: f.age,
              error: errors.age,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  type="number"
                  name="age"
                  inputMode="numeric"
                  min={JOIN_TEAM_AGE.min}
                  max={JOIN_TEAM_AGE.max}
                  step={1}
                  value={values.age}
                  onChange={onText('age')}
                />
              ),
            })}
            {renderField({
              field: 'university',
              label: f.university,
              error: errors.university,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  name="university"
                  autoComplete="organization"
                  maxLength={NAME_MAX_LENGTH}
                  value={values.university}
                  onChange={onText('university')}
                />
              ),
            })}
            {renderField({
              field: 'year',
              label: f.year,
              hint: f.yearHint,
              error: errors.year,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  type="number"
                  name="year"
                  inputMode="numeric"
                  min={JOIN_TEAM_YEAR.min}
                  max={JOIN_TEAM_YEAR.max}
                  step={1}
                  value={values.year}
                  onChange={onText('year')}
                />
              ),
            })}
          </div>
        </fieldset>

        <fieldset className="join-form__section">
          <legend>{text.sections.teaching}</legend>
          {renderField({
            field: 'coursesToGive',
            label: f.coursesToGive,
            children: ({ id }) => (
              <CourseMultiSelect
                id={id}
                options={JOIN_TEAM_COURSE_OPTIONS}
                value={values.coursesToGive}
                onChange={(courses) => update('coursesToGive', courses)}
              />
            ),
          })}
          {renderTextArea('otherCourses', 2, JOIN_TEAM_OTHER_COURSES_MAX_LENGTH)}
          {renderTextArea('goodTutor', 4, JOIN_TEAM_TEXT_MAX_LENGTH)}
          {renderTextArea('whereYouSeeYourself', 3, JOIN_TEAM_TEXT_MAX_LENGTH)}
        </fieldset>

        <fieldset className="join-form__section">
          <legend>{text.sections.documents}</legend>
          <div className="join-form__grid">
            {renderField({
              field: 'cv',
              label: f.cv,
              hint: f.cvNote,
              error: errors.cv,
              children: (props) => (
                <input
                  {...props}
                  ref={cvInput}
                  className="input join-form__file"
                  type="file"
                  name="cv"
                  accept={CV_EXTENSIONS.join(',')}
                  onChange={onCvChange}
                />
              ),
            })}
            {renderField({
              field: 'pay',
              label: f.pay,
              hint: f.payHint,
              error: errors.pay,
              children: (props) => (
                <input
                  {...props}
                  className="input"
                  type="number"
                  name="pay"
                  inputMode="numeric"
                  min={JOIN_TEAM_PAY.min}
                  max={JOIN_TEAM_PAY.max}
                  step={1}
                  value={values.pay}
                  onChange={onText('pay')}
                />
              ),
            })}
          </div>
        </fieldset>

        <div className="join-form__footer">
          {progress !== null && (
            <div className="join-form__progress">
              <label htmlFor={`${prefix}-progress`}>{text.uploadingCv}</label>
              <progress id={`${prefix}-progress`} max={100} value={Math.round(progress * 100)} />
            </div>
          )}
          <button type="submit" className="btn btn-primary join-form__submit" aria-disabled={submitting || undefined}>
            {submitting ? text.submitting : text.submit}
          </button>
        </div>
      </form>
    </>
  );
}
