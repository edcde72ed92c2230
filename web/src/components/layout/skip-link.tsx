import { messages } from '@/lib/i18n';
import './layout.css';

/** The first focusable element of every screen: jumps past the navigation to <main id="main">. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {messages.shell.skipToContent}
    </a>
  );
}
