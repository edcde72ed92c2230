import { useHydrated } from '@/hooks/use-hydrated';
import { locale, messages } from '@/lib/i18n';
import { shareUrl } from '@/lib/locale';

/** `path`: the page to share; the link adds the origin and the sharer's language. */
type Props = { title: string; text: string; path: string };

/** The wa.me link that opens WhatsApp with the text and the link filled in. */
export const whatsAppShareLink = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * Share: the system share sheet where the browser has one (Web Share API, phones), else a
 * WhatsApp link, where Lebanese students share tutoring. A cancelled share is not an error.
 */
export function ShareButton({ title, text, path }: Props) {
  const t = messages.coursePage;
  // The link is the same on the server and in the browser (APP_URL's origin, the page's language):
  // a prerendered page (decision 083, amended) shares the right address before the app starts.
  // Only the browser knows its share sheet: the button replaces the link once hydrated.
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';
  const url = shareUrl(path, locale);
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
