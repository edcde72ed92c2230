import { AboutPage } from '@/features/about/components/about-page';

/** /about: who we are, mission, vision, team and how to join. */
export function Component() {
  return <AboutPage />;
}
