import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '#shared/schemas/offers.ts';
import { fakeFetch } from '../../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../../testing/render.tsx';
import { OfferCard } from './OfferCard.tsx';

const OFFER: Offer = {
  id: '5a0c1e52-8d1b-4a44-9f4e-2f3b3c1d0a01',
  conversationId: '5a0c1e52-8d1b-4a44-9f4e-2f3b3c1d0a02',
  by: 'buyer',
  amount: 40000,
  state: 'open',
  createdAt: '2026-11-26T06:00:00.000Z',
  expiresAt: '2026-11-28T06:00:00.000Z',
  answeredAt: null,
  bookingId: null,
  actions: ['accept', 'decline', 'counter'],
};

function show(offer: Offer, role: 'buyer' | 'seller') {
  const Client = withQueryClient(testQueryClient());
  const router = createMemoryRouter([{ path: '*', element: <OfferCard offer={offer} role={role} price={48000} /> }]);
  render(
    <Client>
      <RouterProvider router={router} />
    </Client>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OfferCard', () => {
  it('shows the seller the moves the server allows, and counters within the listed price', async () => {
    const { sent } = fakeFetch((method, path) =>
      method === 'POST' && path === `/api/offers/${OFFER.id}/counter`
        ? { status: 201, body: { ...OFFER, by: 'seller', amount: 44000 } }
        : null,
    );
    show(OFFER, 'seller');
    expect(screen.getByText('Their offer')).toBeTruthy();
    expect(screen.getByText('Tk. 40,000')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline', 'Counter']);

    await userEvent.click(screen.getByRole('button', { name: 'Counter the offer of Tk. 40,000' }));
    const amount = screen.getByLabelText('Your counter-offer (Tk.)');
    expect(document.activeElement).toBe(amount);
    await userEvent.type(amount, '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert').textContent).toBe('At most the listed price, Tk. 48,000');
    expect(sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '44,000');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([['POST', `/api/offers/${OFFER.id}/counter`, { amount: 44000 }]]),
    );
  });

  it('gives the buyer of an accepted offer the way to pay its booking, and no buttons', () => {
    show({ ...OFFER, state: 'accepted', actions: [], bookingId: 'b0000000-0000-4000-8000-000000000001' }, 'buyer');
    expect(screen.getByText('Your offer')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/dashboard/payment/b0000000-0000-4000-8000-000000000001',
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
