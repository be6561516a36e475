import { useMutation } from '@tanstack/react-query';
import { accountExportSchema, type AccountExport } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { parsedDataOf } from './account-keys';

export async function exportData(): Promise<AccountExport> {
  return parsedDataOf(accountExportSchema, await api.get<AccountExport>('/guest/export'));
}

/** A mutation, not a query: the export is made on request and never cached. */
export const useExportData = () => useMutation({ mutationFn: exportData });
