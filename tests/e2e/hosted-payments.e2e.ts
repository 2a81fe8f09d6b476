/**
 * Hosted payments through local stand-ins of bKash and SSLCommerz that speak their protocols
 * (PAYMENTS=bkash,sslcommerz,cod; product §4, "Paying: the methods"): a buyer pays on bKash's page (wallet,
 * OTP, PIN) and comes back paid; on SSLCommerz's page, with its IPN arriving before the browser's return,
 * then after it; an admin refunds a disputed bKash payment and the money goes back through bKash.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bkashEnv, startBkashStandIn, type BkashStandIn } from '../../src/server/testing/bkash-stand-in.ts';
import { sslcommerzEnv, startSslcommerzStandIn, type SslcommerzStandIn } from '../../src/server/testing/sslcommerz-stand-in.ts';
import type { Account } from './support/api.ts';
import { journey } from './support/journey.ts';
import { atPath, eventually, signInThroughUi, visible } from './support/ui.ts';

let bkash: BkashStandIn;
let ssl: SslcommerzStandIn;
const ADMIN = { email: 'admin@hosted.test', password: 'admin-secret-1' };
const j = journey('hosted-payments', {
  admin: ADMIN,
  async prepare() {
    [bkash, ssl] = await Promise.all([startBkashStandIn(), startSslcommerzStandIn({ ipnDelayMs: 1500 })]);
    return {
      env: { PAYMENTS: 'bkash,sslcommerz,cod', ...bkashEnv(bkash), ...sslcommerzEnv(ssl) },
      stop: async () => {
        await Promise.all([bkash.close(), ssl.close()]);
      },
    };
  },
});

describe('hosted payments', () => {
  let seller: Account;
  let buyer: Account;
  beforeAll(async () => {
    seller = await j.api.signUp('Seller Account', { name: 'Mim Computers' });
    buyer = await j.api.signUp('Buyers Account', { name: 'Tanvir Hasan' });
  });

  /** A booked laptop, and the buyer on its payment page. */
  async function toPay(price: number): Promise<{ page: Page; bookingId: string }> {
    const bookingId = await j.api.book(buyer, await j.api.addProduct(seller, { name: 'Hp', resell_price: price }));
    const page = await j.newPage();
    await signInThroughUi(page, buyer);
    await page.goto(`/dashboard/payment/${bookingId}`);
    return { page, bookingId };
  }

  it('bKash: the buyer approves on bKash’s page and comes back paid, the money held', async () => {
    const { page, bookingId } = await toPay(52_000);
    await j.shot(page, 'payment page without cards');
    await page.getByRole('button', { name: 'Pay with bKash' }).click();
    await page.waitForURL((url) => url.origin === new URL(bkash.baseUrl).origin);
    await page.getByLabel('Wallet number').fill('01770618575');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Verification code (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('PIN').fill('12121');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await atPath(page, `/dashboard/payment/${bookingId}`);
    await visible(page.getByText('Congrats! your payment completed'));
    await j.shot(page, 'paid with bKash');
    expect(bkash.calls('/execute')).toBe(1);
  });

  for (const order of ['IPN first', 'Return first'] as const) {
    it(`SSLCommerz, ${order.toLowerCase()}: recorded once, confirmed by the validation API`, async () => {
      const { page, bookingId } = await toPay(order === 'IPN first' ? 41_000 : 42_000);
      await page.getByRole('button', { name: 'SSLCommerz (cards, banking, wallets)' }).click();
      await page.waitForURL((url) => url.origin === new URL(ssl.baseUrl).origin);
      await page.getByLabel(order).check();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await atPath(page, `/dashboard/payment/${bookingId}`);
      await visible(page.getByText('Congrats! your payment completed'));
      if (order === 'Return first') await j.shot(page, 'paid with SSLCommerz');
      // Both notices came; the payment is one.
      await eventually(
        async () => ssl.ipns().length,
        (n) => expect(n).toBeGreaterThanOrEqual(order === 'IPN first' ? 1 : 2),
      );
      const orders = await j.api.bookingsOf(buyer);
      expect(orders.filter((o) => o._id === bookingId && o.paid)).toHaveLength(1);
    });
  }

  it('a dispute refunded by an admin goes back through bKash', async () => {
    const { page, bookingId } = await toPay(39_500);
    await page.getByRole('button', { name: 'Pay with bKash' }).click();
    await page.waitForURL((url) => url.origin === new URL(bkash.baseUrl).origin);
    const paymentID = new URL(page.url()).searchParams.get('paymentID')!;
    await page.goto(bkash.approve(paymentID).replace(/^http:\/\/[^/]+/, ''));
    await atPath(page, `/dashboard/payment/${bookingId}`);
    await visible(page.getByText('Congrats! your payment completed'));
    await j.api.move(seller, bookingId, 'handed-over');
    await j.api.move(buyer, bookingId, 'dispute', 'The charger is missing and the battery is swollen');

    const admin = await j.newPage();
    await signInThroughUi(admin, ADMIN);
    await admin.goto('/dashboard/allorders');
    const row = admin.getByRole('row').filter({ hasText: /39,500/ });
    await row.getByRole('button', { name: 'Refund buyer' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await visible(row.getByText('Refunded'));
    await j.shot(admin, 'refunded through bKash');
    expect(bkash.payments().find((p) => p.paymentID === paymentID)!.refunds).toMatchObject([{ amount: '39500.00' }]);
  });
});
