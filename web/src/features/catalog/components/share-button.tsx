import { messages } from '@/lib/i18n';

type Props = { title: string; text: string; url: string };

/** The wa.me link that opens WhatsApp with the text and the link filled in. */
export const whatsAppShareLink = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * Share: the system share sheet where the browser has one (Web Share API, phones), else a
 * WhatsApp link, where Lebanese students share tutoring. A cancelled share is not an error.
 */
export function ShareButton({ title, text, url }: Props) {
  const t = messages.coursePage;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (!canShare) {
    return (
      <a className="btn btn-secondary" href={whatsAppShareLink(text, url)} target="_blank" rel="noopener noreferrer">
        {t.shareWhatsApp}
        <span className="visually-hidden"> {messages.shell.footer.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => {
        navigator.share({ title, text, url }).catch(() => {
          // Cancelled by the user, or refused: nothing to report.
        });
      }}
    >
      {t.share}
    </button>
  );
}
