import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { AuthProvider, useAuth } from '../../auth/AuthProvider.tsx';
import { fakeFetch, type Sent } from '../../testing/fakeFetch.ts';
import { fakeXhr, storedPhoto, type FakeXhrRequest } from '../../testing/fakeXhr.ts';
import { testQueryClient, withQueryClient } from '../../testing/render.tsx';
import AddProductPage from './AddProductPage.tsx';

const rafiq = { id: 'u-7', name: 'Rafiq Islam', email: 'rafiq@example.com', image: null, option: 'Seller Account', role: null };
const session = { session: { id: 's-7', userId: 'u-7', token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }, user: rafiq };

const key = (n: number) => String(n).repeat(32);
const urlOf = (n: number) => storedPhoto(key(n)).data.url;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The page as the seller guard shows it: once the session is known. */
function SignedIn({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  return loading || !user ? null : children;
}

function renderPage() {
  const { sent } = fakeFetch((method, path) => {
    if (path === '/api/auth/get-session') return { body: session };
    if (method === 'POST' && path === '/api/itemName') return { status: 201, body: { acknowledged: true, insertedId: 'p-1' } };
    return null;
  });
  const uploads = fakeXhr();
  const router = createMemoryRouter(
    [
      { path: '/dashboard/addproduct', Component: AddProductPage },
      { path: '/dashboard/myproduct', element: <p>My Products</p> },
    ],
    { initialEntries: ['/dashboard/addproduct'] },
  );
  const Client = withQueryClient(testQueryClient());
  const view = render(
    <Client>
      <AuthProvider>
        <SignedIn>
          <RouterProvider router={router} />
        </SignedIn>
      </AuthProvider>
    </Client>,
  );
  const posts = (): Sent[] => sent.filter((s) => s.method === 'POST' && s.path === '/api/itemName');
  return { router, uploads: uploads.sent, posts, ...view };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Product Name'), 'Lenovo');
  await user.selectOptions(screen.getByLabelText('Product Category_ID'), '03-Lenovo');
  await user.type(screen.getByLabelText('Price'), '95000');
  await user.type(screen.getByLabelText('Resell_Price'), '61000');
  await user.type(screen.getByLabelText('Phone Number'), '01912-345678');
  await user.type(screen.getByLabelText('Location'), 'Sylhet');
  await user.type(screen.getByLabelText('Product used time'), '1 year');
  await user.type(screen.getByLabelText('Product Detail'), 'ThinkPad T14');
  await user.type(screen.getByLabelText('Posted time'), 'Today');
}

/** The file names of the chosen photos, in listing order, as each tile's "No preview" text shows them (happy-dom decodes no image). */
const order = () =>
  within(screen.getByRole('list', { name: 'Chosen photos' }))
    .getAllByRole('listitem')
    .map((tile) => within(tile).getByText(/\.png$/).textContent);

const store = async (request: FakeXhrRequest, n: number) => {
  request.progress(4, 4);
  request.sentAll();
  request.respond(200, storedPhoto(key(n)));
  await screen.findAllByText('Uploaded');
};

describe('Add A Product: specs and photos (product §2)', () => {
  it('posts the specs and the photos in the order chosen, the cover first', async () => {
    const user = userEvent.setup();
    const { uploads, posts, router } = renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Processor'), 'Core i5-1135G7');
    await user.selectOptions(screen.getByLabelText('RAM'), '16 GB');
    await user.selectOptions(screen.getByLabelText('Storage'), '512 GB');
    await user.selectOptions(screen.getByLabelText('Storage type'), 'SSD');
    await user.type(screen.getByLabelText('Screen (inches)'), '14.0');
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.selectOptions(screen.getByLabelText('District'), 'Sylhet');
    // The phone number is shown unless the seller says otherwise.
    expect((screen.getByRole('radio', { name: 'Show my phone number' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Chat only' }));

    await user.upload(screen.getByLabelText('Photo'), [png('front.png'), png('side.png'), png('keys.png')]);
    expect(uploads.map((r) => r.file.name)).toEqual(['front.png', 'side.png', 'keys.png']);
    const submit = screen.getByRole('button', { name: 'Add Product' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    uploads[2]!.progress(1, 4);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload of photo 3' }).getAttribute('value')).toBe('25'));
    for (const [i, request] of uploads.entries()) await store(request, i + 1);
    expect(screen.getByText('3 photos uploaded.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(order()).toEqual(['keys.png', 'front.png', 'side.png']);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myproduct'));
    expect(posts().map((p) => p.body)).toEqual([
      {
        name: 'Lenovo',
        category_id: '03',
        price: 95000,
        resell_price: 61000,
        phone: '01912-345678',
        location: 'Sylhet',
        detail: 'ThinkPad T14',
        date: 'Today',
        use: '1 year',
        seller: 'Rafiq Islam',
        email: 'rafiq@example.com',
        image: urlOf(3),
        images: [urlOf(3), urlOf(1), urlOf(2)],
        processor: 'Core i5-1135G7',
        ram: 16,
        storage: 512,
        storageType: 'SSD',
        screen: 14,
        condition: 'Good',
        district: 'Sylhet',
        chatOnly: true,
      },
    ]);
  });

  it('leaves the specs out when none is given, a condition chosen then cleared included', async () => {
    const user = userEvent.setup();
    const { uploads, posts, router } = renderPage();
    await fillRequired(user);
    const good = screen.getByRole('radio', { name: 'Good' }) as HTMLInputElement;
    await user.click(good);
    await user.click(screen.getByRole('button', { name: 'Clear condition' }));
    expect(good.checked).toBe(false);
    await user.upload(screen.getByLabelText('Photo'), png('front.png'));
    await store(uploads[0]!, 1);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myproduct'));
    const [body] = posts().map((p) => p.body as Record<string, unknown>);
    for (const spec of ['processor', 'ram', 'storage', 'storageType', 'screen', 'condition', 'district'])
      expect(Object.keys(body!)).not.toContain(spec);
    expect(body).toMatchObject({ image: urlOf(1), images: [urlOf(1)], chatOnly: false });
  });

  it("checks the whole product with the server's schema before sending it", async () => {
    const user = userEvent.setup();
    const { uploads, posts } = renderPage();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '1000000000');
    await user.upload(screen.getByLabelText('Photo'), png('front.png'));
    await store(uploads[0]!, 1);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The product could not be saved\. price: /);
    expect(posts()).toEqual([]);
  });

  it('asks for a photo, and takes the keyboard there when it is all that is missing', async () => {
    const user = userEvent.setup();
    const { posts } = renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Photo is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Photo')));
    expect(posts()).toEqual([]);
  });

  it("shows a refused photo's reason with Retry, and keeps Add Product disabled until it is retried or removed", async () => {
    const user = userEvent.setup();
    const { uploads } = renderPage();
    await fillRequired(user);
    await user.upload(await screen.findByLabelText('Photo'), png('notes.png'));
    uploads[0]!.respond(415, { success: false, error: 'image-unsupported', message: API_ERRORS['image-unsupported'] });
    expect(await screen.findByText(API_ERRORS['image-unsupported'])).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Add Product' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    expect(uploads).toHaveLength(2);
    // The Retry button is gone with the failure: the keyboard stays on the photo.
    expect(document.activeElement?.tagName).toBe('LI');
    uploads[1]!.respond(415, { success: false, error: 'image-unsupported', message: API_ERRORS['image-unsupported'] });
    await screen.findByText(API_ERRORS['image-unsupported']);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(document.activeElement).toBe(screen.getByLabelText('Photo'));
  });

  it('takes 8 photos at most and says how many were left out', async () => {
    const user = userEvent.setup();
    const { uploads } = renderPage();
    await user.upload(
      await screen.findByLabelText('Photo'),
      Array.from({ length: 10 }, (_, i) => png(`p${i + 1}.png`)),
    );
    expect(await screen.findByText('A listing takes up to 8 photos: 2 photos were not added.')).toBeTruthy();
    expect(order()).toEqual(['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png', 'p7.png', 'p8.png']);
    expect(uploads).toHaveLength(8);
    expect(screen.getByText('8 of 8 photos')).toBeTruthy();
  });

  it('keeps the keyboard on a photo it moves, and marks the first as the cover', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(await screen.findByLabelText('Photo'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 2 earlier');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['c.png', 'a.png', 'b.png']);
    // At the front its "earlier" button is disabled, so the focus moves to "later".
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 1 later');
    const [cover] = within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem');
    expect(within(cover!).getByText('Cover')).toBeTruthy();
    expect(screen.getByText('Photo moved to position 1: it is now the cover.')).toBeTruthy();
  });

  it('revokes a preview when its photo is removed, and the rest when the page goes away', async () => {
    let made = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.upload(await screen.findByLabelText('Photo'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(revoke.mock.calls).toEqual([['blob:preview-1']]);
    unmount();
    expect(revoke.mock.calls).toEqual([['blob:preview-1'], ['blob:preview-2']]);
    create.mockRestore();
    revoke.mockRestore();
  });
});
