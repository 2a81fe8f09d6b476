/**
 * Google sign-in journey (product §6, docs/decisions/001): the Login page's Google button against a local OpenID Connect
 * provider standing in for Google. The provider signs its test user in and consents by itself.
 */
import { describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '../../src/server/testing/oidc-provider.ts';
import { journey } from './support/journey.ts';
import { atPath, logOutThroughUi, toast, visible } from './support/ui.ts';

let idp: OidcTestProvider | undefined;

const j = journey('google', {
  async prepare(port) {
    // The one journey with PUBLIC_URL: the redirect URI registered with the provider is built from it.
    const appUrl = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({ appUrl, user: { email: 'mitu.google@example.com', name: 'Mitu Rahman' } });
    return {
      env: {
        PUBLIC_URL: appUrl,
        GOOGLE_CLIENT_ID: idp.clientId,
        GOOGLE_CLIENT_SECRET: idp.clientSecret,
        GOOGLE_DISCOVERY_URL: idp.discoveryUrl,
      },
      stop: () => idp!.close(),
    };
  },
});

describe('Google sign-in', () => {
  it('signs a new user in with Google from the Login page, as a buyer', async () => {
    const page = await j.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /continue with google/i }).click();
    await toast(page, 'User Login successfully');
    await atPath(page, '/');
    expect(idp!.logins).toBe(1);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await visible(nav.getByRole('button', { name: 'Logout' }));
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await j.shot(page, 'signed in with google');

    // Registered as a Buyers Account (product §6): the buyer's drawer.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/dashboard');
    const drawer = page.getByRole('navigation', { name: 'Dashboard' });
    await visible(drawer.getByRole('link', { name: 'My Orders', exact: true }));
    expect(await drawer.getByRole('link', { name: 'Add A Product', exact: true }).count()).toBe(0);
    await visible(page.getByText('Mitu Rahman').first());
    await j.shot(page, 'google buyer dashboard');
    await logOutThroughUi(page);
  });

  it('comes back to the page that asked for sign-in', async () => {
    const page = await j.newPage();
    await page.goto('/dashboard/orders');
    await atPath(page, '/login');
    await page.getByRole('button', { name: /continue with google/i }).click();
    await toast(page, 'User Login successfully');
    await atPath(page, '/dashboard/orders');
    await visible(page.getByRole('heading', { name: 'My Orders' }));
  });
});
