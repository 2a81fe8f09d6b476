import type { Earnings } from '#shared/schemas/deals.ts';
import { useFormat, useTexts } from '../../i18n/locale.tsx';

const TILES = ['held', 'released', 'refunded', 'cash'] as const;

/** Where a seller's money stands, one tile for each: held by Market, released, refunded, paid in cash. */
export function EarningsTiles({ earnings }: { earnings: Pick<Earnings, (typeof TILES)[number]> | undefined }) {
  const { SALES_TEXTS } = useTexts();
  const format = useFormat();
  return (
    <ul className="mb-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {TILES.map((tile) => (
        <li key={tile} className="stat content-start rounded-box border border-base-300 bg-base-100 shadow-sm">
          <span className="stat-title text-base-content/80">{SALES_TEXTS.tiles[tile]}</span>
          {earnings ? (
            <span className="stat-value text-2xl">{format.tk(earnings[tile])}</span>
          ) : (
            <span className="skeleton my-1 h-8 w-28" aria-hidden="true" />
          )}
          <span className="stat-desc whitespace-normal text-base-content/75">{SALES_TEXTS.tileHints[tile]}</span>
        </li>
      ))}
    </ul>
  );
}
