import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart/cart-context';
import { AuthProvider } from '@/lib/auth';

/** App-wide providers (auth state, cart, ...) are composed here. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <CartProvider>{children}</CartProvider>
    </AuthProvider>
  );
}
