import { ContactPage } from '@/features/pages/components/contact-page';

/** /contact */
export function Component() {
  return <ContactPage />;
}
