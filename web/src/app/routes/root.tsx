import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import '@/components/layout/layout.css';

/** The shell around every screen: skip link, navigation bar, main content and footer. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="layout">
      <SkipLink />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Navbar />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* New pages start at the top; back and forward restore the previous position. */}
      <ScrollRestoration />
    </div>
  );
}
