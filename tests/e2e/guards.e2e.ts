/**
 * Guards journey (product §6): each role opening another role's route lands on /login; a
 * visitor is sent to /login from the dashboard and comes back after signing in; logging out from
 * the dashboard returns to /.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import type { Account } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, logOutThroughUi, signInThroughUi, visible } from './support/ui.ts';

const ADMIN = { email: 'chief@market.test', password: 'chief-secret-1' };
const j = journey('guards', { admin: ADMIN });

const BUYER_ROUTES = ['/dashboard/orders'];
const SELLER_ROUTES = ['/dashboard/addproduct', '/dashboard/myproduct', '/dashboard/advertise'];
const ADMIN_ROUTES = [
  '/dashboard/allorders',
  '/dashboard/allusers',
  '/dashboard/allsellers',
  '/dashboard/allbuyers',
  '/dashboard/reportitem',
];

/** Opens each route and expects the guard to send the user to /login. */
async function expectSentToLogin(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await atPath(page, '/login');
  }
}

/** Opens each route and expects it to stay (the role has it). */
async function expectAllowed(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await visible(page.getByRole('heading', { level: 1 }).first());
    await atPath(page, route);
  }
}

describe('guards', () => {
  let buyer: Account;
  let seller: Account;
  beforeAll(async () => {
    [buyer, seller] = await Promise.all([
      j.api.signUp('Buyers Account', { name: 'Guarded Buyer' }),
      j.api.signUp('Seller Account', { name: 'Guarded Seller' }),
    ]);
  });

  it('sends a visitor from the dashboard to /login and back after signing in', async () => {
    const page = await j.newPage();
    for (const route of ['/dashboard', ...BUYER_ROUTES, ...SELLER_ROUTES, ...ADMIN_ROUTES]) {
      await page.goto(route);
      await atPath(page, '/login');
    }
    await page.goto('/dashboard/orders');
    await atPath(page, '/login');
    await j.shot(page, 'visitor sent to login');
    await signInThroughUi(page, buyer, { goto: false });
    await atPath(page, '/dashboard/orders');
    await visible(page.getByRole('heading', { level: 1, name: /My Orders/ }));
  });

  it('keeps a buyer out of seller and admin routes', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await expectAllowed(page, BUYER_ROUTES);
    await expectSentToLogin(page, [...SELLER_ROUTES, ...ADMIN_ROUTES]);
  });

  it('keeps a seller out of buyer and admin routes', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await expectAllowed(page, SELLER_ROUTES);
    await expectSentToLogin(page, [...BUYER_ROUTES, ...ADMIN_ROUTES]);
  });

  it('keeps an admin out of seller routes', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, ADMIN);
    await expectAllowed(page, ADMIN_ROUTES);
    await expectSentToLogin(page, SELLER_ROUTES);
  });

  it('returns to / when logging out from the dashboard', async () => {
    const page = await j.newPage();
    await signInThroughUi(page, seller);
    await page.goto('/dashboard/myproduct');
    await visible(page.getByRole('heading', { level: 1, name: /My Products/ }));
    await logOutThroughUi(page);
  });
});
