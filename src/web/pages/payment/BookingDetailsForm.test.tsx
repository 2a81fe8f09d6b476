import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_TEXTS } from '#shared/texts/dialogs.ts';
import { PAYMENT_TEXTS } from '#shared/texts/payment.ts';
import { VALIDATION } from '#shared/texts/validation.ts';
import { fakeFetch, type Answer } from '../../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../../testing/render.tsx';
import { BookingDetailsForm } from './BookingDetailsForm.tsx';
import { aBooking } from '../../testing/bookings.ts';

const T = PAYMENT_TEXTS.details;

/** A booking as accepting an offer makes it: the agreed price, no phone and no meeting place yet. */
const FROM_OFFER = aBooking({ itemName: 'Dell', userName: 'Bina Buyer', email: 'bina@example.com', phone: '', location: '' });

function renderForm(answer: (body: unknown) => Answer) {
  const { sent } = fakeFetch((method, path, body) =>
    method === 'POST' && path === `/api/bookings/${FROM_OFFER._id}/details` ? answer(body) : null,
  );
  const onSaved = vi.fn();
  const Client = withQueryClient(testQueryClient());
  render(
    <Client>
      <BookingDetailsForm booking={FROM_OFFER} onSaved={onSaved} />
    </Client>,
  );
  return { sent, onSaved };
}

describe('the phone and meeting place asked before paying for a booking from an offer (product §4)', () => {
  it('needs the phone: an empty one says so and sends nothing', async () => {
    const { sent, onSaved } = renderForm(() => ({ body: FROM_OFFER }));
    expect(screen.getByRole('form', { name: T.title })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(VALIDATION.booking.phoneRequired);
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the phone and the place to the booking, then hands on the booking the server saved', async () => {
    const saved = { ...FROM_OFFER, phone: '01911-000111', location: 'Dhanmondi 27' };
    const { sent, onSaved } = renderForm(() => ({ body: saved }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(DIALOG_TEXTS.phone), '01911-000111');
    await user.type(screen.getByLabelText(DIALOG_TEXTS.location), 'Dhanmondi 27');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0]).toEqual(saved);
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([{ phone: '01911-000111', location: 'Dhanmondi 27' }]);
  });

  it("shows the server's reason when it refuses, and stays", async () => {
    const message = 'This booking is already paid.';
    const { onSaved } = renderForm(() => ({ status: 409, body: { error: 'booking-already-paid', message } }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(DIALOG_TEXTS.phone), '01911-000111');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: T.save })).toBeTruthy();
  });
});
