import type { ReactNode } from 'react';

/** App-wide providers (auth state, cart, ...) are composed here. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
