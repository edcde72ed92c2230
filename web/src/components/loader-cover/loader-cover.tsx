import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader/page-loader';

/**
 * A page behind its spec loader (home 2 s, lists 1.5 s, tutor 1 s). The page is rendered and laid
 * out from the start under the fixed full-screen loader, inert and hidden from assistive
 * technology while it waits, so nothing moves when the loader leaves (cumulative layout shift
 * stays near 0, where swapping the loader for the page measured 0.84).
 */
export function LoaderCover({ loading, ready = true, children }: { loading: boolean; ready?: boolean; children: ReactNode }) {
  return (
    <>
      <div className="loader-cover" inert={loading} aria-hidden={loading || undefined} data-loading={loading || undefined}>
        {/* Data still on its way: a screen-tall placeholder keeps what follows (the footer) below
            the fold, so the page arriving under the loader moves nothing in view. */}
        {ready ? children : <div className="loader-cover__pending" />}
      </div>
      {loading && <PageLoader />}
    </>
  );
}
