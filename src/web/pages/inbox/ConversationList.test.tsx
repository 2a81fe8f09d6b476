import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '#shared/schemas/conversations.ts';
import { fakeFetch } from '../../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../../testing/render.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationView } from './ConversationView.tsx';

/** A conversation with a seller about a Dell listing of the given title; both listings cost the same. */
const about = (n: number, title: string): Conversation => ({
  id: `5a0c1e52-8d1b-4a44-9f4e-2f3b3c1d0b0${n}`,
  role: 'buyer',
  product: { id: `5a0c1e52-8d1b-4a44-9f4e-2f3b3c1d0c0${n}`, name: 'Dell', title, image: '', price: 50_000, status: 'available' },
  otherParty: { id: 'seller-1', name: 'Rina Seller', verified: false },
  lastMessage: null,
  unread: 0,
  openOffer: null,
  blockedByMe: false,
  createdAt: '2026-12-01T06:00:00.000Z',
  lastActivityAt: '2026-12-01T06:00:00.000Z',
});
const LATITUDE = about(1, 'Dell Latitude 5490, Core i5');
const XPS = about(2, 'Dell XPS 13 9370');

function show(element: ReactNode) {
  const Client = withQueryClient(testQueryClient());
  render(
    <Client>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </Client>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('which laptop a conversation is about', () => {
  it('the list shows each Dell by its title, not the brand alone', () => {
    show(<ConversationList conversations={[LATITUDE, XPS]} />);
    const [first, second] = screen.getAllByRole('link');
    expect(within(first!).getByText('Dell Latitude 5490, Core i5')).toBeTruthy();
    expect(within(second!).getByText('Dell XPS 13 9370')).toBeTruthy();
    expect(first!.textContent).toContain('Dell Latitude 5490, Core i5 · Tk. 50,000');
    expect(first!.textContent).not.toBe(second!.textContent);
  });

  it("the open conversation's header names it by its title, linked to its page", async () => {
    fakeFetch((_method, path) =>
      path === `/api/conversations/${XPS.id}`
        ? { body: XPS }
        : path === `/api/conversations/${XPS.id}/messages`
          ? { body: { messages: [], nextCursor: null } }
          : null,
    );
    show(<ConversationView id={XPS.id} freshness={{ refetchInterval: false, refetchOnWindowFocus: false }} />);
    const link = await screen.findByRole('link', { name: 'Dell XPS 13 9370' });
    expect(link.getAttribute('href')).toBe(`/product/${XPS.product.id}`);
  });
});
