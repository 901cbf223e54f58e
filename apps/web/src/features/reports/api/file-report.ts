import type { Report, ReportInput } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { reportKeys } from './query-keys';

export interface FileReportVariables {
  /** Whose token files it: buyers and owners may report. */
  role: 'user' | 'owner';
  input: ReportInput;
}

/** POST /api/reports (201): report a public product or ad; 409 when the caller already has an open report on it. */
export function fileReport({ role, input }: FileReportVariables) {
  return apiSend<Report>('POST', apiPaths.reports(), { role, body: input });
}

export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileReport,
    // An admin signed in in the same browser sees the new report without a reload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.admin() }),
  });
}
