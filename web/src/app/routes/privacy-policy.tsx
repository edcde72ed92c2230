import { PrivacyPage } from '@/features/pages/components/privacy-page';

/** /privacy-policy */
export function Component() {
  return <PrivacyPage />;
}
