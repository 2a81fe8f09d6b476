/**
 * Small waiting assertions over playwright-core (which has no `expect` of its own) and the UI steps
 * many journeys share. Everything finds elements the way a user does: by role, label or text.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_TIMEOUT } from './journey.ts';

/** Waits until the locator shows (exactly one element, or the first of several with `first`). */
export async function visible(locator: Locator, timeout = STEP_TIMEOUT): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

export async function hidden(locator: Locator, timeout = STEP_TIMEOUT): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** Waits for the address to reach `path` (and query, when given). */
export async function atPath(page: Page, path: string | RegExp, timeout = STEP_TIMEOUT): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)), { timeout });
}

/** A toast (react-hot-toast renders them in a live region with role="status"). */
export async function toast(page: Page, text: string, timeout = STEP_TIMEOUT): Promise<Locator> {
  return visible(page.getByRole('status').filter({ hasText: text }).first(), timeout);
}

/** Polls `read` until it satisfies `check`; vitest's expect.poll with journey timeouts. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeout = STEP_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The computed text colour, as r, g, b. */
export async function colorOf(locator: Locator): Promise<[number, number, number]> {
  const css = await locator.evaluate((el) => getComputedStyle(el).color);
  // Chromium answers rgb(), or oklch()/color() for Tailwind 4's palette; normalise through a canvas.
  const rgb = await locator.evaluate((_el, value) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = value;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, css);
  return rgb as [number, number, number];
}

/** Red text: the red channel clearly dominates (daisyUI's error colour, Tailwind's red-500…700, "red"). */
export async function expectRed(locator: Locator): Promise<void> {
  const [r, g, b] = await colorOf(locator);
  expect(r, `text colour rgb(${r}, ${g}, ${b}) is not red`).toBeGreaterThan(150);
  expect(r - Math.max(g, b), `text colour rgb(${r}, ${g}, ${b}) is not red`).toBeGreaterThan(60);
}

/** Signs in through the Login screen (opening it unless `goto: false`) and waits until it leaves /login. */
export async function signInThroughUi(
  page: Page,
  account: { email: string; password: string },
  options: { goto?: boolean } = {},
): Promise<void> {
  if (options.goto !== false) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await toast(page, 'User Login successfully');
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs out through the navbar's Logout button; product §2: logout returns to /. */
export async function logOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await atPath(page, '/');
  await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }));
}

/** Opens a dashboard screen through the drawer link, as a user would (opening the drawer on a phone). */
export async function openDashboardLink(page: Page, name: string, path: string): Promise<void> {
  const drawer = page.getByRole('navigation', { name: 'Dashboard' });
  const link = drawer.getByRole('link', { name, exact: true });
  // On a wide screen the drawer is open (its links appear once the roles are known); on a phone it
  // is closed and the navbar's menu toggle opens it.
  const toggle = page
    .getByRole('button', { name: /(open|toggle).*menu/i })
    .or(page.getByLabel(/(open|toggle).*menu/i))
    .first();
  // Whichever shows first; the other wait is dropped (and must not reject unhandled later).
  const shown = [link, toggle].map((l) =>
    l.waitFor({ state: 'visible' }).then(
      () => true,
      () => false,
    ),
  );
  if (!(await Promise.race(shown))) throw new Error(`neither the "${name}" drawer link nor the menu toggle showed`);
  if (!(await link.isVisible())) {
    await toggle.click();
    await link.waitFor({ state: 'visible' });
  }
  await link.click();
  await atPath(page, path);
}

/** Confirms a confirmation dialog when the screen asks for one (the specification has none; the screens add one, product §2). */
export async function confirmIfAsked(page: Page, confirm: RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 2_000 });
  } catch {
    return;
  }
  await dialog.first().getByRole('button', { name: confirm }).click();
}

/** The elements appear in this order in the document (first match of each locator). */
export async function expectInDocumentOrder(locators: { label: string; locator: Locator }[]): Promise<void> {
  const handles = [];
  for (const { label, locator } of locators) {
    const first = locator.first();
    await first.waitFor({ state: 'attached', timeout: STEP_TIMEOUT }).catch(() => {
      throw new Error(`"${label}" is not on the page`);
    });
    handles.push({ label, handle: await first.elementHandle() });
  }
  for (let i = 1; i < handles.length; i++) {
    const a = handles[i - 1]!;
    const b = handles[i]!;
    const follows = await a.handle.evaluate(
      (x, y) => Boolean(x.compareDocumentPosition(y as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      b.handle,
    );
    expect(follows, `"${b.label}" should come after "${a.label}"`).toBe(true);
  }
}

/** Add A Product's own fields: everything but the seller (the account's), the specs and the photos. */
export interface ProductFields {
  brand: string;
  category: string;
  price: string;
  resell: string;
  phone: string;
  location: string;
  use: string;
  detail: string;
  date: string;
}

export interface ProductForm extends ProductFields {
  seller: string;
  photo: Buffer;
}

/** Fills Add A Product's own fields (the seller is signed in and on /dashboard/addproduct). */
export async function fillProductFields(page: Page, p: ProductFields): Promise<void> {
  await page.getByLabel('Product Name').selectOption(p.brand);
  await page.getByLabel('Product Category_ID').selectOption(p.category);
  await page.getByLabel('Price', { exact: true }).fill(p.price);
  await page.getByLabel('Resell_Price').fill(p.resell);
  await page.getByLabel('Phone Number', { exact: true }).fill(p.phone);
  await page.getByLabel('Location', { exact: true }).fill(p.location);
  await page.getByLabel('Product used time').fill(p.use);
  await page.getByLabel('Product Detail').fill(p.detail);
  await page.getByLabel('Posted time').fill(p.date);
}

/** Fills and submits Add A Product (the seller is signed in and on /dashboard/addproduct); ends on My Products. */
export async function addProductThroughUi(page: Page, p: ProductForm): Promise<void> {
  await sellerNameShown(page, p.seller);
  await fillProductFields(page, p);
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: p.photo });
  // The photo uploads as soon as it is chosen; Add Product is enabled once it is stored (the click waits for that).
  await page.getByRole('button', { name: 'Add Product' }).click();
  await toast(page, 'Product added successfully');
  await atPath(page, '/dashboard/myproduct');
}

/** Add A Product shows the signed-in account's name as the seller's (read-only), once the account is known. */
export async function sellerNameShown(page: Page, name: string): Promise<void> {
  await eventually(
    () => page.getByLabel('Seller Name').inputValue(),
    (shown) => expect(shown).toBe(name),
  );
}

/**
 * Uploads from this page go at `bytesPerSecond` (Chromium's network emulation, downloads unthrottled),
 * to watch a photo's progress; the answer puts the connection back to full speed.
 */
export async function slowUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = async (upload: number, latency: number) => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: upload });
  };
  await emulate(bytesPerSecond, 20);
  return () => emulate(-1, 0);
}
