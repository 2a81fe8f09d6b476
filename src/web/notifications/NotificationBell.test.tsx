import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/schemas/events.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { Navbar } from '../components/Navbar.tsx';
import { LiveEventsProvider } from '../live/LiveEvents.tsx';
import { fakeEventSource } from '../testing/fakeEventSource.ts';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { testQueryClient, withQueryClient } from '../testing/render.tsx';

const seller = { id: 'u-1', name: 'Nadia', email: 'nadia@example.com', image: null, option: 'Seller Account', role: null };
const session = { session: { id: 's-1', userId: 'u-1', token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }, user: seller };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const conversationId = uuid(900);

const note = (n: number, kind: Notification['kind'], data: Notification['data'], read = false): Notification => ({
  id: uuid(n),
  kind,
  data,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  read,
});

const firstPage = [
  note(1, 'message', { conversationId, productName: 'Lenovo', from: 'Tanvir' }),
  note(2, 'booking', { productName: 'Hp', from: 'Rina', party: 'seller', bookingId: uuid(901) }),
  note(3, 'payment', { productName: 'Dell', amount: 52_000 }, true),
];
const older = [note(40, 'offer', { conversationId, productName: 'Asus', from: 'Karim', amount: 30_000 }, true)];

/** The server: Nadia signed in (or nobody), her notifications in two pages, read marks answered with the count left. */
function server({ signedIn = true } = {}) {
  let unread = 2;
  return fakeFetch((method, path, body) => {
    if (path === '/api/auth/get-session') return { body: signedIn ? session : null };
    if (method === 'GET' && path === '/api/notifications') return { body: { items: firstPage, nextCursor: uuid(3), unread } };
    if (method === 'GET' && path === `/api/notifications?cursor=${uuid(3)}`) return { body: { items: older, nextCursor: null, unread } };
    if (method === 'POST' && path === '/api/notifications/read') {
      const input = body as { ids?: string[]; all?: true };
      const updated = input.all ? unread : (input.ids?.length ?? 0);
      unread = input.all ? 0 : unread - updated;
      return { body: { updated, unread } };
    }
    return null;
  });
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderNavbar() {
  const { streams } = fakeEventSource();
  const Client = withQueryClient(testQueryClient());
  const page = (
    <>
      <Navbar />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  render(
    <Client>
      <AuthProvider>
        <LiveEventsProvider>
          <RouterProvider router={router} />
        </LiveEventsProvider>
      </AuthProvider>
    </Client>,
  );
  return { streams };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

async function openPanel() {
  fireEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notification bell', () => {
  it('is not there for a visitor', async () => {
    const { sent } = server({ signedIn: false });
    renderNavbar();
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(sent.some((s) => s.path.startsWith('/api/notifications'))).toBe(false);
  });

  it('names the unread count and shows it on a badge', async () => {
    server();
    renderNavbar();
    const button = await bell('Notifications, 2 unread');
    expect(button.textContent).toBe('2');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a panel of lines, unread ones marked, with focus in it; Escape closes it and focus returns to the bell', async () => {
    server();
    renderNavbar();
    const panel = await openPanel();
    expect((await bell()).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(panel));
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.replace(/\d+ min\. ago$/, ''), l.getAttribute('href')])).toEqual([
      ['Unread: Tanvir sent you a message about Lenovo', `/inbox/${conversationId}`],
      ['Unread: Rina booked Hp', '/dashboard/myproduct'],
      ['Payment of Tk. 52,000 received for Dell', '/dashboard/myproduct'],
    ]);
    expect(within(links[0]!).getByText('1 min. ago').tagName).toBe('TIME');

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(await bell());
  });

  it('opening a line marks it read, goes where to act on it and closes the panel', async () => {
    const { sent } = server();
    renderNavbar();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('link', { name: /Rina booked Hp/ }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/myproduct');
    expect(screen.queryByRole('dialog')).toBeNull();
    await bell('Notifications, 1 unread');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/notifications/read', body: { ids: [uuid(2)] } }),
    ]);
  });

  it('marks all read, keeping focus in the panel', async () => {
    const { sent } = server();
    renderNavbar();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await bell('Notifications');
    expect(within(panel).queryByText(/Unread:/)).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(panel);
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([{ all: true }]));
  });

  it('loads older notifications with Load more', async () => {
    server();
    renderNavbar();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByRole('link', { name: /Karim offered Tk\. 30,000 for Asus/ });
    expect(within(panel).getAllByRole('link')).toHaveLength(4);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('puts a live notification on top and counts it at once, without reading the pages again', async () => {
    const { sent } = server();
    const { streams } = renderNavbar();
    await bell('Notifications, 2 unread');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.open());
    // Opening the stream reads the pages once more, for what came before it.
    await waitFor(() => expect(sent.filter((s) => s.path === '/api/notifications')).toHaveLength(2));

    const fresh = note(0, 'offer', { conversationId, productName: 'Lenovo', from: 'Tanvir', amount: 41_000 });
    act(() => streams[0]!.send('notification', 12, fresh));
    await bell('Notifications, 3 unread');
    // The same event again (a replay) is not counted twice.
    act(() => streams[0]!.send('notification', 12, fresh));
    const panel = await openPanel();
    expect(within(panel).getAllByRole('link')[0]!.textContent).toBe('Unread: Tanvir offered Tk. 41,000 for Lenovonow');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/notifications')).toHaveLength(2);
  });

  it('closes when the bell is pressed again or someone clicks elsewhere', async () => {
    server();
    renderNavbar();
    await openPanel();
    fireEvent.click(await bell());
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPanel();
    fireEvent.pointerDown(screen.getByTestId('where'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
