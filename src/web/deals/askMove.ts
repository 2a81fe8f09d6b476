import { createContext, useContext } from 'react';
import type { BookingMove } from '#shared/constants.ts';
import type { DealView } from '#shared/schemas/deals.ts';

export type AskMove = (deal: DealView, move: BookingMove) => void;

export const AskMoveContext = createContext<AskMove | null>(null);

/** Opens the screen's move dialog (DealMoves) about one move on one deal. */
export function useAskMove(): AskMove {
  const ask = useContext(AskMoveContext);
  if (!ask) throw new Error('DealActions is used inside DealMoves, which holds the dialog');
  return ask;
}
