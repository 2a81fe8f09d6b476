import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIALOG_TEXTS } from '#shared/texts/dialogs.ts';
import { GALLERY_TEXTS as t } from '#shared/texts/product.ts';
import { Gallery } from './Gallery.tsx';
import { SWIPE_MIN_PX } from './useSwipe.ts';

const photo = (n: number) => `/images/ab/${String(n).padStart(32, '0')}-card.webp`;
const PHOTOS = [1, 2, 3].map(photo);
const LAPTOP = 'Hp ProBook 450 G8';

const shown = () => screen.getByLabelText(t.label(LAPTOP)).querySelector('[aria-live]')?.textContent;
const mainPhoto = () => screen.getByRole('button', { name: /^Enlarge photo/ });

/** A finger (a primary touch pointer) put down at `from` and lifted at `to`. */
function swipe(element: HTMLElement, from: [number, number], to: [number, number]) {
  const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(element, { ...touch, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(element, { ...touch, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
  fireEvent.pointerMove(element, { ...touch, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(element, { ...touch, clientX: to[0], clientY: to[1] });
}

describe('the product gallery (product §2)', () => {
  it('goes round with Previous and Next, and the thumbnails show the photo they name', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={PHOTOS} laptop={LAPTOP} />);
    expect(shown()).toBe(t.position(1, 3));
    expect(screen.getByText(t.counter(1, 3))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.previous }));
    expect(shown()).toBe(t.position(3, 3));
    expect(mainPhoto().getAttribute('aria-label')).toBe(t.enlarge(3, 3));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(shown()).toBe(t.position(1, 3));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(shown()).toBe(t.position(2, 3));

    await user.click(screen.getByRole('button', { name: t.show(3, 3) }));
    expect(shown()).toBe(t.position(3, 3));
    const current = within(screen.getByRole('list', { name: t.thumbnails }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-current'));
    expect(current).toEqual(['false', 'false', 'true']);
    // Only the photo shown is there for a screen reader; the others wait beside it.
    const hidden = Array.from(mainPhoto().querySelectorAll('img'), (img) => img.getAttribute('aria-hidden'));
    expect(hidden).toEqual(['true', 'true', null]);
  });

  it('moves with the arrow keys, Home and End while one of its controls has focus', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={PHOTOS} laptop={LAPTOP} />);
    mainPhoto().focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(t.position(2, 3));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe(t.position(3, 3));
    await user.keyboard('{Home}');
    expect(shown()).toBe(t.position(1, 3));
    await user.keyboard('{End}');
    expect(shown()).toBe(t.position(3, 3));

    // From a thumbnail too: on from the last photo is the first.
    screen.getByRole('button', { name: t.show(2, 3) }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(t.position(1, 3));
  });

  it('leaves the keys alone when the focus is elsewhere on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Search" />
        <Gallery photos={PHOTOS} laptop={LAPTOP} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(t.position(1, 3));
  });

  it(`turns a sideways swipe of ${SWIPE_MIN_PX} px or more into the next or previous photo, and nothing less`, () => {
    render(<Gallery photos={PHOTOS} laptop={LAPTOP} />);
    const frame = mainPhoto();
    swipe(frame, [200, 100], [200 - (SWIPE_MIN_PX - 1), 100]);
    expect(shown()).toBe(t.position(1, 3));
    swipe(frame, [200, 100], [200 - SWIPE_MIN_PX, 100]);
    expect(shown()).toBe(t.position(2, 3));
    swipe(frame, [100, 100], [100 + 2 * SWIPE_MIN_PX, 100]);
    expect(shown()).toBe(t.position(1, 3));
    swipe(frame, [100, 100], [100 - 2 * SWIPE_MIN_PX, 100]);
    swipe(frame, [100, 100], [100 - 2 * SWIPE_MIN_PX, 100]);
    expect(shown()).toBe(t.position(3, 3));
  });

  it('leaves a mostly vertical move to the page (a scroll), and one the browser cancels', () => {
    render(<Gallery photos={PHOTOS} laptop={LAPTOP} />);
    const frame = mainPhoto();
    swipe(frame, [200, 100], [200 - 2 * SWIPE_MIN_PX, 100 + 3 * SWIPE_MIN_PX]);
    expect(shown()).toBe(t.position(1, 3));

    const touch = { pointerId: 9, pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(frame, { ...touch, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(frame, { ...touch, clientX: 120, clientY: 100 });
    fireEvent.pointerCancel(frame, touch);
    fireEvent.pointerUp(frame, { ...touch, clientX: 120, clientY: 100 });
    expect(shown()).toBe(t.position(1, 3));
  });

  it('opens the photo on the whole screen on a tap, not at the end of a swipe; arrows move it, Close closes it', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={PHOTOS} laptop={LAPTOP} />);
    const frame = mainPhoto();
    swipe(frame, [200, 100], [100, 100]);
    // The click a browser sends where a mouse drag ends.
    fireEvent.click(frame);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(frame);
    const viewer = screen.getByRole('dialog', { name: t.label(LAPTOP) });
    const big = within(viewer).getByRole('img');
    expect(big.getAttribute('alt')).toBe(t.photo(LAPTOP, 2, 3));
    expect(big.getAttribute('sizes')).toBe('100vw');
    expect(big.getAttribute('srcset')).toContain('-large.webp 1600w');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe(t.photo(LAPTOP, 3, 3));
    await user.click(within(viewer).getByRole('button', { name: t.next }));
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe(t.photo(LAPTOP, 1, 3));

    await user.click(within(viewer).getByRole('button', { name: DIALOG_TEXTS.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery stays on the photo last looked at.
    expect(shown()).toBe(t.position(1, 3));
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(t.position(2, 3));
  });

  it('loads the first photo at once and first of all, the others lazily; each in its card and large sizes', () => {
    render(<Gallery photos={[1, 2, 3, 4].map(photo)} laptop={LAPTOP} />);
    const [first, ...rest] = Array.from(mainPhoto().querySelectorAll('img'));
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('srcset')).toBe(`${photo(1)} 640w, ${photo(1).replace('-card.webp', '-large.webp')} 1600w`);
    expect(first!.getAttribute('sizes')).toMatch(/100vw$/);
    // Photo 3 is neither shown nor next to the one shown.
    expect(rest[1]!.getAttribute('loading')).toBe('lazy');
    expect(rest.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, null, null]);
  });

  it('with one photo: no buttons, counter or thumbnails to go anywhere else', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={[photo(1)]} laptop={LAPTOP} />);
    expect(screen.queryByRole('button', { name: t.next })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    mainPhoto().focus();
    await user.keyboard('{ArrowRight}');
    expect(mainPhoto().getAttribute('aria-label')).toBe(t.enlarge(1, 1));
  });
});
