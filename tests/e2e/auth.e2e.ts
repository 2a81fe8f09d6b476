/**
 * Sign-up and login journey (product §2, §5): sign up as a buyer and as a seller, every login and sign-up
 * validation message of product §5, a wrong password shown in red, a taken email, and the Google
 * button on a server without Google credentials. The server runs without PUBLIC_URL, as most people
 * start it: the browser uses http://127.0.0.1:port, and one test signs up and in at
 * http://localhost:port of the same server.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/api.ts';
import { allowHttpError, journey } from './support/journey.ts';
import { atPath, expectRed, hidden, logOutThroughUi, signInThroughUi, toast, visible } from './support/ui.ts';

const j = journey('auth');

const ROLE_LINKS = [
  'My Orders',
  'Add A Product',
  'My Products',
  'Advertise Item',
  'All Orders',
  'All User',
  'All Sellers',
  'All Buyers',
  'Reported Item',
];

/** The role links of the dashboard drawer (product §2), in order; other links (a profile, home) are left out. */
async function drawerLinks(page: Page): Promise<string[]> {
  const drawer = page.getByRole('navigation', { name: 'Dashboard' });
  await visible(
    drawer
      .getByRole('link')
      .filter({ hasText: /My Orders|Add A Product|All Orders/ })
      .first(),
  );
  return (await drawer.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter((t) => ROLE_LINKS.includes(t));
}

async function fillSignUp(page: Page, input: { name: string; email: string; password: string; option?: string }) {
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await page.getByLabel('Email', { exact: true }).fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  if (input.option) await page.getByRole('combobox').selectOption(input.option);
}

describe('sign up and login', () => {
  let existing: Account;
  beforeAll(async () => {
    existing = await j.api.signUp('Buyers Account', { name: 'Sadia Islam', email: 'sadia@example.com' });
  });

  it('signs up as a buyer (the default option) and gets the buyer dashboard', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
    await atPath(page, '/signup');
    const option = page.getByRole('combobox');
    expect(await option.locator('option:checked').innerText()).toBe('Buyers Account');
    expect((await option.locator('option').allInnerTexts()).map((t) => t.trim())).toEqual(['Buyers Account', 'Seller Account']);
    await visible(page.getByRole('button', { name: /google/i }));
    await j.shot(page, 'sign up');

    await fillSignUp(page, { name: 'Imran Hossain', email: 'imran.buyer@example.com', password: 'secret123' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, 'User created successfully');
    await atPath(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await visible(nav.getByRole('button', { name: 'Logout' }));
    expect(await nav.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/dashboard');
    expect(await drawerLinks(page)).toEqual(['My Orders']);
    await j.shot(page, 'buyer dashboard');

    await logOutThroughUi(page);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('signs up as a seller and gets the seller dashboard', async () => {
    const page = await j.newPage();
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Shakil Ahmed', email: 'shakil.seller@example.com', password: 'secret123', option: 'Seller Account' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, 'User created successfully');
    await atPath(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/dashboard');
    expect(await drawerLinks(page)).toEqual(['Add A Product', 'My Products', 'Advertise Item']);
    await j.shot(page, 'seller dashboard');
  });

  it('signs up and logs in at http://localhost too, the other address of the same server', async () => {
    const origin = `http://localhost:${j.server.port}`;
    const page = await j.newPage({ baseURL: origin });
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Nadia Karim', email: 'nadia.localhost@example.com', password: 'secret123' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, 'User created successfully');
    await atPath(page, '/');
    expect(new URL(page.url()).origin).toBe(origin);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await visible(nav.getByRole('button', { name: 'Logout' }));

    await logOutThroughUi(page);
    await signInThroughUi(page, { email: 'nadia.localhost@example.com', password: 'secret123' });
    await atPath(page, '/');
    expect(new URL(page.url()).origin).toBe(origin);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/dashboard');
    expect(await drawerLinks(page)).toEqual(['My Orders']);
    await j.shot(page, 'buyer dashboard at localhost');
  });

  it('shows every sign-up validation message', async () => {
    const page = await j.newPage();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required'])
      await visible(page.getByText(message, { exact: true }));
    await j.shot(page, 'sign up required messages');

    await fillSignUp(page, { name: 'Short', email: 'short@example.com', password: '12345' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await visible(page.getByText('Password at least 6 characters or longer', { exact: true }));
    for (const message of ['Name is required', 'Email is required', 'Password is required'])
      await hidden(page.getByText(message, { exact: true }));
    expect(page.url()).toMatch(/\/signup$/);
  });

  it('shows the sign-up error of a taken email', async () => {
    const page = await j.newPage();
    allowHttpError(page, 422, /\/api\/auth\/sign-up\/email$/, 'the email is taken');
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Someone Else', email: existing.email, password: 'secret123' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const error = await visible(page.getByRole('alert').filter({ hasText: /exist|taken|already/i }));
    await expectRed(error);
    expect(page.url()).toMatch(/\/signup$/);
  });

  it('shows every login validation message', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await atPath(page, '/login');
    await visible(page.getByRole('link', { name: 'Create new account' }));
    await visible(page.getByRole('button', { name: /google/i }));
    await j.shot(page, 'login');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await visible(page.getByText('Email Address is required', { exact: true }));
    await visible(page.getByText('Password is required', { exact: true }));
    await j.shot(page, 'login required messages');

    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await visible(page.getByText('Password must be 6 characters or longer', { exact: true }));
    await hidden(page.getByText('Email Address is required', { exact: true }));

    await page.getByRole('link', { name: 'Create new account' }).click();
    await atPath(page, '/signup');
  });

  it('shows a wrong password in red and then signs in', async () => {
    const page = await j.newPage();
    allowHttpError(page, 401, /\/api\/auth\/sign-in\/email$/, 'the password is wrong');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const error = await visible(page.getByRole('alert').filter({ hasText: /invalid|wrong|incorrect/i }));
    await expectRed(error);
    expect(page.url()).toMatch(/\/login$/);
    await j.shot(page, 'wrong password');

    await signInThroughUi(page, existing, { goto: false });
    await atPath(page, '/');
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }));
  });

  it('says Google sign-in is not configured when the server has no Google credentials', async () => {
    const page = await j.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /google/i }).click();
    await visible(page.getByText('Google sign-in is not configured on this server.'));
    expect(page.url()).toMatch(/\/login$/);
  });
});
