import { SupportPage } from '@/features/pages/components/support-page';

/** /support */
export function Component() {
  return <SupportPage />;
}
