/**
 * The calls that change reports, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/reports.ts, so that a page that only reads loads no mutation code (the home route: scripts/bundle-size.ts).
 */
import { createReport, deleteReport, reportKeys } from '../reports.ts';
import { mutationHook } from '../mutation.ts';

export const useCreateReport = mutationHook({ key: 'create-report', run: createReport, invalidates: [reportKeys.all] });
export const useDeleteReport = mutationHook({ key: 'delete-report', run: deleteReport, invalidates: [reportKeys.all] });
