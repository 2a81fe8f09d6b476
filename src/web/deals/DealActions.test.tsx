import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DealView } from '#shared/schemas/deals.ts';
import { DEAL_TEXTS } from '#shared/texts/deals.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { fakeFetch, type Answer } from '../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../testing/render.tsx';
import { DealActions } from './DealActions.tsx';
import { DealMoves } from './DealMoves.tsx';
import { aBooking } from '../testing/bookings.ts';

const T = DEAL_TEXTS.confirm;

/** A paid booking as its buyer sees it: held by Market, theirs to confirm, dispute or cancel. */
const HELD: DealView = {
  ...aBooking({
    _id: '00000000-0000-4000-8000-000000000011',
    productId: '00000000-0000-4000-8000-000000000012',
    image: '',
    paid: true,
    transactionId: 'pi_1',
    sold: true,
    state: 'held',
    method: 'card',
  }),
  moves: ['received', 'dispute', 'cancel'],
};

/** The same laptop to be paid in cash, as its seller sees it. */
const CASH: DealView = {
  ...HELD,
  paid: false,
  transactionId: null,
  sold: false,
  state: 'cash',
  method: 'cod',
  holdUntil: '2026-11-04T00:00:00.000Z',
  moves: ['handed-over', 'cancel'],
};

function show(deal: DealView, answer: (move: string, body: unknown) => Answer = () => ({ body: deal })) {
  const { sent } = fakeFetch((method, path, body) => {
    const move = method === 'POST' && path.startsWith(`/api/bookings/${deal._id}/`) ? path.split('/').pop()! : null;
    return move ? answer(move, body) : null;
  });
  const Client = withQueryClient(testQueryClient());
  render(
    <Client>
      <DealMoves>
        <DealActions deal={deal} />
      </DealMoves>
    </Client>,
  );
  return { posts: () => sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.body]) };
}

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('DealActions', () => {
  it("shows one button per move the server allows, in the catalogue's words", () => {
    show(HELD);
    expect(buttons()).toEqual([DEAL_TEXTS.moves.received, DEAL_TEXTS.moves.dispute, DEAL_TEXTS.moves.cancel]);
    expect(screen.getByRole('button', { name: `${DEAL_TEXTS.moves.received} ${HELD.itemName}` })).toBeTruthy();
  });

  it('calls the handover of a cash booking what it is: handed over and paid in cash', async () => {
    show(CASH);
    expect(buttons()).toEqual([DEAL_TEXTS.paidInCash, DEAL_TEXTS.moves.cancel]);
    await userEvent.click(screen.getByRole('button', { name: `${DEAL_TEXTS.paidInCash} ${CASH.itemName}` }));
    expect(screen.getByRole('heading', { name: T.paidInCash })).toBeTruthy();
  });

  it('shows a paid booking\'s handover as "Mark handed over"', () => {
    show({ ...HELD, moves: ['handed-over'] });
    expect(buttons()).toEqual([DEAL_TEXTS.moves['handed-over']]);
  });

  it('shows nothing when no move is open to the reader', () => {
    show({ ...HELD, moves: [] });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('asks before a move that needs no reason, and sends it without one', async () => {
    const { posts } = show(HELD, () => ({ body: { ...HELD, state: 'released', moves: [] } }));
    await userEvent.click(screen.getByRole('button', { name: `${DEAL_TEXTS.moves.received} ${HELD.itemName}` }));
    expect(screen.getByRole('heading', { name: T.received })).toBeTruthy();
    expect(screen.queryByLabelText(T.reasonLabel)).toBeNull();
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe(T.back);
    await userEvent.click(screen.getByRole('button', { name: T.go }));
    await waitFor(() => expect(posts()).toEqual([[`/api/bookings/${HELD._id}/received`, { state: 'held' }]]));
    // Done: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('heading', { name: T.received })).toBeNull());
  });

  it('sends nothing when the dialog is given up', async () => {
    const { posts } = show(HELD);
    await userEvent.click(screen.getByRole('button', { name: `${DEAL_TEXTS.moves.received} ${HELD.itemName}` }));
    await userEvent.click(screen.getByRole('button', { name: T.back }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: T.received })).toBeNull());
    expect(posts()).toEqual([]);
  });

  for (const move of ['cancel', 'dispute'] as const) {
    it(`needs a reason to ${move}, and sends it trimmed`, async () => {
      const { posts } = show(HELD);
      await userEvent.click(screen.getByRole('button', { name: `${DEAL_TEXTS.moves[move]} ${HELD.itemName}` }));
      expect(screen.getByRole('heading', { name: T[move] })).toBeTruthy();
      const reason = screen.getByLabelText(T.reasonLabel);
      expect(document.activeElement).toBe(reason);
      expect(reason.getAttribute('maxlength')).toBe('500');

      await userEvent.type(reason, '   ');
      await userEvent.click(screen.getByRole('button', { name: T.go }));
      expect(screen.getByRole('alert').textContent).toBe(API_ERRORS['reason-required']);
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      expect(posts()).toEqual([]);

      await userEvent.type(reason, 'The screen is cracked ');
      await userEvent.click(screen.getByRole('button', { name: T.go }));
      await waitFor(() =>
        expect(posts()).toEqual([[`/api/bookings/${HELD._id}/${move}`, { reason: 'The screen is cracked', state: 'held' }]]),
      );
    });
  }

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const { posts } = show(HELD, () => ({
      status: 409,
      body: { error: 'booking-move-not-allowed', message: 'This booking cannot be changed that way now.' },
    }));
    await userEvent.click(screen.getByRole('button', { name: `${DEAL_TEXTS.moves.received} ${HELD.itemName}` }));
    await userEvent.click(screen.getByRole('button', { name: T.go }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_ERRORS['booking-move-not-allowed']);
    expect(screen.getByRole('heading', { name: T.received })).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });
});
