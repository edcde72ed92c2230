import { FaqPage } from '@/features/pages/components/faq-page';

/** /faq */
export function Component() {
  return <FaqPage />;
}
