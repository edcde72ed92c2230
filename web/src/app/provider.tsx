import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart/cart-context';
import { AuthProvider } from '@/lib/auth';
import { LocaleProvider } from '@/lib/locale-provider';

/** App-wide providers (auth state, cart, language, ...) are composed here. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <CartProvider>
        <LocaleProvider>{children}</LocaleProvider>
      </CartProvider>
    </AuthProvider>
  );
}
