import { queryOptions } from '@tanstack/react-query';
import type { ListingDecision, ModerationQueue } from '#shared/schemas/moderation.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

export const moderationKeys = { all: ['moderation'] as const };

/** GET /moderation: the listings waiting for an admin (admins). */
export const getModerationQueue = () => http<ModerationQueue>('/api/moderation');
export const approveListing = (productId: string) => http<ListingDecision>(`/api/moderation/${q(productId)}/approve`, { method: 'POST' });
export const rejectListing = ({ productId, reason }: { productId: string; reason: string }) =>
  http<ListingDecision>(`/api/moderation/${q(productId)}/reject`, { method: 'POST', body: { reason } });

export const moderationQuery = () => queryOptions({ queryKey: moderationKeys.all, queryFn: getModerationQueue });
