import { useCallback, useState, type ReactNode } from 'react';
import type { BookingMove } from '#shared/constants.ts';
import type { DealView } from '#shared/schemas/deals.ts';
import { AskMoveContext } from './askMove.ts';
import { MoveDialog } from './MoveDialog.tsx';

/**
 * The one dialog of a screen's deal moves, as useConfirm is the one of its deletes: it belongs to the screen,
 * not to a row, because a move may take the row away (a filter of what needs attention) or its buttons (the
 * move was made) while the dialog is still open. It keeps the deal as it was asked about until it has closed.
 */
export function DealMoves({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<{ deal: DealView; move: BookingMove; open: boolean } | null>(null);
  const ask = useCallback((deal: DealView, move: BookingMove) => setAsked({ deal, move, open: true }), []);
  return (
    <AskMoveContext.Provider value={ask}>
      {children}
      {asked && (
        <MoveDialog
          deal={asked.deal}
          move={asked.move}
          open={asked.open}
          onClose={() => setAsked((a) => a && { ...a, open: false })}
          onClosed={() => setAsked(null)}
        />
      )}
    </AskMoveContext.Provider>
  );
}
