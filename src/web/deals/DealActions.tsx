import type { DealView } from '#shared/schemas/deals.ts';
import { ActionButton } from '../dashboard/ActionButton.tsx';
import { useAskMove } from './askMove.ts';
import { isDanger, moveLabel } from './moves.ts';
import { useTexts } from '../i18n/locale.tsx';

/**
 * The buttons of the moves the reader may make on a deal now (the server's `moves`), each asked about first
 * in the screen's move dialog (DealMoves, around the screen).
 */
export function DealActions({ deal }: { deal: DealView }) {
  const texts = useTexts();
  const { ACTION_TEXTS } = texts;
  const ask = useAskMove();
  if (deal.moves.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2 max-sm:justify-end">
      {deal.moves.map((move) => {
        const label = moveLabel(move, deal, texts);
        return (
          <ActionButton
            key={move}
            className={isDanger(move) ? 'btn-outline btn-error' : 'btn-primary'}
            label={ACTION_TEXTS.named(label, deal.itemName)}
            onClick={() => ask(deal, move)}
          >
            {label}
          </ActionButton>
        );
      })}
    </div>
  );
}
