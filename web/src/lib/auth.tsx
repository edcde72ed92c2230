import { createContext, useContext, type ReactNode } from 'react';

export type User = {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  image: string | null;
  created_at: string;
};

export type AuthState = {
  /** undefined while the first fetch of /api/user is in flight; null when signed out. */
  user: User | null | undefined;
  loading: boolean;
  /** Refetches GET /api/user. */
  reload: () => Promise<User | null>;
};

const AuthContext = createContext<AuthState>({ user: null, loading: false, reload: async () => null });

// Placeholder provider: the accounts work fetches the user and owns this module.
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext value={{ user: null, loading: false, reload: async () => null }}>{children}</AuthContext>;
}

export const useAuth = () => useContext(AuthContext);
