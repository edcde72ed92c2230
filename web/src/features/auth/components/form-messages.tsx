import type { ReactNode } from 'react';

/**
 * The message line of a form. Both live regions stay in the document so that a message
 * appearing in them is announced: errors assertively, successes politely. `errorShownElsewhere`
 * keeps an error announced but not shown twice (it is already next to its field).
 */
export function FormMessages({
  error,
  success,
  errorShownElsewhere = false,
}: {
  error?: ReactNode;
  success?: ReactNode;
  errorShownElsewhere?: boolean;
}) {
  return (
    <>
      <div role="alert" className={`form-message form-message--error${errorShownElsewhere ? ' visually-hidden' : ''}`}>
        {error}
      </div>
      <div role="status" className="form-message form-message--success">
        {success}
      </div>
    </>
  );
}
