import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '#shared/schemas/config.ts';
import { http } from './http.ts';

export const configKeys = { all: ['config'] as const };

/** GET /config: Google on or off, the payment provider and its publishable key. */
export const getClientConfig = () => http<ClientConfig>('/api/config');

/** Fixed while the server runs: fetched once. */
export const clientConfigQuery = () => queryOptions({ queryKey: configKeys.all, queryFn: getClientConfig, staleTime: Infinity });
export const useClientConfig = () => useQuery(clientConfigQuery());
