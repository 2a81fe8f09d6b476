import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCount, insertedId } from '#shared/schemas/common.ts';
import type { ReportInput, reportList } from '#shared/schemas/reports.ts';
import { http } from './http.ts';

export const reportKeys = { all: ['reports'] as const };

export const createReport = (input: ReportInput) => http<z.infer<typeof insertedId>>('/api/report', { method: 'POST', body: input });
export const getReports = () => http<z.infer<typeof reportList>>('/api/report');
export const deleteReport = (id: string) =>
  http<z.infer<typeof deletedCount>>(`/api/report/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reportsQuery = () => queryOptions({ queryKey: reportKeys.all, queryFn: getReports });
