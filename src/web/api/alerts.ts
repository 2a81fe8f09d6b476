import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Alert, AlertFrequency } from '#shared/schemas/alerts.ts';
import type { deletedCount } from '#shared/schemas/common.ts';
import { http } from './http.ts';

export const alertKeys = {
  /** The signed-in user's alerts. */
  all: ['alerts'] as const,
};

/** GET /alerts: the caller's alerts, newest first. */
export const getAlerts = (signal?: AbortSignal) => http<Alert[]>('/api/alerts', { signal });
/** POST /alerts: saves a search (its query string) as an alert; the same search again changes its frequency. */
export const saveAlert = (input: { query: string; frequency: AlertFrequency }) =>
  http<Alert>('/api/alerts', { method: 'POST', body: input });
/** PATCH /alerts/:id: how often it tells. */
export const changeAlert = ({ id, frequency }: { id: string; frequency: AlertFrequency }) =>
  http<Alert>(`/api/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { frequency } });
/** DELETE /alerts/:id. */
export const deleteAlert = (id: string) =>
  http<z.infer<typeof deletedCount>>(`/api/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const alertsQuery = () => queryOptions({ queryKey: alertKeys.all, queryFn: ({ signal }) => getAlerts(signal) });
