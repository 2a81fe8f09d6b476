import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SALES_TEXTS } from '#shared/texts/sales.ts';
import { EarningsTiles } from './EarningsTiles.tsx';

const tiles = () => screen.getAllByRole('listitem');
const tileOf = (label: string) => tiles().find((li) => li.textContent?.startsWith(label));

describe('EarningsTiles', () => {
  it("shows each of the seller's sums in Tk. under its name, in the order held, released, refunded, cash", () => {
    render(<EarningsTiles earnings={{ held: 45_000, released: 160_000, refunded: 0, cash: 38_500 }} />);
    const T = SALES_TEXTS.tiles;
    expect(tiles().map((li) => li.firstChild?.textContent)).toEqual([T.held, T.released, T.refunded, T.cash]);
    expect(tileOf(T.held)?.textContent).toContain('Tk. 45,000');
    expect(tileOf(T.released)?.textContent).toContain('Tk. 1,60,000');
    expect(tileOf(T.refunded)?.textContent).toContain('Tk. 0');
    expect(tileOf(T.cash)?.textContent).toContain('Tk. 38,500');
  });

  it('keeps the four tiles, without sums, while the earnings load', () => {
    render(<EarningsTiles earnings={undefined} />);
    expect(tiles()).toHaveLength(4);
    expect(tiles().some((li) => li.textContent?.includes('Tk.'))).toBe(false);
  });
});
