import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCount } from '#shared/schemas/common.ts';
import type { SavedLaptop, savedResult } from '#shared/schemas/saved.ts';
import { http } from './http.ts';

export const savedKeys = {
  /** The signed-in user's saved laptops: the hearts read it too. */
  all: ['saved'] as const,
};

/** GET /saved: the caller's saved laptops, newest saved first. */
export const getSaved = (signal?: AbortSignal) => http<SavedLaptop[]>('/api/saved', { signal });
/** POST /saved: saves a laptop (again changes nothing). */
export const saveLaptop = (productId: string) => http<z.infer<typeof savedResult>>('/api/saved', { method: 'POST', body: { productId } });
/** DELETE /saved/:productId. */
export const unsaveLaptop = (productId: string) =>
  http<z.infer<typeof deletedCount>>(`/api/saved/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const savedQuery = () => queryOptions({ queryKey: savedKeys.all, queryFn: ({ signal }) => getSaved(signal) });
