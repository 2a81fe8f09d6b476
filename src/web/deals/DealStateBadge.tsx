import type { BookingState } from '#shared/constants.ts';
import { useTexts } from '../i18n/locale.tsx';

/**
 * The badge colour of each state: warm while someone must act, blue while Market holds the money, green when
 * it is done, red for a dispute, grey when it ended without a sale. Every theme colour takes white text at 4.5:1
 * or more (styles.css); the outlined badge is in the page's own text colour.
 */
const TONE: Record<BookingState, string> = {
  booked: 'badge-warning',
  cash: 'badge-accent',
  held: 'badge-info',
  review: 'badge-warning',
  'handed-over': 'badge-secondary',
  disputed: 'badge-error',
  released: 'badge-success',
  'sold-cash': 'badge-success',
  refunded: 'badge-neutral',
  cancelled: 'badge-outline',
  lapsed: 'badge-outline',
};

/** Where a deal stands, as its badge says it (DEAL_TEXTS.states). */
export function DealStateBadge({ state }: { state: BookingState }) {
  const { DEAL_TEXTS } = useTexts();
  return (
    <span className={`badge ${TONE[state]} h-auto whitespace-nowrap py-0.5 font-semibold leading-tight`}>{DEAL_TEXTS.states[state]}</span>
  );
}
