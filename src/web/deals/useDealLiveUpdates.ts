import { useQueryClient } from '@tanstack/react-query';
import { DEAL_LISTS } from '../api/deals.ts';
import { useLiveEvent } from '../live/LiveEvents.tsx';

/**
 * The other side (or the clock, or an admin) moved a booking: the server says so on the user's stream
 * (`booking`, with its id and new state), and every list of deals on screen is read again.
 */
export function useDealLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvent('booking', () => {
    for (const queryKey of DEAL_LISTS) void client.invalidateQueries({ queryKey });
  });
}
