import { useState } from 'react';
import type { BookingMove } from '#shared/constants.ts';
import type { DealView } from '#shared/schemas/deals.ts';
import { ACTION_TEXTS } from '#shared/texts/dashboard.ts';
import { ActionButton } from '../dashboard/ActionButton.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { isDanger, moveLabel } from './moves.ts';

/**
 * The buttons of the moves the reader may make on a deal now (the server's `moves`), each asked about first
 * in a dialog.
 */
export function DealActions({ deal }: { deal: DealView }) {
  // The move asked about stays until its dialog has closed: the row's buttons may be gone by then (the move
  // was made), and the dialog must not leave the page while it is open.
  const [asked, setAsked] = useState<{ move: BookingMove; open: boolean } | null>(null);
  if (deal.moves.length === 0 && asked === null) return null;
  return (
    <div className="flex flex-wrap gap-2 max-sm:justify-end">
      {deal.moves.map((m) => {
        const label = moveLabel(m, deal);
        return (
          <ActionButton
            key={m}
            className={isDanger(m) ? 'btn-outline btn-error' : 'btn-primary'}
            label={ACTION_TEXTS.named(label, deal.itemName)}
            onClick={() => setAsked({ move: m, open: true })}
          >
            {label}
          </ActionButton>
        );
      })}
      <MoveDialog
        deal={deal}
        move={asked?.move ?? null}
        open={asked?.open ?? false}
        onClose={() => setAsked((a) => a && { ...a, open: false })}
        onClosed={() => setAsked(null)}
      />
    </div>
  );
}
