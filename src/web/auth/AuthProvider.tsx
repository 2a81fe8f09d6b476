import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as authApi from '../api/auth.ts';
import { ACCESS_TOKEN_KEY } from '../api/http.ts';
import { forgetSession } from '../api/load.ts';
import { getAccessToken } from '../api/users.ts';
import { paths } from '../paths.ts';
import { useLocale } from '../i18n/locale.tsx';
import type { SessionUser } from '#shared/schemas/auth.ts';

/** The signed-in user as product §3 names it. */
export interface AuthUser {
  email: string;
  displayName: string;
  uid: string;
}

interface AuthState {
  user: AuthUser | null;
  /** True at start and while sign-in, sign-up, logout or provider login runs (product §4). */
  loading: boolean;
  createUser: (input: { name: string; email: string; password: string; option: string }) => Promise<AuthUser>;
  signIn: (email: string, password: string) => Promise<AuthUser>;
  logOut: () => Promise<void>;
  updateUserProfile: (profile: { displayName: string }) => Promise<void>;
  providerLogin: (returnTo: string) => Promise<void>;
  /** Fetches the access token for the signed-in user and keeps it under `accessToken`. */
  storeAccessToken: (email: string) => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

const toAuthUser = (u: SessionUser): AuthUser => ({ email: u.email, displayName: u.name, uid: u.id });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const queryClient = useQueryClient();
  // Google brings the reader back to a page of the language they started from.
  const { prefix } = useLocale();

  useEffect(() => {
    let live = true;
    authApi
      .getSession()
      .then((s) => live && setUser(s?.user ? toAuthUser(s.user) : null))
      .catch(() => live && setUser(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await work();
    } finally {
      setLoading(false);
    }
  }, []);

  const storeAccessToken = useCallback(async (email: string) => {
    const { accessToken } = await getAccessToken(email);
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      storeAccessToken,
      createUser: (input) =>
        run(async () => {
          localStorage.removeItem(ACCESS_TOKEN_KEY);
          const { user: created } = await authApi.signUpEmail(input);
          const next = toAuthUser(created);
          setUser(next);
          forgetSession(queryClient);
          return next;
        }),
      signIn: (email, password) =>
        run(async () => {
          localStorage.removeItem(ACCESS_TOKEN_KEY);
          const { user: signedIn } = await authApi.signInEmail(email, password);
          const next = toAuthUser(signedIn);
          setUser(next);
          forgetSession(queryClient);
          return next;
        }),
      logOut: () =>
        run(async () => {
          localStorage.removeItem(ACCESS_TOKEN_KEY);
          try {
            await authApi.signOut();
          } finally {
            setUser(null);
            forgetSession(queryClient);
          }
        }),
      updateUserProfile: async ({ displayName }) => {
        await authApi.updateProfile({ name: displayName });
        setUser((u) => (u ? { ...u, displayName } : u));
      },
      providerLogin: (returnTo) =>
        run(async () => {
          const back = `${window.location.origin}${prefix}${paths.googleReturn.signedIn(returnTo)}`;
          const failed = `${window.location.origin}${prefix}${paths.googleReturn.failed}`;
          const { url } = await authApi.startGoogleSignIn(back, failed);
          window.location.assign(url);
        }),
    }),
    [user, loading, run, storeAccessToken, queryClient, prefix],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
