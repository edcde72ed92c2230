import type { ReactNode } from 'react';

/**
 * The message line of a form. Both live regions stay in the document so that a message
 * appearing in them is announced: errors assertively, successes politely.
 */
export function FormMessages({ error, success }: { error?: ReactNode; success?: ReactNode }) {
  return (
    <>
      <div role="alert" className="form-message form-message--error">
        {error}
      </div>
      <div role="status" className="form-message form-message--success">
        {success}
      </div>
    </>
  );
}
