import type { z } from 'zod';
import type { authSession, authStatus, oauthStart, signedIn, signedOut } from '#shared/schemas/auth.ts';
import { http } from './http.ts';

/** The sign-in library's own routes (architecture §1), not product calls. */
export const getSession = () => http<z.infer<typeof authSession>>('/api/auth/get-session');
export const signInEmail = (email: string, password: string) =>
  http<z.infer<typeof signedIn>>('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
export const signUpEmail = (input: { name: string; email: string; password: string; option: string }) =>
  http<z.infer<typeof signedIn>>('/api/auth/sign-up/email', { method: 'POST', body: input });
export const updateProfile = (input: { name?: string; image?: string }) =>
  http<z.infer<typeof authStatus>>('/api/auth/update-user', { method: 'POST', body: input });
export const signOut = () => http<z.infer<typeof signedOut>>('/api/auth/sign-out', { method: 'POST', body: {} });
export const startGoogleSignIn = (callbackURL: string, errorCallbackURL: string) =>
  http<z.infer<typeof oauthStart>>('/api/auth/sign-in/oauth2', {
    method: 'POST',
    body: { providerId: 'google', callbackURL, errorCallbackURL },
  });
