import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SRC } from '@/testing/source-reads';
import { FormField } from './form-field';

const renderField = (props: Partial<Parameters<typeof FormField>[0]> = {}) =>
  render(
    <FormField label="E-mail" {...props}>
      {(control) => <input {...control} className="input" />}
    </FormField>,
  );

describe('FormField: label, control, hint and error wired together', () => {
  it('labels its control, with a made id or the one given', () => {
    const { unmount } = renderField();
    expect(screen.getByLabelText('E-mail').id).not.toBe('');
    unmount();
    renderField({ id: 'contact-email' });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'contact-email');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint, then its error, and marks it invalid while there is an error', () => {
    renderField({ id: 'f', hint: 'We never share it.', error: 'Enter a valid e-mail address.' });
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-describedby', 'f-hint f-error');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid e-mail address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // By default the form's message line announces that something is wrong, not each field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a hint that confirms a rule as a success', () => {
    renderField({ hint: 'Passwords match.', hintTone: 'success' });
    expect(screen.getByText('Passwords match.')).toHaveClass('field-hint', 'field-hint--success');
  });

  it('reads a description the control places itself (a counter) first', () => {
    render(
      <FormField id="fb" label="Feedback" describedBy="fb-counter" hint="Optional.">
        {(control) => (
          <>
            <textarea {...control} />
            <span id="fb-counter">0/500</span>
          </>
        )}
      </FormField>,
    );
    expect(screen.getByLabelText('Feedback')).toHaveAccessibleDescription('0/500 Optional.');
  });

  it('announces its error itself when asked: as an alert, or in an alert region there from the start', () => {
    const { rerender } = render(
      <FormField id="n" label="Name" error="Please enter your name." errorAlert="alert">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name.');
    rerender(
      <FormField id="n" label="Name" errorAlert="region">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', 'n-error');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the forms', () => {
  it.each([
    'features/auth/components/text-field.tsx',
    'features/profile/components/name-form.tsx',
    'features/profile/components/password-form.tsx',
    'features/join-team/components/join-team-form.tsx',
    'features/pages/components/contact-form.tsx',
    'components/rating-dialog/rating-dialog.tsx',
    'features/admin/components/reason-dialog.tsx',
  ])('%s builds its fields with FormField, no label of its own for a text control', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    expect(source).toMatch(/from '@\/components\/form-field\/form-field'/);
    // Only the join-team form's upload progress bar keeps a label of its own.
    expect(source.match(/<label htmlFor=\{(?!`\$\{prefix\}-progress`)/g) ?? []).toEqual([]);
  });

  it.each(['login-form', 'signup-form', 'forgot-password-form', 'verify-code-form', 'reset-password-form'])(
    'the account form %s uses the FormField-based TextField and PasswordField',
    (name) => {
      const source = readFileSync(join(SRC, 'features/auth/components', `${name}.tsx`), 'utf8');
      expect(source).toMatch(/from '\.\/text-field'/);
      expect(source).not.toMatch(/<label|<input/);
    },
  );
});
