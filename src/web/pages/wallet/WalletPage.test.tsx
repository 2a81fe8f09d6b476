import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatTk } from '#shared/format.ts';
import { PAYMENT_TEXTS } from '#shared/texts/payment.ts';
import type { Answer } from '../../testing/fakeFetch.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { paths } from '../../paths.ts';
import WalletPage from './WalletPage.tsx';

const W = PAYMENT_TEXTS.wallet;
const PAYMENT_ID = 'SBXabcdefghijklmnopqrstu';
const API = `/api/payments/sandbox/wallet/${PAYMENT_ID}`;
const CALLBACK = `http://market.test/api/payments/bkash/callback?paymentID=${PAYMENT_ID}&status=success`;
const PAYMENT = { paymentId: PAYMENT_ID, amount: 45_000, invoice: 'MKT0A1B2C3D4E5F6A7B8C9D0E', open: true };

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  // The browser going back to Market: recorded, not followed.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

function renderWallet({ payment = { body: PAYMENT }, answer }: { payment?: Answer; answer?: (body: unknown) => Answer } = {}) {
  const routes = () => [{ path: paths.wallet.pattern, Component: WalletPage }];
  const { sent } = renderRoutes(routes, paths.wallet(PAYMENT_ID), (method, path, body) => {
    if (method === 'GET' && path === API) return payment;
    if (method === 'POST' && path === API) return answer?.(body) ?? { body: { redirectUrl: CALLBACK } };
    return null;
  });
  return { answers: () => sent.filter((s) => s.method === 'POST' && s.path === API).map((s) => s.body) };
}

/** Types into the step's field and confirms it. */
async function answerStep(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: W.confirm }));
}

describe('the sandbox wallet page (architecture §7)', () => {
  it('shows the merchant, the invoice and the amount, and the sandbox values', async () => {
    renderWallet();
    expect(await screen.findByText(formatTk(PAYMENT.amount))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(W.brand);
    expect(screen.getByText(W.merchantName)).toBeTruthy();
    expect(screen.getByText(PAYMENT.invoice)).toBeTruthy();
    expect(screen.getByText(W.testMode(PAYMENT.amount))).toBeTruthy();
    expect(screen.getByText(W.step(1, 3))).toBeTruthy();
  });

  it('asks the account number, the code and the PIN in turn, then sends all three once and follows the answer', async () => {
    const { answers } = renderWallet();
    const user = userEvent.setup();

    const wallet = await screen.findByLabelText(W.steps.wallet.label);
    expect(wallet.getAttribute('inputmode')).toBe('numeric');
    expect(wallet.getAttribute('autocomplete')).toBe('off');
    await answerStep(user, W.steps.wallet.label, '01770618575');

    const otp = await screen.findByLabelText(W.steps.otp.label);
    await waitFor(() => expect(document.activeElement).toBe(otp));
    expect(screen.getByText(W.steps.otp.hint)).toBeTruthy();
    expect(screen.getByText(W.sentCode('01770618575'))).toBeTruthy();
    await answerStep(user, W.steps.otp.label, '123456');

    const pin = await screen.findByLabelText(W.steps.pin.label);
    expect(pin.getAttribute('type')).toBe('password');
    expect(screen.getByText(W.steps.pin.hint)).toBeTruthy();
    expect(answers()).toEqual([]);
    await answerStep(user, W.steps.pin.label, '12121');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALLBACK));
    expect(answers()).toEqual([{ wallet: '01770618575', otp: '123456', pin: '12121' }]);
  });

  it("refuses a step the schema refuses, in the catalogue's words, and stays on it", async () => {
    const { answers } = renderWallet();
    const user = userEvent.setup();
    await answerStep(user, W.steps.wallet.label, '0177061857');
    expect((await screen.findByRole('alert')).textContent).toBe(W.invalid.wallet);
    const wallet = screen.getByLabelText(W.steps.wallet.label);
    expect(wallet.getAttribute('aria-invalid')).toBe('true');
    // Letters never reach the field.
    await user.type(wallet, 'abc5');
    expect((wallet as HTMLInputElement).value).toBe('01770618575');
    await user.click(screen.getByRole('button', { name: W.confirm }));
    await answerStep(user, W.steps.otp.label, '12345');
    expect((await screen.findByRole('alert')).textContent).toBe(W.invalid.otp);
    expect(screen.getByText(W.step(2, 3))).toBeTruthy();
    expect(answers()).toEqual([]);
  });

  it('cancels with Close, and follows the answer back', async () => {
    const cancelled = CALLBACK.replace('success', 'cancel');
    const { answers } = renderWallet({ answer: () => ({ body: { redirectUrl: cancelled } }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: W.close }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(cancelled));
    expect(answers()).toEqual([{ cancel: true }]);
  });

  it('says why the wallet refused to pay, and goes back to Market when asked', async () => {
    const failed = CALLBACK.replace('success', 'failure');
    renderWallet({ answer: () => ({ body: { redirectUrl: failed, refusal: 'wallet-insufficient-balance' } }) });
    const user = userEvent.setup();
    await answerStep(user, W.steps.wallet.label, '01823074817');
    await answerStep(user, W.steps.otp.label, '123456');
    await answerStep(user, W.steps.pin.label, '12121');
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(W.refusals['wallet-insufficient-balance']);
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: W.backToMarket }));
    expect(assign).toHaveBeenCalledWith(failed);
  });

  it('offers nothing to answer on a payment answered already, only the way to My Orders', async () => {
    renderWallet({ payment: { body: { ...PAYMENT, open: false } } });
    expect(await screen.findByText(W.answered)).toBeTruthy();
    expect(screen.getByRole('link', { name: PAYMENT_TEXTS.backToOrders }).getAttribute('href')).toBe(paths.dashboard.orders);
    expect(screen.queryByRole('button', { name: W.confirm })).toBeNull();
  });

  it('says there is no payment at an address the wallet never issued', async () => {
    renderWallet({ payment: { status: 404, body: { error: 'checkout-not-found', message: 'We could not find that payment.' } } });
    expect(await screen.findByText(W.notFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: W.confirm })).toBeNull();
  });
});
