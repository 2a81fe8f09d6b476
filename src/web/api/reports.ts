import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCount, insertedId } from '#shared/schemas/common.ts';
import type { reportedConversation } from '#shared/schemas/conversations.ts';
import type { ReportInput, reportList } from '#shared/schemas/reports.ts';
import { http } from './http.ts';

export const reportKeys = {
  all: ['reports'] as const,
  /** A reported conversation's messages, as an admin reads them. */
  conversation: (id: string) => ['reports', id, 'messages'] as const,
};

export const createReport = (input: ReportInput) => http<z.infer<typeof insertedId>>('/api/report', { method: 'POST', body: input });
export const getReports = () => http<z.infer<typeof reportList>>('/api/report');
export const deleteReport = (id: string) =>
  http<z.infer<typeof deletedCount>>(`/api/report/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reportsQuery = () => queryOptions({ queryKey: reportKeys.all, queryFn: getReports });

/** GET /report/:id/messages: a page of a reported conversation's messages, older ones after `cursor`. */
export const getReportedConversation = (id: string, cursor?: string) =>
  http<z.infer<typeof reportedConversation>>(
    `/api/report/${encodeURIComponent(id)}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

export const reportedConversationQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: reportKeys.conversation(id),
    queryFn: ({ pageParam }) => getReportedConversation(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
