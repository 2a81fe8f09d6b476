import { http } from './http.ts';

/** The auth library's own routes (architecture §1), not product calls. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  option?: string;
  role?: string | null;
}

export const getSession = () => http<{ user: SessionUser } | null>('/api/auth/get-session');
export const signInEmail = (email: string, password: string) =>
  http<{ user: SessionUser }>('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
export const signUpEmail = (input: { name: string; email: string; password: string; option: string }) =>
  http<{ user: SessionUser }>('/api/auth/sign-up/email', { method: 'POST', body: input });
export const updateProfile = (input: { name?: string; image?: string }) =>
  http<{ status: boolean }>('/api/auth/update-user', { method: 'POST', body: input });
export const signOut = () => http<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });
export const startGoogleSignIn = (callbackURL: string, errorCallbackURL: string) =>
  http<{ url: string; redirect: boolean }>('/api/auth/sign-in/oauth2', {
    method: 'POST',
    body: { providerId: 'google', callbackURL, errorCallbackURL },
  });
