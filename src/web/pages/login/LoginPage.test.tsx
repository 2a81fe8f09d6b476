import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { paths } from '../../paths.ts';
import LoginPage from './LoginPage.tsx';

const rina = { id: 'u-1', name: 'Rina Akter', email: 'rina@example.com', image: null, option: 'Buyers Account', role: null };

function Landed() {
  const { pathname, search, hash } = useLocation();
  return <p>landed on {`${pathname}${search}${hash}`}</p>;
}

/** Login as the guard opens it: with the page the user came from in the navigation state. */
function renderLogin(from: unknown) {
  const routes = () => [
    { path: paths.login, Component: LoginPage },
    { path: paths.notFound, Component: Landed },
  ];
  const { router } = renderRoutes(routes, { pathname: '/login', state: { from } }, (method, path) => {
    if (path === '/api/config') return { body: { google: false, payments: { provider: 'sandbox', publishableKey: null } } };
    if (method === 'POST' && path === '/api/auth/sign-in/email') return { body: { redirect: false, token: 't', url: null, user: rina } };
    if (path.startsWith('/api/jwt?')) return { body: { accessToken: 'rinas-token' } };
    return null;
  });
  return router;
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'rina@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login sends the user back where they came from, never off the site (product §6)', () => {
  it('returns to the page the guard remembered', async () => {
    const router = renderLogin({ pathname: '/dashboard/orders', search: '?page=2', hash: '#top' });
    await signIn();
    await screen.findByText('landed on /dashboard/orders?page=2#top');
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it.each([
    ['a protocol-relative address', { pathname: '//evil.example' }],
    ['a backslash the browser reads as a slash', { pathname: '/\\evil.example' }],
    ['a tab the browser drops', { pathname: '/\t/evil.example' }],
    ['a string instead of a location', 'https://evil.example/'],
  ])('goes home instead of %s', async (_what, from) => {
    const router = renderLogin(from);
    await signIn();
    await screen.findByText('landed on /');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the required messages and stays on Login when nothing is filled in', async () => {
    const router = renderLogin({ pathname: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await screen.findByText('Email Address is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    // The message belongs to its field: announced, and read with the field.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Email Address is required');
    expect(router.state.location.pathname).toBe('/login');
  });
});
