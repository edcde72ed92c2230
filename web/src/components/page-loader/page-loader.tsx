import { messages } from '@/lib/i18n';
import './page-loader.css';

/** The full-screen loading indicator: a white ring spinner of size 50 (SPEC section 2). */
export function PageLoader({ label = messages.shell.loading }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
