import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../api/http.ts';
import { getMyBookings } from '../api/bookings.ts';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../testing/render.tsx';
import { AuthProvider, useAuth } from './AuthProvider.tsx';

const rina = { id: 'u-1', name: 'Rina Akter', email: 'rina@example.com', image: null, option: 'Buyers Account', role: null };
const session = { session: { id: 's-1', userId: 'u-1', token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }, user: rina };

function renderProvider() {
  const Client = withQueryClient(testQueryClient());
  const { result } = renderHook(useAuth, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Client>
        <AuthProvider>{children}</AuthProvider>
      </Client>
    ),
  });
  return result;
}

/** The state once the start-up session check is over. */
async function settled(result: { current: ReturnType<typeof useAuth> }) {
  await waitFor(() => expect(result.current.loading).toBe(false));
  return result.current;
}

describe('AuthProvider (product §3, §4)', () => {
  it('is loading at start, then signed out when the server has no session', async () => {
    fakeFetch((method, path) => (method === 'GET' && path === '/api/auth/get-session' ? { body: null } : null));
    const auth = renderProvider();
    expect(auth.current.loading).toBe(true);
    expect((await settled(auth)).user).toBeNull();
  });

  it('is signed out when the session cannot be read', async () => {
    fakeFetch(() => ({ status: 500, body: { error: 'internal-error', message: 'x' } }));
    expect((await settled(renderProvider())).user).toBeNull();
  });

  it('takes the user of a live session', async () => {
    fakeFetch((_m, path) => (path === '/api/auth/get-session' ? { body: session } : null));
    const auth = renderProvider();
    expect((await settled(auth)).user).toEqual({ email: 'rina@example.com', displayName: 'Rina Akter', uid: 'u-1' });
  });

  it('signs in, keeps the access token that later calls carry, and forgets it on logout', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'someone-elses-token');
    const { sent } = fakeFetch((method, path, body) => {
      if (path === '/api/auth/get-session') return { body: null };
      if (method === 'POST' && path === '/api/auth/sign-in/email') {
        expect(body).toEqual({ email: 'rina@example.com', password: 'secret123' });
        return { body: { redirect: false, token: 't', url: null, user: rina } };
      }
      if (path === '/api/jwt?email=rina%40example.com') return { body: { accessToken: 'rinas-token' } };
      if (path === '/api/bookings?email=rina%40example.com') return { body: [] };
      if (path === '/api/auth/sign-out') return { body: { success: true } };
      return null;
    });
    const auth = renderProvider();
    expect((await settled(auth)).user).toBeNull();

    await act(async () => {
      const user = await auth.current.signIn('rina@example.com', 'secret123');
      expect(user.email).toBe('rina@example.com');
    });
    expect((await settled(auth)).user?.displayName).toBe('Rina Akter');
    // A token of the account signed in before is gone before anything is sent for this one.
    const signIn = sent.find((s) => s.path === '/api/auth/sign-in/email');
    expect(signIn?.authorization).toBeNull();

    await act(() => auth.current.storeAccessToken('rina@example.com'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('rinas-token');
    await getMyBookings('rina@example.com');
    expect(sent.at(-1)).toMatchObject({ path: '/api/bookings?email=rina%40example.com', authorization: 'bearer rinas-token' });

    await act(() => auth.current.logOut());
    expect((await settled(auth)).user).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(sent.at(-1)?.path).toBe('/api/auth/sign-out');
  });

  it('stays signed out and says why when the password is wrong', async () => {
    fakeFetch((_m, path) =>
      path === '/api/auth/get-session'
        ? { body: null }
        : { status: 401, body: { error: 'invalid-credentials', message: 'Invalid email or password' } },
    );
    const auth = renderProvider();
    await settled(auth);
    await act(() => expect(auth.current.signIn('rina@example.com', 'wrong-one')).rejects.toThrow('Invalid email or password'));
    expect((await settled(auth)).user).toBeNull();
  });
});
