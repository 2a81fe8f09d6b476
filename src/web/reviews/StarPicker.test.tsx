import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '#shared/texts/bn.ts';
import { REVIEW_TEXTS } from '#shared/texts/reviews.ts';
import { LocaleProvider, makeLocale } from '../i18n/locale.tsx';
import { StarPicker } from './StarPicker.tsx';

/* The review's stars (product §4, "Reviews"): a radio group of five, by pointer and by keyboard, read out by name. */

/** The picker as a form holds it: the choice kept in state, each change also reported to `spy`. */
function Picker({ spy, error }: { spy: (stars: number) => void; error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarPicker
      value={value}
      onChange={(stars) => {
        setValue(stars);
        spy(stars);
      }}
      error={error}
    />
  );
}

/** How many of the five drawn stars are filled. */
const filled = (container: HTMLElement) => container.querySelectorAll('svg[fill="currentColor"]').length;

describe('StarPicker', () => {
  it('is a group of five radios named 1 star to 5 stars, none chosen and none filled at first', () => {
    const { container } = render(<Picker spy={vi.fn()} />);
    expect(screen.getByRole('group', { name: REVIEW_TEXTS.form.starsLegend })).toBeTruthy();
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(filled(container)).toBe(0);
  });

  it('chooses by a click, fills the stars up to the choice, and the arrow keys move it', async () => {
    const spy = vi.fn();
    const { container } = render(<Picker spy={spy} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('4 stars'));
    expect(spy).toHaveBeenLastCalledWith(4);
    expect((screen.getByLabelText('4 stars') as HTMLInputElement).checked).toBe(true);
    expect(filled(container)).toBe(4);

    await user.keyboard('{ArrowLeft}');
    expect(spy).toHaveBeenLastCalledWith(3);
    expect(filled(container)).toBe(3);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(spy).toHaveBeenLastCalledWith(5);
    expect(filled(container)).toBe(5);
  });

  it('says what is wrong, as an alert the group is described by', () => {
    render(<Picker spy={vi.fn()} error={REVIEW_TEXTS.form.starsRequired} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(REVIEW_TEXTS.form.starsRequired);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('names the stars in Bangla digits on a Bangla page', () => {
    render(
      <LocaleProvider locale={makeLocale('bn', bn)}>
        <Picker spy={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      [1, 2, 3, 4, 5].map((n) => bn.REVIEW_TEXTS.stars.choice(n, n.toLocaleString('bn-BD'))),
    );
  });
});
